import { completeEmail } from '../email';
import { ASSISTANT_PAGES } from '../pages';
import { readBack } from '../read-back';
import type { AssistantReply } from '../reply';
import { actionOf } from './actions-of';
import { chatTurn, FRESH_CHAT, talkToExpert, wrongAnswer, yesNo } from './common';
import {
  line,
  type AssistantMemory,
  type AssistantNode,
  type AssistantOutcome,
  type AssistantServices,
} from './types';

/** Spec 001 section 4, main flow: what a reply leads to. */
function follow(
  reply: AssistantReply,
  history: AssistantMemory['history'],
  services: AssistantServices,
): AssistantOutcome {
  if (reply.exit) return { say: [line(reply.message)], end: true, memory: FRESH_CHAT };
  if (reply.help) return { goTo: talkToExpert.id, memory: FRESH_CHAT };
  if (reply.send_email) {
    // The e-mail conversation starts from this reply: its chat reads the draft in it. One already
    // whole goes straight to its read-back.
    const email = completeEmail(reply.send_email);
    if (email) return { switchTo: { conversation: 'email', node: 'send' }, memory: { ...FRESH_CHAT, email } };
    const started = history.slice(-2);
    return {
      switchTo: { conversation: 'email' },
      memory: { ...FRESH_CHAT, history: started, prompt: reply.message },
    };
  }
  if (reply.page) {
    services.navigate(ASSISTANT_PAGES[reply.page].path);
    return { say: [line(reply.message, false)], end: true, memory: FRESH_CHAT };
  }
  return { again: true, memory: { history, prompt: reply.message, pending: null, action: null } };
}

/** The record an edit or a cancel names, as the reply describes it, for the read-back. */
function recordOf(reply: AssistantReply) {
  const event = reply.edit_event ?? reply.cancel_event;
  if (event)
    return { title: event.title ?? '', date: event.date ?? undefined, time: event.time ?? undefined };
  const medication = reply.edit_medication ?? reply.cancel_medication;
  return medication ? { title: medication.name ?? '' } : null;
}

const ask: AssistantNode = {
  id: 'ask',
  question: ({ state, services }) => state.memory.prompt ?? services.t('assistant:main.ask'),
  handle: async (said, context) => {
    if (!said.trim()) return { goTo: wrongAnswer.id };
    const { reply, history } = await chatTurn(said, 'main', context);
    const { services } = context;
    const action = actionOf(reply);
    if (action) {
      const question = readBack(action, recordOf(reply), services.locale, services.t);
      return { goTo: confirm.id, memory: { history, pending: { ...reply, message: question }, action } };
    }
    if (reply.read_back) return { goTo: confirm.id, memory: { history, pending: reply, action: null } };
    return follow(reply, history, services);
  },
};

/** A reply read back: done on a yes, dropped on a no. */
const confirm: AssistantNode = {
  id: 'confirm',
  run: 'pick',
  question: ({ state }) => state.memory.pending?.message ?? null,
  handle: async (said, { state, services, signal }) => {
    const yes = await yesNo(said, services, signal);
    const { pending, action } = state.memory;
    if (yes === null || !pending) return { goTo: wrongAnswer.id };
    if (!yes) {
      const memory = { pending: null, action: null, prompt: null };
      return { say: [line(services.t('assistant:main.nothing_done'))], goTo: ask.id, memory };
    }
    if (!action) return follow({ ...pending, read_back: false }, state.memory.history, services);
    const result = await services.act(action, signal);
    if (result.ok && action.action === 'comment_plan') {
      // The plan remade is on its own page: the user is taken there, as by "open my diet".
      services.navigate(ASSISTANT_PAGES[action.plan].path);
      return { say: [line(result.message)], end: true, memory: FRESH_CHAT };
    }
    if (result.ok) services.refresh();
    // Spec 001: a complete action is executed and the conversation starts afresh.
    const focus = result.ok ? result.focus : state.memory.focus;
    return { say: [line(result.message)], goTo: ask.id, memory: { ...FRESH_CHAT, focus } };
  },
};

export const mainFlow: readonly AssistantNode[] = [ask, confirm, talkToExpert, wrongAnswer];
