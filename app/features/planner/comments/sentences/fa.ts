import * as is from './intents';
import type { Sentence } from './intents';

export const fa: Sentence[] = [
  ['صبحانه بزرگ‌تر', [is.largerBreakfast]],
  ['وعده‌های بزرگ‌تر', [is.larger]],
  ['روزهای تمرین بیشتر', [is.moreDays]],
  ['تمرین‌های طولانی‌تر', [is.longerSessions]],
  ['بدون ماهی', [is.noFish]],
  ['بدون ماهی، و شام سبک‌تر', [is.noFish, is.lighterDinner]],
  ['سبزیجات بیشتر', [is.moreVegetables]],
  ['ماهی نمی‌خورم', [is.noFish]],
  ['وعده‌های کوچک‌تر', [is.lighter]],
  ['فقط سه روز در هفته', [is.threeDays]],
  ['روزهای کمتر', [is.fewerDays]],
  ['زانوهایم درد می‌کند', [is.knees]],
  ['جلسه‌های کوتاه‌تر', [is.shorterSessions]],
  ['مدیتیشن آرام‌تر', [is.calmerMeditation]],
  ['مدیتیشن کوتاه‌تر', [is.shorterMeditation]],
  ['به تخم‌مرغ حساسیت دارم', [is.eggAllergy]],
  ['به بادام‌زمینی حساسیت دارم', [is.peanutAllergy]],
  ['به ماهی حساسیت ندارم', [is.fishAllowed]],
  ['با ماهی مشکلی ندارم', [is.fishAllowed]],
  ['بدون سالمون', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['عدس بیشتر', [{ kind: 'prefer-food', target: { food: 'lentils' } }]],
  ['بدون ماهی و تخم‌مرغ', [is.noFish, is.noEggs]],
  ['جمعه‌ها تمرین نمی‌کنم', [{ kind: 'workout-weekdays', days: ['Friday'], avoid: true }]],
  [
    'فقط شنبه و سه‌شنبه تمرین می‌کنم',
    [{ kind: 'workout-weekdays', days: ['Saturday', 'Tuesday'], avoid: false }],
  ],
  ['کربوهیدرات کمتر', [{ kind: 'nutrient', nutrient: 'carbohydrate', change: 'less' }]],
  ['پروتئین بیشتر', [{ kind: 'nutrient', nutrient: 'protein', change: 'more' }]],
  ['یک چیز ارزان‌تر', [{ kind: 'price' }]],
  // A condition stated is saved to the answers (every plan keeps to it); a denied one is not.
  ['من باردار هستم', [is.pregnant]],
  ['بیماری کلیه دارم', [is.kidneyDisease]],
  ['شیفت شب کار می‌کنم', [is.shiftWork]],
  ['باردار نیستم', []],
  // A meal time is understood and answered: the day parts are the same in every plan.
  ['شام ساعت ۹', [is.dinnerAtNine]],
];
