import { addressIn, completeEmail, EMPTY_EMAIL, type EmailDraft } from './email';
import { lastReply } from './last-reply';
import type { AssistantReply, ReplyInput, Translate } from './reply';
import type { Match } from './understanding/match';

/** What to ask for next: the recipient's address first, then the subject, then the words. */
function nextQuestion(draft: EmailDraft, t: Translate): string {
  if (!addressIn(draft.recipient ?? '')) return t('email.ask_recipient');
  if (!draft.subject) return t('email.ask_subject');
  return t('email.ask_body');
}

function replyFor(draft: EmailDraft, t: Translate): AssistantReply {
  const email = completeEmail(draft);
  if (email) return { message: t('email.read_back', email), send_email: email, read_back: true };
  return { message: nextQuestion(draft, t), send_email: draft };
}

/**
 * "Email my doctor that my glucose was high" in the main conversation: the e-mail conversation
 * starts with what was said. A person named instead of an address ("my doctor") is asked for.
 */
export function emailStart(match: Match, t: Translate): AssistantReply {
  const draft: EmailDraft = {
    ...EMPTY_EMAIL,
    recipient: addressIn(match.slots.recipient ?? ''),
    body: match.slots.body?.trim() || null,
  };
  return replyFor(draft, t);
}

/**
 * One turn of the e-mail conversation (spec 001, e-mail flow): what is said fills the first part
 * still missing. A recipient must hold an address; "stop" or "cancel" leaves for the main flow.
 */
export function emailReply(match: Match | null, input: ReplyInput, t: Translate): AssistantReply {
  if (match?.tier === 'exact' && (match.intent === 'exit' || match.intent === 'no')) {
    return { message: t('email.not_sent'), need_exit: true };
  }
  const draft: EmailDraft = { ...EMPTY_EMAIL, ...lastReply(input.history)?.send_email };
  const said = input.said.trim();
  if (!addressIn(draft.recipient ?? '')) {
    const recipient = addressIn(said);
    if (!recipient) return { message: t('email.bad_recipient'), send_email: draft };
    draft.recipient = recipient;
  } else if (!draft.subject) draft.subject = said;
  else draft.body = said;
  return replyFor(draft, t);
}
