import type { NodeContext } from '../engine/types';
import { ASSISTANT_TASKS, replySchema, type AssistantReply, type ReplyInput } from '../reply';
import { line, type AssistantMemory, type AssistantNode, type AssistantServices } from './types';

/** The chat model sees the last turns only: enough to resolve "it", cheap to send. */
export const HISTORY_KEPT = 12;

/** A chat conversation started afresh: no turns, nothing waiting for a yes. */
export const FRESH_CHAT: Partial<AssistantMemory> = {
  history: [],
  prompt: null,
  pending: null,
  action: null,
  email: null,
};

/** One turn of a chat conversation (main or e-mail): the AI reply, and the history with the turn. */
export async function chatTurn(
  said: string,
  conversation: ReplyInput['conversation'],
  { state, services, signal }: NodeContext<AssistantMemory, AssistantServices>,
): Promise<{ reply: AssistantReply; history: AssistantMemory['history'] }> {
  const input: Omit<ReplyInput, 'events' | 'medications'> = {
    said,
    locale: services.locale,
    today: services.today(),
    conversation,
    history: state.memory.history.slice(-HISTORY_KEPT),
    focus: state.memory.focus,
  };
  const data = await services.chat(ASSISTANT_TASKS.reply, input, signal);
  const reply = replySchema.parse(JSON.parse(data));
  const history = [
    ...state.memory.history,
    { role: 'user' as const, content: said },
    { role: 'assistant' as const, content: data },
  ].slice(-HISTORY_KEPT);
  return { reply, history };
}

/** Spec 001 section 5: a plain "yes…" or "no…" is read at once; anything else goes to the model. */
export function plainYesNo(said: string): boolean | null {
  const answer = said.trim().toLowerCase();
  if (answer.startsWith('no')) return false;
  if (answer.startsWith('yes')) return true;
  return null;
}

/** A yes or a no in the user's language, or null when it is neither. */
export async function yesNo(said: string, services: AssistantServices, signal: AbortSignal) {
  const plain = plainYesNo(said);
  if (plain !== null || !said.trim()) return plain;
  const answer = await services.chat(ASSISTANT_TASKS.yesNo, { said, locale: services.locale }, signal);
  return answer === 'yes' ? true : answer === 'no' ? false : null;
}

/** Spec 001: says so and goes back to the node the answer was for. */
export const wrongAnswer: AssistantNode = {
  id: 'wrong-answer',
  run: 'pick',
  before: ({ services }) => [line(services.t('assistant:wrong_answer'))],
  task: ({ state }) => (state.previousNode ? { goTo: state.previousNode } : { end: true }),
};

/** Spec 001: speaks, opens the experts page and turns the assistant off. */
export const talkToExpert: AssistantNode = {
  id: 'talk-to-expert',
  run: 'pick',
  before: ({ services }) => [line(services.t('assistant:home.talk_to_expert'), false)],
  task: ({ services }) => {
    services.navigate('/experts');
    return { end: true };
  },
};
