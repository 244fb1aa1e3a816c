import * as is from './intents';
import type { Sentence } from './intents';

export const en: Sentence[] = [
  ['no fish', [is.noFish]],
  ['No fish, and is.lighter dinners', [is.noFish, is.lighterDinner]],
  ['more vegetables please', [is.moreVegetables]],
  ['no red meat', [is.noRedMeat]],
  ['more sweets', [is.moreSweets]],
  ['smaller portions', [is.lighter]],
  ['eat less every day', [is.lighter]],
  ['bigger breakfasts', [is.largerBreakfast]],
  ['only three days a week', [is.threeDays]],
  ['fewer workout days', [is.fewerDays]],
  ['more days please', [is.moreDays]],
  ['my is.knees hurt', [is.knees]],
  ['my lower back is sore', [{ kind: 'avoid-body-part', part: 'back' }]],
  ['shorter sessions', [is.shorterSessions]],
  ['longer workouts', [is.longerSessions]],
  ['calmer meditations', [is.calmerMeditation]],
  ['shorter meditations', [is.shorterMeditation]],
  // Allergies the questionnaire lists become answers; others leave the food out.
  ['I am allergic to eggs', [is.eggAllergy]],
  ['I have a peanut allergy', [is.peanutAllergy]],
  ['allergic to fish and eggs', [is.fishAllergy, is.eggAllergy]],
  ['I am allergic to strawberries', [{ kind: 'exclude-food', target: { food: 'strawberries' } }]],
  ['no salmon', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['more lentils', [{ kind: 'prefer-food', target: { food: 'lentils' } }]],
  ['no fish and eggs', [is.noFish, is.noEggs]],
  // Negation: a denied allergy or a food that is fine brings the food back; it never removes it.
  ['I am not allergic to fish', [is.fishAllowed]],
  ['I have no allergy to eggs', [is.eggsAllowed]],
  ["I don't mind fish", [is.fishAllowed]],
  ['fish is fine', [is.fishAllowed]],
  ['what a nice day', []],
  ['no workouts on Sunday', [{ kind: 'workout-weekdays', days: ['Sunday'], avoid: true }]],
  [
    'I can only train on Monday and Thursday',
    [{ kind: 'workout-weekdays', days: ['Monday', 'Thursday'], avoid: false }],
  ],
  ['Monday is my rest day', [{ kind: 'workout-weekdays', days: ['Monday'], avoid: true }]],
  [
    'no training on Monday and Wednesday',
    [{ kind: 'workout-weekdays', days: ['Monday', 'Wednesday'], avoid: true }],
  ],
  ['lighter dinners on Sunday', [is.lighterDinner]],
  ['fewer carbs please', [{ kind: 'nutrient', nutrient: 'carbohydrate', change: 'less' }]],
  ['more protein', [{ kind: 'nutrient', nutrient: 'protein', change: 'more' }]],
  ['something cheaper please', [{ kind: 'price' }]],
  // A condition stated is saved to the answers (every plan keeps to it); a denied one is not.
  ['I am pregnant', [is.pregnant]],
  ['I have kidney disease, no fish', [is.noFish, is.kidneyDisease]],
  ['I work night shifts', [is.shiftWork]],
  ['more kidney beans', [is.moreKidneyBeans]],
  ['I am not pregnant', []],
  // A meal time is understood and answered: the day parts are the same in every plan.
  ['dinner at 9 pm', [is.dinnerAtNine]],
  ['late lunch please', [{ kind: 'meal-time', part: 'noon' }]],
];
