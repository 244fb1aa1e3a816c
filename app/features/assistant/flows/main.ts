import { ASSISTANT_PAGES } from '../pages';
import { ASSISTANT_TASKS, replySchema, type AssistantReply, type ReplyInput } from '../reply';
import { talkToExpert, wrongAnswer, yesNo } from './common';
import { line, type AssistantMemory, type AssistantNode, type AssistantOutcome } from './types';

/** The chat model sees the last turns only: enough to resolve "it", cheap to send. */
export const HISTORY_KEPT = 12;

const fresh: Partial<AssistantMemory> = { history: [], prompt: null, pending: null };

/** Spec 001 section 4, main flow: what a reply leads to. */
function act(
  reply: AssistantReply,
  history: AssistantMemory['history'],
  navigate: (path: string) => void,
): AssistantOutcome {
  if (reply.exit) return { say: [line(reply.message)], end: true, memory: fresh };
  if (reply.help) return { goTo: talkToExpert.id, memory: fresh };
  if (reply.page) {
    navigate(ASSISTANT_PAGES[reply.page].path);
    return { say: [line(reply.message, false)], end: true, memory: fresh };
  }
  return { again: true, memory: { history, prompt: reply.message, pending: null } };
}

const ask: AssistantNode = {
  id: 'ask',
  question: ({ state, services }) => state.memory.prompt ?? services.t('assistant:main.ask'),
  handle: async (said, { state, services, signal }) => {
    if (!said.trim()) return { goTo: wrongAnswer.id };
    const input: ReplyInput = {
      said,
      locale: services.locale,
      today: services.today(),
      conversation: 'main',
      history: state.memory.history.slice(-HISTORY_KEPT),
      events: [],
      medications: [],
    };
    const data = await services.chat(ASSISTANT_TASKS.reply, input, signal);
    const reply = replySchema.parse(JSON.parse(data));
    const history = [
      ...state.memory.history,
      { role: 'user' as const, content: said },
      { role: 'assistant' as const, content: data },
    ].slice(-HISTORY_KEPT);
    if (reply.read_back) return { goTo: confirm.id, memory: { history, pending: reply } };
    return act(reply, history, services.navigate);
  },
};

/** A reply read back: done on a yes, dropped on a no. */
const confirm: AssistantNode = {
  id: 'confirm',
  run: 'pick',
  question: ({ state }) => state.memory.pending?.message ?? null,
  handle: async (said, { state, services, signal }) => {
    const yes = await yesNo(said, services, signal);
    const pending = state.memory.pending;
    if (yes === null || !pending) return { goTo: wrongAnswer.id };
    if (!yes) {
      return {
        say: [line(services.t('assistant:main.nothing_done'))],
        goTo: ask.id,
        memory: { pending: null, prompt: null },
      };
    }
    return act({ ...pending, read_back: false }, state.memory.history, services.navigate);
  },
};

export const mainFlow: readonly AssistantNode[] = [ask, confirm, talkToExpert, wrongAnswer];
