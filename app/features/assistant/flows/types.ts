import type { QuestionGroup } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';
import type { AssistantAction } from '../actions';
import type { FlowNode, Line, Outcome } from '../engine/types';
import type { Email } from '../email';
import type { QuestionnaireWalk } from '../questionnaire';
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
  /** What the pending reply would do, once confirmed. */
  action: AssistantAction | null;
  /** The record last acted on: what "it" means next. */
  focus: { kind: 'event' | 'medication'; id: number } | null;
  /** The e-mail written and read back, opened in the mail app after a yes. */
  email: Email | null;
  /** Where the walk through the questionnaire stands, as last read from the server. */
  walk: QuestionnaireWalk | null;
  /** The questions skipped with the pill this session: the walk passes them by. */
  skipped: string[];
  /** The user agreed to answer questions this session: the walk asks them. */
  walking: boolean;
};

/** What the server answered to an action: its sentence, and the record when it was done. */
export type ActResult =
  | { ok: true; message: string; focus: { kind: 'event' | 'medication'; id: number } | null }
  | { ok: false; message: string };

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
  /** Runs a confirmed action on the server; a refusal is a result, a failure of ours throws. */
  act(action: AssistantAction, signal: AbortSignal): Promise<ActResult>;
  /** The page behind the overlay reloads its data, so a change shows at once. */
  refresh(): void;
  /** Opens a mail link in the user's mail app. */
  openMail(href: string): void;
  /** Where the walk through the questionnaire stands for this group, the skipped questions passed by. */
  walk(group: QuestionGroup, skipped: readonly string[], signal: AbortSignal): Promise<QuestionnaireWalk>;
  /** Stores an answer as the extraction task read it; a refusal is a result with its sentence. */
  saveAnswer(
    question: string,
    values: readonly (string | number | boolean)[],
    signal: AbortSignal,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
};

export type AssistantNode = FlowNode<AssistantMemory, AssistantServices>;
export type AssistantOutcome = Outcome<AssistantMemory>;

export const line = (text: string, blocking = true): Line => ({ text, blocking });
