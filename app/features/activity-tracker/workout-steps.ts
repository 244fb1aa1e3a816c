/** The workout player's steps as pure logic: sets, rests between them, countdowns, next and previous. */

export type PlayItem = {
  /** The item's place in today's plan. */
  slot: number;
  name: string;
  description: string;
  /** Repetitions (or seconds, for a timed exercise) of each set. */
  counts: number[];
  measure: 'reps' | 'seconds';
  restSeconds: number;
  kcal: number | null;
};

export type Step =
  | { kind: 'work'; item: number; set: number; sets: number; seconds: number | null; count: number }
  | { kind: 'rest'; item: number; set: number; sets: number; seconds: number };

export function stepsOf(items: readonly PlayItem[]): Step[] {
  return items.flatMap((item, index) => {
    const counts = item.counts.length > 0 ? item.counts : [1];
    const sets = counts.length;
    return counts.flatMap((count, set): Step[] => {
      const work: Step = {
        kind: 'work',
        item: index,
        set,
        sets,
        seconds: item.measure === 'seconds' ? count : null,
        count,
      };
      if (set === sets - 1 || item.restSeconds <= 0) return [work];
      return [work, { kind: 'rest', item: index, set, sets, seconds: item.restSeconds }];
    });
  });
}

export type PlayerState = {
  step: number;
  /** Seconds left of a timed step; null for a set of repetitions. */
  remaining: number | null;
  paused: boolean;
  /** Indexes of the items whose last set is behind the user, in the order they were finished. */
  finished: number[];
  done: boolean;
};

export type PlayerAction = { type: 'next' } | { type: 'previous' } | { type: 'tick' } | { type: 'pause' };

export function startState(steps: readonly Step[]): PlayerState {
  return {
    step: 0,
    remaining: steps[0]?.seconds ?? null,
    paused: false,
    finished: [],
    done: steps.length === 0,
  };
}

function isLastStepOf(steps: readonly Step[], index: number): boolean {
  const step = steps[index];
  return step !== undefined && steps[index + 1]?.item !== step.item;
}

function moveTo(steps: readonly Step[], state: PlayerState, index: number): PlayerState {
  return { ...state, step: index, remaining: steps[index]?.seconds ?? null };
}

/** Moving past an item's last set finishes it; moving past the last step finishes the workout. */
export function playerReducer(steps: readonly Step[], state: PlayerState, action: PlayerAction): PlayerState {
  if (state.done) return state;
  switch (action.type) {
    case 'next': {
      const current = steps[state.step];
      const finished =
        current && isLastStepOf(steps, state.step) && !state.finished.includes(current.item)
          ? [...state.finished, current.item]
          : state.finished;
      if (state.step + 1 >= steps.length) return { ...state, finished, done: true, remaining: null };
      return moveTo(steps, { ...state, finished }, state.step + 1);
    }
    case 'previous':
      return moveTo(steps, state, Math.max(0, state.step - 1));
    case 'pause':
      return { ...state, paused: !state.paused };
    case 'tick': {
      if (state.paused || state.remaining === null) return state;
      if (state.remaining > 1) return { ...state, remaining: state.remaining - 1 };
      return playerReducer(steps, state, { type: 'next' });
    }
  }
}
