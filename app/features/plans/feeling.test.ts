import { describe, expect, it } from 'vitest';
import { ChatError, type ChatProvider } from '~/ai/types';
import { embeddedProvider } from '~/ai/embedded.server';
import { runTask } from '~/ai/gateway.server';
import type { LocaleCode } from '~/i18n/locales';
import { rateFeelingTask } from './assistant-tasks.server';
import { EXPERT_HELP_THRESHOLD } from '~/features/assistant/flows/home';
import { rateFeeling } from './feeling';

// What people say, per language: feeling well, not well, very bad, a crisis, and a negated good word.
const SAID: Record<
  LocaleCode,
  { well: string; unwell: string; severe: string; crisis: string; notGood: string }
> = {
  en: {
    well: 'I feel great today, calm and rested',
    unwell: "I'm tired and a bit stressed",
    severe: 'Awful. I feel hopeless and exhausted, and my head hurts',
    crisis: 'I have chest pain since this morning',
    notGood: 'I am not feeling good',
  },
  tr: {
    well: 'Bugün çok iyiyim, mutlu ve sakinim',
    unwell: 'Biraz yorgunum ve stresliyim',
    severe: 'Berbat hissediyorum, umutsuzum ve bitkinim, başım ağrıyor',
    crisis: 'Sabahtan beri göğüs ağrım var',
    notGood: 'İyi değilim',
  },
  es: {
    well: 'Hoy me siento genial, tranquila y descansada',
    unwell: 'Estoy cansado y un poco estresado',
    severe: 'Fatal. Me siento desesperada y agotada, y me duele la cabeza',
    crisis: 'Tengo dolor en el pecho desde esta mañana',
    notGood: 'No estoy bien',
  },
  ar: {
    well: 'أشعر أنني بخير اليوم، سعيد ومرتاح',
    unwell: 'أنا متعب وقلق قليلاً',
    severe: 'أشعر بشعور فظيع، يائس ومنهار، ورأسي يؤلمني',
    crisis: 'عندي ألم في الصدر منذ الصباح',
    notGood: 'لست بخير',
  },
  fa: {
    well: 'امروز حالم عالی است، خوشحال و آرامم',
    unwell: 'خسته‌ام و کمی استرس دارم',
    severe: 'حالم افتضاح است، ناامید و داغونم و سرم درد می‌کند',
    crisis: 'از صبح درد قفسه سینه دارم',
    notGood: 'خوب نیستم',
  },
};

describe('rating how the user feels today', () => {
  it.each(Object.entries(SAID) as [LocaleCode, (typeof SAID)['en']][])('reads %s', (locale, said) => {
    const well = rateFeeling(said.well, locale);
    const unwell = rateFeeling(said.unwell, locale);
    const severe = rateFeeling(said.severe, locale);
    expect(well).toBeLessThan(rateFeeling('…', locale));
    expect(unwell).toBeGreaterThan(well);
    expect(unwell).toBeLessThan(EXPERT_HELP_THRESHOLD);
    expect(severe).toBeGreaterThanOrEqual(EXPERT_HELP_THRESHOLD);
    expect(rateFeeling(said.crisis, locale)).toBe(10);
    expect(rateFeeling(said.notGood, locale)).toBeGreaterThan(rateFeeling('…', locale));
  });

  it('is 3 when nothing is recognised, and always within 1 to 10', () => {
    expect(rateFeeling('hmm', 'en')).toBe(3);
    expect(rateFeeling('good good good good good great great happy', 'en')).toBe(1);
    expect(rateFeeling('sad sad tired awful terrible hopeless miserable', 'en')).toBe(10);
  });

  it('does not take a word inside another for a feeling (Arabic article, English prefix)', () => {
    expect(rateFeeling('I am unwell', 'en')).toBe(5);
    expect(rateFeeling('أحب العالم', 'ar')).toBe(3);
  });
});

describe('the rate-feeling task', () => {
  it('answers with the embedded rating', async () => {
    const provider = embeddedProvider([rateFeelingTask]);
    await expect(
      runTask(provider, rateFeelingTask, { said: 'I have chest pain', locale: 'en' as const }),
    ).resolves.toBe(10);
  });

  it('refuses a rating that is not a number from 1 to 10 as Wrong Format', async () => {
    for (const answer of ['seven', '11', '0', 'Score: 7']) {
      const model: ChatProvider = { kind: 'remote', complete: async () => answer };
      const error = await runTask(model, rateFeelingTask, { said: 'fine', locale: 'en' as const }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ChatError);
      expect((error as ChatError).failure).toBe('wrong_format');
    }
  });
});
