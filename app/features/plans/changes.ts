import type { Meal, ScheduleDay } from '~/db/schema/plans';

/** What a regeneration changed in one day part or one day: names added and taken out. */
export type PartChange = {
  name: string;
  added: string[];
  removed: string[];
  before?: number;
  after?: number;
};

const calories = (meal: Meal) =>
  Math.round(meal.foods.reduce((sum, food) => sum + food.ingredients.reduce((s, i) => s + i.calories, 0), 0));

function difference(before: string[], after: string[]) {
  return {
    added: after.filter((name) => !before.includes(name)),
    removed: before.filter((name) => !after.includes(name)),
  };
}

/** Per day part: foods added and removed, calories before and after; parts that did not change are left out. */
export function mealChanges(before: Meal[], after: Meal[]): PartChange[] {
  return after.flatMap((meal, index) => {
    const old = before.find((candidate) => candidate.name === meal.name) ?? before[index];
    const names = (m: Meal | undefined) => (m?.foods ?? []).map((food) => food.name);
    const change = {
      name: meal.name,
      ...difference(names(old), names(meal)),
      before: old ? calories(old) : 0,
      after: calories(meal),
    };
    const same = change.added.length === 0 && change.removed.length === 0 && change.before === change.after;
    return same ? [] : [change];
  });
}

/** Per day of the week: exercises added and removed; unchanged days are left out. */
export function scheduleChanges(before: ScheduleDay[], after: ScheduleDay[]): PartChange[] {
  return after.flatMap((day, index) => {
    const names = (d: ScheduleDay | undefined) => (d?.exercises ?? []).map((exercise) => exercise.name);
    const change = { name: day.name, ...difference(names(before[index]), names(day)) };
    return change.added.length === 0 && change.removed.length === 0 ? [] : [change];
  });
}

export { calories as mealCalories };
