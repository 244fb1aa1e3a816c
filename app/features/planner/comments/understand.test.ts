import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '~/i18n/locales';
import type { CommentIntent } from '../types';
import { understandComment } from './understand';

type Case = [text: string, expected: CommentIntent[]];

const noFish: CommentIntent = { kind: 'exclude-food', target: { group: 'fish' } };
const lighterDinner: CommentIntent = { kind: 'meal-size', change: 'lighter', part: 'evening' };
const threeDays: CommentIntent = { kind: 'workout-days', change: 'exact', count: 3 };
const knees: CommentIntent = { kind: 'avoid-body-part', part: 'knees' };
const larger: CommentIntent = { kind: 'meal-size', change: 'larger' };
const largerBreakfast: CommentIntent = { kind: 'meal-size', change: 'larger', part: 'morning' };
const moreDays: CommentIntent = { kind: 'workout-days', change: 'more' };
const longerSessions: CommentIntent = { kind: 'session-length', change: 'longer' };

/** Each pattern of the issue in each language: food out or in, meal size, days, body part, length, calm. */
const CASES: Record<LocaleCode, Case[]> = {
  en: [
    ['no fish', [noFish]],
    ['No fish, and lighter dinners', [noFish, lighterDinner]],
    ['I am allergic to eggs', [{ kind: 'exclude-food', target: { group: 'egg' } }]],
    ['more vegetables please', [{ kind: 'prefer-food', target: { group: 'vegetable' } }]],
    ['no red meat', [{ kind: 'exclude-food', target: { tag: 'red-meat' } }]],
    ['smaller portions', [{ kind: 'meal-size', change: 'lighter' }]],
    ['bigger breakfasts', [{ kind: 'meal-size', change: 'larger', part: 'morning' }]],
    ['only three days a week', [threeDays]],
    ['fewer workout days', [{ kind: 'workout-days', change: 'fewer' }]],
    ['more days please', [{ kind: 'workout-days', change: 'more' }]],
    ['my knees hurt', [knees]],
    ['my lower back is sore', [{ kind: 'avoid-body-part', part: 'back' }]],
    ['shorter sessions', [{ kind: 'session-length', change: 'shorter' }]],
    ['longer workouts', [{ kind: 'session-length', change: 'longer' }]],
    ['calmer meditations', [{ kind: 'meditation', change: 'calmer' }]],
    ['shorter meditations', [{ kind: 'meditation', change: 'shorter' }]],
    ['eat less every day', [{ kind: 'meal-size', change: 'lighter' }]],
    ['what a nice day', []],
  ],
  tr: [
    ['daha büyük kahvaltılar', [largerBreakfast]],
    ['daha doyurucu yemekler', [larger]],
    ['haftada daha çok gün', [moreDays]],
    ['antrenmanlar daha uzun olsun', [longerSessions]],
    ['balık yok', [noFish]],
    ['Balık istemiyorum, akşam yemekleri daha hafif olsun', [noFish, lighterDinner]],
    ['yumurta alerjim var', [{ kind: 'exclude-food', target: { group: 'egg' } }]],
    ['daha çok sebze', [{ kind: 'prefer-food', target: { group: 'vegetable' } }]],
    ['etsiz olsun', [{ kind: 'exclude-food', target: { group: 'meat' } }]],
    ['daha küçük porsiyonlar', [{ kind: 'meal-size', change: 'lighter' }]],
    ['haftada sadece üç gün', [threeDays]],
    ['daha az gün', [{ kind: 'workout-days', change: 'fewer' }]],
    ['dizlerim ağrıyor', [knees]],
    ['omzumda ağrı var', [{ kind: 'avoid-body-part', part: 'shoulders' }]],
    ['antrenmanlar daha kısa olsun', [{ kind: 'session-length', change: 'shorter' }]],
    ['daha sakin meditasyonlar', [{ kind: 'meditation', change: 'calmer' }]],
    ['meditasyonlar daha kısa', [{ kind: 'meditation', change: 'shorter' }]],
  ],
  es: [
    ['desayunos más grandes', [largerBreakfast]],
    ['comidas más abundantes', [larger]],
    ['más días de entrenamiento', [moreDays]],
    ['entrenamientos más largos', [longerSessions]],
    ['sin pescado', [noFish]],
    ['Sin pescado y cenas más ligeras', [noFish, lighterDinner]],
    ['soy alérgica a los huevos', [{ kind: 'exclude-food', target: { group: 'egg' } }]],
    ['más verduras', [{ kind: 'prefer-food', target: { group: 'vegetable' } }]],
    ['menos comida', [{ kind: 'meal-size', change: 'lighter' }]],
    ['solo tres días a la semana', [threeDays]],
    ['menos días', [{ kind: 'workout-days', change: 'fewer' }]],
    ['me duelen las rodillas', [knees]],
    ['sesiones más cortas', [{ kind: 'session-length', change: 'shorter' }]],
    ['meditaciones más tranquilas', [{ kind: 'meditation', change: 'calmer' }]],
    ['meditaciones más cortas', [{ kind: 'meditation', change: 'shorter' }]],
  ],
  ar: [
    ['فطور أكبر', [largerBreakfast]],
    ['وجبات أكبر', [larger]],
    ['المزيد من أيام التمرين', [moreDays]],
    ['جلسات أطول', [longerSessions]],
    ['بدون سمك', [noFish]],
    ['بدون سمك، وعشاء أخف', [noFish, lighterDinner]],
    ['عندي حساسية من البيض', [{ kind: 'exclude-food', target: { group: 'egg' } }]],
    ['المزيد من الخضار', [{ kind: 'prefer-food', target: { group: 'vegetable' } }]],
    ['وجبات أصغر', [{ kind: 'meal-size', change: 'lighter' }]],
    ['ثلاثة أيام فقط في الأسبوع', [threeDays]],
    ['أيام أقل', [{ kind: 'workout-days', change: 'fewer' }]],
    ['ركبتي تؤلمني', [knees]],
    ['جلسات أقصر', [{ kind: 'session-length', change: 'shorter' }]],
    ['تأملات أهدأ', [{ kind: 'meditation', change: 'calmer' }]],
    ['تأمل أقصر', [{ kind: 'meditation', change: 'shorter' }]],
  ],
  fa: [
    ['صبحانه بزرگ‌تر', [largerBreakfast]],
    ['وعده‌های بزرگ‌تر', [larger]],
    ['روزهای تمرین بیشتر', [moreDays]],
    ['تمرین‌های طولانی‌تر', [longerSessions]],
    ['بدون ماهی', [noFish]],
    ['بدون ماهی، و شام سبک‌تر', [noFish, lighterDinner]],
    ['به تخم‌مرغ حساسیت دارم', [{ kind: 'exclude-food', target: { group: 'egg' } }]],
    ['سبزیجات بیشتر', [{ kind: 'prefer-food', target: { group: 'vegetable' } }]],
    ['ماهی نمی‌خورم', [noFish]],
    ['وعده‌های کوچک‌تر', [{ kind: 'meal-size', change: 'lighter' }]],
    ['فقط سه روز در هفته', [threeDays]],
    ['روزهای کمتر', [{ kind: 'workout-days', change: 'fewer' }]],
    ['زانوهایم درد می‌کند', [knees]],
    ['جلسه‌های کوتاه‌تر', [{ kind: 'session-length', change: 'shorter' }]],
    ['مدیتیشن آرام‌تر', [{ kind: 'meditation', change: 'calmer' }]],
    ['مدیتیشن کوتاه‌تر', [{ kind: 'meditation', change: 'shorter' }]],
  ],
};

describe('understanding comments', () => {
  for (const [locale, cases] of Object.entries(CASES) as [LocaleCode, Case[]][]) {
    describe(locale, () => {
      it.each(cases)('%s', (text, expected) => {
        expect(understandComment(text, locale)).toEqual(expected);
      });
    });
  }

  it('reads digits in every script', () => {
    expect(understandComment('only 3 days', 'en')).toEqual([threeDays]);
    expect(understandComment('٣ أيام فقط', 'ar')).toEqual([threeDays]);
    expect(understandComment('فقط ۳ روز', 'fa')).toEqual([threeDays]);
  });

  it('understands nothing in an empty or overlong comment without failing', () => {
    expect(understandComment('', 'en')).toEqual([]);
    expect(understandComment('x'.repeat(100_000), 'tr')).toEqual([]);
  });
});
