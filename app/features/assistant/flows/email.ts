import { completeEmail, mailtoHref } from '../email';
import { chatTurn, FRESH_CHAT, wrongAnswer, yesNo } from './common';
import { line, type AssistantNode } from './types';

// Spec 001 section 4, e-mail flow: the chat collects the recipient, the subject and the words, the
// e-mail is read back, and a yes opens it in the mail app. need_exit goes back to the main flow.

const toMain = { conversation: 'main' as const };

const compose: AssistantNode = {
  id: 'compose',
  question: ({ state, services }) => state.memory.prompt ?? services.t('assistant:email.ask_recipient'),
  handle: async (said, context) => {
    if (!said.trim()) return { goTo: wrongAnswer.id };
    const { reply, history } = await chatTurn(said, 'email', context);
    if (reply.need_exit || reply.exit)
      return { say: [line(reply.message)], switchTo: toMain, memory: FRESH_CHAT };
    // The read-back is ours, whoever wrote the reply: what opens in the mail app is what was heard.
    const email = completeEmail(reply.send_email);
    if (email) return { goTo: send.id, memory: { history, email } };
    return { again: true, memory: { history, prompt: reply.message } };
  },
};

const send: AssistantNode = {
  id: 'send',
  run: 'pick',
  question: ({ state, services }) =>
    state.memory.email ? services.t('assistant:email.read_back', state.memory.email) : null,
  handle: async (said, { state, services, signal }) => {
    const { email } = state.memory;
    const yes = await yesNo(said, services, signal);
    if (yes === null || !email) return { goTo: wrongAnswer.id };
    if (!yes)
      return { say: [line(services.t('assistant:email.not_sent'))], switchTo: toMain, memory: FRESH_CHAT };
    services.openMail(mailtoHref(email));
    const opened = services.t('assistant:email.opened', { recipient: email.recipient });
    return { say: [line(opened)], end: true, memory: FRESH_CHAT };
  },
};

export const emailFlow: readonly AssistantNode[] = [compose, send, wrongAnswer];
