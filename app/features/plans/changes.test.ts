import { describe, expect, it } from 'vitest';
import { fixtureMeals, fixtureSchedule } from '../../../tests/support/plan-fixtures';
import { mealChanges, scheduleChanges } from './changes';

describe('what a regeneration changed', () => {
  it('names the foods added and removed and the calories of each changed day part', () => {
    expect(mealChanges(fixtureMeals(true), fixtureMeals(false))).toEqual([
      { name: 'Noon', added: ['Lentil soup'], removed: ['Grilled salmon'], before: 600, after: 600 },
      { name: 'Evening', added: [], removed: [], before: 700, after: 500 },
    ]);
  });

  it('leaves out what stayed the same', () => {
    expect(mealChanges(fixtureMeals(true), fixtureMeals(true))).toEqual([]);
    expect(scheduleChanges(fixtureSchedule(3), fixtureSchedule(3))).toEqual([]);
  });

  it('names the days that became rest days or workout days', () => {
    expect(scheduleChanges(fixtureSchedule(3), fixtureSchedule(2))).toEqual([
      { name: 'Monday', added: [], removed: ['Squat'] },
    ]);
  });
});
