import type { CommentIntent } from '../../types';

/** A sentence people write and what it must ask of the plans ([] when it asks nothing). */
export type Sentence = [text: string, intents: CommentIntent[]];

export const noFish: CommentIntent = { kind: 'exclude-food', target: { group: 'fish' } };
export const noEggs: CommentIntent = { kind: 'exclude-food', target: { group: 'egg' } };
export const fishAllowed: CommentIntent = { kind: 'allow-food', target: { group: 'fish' } };
export const eggsAllowed: CommentIntent = { kind: 'allow-food', target: { group: 'egg' } };
export const fishAllergy: CommentIntent = { kind: 'allergy', allergy: 'Fish' };
export const eggAllergy: CommentIntent = { kind: 'allergy', allergy: 'Eggs' };
export const peanutAllergy: CommentIntent = { kind: 'allergy', allergy: 'Peanuts' };
export const moreVegetables: CommentIntent = { kind: 'prefer-food', target: { group: 'vegetable' } };
export const noMeat: CommentIntent = { kind: 'exclude-food', target: { group: 'meat' } };
export const noRedMeat: CommentIntent = { kind: 'exclude-food', target: { tag: 'red-meat' } };
export const moreSweets: CommentIntent = { kind: 'prefer-food', target: { group: 'sweet' } };
export const lighter: CommentIntent = { kind: 'meal-size', change: 'lighter' };
export const larger: CommentIntent = { kind: 'meal-size', change: 'larger' };
export const lighterDinner: CommentIntent = { kind: 'meal-size', change: 'lighter', part: 'evening' };
export const largerBreakfast: CommentIntent = { kind: 'meal-size', change: 'larger', part: 'morning' };
export const threeDays: CommentIntent = { kind: 'workout-days', change: 'exact', count: 3 };
export const fewerDays: CommentIntent = { kind: 'workout-days', change: 'fewer' };
export const moreDays: CommentIntent = { kind: 'workout-days', change: 'more' };
export const knees: CommentIntent = { kind: 'avoid-body-part', part: 'knees' };
export const shorterSessions: CommentIntent = { kind: 'session-length', change: 'shorter' };
export const longerSessions: CommentIntent = { kind: 'session-length', change: 'longer' };
export const calmerMeditation: CommentIntent = { kind: 'meditation', change: 'calmer' };
export const shorterMeditation: CommentIntent = { kind: 'meditation', change: 'shorter' };
export const pregnant: CommentIntent = { kind: 'condition', condition: 'pregnancy' };
export const kidneyDisease: CommentIntent = { kind: 'condition', condition: 'kidney' };
export const shiftWork: CommentIntent = { kind: 'condition', condition: 'shifts' };
export const moreKidneyBeans: CommentIntent = { kind: 'prefer-food', target: { food: 'kidney-beans' } };
export const dinnerAtNine: CommentIntent = { kind: 'meal-time', part: 'evening' };
