import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine, HANDLE_DEBOUNCE_MS } from './engine';
import { errorText } from './errors';
import type { ConversationId, EngineEffects, FlowNode, Flows } from './types';

type Memory = { introduced: boolean; feeling: number | null };
type Node = FlowNode<Memory, Services>;
type Services = { calls: string[] };

const empty: Flows<Memory, Services> = {
  main: [],
  home: [],
  email: [],
  diet: [],
  exercise: [],
  meditation: [],
};

function setup(flows: Partial<Flows<Memory, Services>>, extra: Partial<EngineEffects> = {}, forever = {}) {
  const spoken: string[] = [];
  const signals: AbortSignal[] = [];
  const persisted: unknown[] = [];
  const failures: unknown[] = [];
  const services: Services = { calls: [] };
  const effects: EngineEffects = {
    speak: async (text, signal) => {
      spoken.push(text);
      signals.push(signal);
    },
    failed: (error) => {
      failures.push(error);
      return 'network error';
    },
    persist: (state) => persisted.push(structuredClone(state.counts.forever)),
    ...extra,
  };
  const engine = createEngine<Memory, Services>({
    flows: { ...empty, ...flows },
    services,
    effects,
    conversation: 'home',
    memory: { introduced: false, feeling: null },
    forever,
  });
  return { engine, spoken, signals, persisted, failures, services };
}

