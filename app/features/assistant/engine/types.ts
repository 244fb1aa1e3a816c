// The assistant's flow interpreter (spec 001 sections 3 and 4): conversations are lists of nodes,
// the engine walks them. Nothing here knows React, the DOM or the network.

export type Mode = 'off' | 'listen' | 'talk';

/** Spec 001 section 3: the assistant's conversations. */
export const CONVERSATIONS = ['main', 'home', 'email', 'diet', 'exercise', 'meditation'] as const;
export type ConversationId = (typeof CONVERSATIONS)[number];

/** once: skipped after one run; pick: runs only when chosen by name; normal: whenever reached. */
export type RunMode = 'once' | 'pick' | 'normal';
/** Whether a node's runs are counted for this session or for good (persisted per user). */
export type CountScope = 'session' | 'forever';

/** A line the assistant says: shown as text and spoken. Blocking lines are waited for. */
export type Line = { text: string; blocking?: boolean };

export type Said = { who: 'assistant' | 'user'; text: string };

export type EngineState<M> = {
  mode: Mode;
  /** A node's work (a model call, a save) is under way. */
  pending: boolean;
  conversation: ConversationId;
  node: string | null;
  /** The node was chosen by name (a go-to), not reached by the default order. */
  nodePicked: boolean;
  /** The next node handles the answer that ended this one (a yes that also says what to do). */
  preserveAnswer: boolean;
  previousNode: string | null;
  previousAnswer: string | null;
  /** The question waiting for its answer (the overlay shows it beside the skip pill). */
  question: string | null;
  /** What the user is saying now, live, before it becomes the answer. */
  transcript: string;
  answer: string | null;
  /** Everything said in this session, both ways, for the overlay's text. */
  said: Said[];
  counts: { session: Record<string, number>; forever: Record<string, number> };
  /** The flows' own state: introduced, the active question group, chat histories, ... */
  memory: M;
};

/** What a node's function decides. With none of goTo, switchTo and end, the next eligible node runs. */
export type Outcome<M> = {
  say?: Line[];
  goTo?: string;
  /** Hands over to another conversation (main to e-mail): the assistant stays on. */
  switchTo?: { conversation: ConversationId; node?: string };
  end?: boolean;
  /** Ask the node's question again (an answer that did not fit, a try left). */
  again?: boolean;
  /** The node gone to handles the same answer at once. */
  preserveAnswer?: boolean;
  memory?: Partial<M>;
};

export type NodeContext<M, S> = {
  state: Readonly<EngineState<M>>;
  services: S;
  /** Aborted when the assistant is stopped or moves on: pass it to every request. */
  signal: AbortSignal;
};

type Lines<M, S> = Line[] | ((context: NodeContext<M, S>) => Line[]);

export type FlowNode<M, S> = {
  id: string;
  run?: RunMode;
  counts?: CountScope;
  condition?: (context: NodeContext<M, S>) => boolean;
  before?: Lines<M, S>;
  /** Work done on entering, after `before`; its outcome ends the node unless it asks a question. */
  task?: (context: NodeContext<M, S>) => Promise<Outcome<M> | void> | Outcome<M> | void;
  /** Asked after `before` (and the task); the node then listens. */
  question?: (context: NodeContext<M, S>) => string | null;
  /** Validates and handles the answer to the question. */
  handle?: (answer: string, context: NodeContext<M, S>) => Promise<Outcome<M>> | Outcome<M>;
  /** The skip pill: what skipping the question does (default: on to the next node). */
  skip?: (context: NodeContext<M, S>) => Promise<Outcome<M> | void> | Outcome<M> | void;
  after?: Lines<M, S>;
  goTo?: string;
  end?: boolean;
};

export type Flows<M, S> = Record<ConversationId, readonly FlowNode<M, S>[]>;

export type EngineEffects = {
  /** Speaks a line; resolves when it has been spoken, rejects or resolves early when aborted. */
  speak(text: string, signal: AbortSignal): Promise<void>;
  /** A failure of ours: show the toast and give the line to say ('network_error' translated). */
  failed(error: unknown): string;
  /**
   * The conversation came to its end by itself (not stopped) with this line said last: it stays in
   * view after the overlay closes, for whoever cannot hear it.
   */
  ended?(lastLine: string): void;
  /** The forever counts or the memory changed: save what outlives the session. */
  persist?(state: EngineState<unknown>): void;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
};
