import type { QuestionGroup } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';
import type { FlowNode, Line, Outcome } from '../engine/types';
import type { AssistantReply } from '../reply';

/** What the flows remember: kept for good (introduced, the group) or for the session. */
export type AssistantMemory = {
  introduced: boolean;
  activeGroup: QuestionGroup;
  /** Spec 001: today's feeling score, 1 to 10, once rated. */
  feeling: number | null;
  /** The main conversation so far, as the chat model sees it. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** What the main conversation asks next (the last reply), when not its opening question. */
  prompt: string | null;
  /** A reply read back, acted on only after a yes. */
  pending: AssistantReply | null;
};

/** What the flows may do in the page: the host gives these. */
export type AssistantServices = {
  locale: LocaleCode;
  firstName: string;
  t(key: string, values?: Record<string, string | number>): string;
  /** The user's calendar day, YYYY-MM-DD, in their time zone. */
  today(): string;
  /** One of the app's chat tasks through /api/tools/chat: the `data` text of the answer. */
  chat(task: string, input: unknown, signal: AbortSignal): Promise<string>;
  navigate(path: string): void;
};

export type AssistantNode = FlowNode<AssistantMemory, AssistantServices>;
export type AssistantOutcome = Outcome<AssistantMemory>;

export const line = (text: string, blocking = true): Line => ({ text, blocking });