/** Lets the debounce pass and every promise settle. */
async function settle(times = 6) {
  for (let i = 0; i < times; i++) await vi.advanceTimersByTimeAsync(HANDLE_DEBOUNCE_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const say = (text: string) => [{ text }];

describe('the flow engine', () => {
  it('runs the nodes in order and goes off when none is left', async () => {
    const { engine, spoken } = setup({
      home: [
        { id: 'a', before: say('A') },
        { id: 'b', before: say('B') },
      ],
    });
    expect(engine.activate()).toBe(true);
    expect(engine.getState().mode).toBe('talk');
    await settle();
    expect(spoken).toEqual(['A', 'B']);
    expect(engine.getState()).toMatchObject({ mode: 'off', node: null });
    expect(engine.getState().said.map((line) => line.text)).toEqual(['A', 'B']);
  });

  it('hands on the last line of a conversation that ended by itself, and nothing when stopped', async () => {
    const ended: string[] = [];
    const flows = {
      home: [
        { id: 'a', before: say('A') },
        { id: 'b', question: () => 'Q?', handle: () => ({ say: say('Done.'), end: true }) },
      ],
    };
    const finished = setup(flows, { ended: (line) => ended.push(line) });
    finished.engine.activate();
    await settle();
    finished.engine.answer('fine');
    await settle();
    expect(ended).toEqual(['Done.']);
    const stopped = setup(flows, { ended: (line) => ended.push(line) });
    stopped.engine.activate();
    await settle();
    stopped.engine.stop();
    await settle();
    expect(ended).toEqual(['Done.']);
  });

  it('handles a change of node only after the debounce', async () => {
    const { engine, spoken } = setup({ home: [{ id: 'a', before: say('A') }] });
    engine.activate();
    await vi.advanceTimersByTimeAsync(HANDLE_DEBOUNCE_MS - 1);
    expect(spoken).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(spoken).toEqual(['A']);
  });

  it('skips a once node after its run, per session or for good, and a pick node unless named', async () => {
    const home: Node[] = [
      { id: 'hi', run: 'once', before: say('hi') },
      { id: 'intro', run: 'once', counts: 'forever', before: say('intro') },
      { id: 'picked', run: 'pick', before: say('picked'), end: true },
      { id: 'last', before: say('last'), goTo: 'picked' },
    ];
    const first = setup({ home });
    first.engine.activate();
    await settle();
    first.engine.activate();
    await settle();
    expect(first.spoken).toEqual(['hi', 'intro', 'last', 'picked', 'last', 'picked']);
    expect(first.persisted.at(-1)).toEqual({ 'home/intro': 1 });

    // A new session: hi again, intro never again.
    const second = setup({ home }, {}, { 'home/intro': 1 });
    second.engine.activate();
    await settle();
    expect(second.spoken).toEqual(['hi', 'last', 'picked']);
  });

  it('skips a node whose condition does not hold', async () => {
    const { engine, spoken } = setup({
      home: [
        { id: 'a', condition: ({ state }) => state.memory.introduced, before: say('A') },
        { id: 'b', before: say('B') },
      ],
    });
    engine.activate();
    await settle();
    expect(spoken).toEqual(['B']);
  });

  it('asks, listens, and handles the answer into the outcome', async () => {
    const { engine, spoken } = setup({
      home: [
        {
          id: 'feeling',
          question: () => 'How do you feel?',
          handle: (answer) => (answer === 'bad' ? { goTo: 'expert', memory: { feeling: 8 } } : {}),
        },
        { id: 'fine', before: say('Good') },
        { id: 'expert', run: 'pick', before: say('Experts'), end: true },
      ],
    });
    engine.activate();
    await settle();
    expect(engine.getState()).toMatchObject({ mode: 'listen', question: 'How do you feel?' });
    engine.answer('bad');
    expect(engine.getState().mode).toBe('talk');
    await settle();
    expect(spoken).toEqual(['How do you feel?', 'Experts']);
    expect(engine.getState()).toMatchObject({ mode: 'off', memory: { feeling: 8 }, previousAnswer: 'bad' });
    expect(engine.getState().said.map((line) => line.who)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('returns to the previous node from a wrong answer, and asks again when told', async () => {
    let tries = 0;
    const { engine, spoken } = setup({
      home: [
        {
          id: 'rate',
          question: () => 'Rate it',
          handle: (answer) => {
            if (answer === 'twice') return ++tries < 2 ? { again: true, say: say('Once more') } : {};
            return Number.isFinite(Number(answer)) ? {} : { goTo: 'wrong' };
          },
        },
        {
          id: 'wrong',
          run: 'pick',
          before: say('Sorry'),
          task: ({ state }) => ({ goTo: state.previousNode! }),
        },
      ],
    });
    engine.activate();
    await settle();
    engine.answer('banana');
    await settle();
    expect(engine.getState()).toMatchObject({ node: 'rate', mode: 'listen', nodePicked: true });
    engine.answer('twice');
    await settle();
    expect(engine.getState()).toMatchObject({ node: 'rate', mode: 'listen' });
    engine.answer('twice');
    await settle();
    expect(spoken).toEqual(['Rate it', 'Sorry', 'Rate it', 'Once more', 'Rate it']);
    expect(engine.getState().mode).toBe('off');
  });

  it('takes text typed while off as the answer to the first question', async () => {
    const seen: string[] = [];
    const { engine } = setup({
      main: [
        { id: 'hello', before: say('Hello') },
        {
          id: 'ask',
          question: () => 'How can I help?',
          handle: (answer) => {
            seen.push(answer);
            return { end: true };
          },
        },
      ],
    });
    engine.setConversation('main');
    engine.answer('open the shop');
    await settle();
    expect(seen).toEqual(['open the shop']);
    expect(engine.getState().mode).toBe('off');
  });

  it('hands over to another conversation and stays on; switching from outside stops it', async () => {
    const { engine, spoken } = setup({
      main: [{ id: 'loop', question: () => 'Yes?', handle: () => ({ switchTo: { conversation: 'email' } }) }],
      email: [{ id: 'subject', question: () => 'Subject?' }],
    });
    engine.setConversation('main');
    engine.activate();
    await settle();
    engine.answer('send an email');
    await settle();
    expect(engine.getState()).toMatchObject({ conversation: 'email', node: 'subject', mode: 'listen' });
    engine.setConversation('diet' satisfies ConversationId);
    expect(engine.getState()).toMatchObject({ conversation: 'diet', mode: 'off', node: null });
    expect(spoken).toEqual(['Yes?', 'Subject?']);
  });

  it('aborts the work under way when stopped and drops its outcome', async () => {
    let signal: AbortSignal | undefined;
    let release = () => {};
    const { engine, spoken } = setup({
      home: [
        {
          id: 'slow',
          task: (context) => {
            signal = context.signal;
            return new Promise((resolve) => (release = () => resolve({ say: say('late') })));
          },
        },
      ],
    });
    engine.activate();
    await settle();
    expect(engine.getState().pending).toBe(true);
    engine.stop();
    expect(signal?.aborted).toBe(true);
    release();
    await settle();
    expect(spoken).toEqual([]);
    expect(engine.getState()).toMatchObject({ mode: 'off', pending: false });
  });

  it('on a failure shows it, says the error line and goes off; an abort is silent', async () => {
    const failing = (error: Error): Node[] => [
      {
        id: 'x',
        task: () => {
          throw error;
        },
      },
    ];
    const broken = setup({ home: failing(new Error('boom')) });
    broken.engine.activate();
    await settle();
    expect(broken.failures).toHaveLength(1);
    expect(broken.spoken).toEqual(['network error']);
    expect(broken.engine.getState().mode).toBe('off');

    const aborted = setup({ home: failing(new Error('The user aborted a request.')) });
    aborted.engine.activate();
    await settle();
    expect(aborted.failures).toEqual([]);
    expect(aborted.spoken).toEqual([]);
  });

  it('ignores a failure that comes after the step changed', async () => {
    let reject = (_error: Error) => {};
    const { engine, failures } = setup({
      home: [{ id: 'x', task: () => new Promise((_resolve, fail) => (reject = fail)) }],
    });
    engine.activate();
    await settle();
    engine.stop();
    reject(new Error('late'));
    await settle();
    expect(failures).toEqual([]);
  });

  it('cancels the line being spoken when a new one starts', async () => {
    const { engine, signals } = setup(
      { home: [{ id: 'a', before: [{ text: 'one', blocking: false }, { text: 'two' }] }] },
      {},
    );
    engine.activate();
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it("skips a question with the node's own skip, else on to the next node", async () => {
    const { engine, spoken } = setup({
      home: [
        { id: 'q', question: () => 'Weight?', skip: () => ({ say: say('Skipped') }) },
        { id: 'next', before: say('Next') },
      ],
    });
    engine.activate();
    await settle();
    engine.skip();
    await settle();
    expect(spoken).toEqual(['Weight?', 'Skipped', 'Next']);
  });

  it('shows the live transcript', () => {
    const { engine } = setup({});
    engine.hear('open the');
    expect(engine.getState().transcript).toBe('open the');
  });
});

describe('the text of a failure', () => {
  it('takes the response message, then error_description, then the message, then Unknown Error', () => {
    const withData = (data: unknown) => Object.assign(new Error('own'), { data });
    expect(errorText(withData({ message: 'from server', error_description: 'desc' }))).toBe('from server');
    expect(errorText(withData({ error_description: 'desc' }))).toBe('desc');
    expect(errorText(new Error('own'))).toBe('own');
    expect(errorText(new Error(''))).toBe('Unknown Error');
    expect(errorText('nothing')).toBe('Unknown Error');
  });
});
