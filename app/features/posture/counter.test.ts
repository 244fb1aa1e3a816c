import { describe, expect, it } from 'vitest';
import type { PostureExercise } from './exercises';
import { initialPostureState, stepPosture, type PostureState } from './counter';
import type { Landmark } from './landmarks';
import { jitter, lungePose, pushUpPose, shaken, squatPose, sweep } from './synthetic-poses.test-helper';

function run(exercise: PostureExercise, frames: Array<Landmark[] | null>): PostureState[] {
  const states: PostureState[] = [];
  let state = initialPostureState(exercise);
  for (const frame of frames) {
    state = stepPosture(state, frame);
    states.push(state);
  }
  return states;
}

const last = (states: PostureState[]) => states.at(-1)!;

/** One repetition at 30 frames a second: down in a second, up in a second, a short pause on top. */
function repetition(pose: (angle: number) => Landmark[], from: number, to: number): Landmark[][] {
  return [...sweep(from, to, 30), ...sweep(to, from, 30), ...sweep(from, from, 10)].map((angle) =>
    pose(angle),
  );
}

const standing = (frames: number) => sweep(175, 175, frames).map((angle) => squatPose(angle));

describe('squat counter', () => {
  it('counts a clean set of eight squats exactly, with no warning', () => {
    const set = Array.from({ length: 8 }, () => repetition(squatPose, 175, 85)).flat();
    const states = run('squat', [...standing(10), ...set]);
    expect(last(states).reps).toBe(8);
    expect(states.every((state) => state.warning === null)).toBe(true);
    expect(last(states).person).toBe('in_view');
  });

  it('counts each squat once it is finished, not at the bottom', () => {
    const states = run('squat', [...standing(5), ...sweep(175, 85, 30).map((angle) => squatPose(angle))]);
    expect(last(states).reps).toBe(0);
    expect(last(states).phase).toBe('bottom');
  });

  it('does not count half squats and says they were not deep enough', () => {
    const halves = Array.from({ length: 3 }, () => repetition(squatPose, 175, 130)).flat();
    const states = run('squat', [...standing(10), ...halves]);
    expect(last(states).reps).toBe(0);
    expect(last(states).warning).toBe('not_deep_enough');
  });

  it('clears the warning when the next squat goes deep enough', () => {
    const frames = [...standing(10), ...repetition(squatPose, 175, 130)];
    const afterHalf = last(run('squat', frames));
    expect(afterHalf.warning).toBe('not_deep_enough');
    const after = last(run('squat', [...frames, ...repetition(squatPose, 175, 85)]));
    expect(after).toMatchObject({ reps: 1, warning: null });
  });

  it('finds no phantom repetitions in a minute of a jittery person standing still', () => {
    const random = jitter(7);
    const frames = Array.from({ length: 1800 }, () => shaken(squatPose(172), random, 0.015));
    const states = run('squat', frames);
    expect(last(states).reps).toBe(0);
    expect(states.every((state) => state.phase === 'waiting' || state.phase === 'top')).toBe(true);
  });

  it('counts a set exactly when the landmarks jitter and some frames are unclear', () => {
    const random = jitter(11);
    const set = Array.from({ length: 5 }, () => repetition(squatPose, 175, 85)).flat();
    const frames = [...standing(10), ...set].map((pose, i) => {
      const noisy = shaken(pose, random, 0.01);
      // Every seventh frame the model loses sight of the legs.
      return i % 7 === 3 ? noisy.map((p) => ({ ...p, visibility: 0.1 })) : noisy;
    });
    const states = run('squat', frames);
    expect(last(states).reps).toBe(5);
    expect(states.filter((state) => state.person === 'unclear')).not.toHaveLength(0);
  });

  it('keeps the count when the person leaves the frame, and says no one is in view', () => {
    const frames = [
      ...standing(10),
      ...repetition(squatPose, 175, 85),
      ...repetition(squatPose, 175, 85),
      ...Array.from({ length: 60 }, () => null),
    ];
    const states = run('squat', frames);
    expect(last(states)).toMatchObject({ reps: 2, person: 'absent' });
  });

  it('does not count a squat that the person left the frame in the middle of', () => {
    const frames = [
      ...standing(10),
      ...sweep(175, 85, 30).map((angle) => squatPose(angle)),
      ...Array.from({ length: 30 }, () => null),
      ...standing(20),
    ];
    const states = run('squat', frames);
    expect(last(states)).toMatchObject({ reps: 0, person: 'in_view', phase: 'top' });
  });

  it('ignores frames of a pose too short to hold every landmark', () => {
    const state = stepPosture(initialPostureState('squat'), squatPose(175).slice(0, 10));
    expect(state).toMatchObject({ reps: 0, person: 'absent' });
  });

  it('flags knees past the toes at the bottom of a squat', () => {
    const pose = (angle: number) => squatPose(angle, 50 * ((180 - angle) / 90));
    const states = run('squat', [...standing(10), ...repetition(pose, 175, 85)]);
    expect(last(states)).toMatchObject({ reps: 1, warning: 'knees_past_toes' });
  });
});

describe('push-up counter', () => {
  const plank = (frames: number) => sweep(165, 165, frames).map((angle) => pushUpPose(angle));

  it('counts clean push-ups with no warning', () => {
    const set = Array.from({ length: 6 }, () => repetition((a) => pushUpPose(a), 165, 85)).flat();
    const states = run('push-up', [...plank(10), ...set]);
    expect(last(states).reps).toBe(6);
    expect(states.every((state) => state.warning === null)).toBe(true);
  });

  it('flags hips sagging', () => {
    const sagging = (angle: number) => pushUpPose(angle, 0.12);
    const states = run('push-up', [...plank(10), ...repetition(sagging, 165, 85)]);
    expect(last(states)).toMatchObject({ reps: 1, warning: 'hips_sagging' });
  });

  it('does not flag hips held a little high', () => {
    const piked = (angle: number) => pushUpPose(angle, -0.12);
    const states = run('push-up', [...plank(10), ...repetition(piked, 165, 85)]);
    expect(last(states)).toMatchObject({ reps: 1, warning: null });
  });

  it('counts nothing while the person stands rather than lies in a plank', () => {
    const states = run('push-up', [...standing(10), ...repetition(squatPose, 175, 85)]);
    expect(last(states)).toMatchObject({ reps: 0, person: 'unclear' });
  });
});

describe('lunge counter', () => {
  const upright = (frames: number) => sweep(172, 172, frames).map((angle) => lungePose(angle));

  it('counts clean lunges with no warning', () => {
    const set = Array.from({ length: 4 }, () => repetition((a) => lungePose(a), 172, 90)).flat();
    const states = run('lunge', [...upright(10), ...set]);
    expect(last(states).reps).toBe(4);
    expect(states.every((state) => state.warning === null)).toBe(true);
  });

  it('flags the front knee past the toes', () => {
    const forward = (angle: number) => lungePose(angle, 50 * ((180 - angle) / 90));
    const states = run('lunge', [...upright(10), ...repetition(forward, 172, 90)]);
    expect(last(states)).toMatchObject({ reps: 1, warning: 'front_knee_past_toes' });
  });
});
