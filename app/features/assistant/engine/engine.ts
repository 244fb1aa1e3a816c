import { isAbort } from './errors';
import type {
  ConversationId,
  EngineEffects,
  EngineState,
  FlowNode,
  Flows,
  Line,
  NodeContext,
  Outcome,
} from './types';

/** Spec 001 section 9: a change of mode or node is handled after this quiet time. */
export const HANDLE_DEBOUNCE_MS = 150;
/** The overlay shows the last lines of the session; older ones are dropped. */
export const SAID_KEPT = 50;

export type Engine<M> = {
  getState(): EngineState<M>;
  subscribe(listener: () => void): () => void;
  /** Off to talk (the button, the hotword, the key chord): starts the conversation. */
  activate(): boolean;
  /** Talk or listen to off (the button). */
  stop(): void;
  /** The conversation the next activation runs; switching while active stops the assistant. */
  setConversation(conversation: ConversationId): void;
  /** What the user said or typed; typed text while off also wakes the assistant. */
  answer(text: string): void;
  /** The live transcript while the user speaks. */
  hear(partial: string): void;
  /** The skip pill of the current question. */
  skip(): void;
};

type Options<M, S> = {
  flows: Flows<M, S>;
  services: S;
  effects: EngineEffects;
  conversation: ConversationId;
  memory: M;
  forever?: Record<string, number>;
};

