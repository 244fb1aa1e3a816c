import { translate } from '~/i18n/translate.server';
import { COMMENTED_PLANS } from './actions';
import { ASSISTANT_PAGES, PAGE_IDS, type AssistantPage } from './pages';
import type { AssistantReply, ReplyInput } from './reply';
import { emailReply, emailStart } from './reply-email.server';
import { eventReply } from './reply-events.server';
import { medicationReply } from './reply-medications.server';
import { understand } from './understanding/sentences.server';

const isPage = (value: string | undefined): value is AssistantPage =>
  PAGE_IDS.includes(value as AssistantPage);

/**
 * The embedded provider's reply to one utterance of the main or e-mail conversation (spec 001 section 3):
 * the sentence matcher in the user's language, no model. A near match (the fuzzy tier) never acts:
 * it is read back as a question, and the flow acts only on a yes.
 */
export function embeddedReply(input: ReplyInput): AssistantReply {
  const { said, locale } = input;
  const t = (key: string, values?: Record<string, string>) => translate(locale, `assistant:${key}`, values);
  const match = understand(said, locale);
  if (input.conversation === 'email') return emailReply(match, input, t);
  const say = (key: string, values?: Record<string, string>) => translate(locale, key, values);
  const aboutRecords = eventReply(match, input, say) ?? medicationReply(match, input, say);
  if (aboutRecords) return aboutRecords;
  if (!match) return { message: t('reply.not_understood') };
  const readBack = match.tier === 'fuzzy';
  switch (match.intent) {
    case 'navigate': {
      const page = match.slots.page;
      if (!isPage(page)) return { message: t('reply.not_understood') };
      const name = t(ASSISTANT_PAGES[page].label.replace('assistant:', ''));
      return readBack
        ? { message: t('reply.did_you_mean_page', { page: name }), page, read_back: true }
        : { message: t('reply.opening', { page: name }), page };
    }
    case 'exit':
      return { message: t('reply.bye'), exit: true };
    case 'send_email':
      return emailStart(match, t);
    case 'help':
      return { message: t('reply.to_experts'), help: true, read_back: readBack };
    case 'tour':
      return { message: t('reply.no_tour') };
    case 'comment_plan': {
      const plan = COMMENTED_PLANS.find((kind) => kind === match.slots.plan);
      if (!plan) return { message: t('reply.not_understood') };
      // The whole utterance is the comment: the planner reads "no fish in my diet please" itself.
      const comment = said.trim();
      return { message: t(`read_back.comment_${plan}`, { comment }), comment_plan: { plan, comment } };
    }
    default:
      return { message: t('reply.what_now') };
  }
}
