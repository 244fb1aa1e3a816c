import { describe, expect, it } from 'vitest';
import { playerReducer, startState, stepsOf, type PlayerAction, type PlayItem } from './workout-steps';

const squat: PlayItem = {
  slot: 0,
  name: 'Squat',
  description: '',
  counts: [12, 10],
  measure: 'reps',
  restSeconds: 60,
  kcal: 5,
};
const plank: PlayItem = {
  slot: 1,
  name: 'Plank',
  description: '',
  counts: [3],
  measure: 'seconds',
  restSeconds: 30,
  kcal: 2,
};
const steps = stepsOf([squat, plank]);
const run = (actions: PlayerAction[]) =>
  actions.reduce((state, action) => playerReducer(steps, state, action), startState(steps));

describe('the workout player', () => {
  it('lays out each set with a rest between sets, not after the last', () => {
    expect(steps).toEqual([
      { kind: 'work', item: 0, set: 0, sets: 2, seconds: null, count: 12 },
      { kind: 'rest', item: 0, set: 0, sets: 2, seconds: 60 },
      { kind: 'work', item: 0, set: 1, sets: 2, seconds: null, count: 10 },
      { kind: 'work', item: 1, set: 0, sets: 1, seconds: 3, count: 3 },
    ]);
  });

  it('finishes an exercise when its last set is behind the user', () => {
    const next: PlayerAction = { type: 'next' };
    expect(run([next, next]).finished).toEqual([]);
    const third = run([next, next, next]);
    expect(third).toMatchObject({ step: 3, remaining: 3, finished: [0], done: false });
  });

  it('counts a timed set down and moves on by itself; pause holds the clock', () => {
    const atPlank = run([{ type: 'next' }, { type: 'next' }, { type: 'next' }]);
    const tick: PlayerAction = { type: 'tick' };
    const paused = [tick, { type: 'pause' } as const, tick, tick].reduce(
      (state, action) => playerReducer(steps, state, action),
      atPlank,
    );
    expect(paused).toMatchObject({ remaining: 2, paused: true, done: false });
    const ended = [{ type: 'pause' } as const, tick, tick].reduce(
      (state, action) => playerReducer(steps, state, action),
      paused,
    );
    expect(ended).toMatchObject({ done: true, finished: [0, 1], remaining: null });
  });

  it('goes back a step with its countdown restarted, and never before the first', () => {
    const rest = run([{ type: 'next' }, { type: 'tick' }, { type: 'tick' }]);
    expect(rest).toMatchObject({ step: 1, remaining: 58 });
    expect(playerReducer(steps, rest, { type: 'previous' })).toMatchObject({ step: 0, remaining: null });
    expect(run([{ type: 'previous' }])).toMatchObject({ step: 0 });
  });

  it('records each exercise once, however often the user goes back over it', () => {
    const state = run([
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'next' },
    ]);
    expect(state.finished).toEqual([0]);
  });

  it('reps steps do not tick', () => {
    expect(run([{ type: 'tick' }])).toMatchObject({ step: 0, remaining: null });
  });
});