export function createEngine<M, S>(options: Options<M, S>): Engine<M> {
  const { flows, services, effects } = options;
  const setTimer = effects.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = effects.clearTimer ?? ((handle: unknown) => clearTimeout(handle as number));
  const listeners = new Set<() => void>();
  let state: EngineState<M> = {
    mode: 'off',
    pending: false,
    conversation: options.conversation,
    node: null,
    nodePicked: false,
    preserveAnswer: false,
    previousNode: null,
    previousAnswer: null,
    question: null,
    transcript: '',
    answer: null,
    said: [],
    counts: { session: {}, forever: { ...options.forever } },
    memory: options.memory,
  };
  /** Bumped by every move and stop: work that finishes after one is stale and dropped. */
  let step = 0;
  let phase: 'enter' | 'asked' = 'enter';
  /** The step whose node was entered: a second handling of it must not run it twice. */
  let entered = -1;
  let timer: unknown = null;
  let work = new AbortController();
  let speech: AbortController | null = null;

  function set(patch: Partial<EngineState<M>>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void handle();
    }, HANDLE_DEBOUNCE_MS);
  }

  const nodesOf = (conversation: ConversationId) => flows[conversation];
  const findNode = (id: string | null) => nodesOf(state.conversation).find((node) => node.id === id);
  const countKey = (node: FlowNode<M, S>) => `${state.conversation}/${node.id}`;
  const context = (): NodeContext<M, S> => ({ state, services, signal: work.signal });

  function eligible(node: FlowNode<M, S>): boolean {
    if (node.run === 'pick') return false;
    if (node.run === 'once' && (state.counts[node.counts ?? 'session'][countKey(node)] ?? 0) > 0)
      return false;
    return node.condition ? node.condition(context()) : true;
  }

  function nextEligible(after: string | null): FlowNode<M, S> | undefined {
    const nodes = nodesOf(state.conversation);
    const start = after === null ? 0 : nodes.findIndex((node) => node.id === after) + 1;
    return nodes.slice(start).find(eligible);
  }

  function count(node: FlowNode<M, S>) {
    const key = countKey(node);
    const session = { ...state.counts.session, [key]: (state.counts.session[key] ?? 0) + 1 };
    const forever =
      node.counts === 'forever'
        ? { ...state.counts.forever, [key]: (state.counts.forever[key] ?? 0) + 1 }
        : state.counts.forever;
    set({ counts: { session, forever } });
    if (node.counts === 'forever') effects.persist?.(state);
  }

  function stopSpeech() {
    speech?.abort();
    speech = null;
  }

  /** Says the lines one after another; a new line cancels the one before. False when the step moved on. */
  async function say(lines: readonly Line[], mark: number): Promise<boolean> {
    for (const line of lines) {
      stopSpeech();
      const controller = new AbortController();
      speech = controller;
      set({ said: [...state.said, { who: 'assistant' as const, text: line.text }].slice(-SAID_KEPT) });
      const spoken = effects.speak(line.text, controller.signal);
      if (line.blocking === false) spoken.catch(() => undefined);
      else await spoken.catch((error: unknown) => (isAbort(error) ? undefined : Promise.reject(error)));
      if (mark !== step) return false;
    }
    return true;
  }

  function linesOf(lines: FlowNode<M, S>['before']): Line[] {
    return typeof lines === 'function' ? lines(context()) : (lines ?? []);
  }

  function moveTo(id: string, picked: boolean, preserveAnswer = false) {
    step += 1;
    phase = 'enter';
    set({
      node: id,
      nodePicked: picked,
      previousNode: state.node,
      question: null,
      preserveAnswer,
      answer: preserveAnswer ? state.answer : null,
      mode: state.mode === 'off' ? 'off' : 'talk',
    });
    schedule();
  }

  function finish() {
    step += 1;
    phase = 'enter';
    if (timer !== null) clearTimer(timer);
    timer = null;
    set({ mode: 'off', node: null, question: null, answer: null, transcript: '', pending: false });
  }

  /** The conversation's own end: off, with its last line handed on to stay in view. */
  function conclude() {
    const last = state.said.at(-1);
    finish();
    if (last?.who === 'assistant') effects.ended?.(last.text);
  }

  async function follow(node: FlowNode<M, S>, outcome: Outcome<M>, mark: number) {
    if (outcome.memory) {
      set({ memory: { ...state.memory, ...outcome.memory } });
      effects.persist?.(state);
    }
    if (!(await say(outcome.say ?? [], mark))) return;
    if (outcome.again) {
      const question = node.question?.(context()) ?? state.question;
      set({ answer: null, question });
      if (question && !(await say([{ text: question }], mark))) return;
      set({ mode: 'listen' });
      return;
    }
    if (!(await say(linesOf(node.after), mark))) return;
    // An answer typed before any question was asked waits for the first node that asks one.
    const keep = outcome.preserveAnswer ?? (state.preserveAnswer && state.answer !== null);
    if (outcome.end || (node.end && !outcome.goTo && !outcome.switchTo)) return conclude();
    if (outcome.switchTo) {
      set({ conversation: outcome.switchTo.conversation, node: null });
      const target = outcome.switchTo.node ?? nextEligible(null)?.id;
      return target ? moveTo(target, Boolean(outcome.switchTo.node), keep) : conclude();
    }
    const goTo = outcome.goTo ?? node.goTo;
    if (goTo) return moveTo(goTo, true, keep);
    const next = nextEligible(node.id);
    return next ? moveTo(next.id, false, keep) : conclude();
  }

  async function run<T>(mark: number, job: () => Promise<T> | T): Promise<T> {
    set({ pending: true });
    try {
      return await job();
    } finally {
      if (mark === step) set({ pending: false });
    }
  }

  async function handle() {
    if (state.mode === 'off') return;
    const node = findNode(state.node);
    if (!node) return finish();
    const mark = step;
    try {
      if (phase === 'enter') {
        if (entered === mark) return;
        entered = mark;
        count(node);
        if (!(await say(linesOf(node.before), mark))) return;
        const outcome = node.task ? await run(mark, () => node.task!(context())) : undefined;
        if (mark !== step) return;
        const question = node.question?.(context()) ?? null;
        if (!question || (outcome && (outcome.goTo || outcome.end || outcome.switchTo))) {
          return await follow(node, outcome ?? {}, mark);
        }
        phase = 'asked';
        set({ question });
        if (!(state.preserveAnswer && state.answer !== null)) {
          set({ answer: null, transcript: '' });
          if (!(await say([{ text: question }], mark))) return;
          set({ mode: 'listen' });
          return;
        }
        set({ preserveAnswer: false });
      }
      const answer = state.answer;
      if (answer === null) return;
      set({ previousAnswer: answer });
      const outcome = node.handle ? await run(mark, () => node.handle!(answer, context())) : {};
      if (mark !== step) return;
      await follow(node, outcome, mark);
    } catch (error) {
      fail(error, mark);
    }
  }

  /** Spec 001 section 8: the toast, 'network_error' said, and off; unless the step moved on. */
  function fail(error: unknown, mark: number) {
    if (isAbort(error) || mark !== step) return;
    const line = effects.failed(error);
    stop();
    void say([{ text: line, blocking: false }], step);
  }

  function stop() {
    step += 1;
    work.abort();
    work = new AbortController();
    stopSpeech();
    finish();
  }

  function activate(): boolean {
    if (state.mode !== 'off') return false;
    const first = nextEligible(null);
    if (!first) return false;
    set({ mode: 'talk' });
    moveTo(first.id, false, state.preserveAnswer);
    return true;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activate,
    stop,
    setConversation(conversation) {
      if (conversation === state.conversation) return;
      if (state.mode !== 'off') stop();
      set({ conversation, node: null });
    },
    answer(text) {
      set({ said: [...state.said, { who: 'user' as const, text }].slice(-SAID_KEPT), transcript: '' });
      if (state.mode === 'off') {
        set({ answer: text, preserveAnswer: true });
        if (!activate()) set({ answer: null, preserveAnswer: false });
        return;
      }
      if (phase !== 'asked') {
        set({ answer: text, preserveAnswer: true });
        return;
      }
      step += 1;
      stopSpeech();
      set({ answer: text, mode: 'talk' });
      schedule();
    },
    hear(partial) {
      set({ transcript: partial });
    },
    skip() {
      const node = findNode(state.node);
      if (!node || phase !== 'asked' || state.mode === 'off') return;
      step += 1;
      const mark = step;
      stopSpeech();
      set({ mode: 'talk', answer: null });
      void (async () => {
        try {
          const outcome = node.skip ? await run(mark, () => node.skip!(context())) : undefined;
          if (mark === step) await follow(node, { ...outcome, again: false }, mark);
        } catch (error) {
          fail(error, mark);
        }
      })();
    },
  };
}
