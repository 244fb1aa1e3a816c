import { describe, expect, it } from 'vitest';
import { embeddedProvider } from '~/ai/embedded.server';
import { runTask } from '~/ai/gateway.server';
import type { LocaleCode } from '~/i18n/locales';
import { extractAnswerTask } from '../tasks.server';

const provider = embeddedProvider([extractAnswerTask]);

const extract = (question: string, said: string, locale: LocaleCode = 'en', answers = {}) =>
  runTask(provider, extractAnswerTask, { question, said, locale, answers });

describe('a spoken answer read by the embedded provider', () => {
  it('takes an answer as typed', async () => {
    await expect(extract('stress_level', 'High')).resolves.toEqual({ values: ['High'] });
    await expect(extract('weight', '70 kg')).resolves.toEqual({ values: [70, 'kg'] });
  });

  it.each([
    ['en', 'weight', 'I weigh about seventy kilos', [70, 'kg']],
    ['en', 'weight', 'around 154 pounds these days', [154, 'lb']],
    ['en', 'height', "I'm 172", [172, 'cm']],
    ['en', 'age', 'I am 58 years old', [58]],
    ['en', 'age', "I'm fifty-eight", [58]],
    ['ar', 'age', 'عمري ثمانية وخمسون سنة', [58]],
    ['ar', 'sex', 'أنا أنثى', ['Female']],
    ['en', 'stress_level', 'pretty high, honestly', ['High']],
    ['en', 'sex', "I'm female", ['Female']],
    ['tr', 'weight', 'yetmiş iki kilo', [72, 'kg']],
    ['es', 'weight', 'peso unos ochenta kilos', [80, 'kg']],
    ['ar', 'weight', 'وزني سبعون كيلو', [70, 'kg']],
    ['ar', 'height', 'طولي ١٦٥ سم', [165, 'cm']],
    ['fa', 'weight', 'وزنم ۶۸ کیلوه', [68, 'kg']],
  ] as const)('%s: %s from "%s"', async (locale, question, said, values) => {
    await expect(extract(question, said, locale)).resolves.toEqual({ values });
  });

  it('says why an answer does not fit, with what the message needs', async () => {
    await expect(extract('sleep_hours', 'purple')).resolves.toHaveProperty('error');
    await expect(extract('weight', 'I weigh 900 kilos')).resolves.toEqual({
      error: 'questionnaire:errors.out_of_bounds',
      params: { min: 20, max: 400, unit: 'kg' },
    });
    // Two numbers: which one is the answer is not guessed.
    await expect(extract('age', 'between 40 and 50')).resolves.toHaveProperty('error');
  });
});
