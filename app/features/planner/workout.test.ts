import { describe, expect, it } from 'vitest';
import type { Exercise } from '~/features/exercise-library/types';
import { durationOf, minutesOf, workoutDaysOf } from './workout';

describe('workout days from comments', () => {
  it('keeps the chosen days without a comment, and spreads out fewer or more', () => {
    expect(workoutDaysOf(['Saturday', 'Monday', 'Wednesday'], null)).toEqual([
      'Saturday',
      'Monday',
      'Wednesday',
    ]);
    expect(
      workoutDaysOf(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'], { change: 'exact', count: 3 }),
    ).toEqual(['Saturday', 'Monday', 'Wednesday']);
    expect(workoutDaysOf(['Saturday', 'Monday'], { change: 'fewer' })).toEqual(['Monday']);
    expect(workoutDaysOf(['Saturday'], { change: 'more' })).toEqual(['Saturday', 'Tuesday']);
    expect(workoutDaysOf(['Saturday'], { change: 'fewer' })).toEqual(['Saturday']);
  });

  it('moves the duration option one step for shorter or longer sessions', () => {
    expect(durationOf('Average', 'shorter')).toBe('Short');
    expect(durationOf('Quick', 'shorter')).toBe('Quick');
    expect(durationOf('Average', 'longer')).toBe('Long');
  });
});

describe('exercise time', () => {
  it('counts the sets and the rest between them', () => {
    const squat = { measure: 'reps', defaultCount: 12, restSeconds: 60 } as Exercise;
    // 3 × 12 reps × 3 s + 2 × 60 s rest = 228 s → 4 minutes
    expect(minutesOf(squat, 3)).toBe(4);
    const plank = { measure: 'seconds', defaultCount: 30, restSeconds: 30 } as Exercise;
    // 3 × 30 s + 2 × 30 s = 150 s → 3 minutes
    expect(minutesOf(plank, 3)).toBe(3);
  });
});
