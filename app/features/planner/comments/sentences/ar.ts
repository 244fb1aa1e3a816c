import * as is from './intents';
import type { Sentence } from './intents';

export const ar: Sentence[] = [
  ['فطور أكبر', [is.largerBreakfast]],
  ['وجبات أكبر', [is.larger]],
  ['المزيد من أيام التمرين', [is.moreDays]],
  ['جلسات أطول', [is.longerSessions]],
  ['بدون سمك', [is.noFish]],
  ['بدون سمك، وعشاء أخف', [is.noFish, is.lighterDinner]],
  ['المزيد من الخضار', [is.moreVegetables]],
  ['وجبات أصغر', [is.lighter]],
  ['ثلاثة أيام فقط في الأسبوع', [is.threeDays]],
  ['أيام أقل', [is.fewerDays]],
  ['ركبتي تؤلمني', [is.knees]],
  ['جلسات أقصر', [is.shorterSessions]],
  ['تأملات أهدأ', [is.calmerMeditation]],
  ['تأمل أقصر', [is.shorterMeditation]],
  ['عندي حساسية من البيض', [is.eggAllergy]],
  ['لدي حساسية من الفول السوداني', [is.peanutAllergy]],
  ['ليس عندي حساسية من السمك', [is.fishAllowed]],
  ['لا مانع من السمك', [is.fishAllowed]],
  ['بدون سلمون', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['المزيد من العدس', [{ kind: 'prefer-food', target: { food: 'lentils' } }]],
  ['بدون سمك وبيض', [is.noFish, is.noEggs]],
  ['لا تمارين يوم الجمعة', [{ kind: 'workout-weekdays', days: ['Friday'], avoid: true }]],
  [
    'أتمرن فقط يوم السبت والثلاثاء',
    [{ kind: 'workout-weekdays', days: ['Saturday', 'Tuesday'], avoid: false }],
  ],
  ['كربوهيدرات أقل', [{ kind: 'nutrient', nutrient: 'carbohydrate', change: 'less' }]],
  ['المزيد من البروتين', [{ kind: 'nutrient', nutrient: 'protein', change: 'more' }]],
  ['شيء أرخص من فضلك', [{ kind: 'price' }]],
  // A condition stated is saved to the answers (every plan keeps to it); a denied one is not.
  ['أنا حامل', [is.pregnant]],
  ['عندي مرض الكلى', [is.kidneyDisease]],
  ['أعمل في نوبات ليلية', [is.shiftWork]],
  ['لست حامل', []],
  // A meal time is understood and answered: the day parts are the same in every plan.
  ['العشاء الساعة 9', [is.dinnerAtNine]],
];
