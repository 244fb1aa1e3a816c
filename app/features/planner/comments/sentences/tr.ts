import * as is from './intents';
import type { Sentence } from './intents';

export const tr: Sentence[] = [
  ['daha büyük kahvaltılar', [is.largerBreakfast]],
  ['daha doyurucu yemekler', [is.larger]],
  ['haftada daha çok gün', [is.moreDays]],
  ['antrenmanlar daha uzun olsun', [is.longerSessions]],
  ['balık yok', [is.noFish]],
  ['Balık istemiyorum, akşam yemekleri daha hafif olsun', [is.noFish, is.lighterDinner]],
  ['daha çok sebze', [is.moreVegetables]],
  ['etsiz olsun', [is.noMeat]],
  ['daha küçük porsiyonlar', [is.lighter]],
  ['haftada sadece üç gün', [is.threeDays]],
  ['daha az gün', [is.fewerDays]],
  ['dizlerim ağrıyor', [is.knees]],
  ['omzumda ağrı var', [{ kind: 'avoid-body-part', part: 'shoulders' }]],
  ['antrenmanlar daha kısa olsun', [is.shorterSessions]],
  ['daha sakin meditasyonlar', [is.calmerMeditation]],
  ['meditasyonlar daha kısa', [is.shorterMeditation]],
  ['yumurta alerjim var', [is.eggAllergy]],
  ['yer fıstığı alerjim var', [is.peanutAllergy]],
  ['balık alerjim yok', [is.fishAllowed]],
  ['balık sorun değil', [is.fishAllowed]],
  ['somon istemiyorum', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['somonu istemiyorum', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['daha çok mercimek', [{ kind: 'prefer-food', target: { food: 'lentils' } }]],
  ['balık ve yumurta istemiyorum', [is.noFish, is.noEggs]],
  ['pazar günü antrenman olmasın', [{ kind: 'workout-weekdays', days: ['Sunday'], avoid: true }]],
  [
    'sadece pazartesi ve perşembe antrenman',
    [{ kind: 'workout-weekdays', days: ['Monday', 'Thursday'], avoid: false }],
  ],
  ['daha az karbonhidrat', [{ kind: 'nutrient', nutrient: 'carbohydrate', change: 'less' }]],
  ['daha çok protein', [{ kind: 'nutrient', nutrient: 'protein', change: 'more' }]],
  ['daha ucuz bir şey', [{ kind: 'price' }]],
  // The consonant softens before a vowel: balık, balığı; tavuk, tavuğu.
  ['balığı istemiyorum', [is.noFish]],
  ['tavuğu sevmiyorum', [{ kind: 'exclude-food', target: { group: 'poultry' } }]],
  // A condition stated is saved to the answers (every plan keeps to it); a denied one is not.
  ['hamileyim', [is.pregnant]],
  ['böbrek hastalığım var', [is.kidneyDisease]],
  ['gece vardiyasında çalışıyorum', [is.shiftWork]],
  ['hamile değilim', []],
  // A meal time is understood and answered: the day parts are the same in every plan.
  ["akşam yemeği saat 21'de", [is.dinnerAtNine]],
];
