import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '~/i18n/locales';
import { intervalHours } from './interval';

const SAID: Record<LocaleCode, [string, number | null][]> = {
  en: [
    ['every 12 hours', 12],
    ['every eight hours', 8],
    ['twice a day', 12],
    ['three times a day', 8],
    ['once a day', 24],
    ['daily', 24],
    ['500 mg', null],
    ['once a week', 168],
    ['weekly', 168],
    ['twice a week', 84],
    ['three times a day for a week', 8],
  ],
  tr: [
    ['12 saatte bir', 12],
    ['günde iki kez', 12],
    ['günde üç defa', 8],
    ['günde bir kez', 24],
    ['haftada bir', 168],
    ['haftada bir kez', 168],
  ],
  es: [
    ['cada 12 horas', 12],
    ['cada ocho horas', 8],
    ['dos veces al día', 12],
    ['una vez al día', 24],
    ['una vez a la semana', 168],
    ['semanal', 168],
  ],
  ar: [
    ['كل 12 ساعة', 12],
    ['كل ٨ ساعات', 8],
    ['مرتين في اليوم', 12],
    ['ثلاث مرات يوميا', 8],
    ['مرة واحدة يوميا', 24],
    ['مرة في الأسبوع', 168],
    ['مرتين في الأسبوع', 84],
  ],
  fa: [
    ['هر ۱۲ ساعت', 12],
    ['هر هشت ساعت', 8],
    ['روزی دو بار', 12],
    ['سه بار در روز', 8],
    ['روزانه', 24],
    ['هفته‌ای یک بار', 168],
    ['هفتگی', 168],
  ],
};

describe.each(Object.entries(SAID))('how often a medicine is taken, in %s', (locale, cases) => {
  it.each(cases)('"%s" is every %s hours', (said, hours) => {
    expect(intervalHours(said, locale as LocaleCode)).toBe(hours);
  });
});
