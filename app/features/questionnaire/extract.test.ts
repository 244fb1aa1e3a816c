import { describe, expect, it } from 'vitest';
import { locales, type LocaleCode } from '~/i18n/locales';
import { extractAnswer, parseNumber, westernDigits, type Extraction } from './extract';
import { QUESTIONS, type AnswerMap, type NumberQuestion, type SelectQuestion } from './questions';

const codes: LocaleCode[] = locales.map((locale) => locale.code);
const diabetic: AnswerMap = {
  sex: ['Female'],
  pregnancy: ['Pregnant'],
  diabetes: ['Type 2 diabetes'],
  has_allergies: [true],
  kidney_disease: [true],
  knows_hba1c: [true],
  knows_fasting_glucose: [true],
};

function extract(name: string, input: string | string[], language: LocaleCode = 'en', answers = diabetic) {
  return extractAnswer({ name, input, language, answers });
}

function values(result: Extraction) {
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result.values;
}

function errorKey(result: Extraction) {
  return result.ok ? null : result.error.key.replace('questionnaire:errors.', '');
}

const toEastern = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const toPersian = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('numbers', () => {
  it('reads Western, Eastern Arabic and Persian digits and decimal marks', () => {
    expect(parseNumber('72.5')).toBe(72.5);
    expect(parseNumber('٧٢٫٥')).toBe(72.5);
    expect(parseNumber('۷۲٫۵')).toBe(72.5);
    expect(parseNumber('72,5')).toBe(72.5);
    expect(westernDigits('١٢٣٤٥٦٧٨٩٠')).toBe('1234567890');
    expect(westernDigits('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(parseNumber('seventy')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('stores a plain number as a number, in both digit sets and every language', () => {
    for (const code of codes) {
      expect(values(extract('age', '34', code))).toEqual([34]);
      expect(values(extract('age', toEastern('34'), code))).toEqual([34]);
      expect(values(extract('age', toPersian('34'), code))).toEqual([34]);
    }
    expect(values(extract('sleep_hours', '7.5'))).toEqual([7.5]);
  });

  it('refuses numbers out of bounds, half years and words', () => {
    expect(errorKey(extract('age', '0'))).toBe('out_of_bounds');
    expect(errorKey(extract('age', '150'))).toBe('out_of_bounds');
    expect(errorKey(extract('age', '34.5'))).toBe('not_whole_number');
    expect(errorKey(extract('age', 'thirty'))).toBe('not_a_number');
    expect(errorKey(extract('age', ' '))).toBe('required');
    const refused = extract('age', '150', 'ar');
    expect(refused.ok ? null : refused.error.params).toEqual({ min: 13, max: 120, unit: 'سنة' });
  });
});

describe('numbers with units', () => {
  const withUnits = QUESTIONS.filter(
    (q): q is NumberQuestion & { units: NonNullable<NumberQuestion['units']> } =>
      q.answerType === 'number' && q.units !== undefined,
  );

  it('accepts every unit of every language, stored with the English unit', () => {
    for (const question of withUnits) {
      for (const unit of question.units) {
        const inside = String(unit.min);
        for (const code of codes) {
          const label = unit.label[code];
          expect(values(extract(question.name, `${inside} ${label}`, code))).toEqual([
            unit.min,
            unit.label.en,
          ]);
          expect(values(extract(question.name, [toEastern(inside), label], code))).toEqual([
            unit.min,
            unit.label.en,
          ]);
          expect(values(extract(question.name, `${toPersian(inside)}${label}`, code))).toEqual([
            unit.min,
            unit.label.en,
          ]);
        }
      }
    }
  });

  it('matches units case-sensitively in the user language only', () => {
    expect(values(extract('weight', '154 lb'))).toEqual([154, 'lb']);
    expect(errorKey(extract('weight', '154 LB'))).toBe('unit_not_listed');
    expect(errorKey(extract('weight', '70 Kg'))).toBe('unit_not_listed');
    expect(errorKey(extract('weight', '70 stone'))).toBe('unit_not_listed');
    expect(errorKey(extract('weight', '70'))).toBe('unit_not_listed');
    expect(errorKey(extract('weight', '70 kg', 'ar'))).toBe('unit_not_listed');
    expect(values(extract('weight', '٧٠ كغ', 'ar'))).toEqual([70, 'kg']);
    expect(values(extract('height', '۶۸ اینچ', 'fa'))).toEqual([68, 'in']);
    expect(values(extract('height', '68 pulg', 'es'))).toEqual([68, 'in']);
    expect(values(extract('height', '68 inç', 'tr'))).toEqual([68, 'in']);
  });

  it('checks bounds in the chosen unit', () => {
    expect(errorKey(extract('weight', '5 kg'))).toBe('out_of_bounds');
    expect(errorKey(extract('weight', '700 kg'))).toBe('out_of_bounds');
    expect(values(extract('weight', '700 lb'))).toEqual([700, 'lb']);
    expect(errorKey(extract('height', '30 cm'))).toBe('out_of_bounds');
    expect(values(extract('height', '30 in'))).toEqual([30, 'in']);
    expect(errorKey(extract('weight', 'heavy kg'))).toBe('not_a_number');
  });
});

describe('booleans', () => {
  const saidYes: Record<LocaleCode, string> = { en: 'Yes, I do', tr: 'Evet', es: 'Sí', ar: 'نعم', fa: 'بله' };
  const saidNo: Record<LocaleCode, string> = { en: 'no', tr: 'Hayır', es: 'No', ar: 'لا', fa: 'نه' };

  it('reads yes and no in every language, and true and false', () => {
    for (const code of codes) {
      expect(values(extract('has_allergies', saidYes[code], code))).toEqual([true]);
      expect(values(extract('has_allergies', saidNo[code], code))).toEqual([false]);
      expect(values(extract('has_allergies', 'true', code))).toEqual([true]);
      expect(values(extract('has_allergies', 'false', code))).toEqual([false]);
    }
  });

  it('refuses anything else', () => {
    expect(errorKey(extract('has_allergies', 'maybe'))).toBe('not_yes_no');
    expect(errorKey(extract('has_allergies', 'evet', 'en'))).toBe('not_yes_no');
  });
});

describe('selects', () => {
  const selects = QUESTIONS.filter((q): q is SelectQuestion => q.answerType === 'select');

  it('accepts every option of every language case-insensitively, stored in English', () => {
    for (const question of selects) {
      for (const option of question.options) {
        for (const code of codes) {
          const said = option[code].toLocaleUpperCase(code);
          expect(values(extract(question.name, said, code)), `${question.name} ${code}`).toEqual([option.en]);
        }
      }
    }
  });

  it('refuses an option that is not listed, or listed only in another language', () => {
    expect(errorKey(extract('sex', 'Other'))).toBe('option_not_listed');
    expect(errorKey(extract('sex', 'Female', 'ar'))).toBe('option_not_listed');
    expect(values(extract('sex', 'أنثى', 'ar'))).toEqual(['Female']);
  });

  it('keeps a multi-select as a list of English options, from a list or one spoken line', () => {
    expect(values(extract('allergies', ['Nuts', 'gluten', 'Nuts']))).toEqual(['Nuts', 'Gluten']);
    expect(values(extract('allergies', 'nuts, gluten'))).toEqual(['Nuts', 'Gluten']);
    expect(values(extract('allergies', 'المكسرات، الغلوتين', 'ar'))).toEqual(['Nuts', 'Gluten']);
    expect(values(extract('workout_days', ['دوشنبه', 'جمعه'], 'fa'))).toEqual(['Monday', 'Friday']);
  });

  it('refuses two options for a single choice, nothing chosen, and None with others', () => {
    expect(errorKey(extract('sex', ['Female', 'Male']))).toBe('one_option_only');
    expect(errorKey(extract('allergies', []))).toBe('required');
    expect(errorKey(extract('diet_preferences', ['None', 'Vegan']))).toBe('exclusive_option');
    expect(errorKey(extract('workout_restrictions', ['No Issues', 'Back']))).toBe('exclusive_option');
  });
});

describe('text', () => {
  it('stores trimmed text and refuses oversized text', () => {
    const answers: AnswerMap = { has_other_conditions: [true] };
    expect(values(extract('other_conditions', '  Asthma since childhood ', 'en', answers))).toEqual([
      'Asthma since childhood',
    ]);
    expect(errorKey(extract('other_conditions', 'x'.repeat(501), 'en', answers))).toBe('too_long');
    expect(errorKey(extract('age', '1'.repeat(300)))).toBe('too_long');
  });
});

describe('which questions may be answered', () => {
  it('refuses an unknown question', () => {
    expect(errorKey(extract('favourite_colour', 'blue'))).toBe('unknown_question');
  });

  it('refuses a follow-up while its trigger says no or is unanswered', () => {
    expect(errorKey(extract('allergies', 'Nuts', 'en', { has_allergies: [false] }))).toBe('not_called_for');
    expect(errorKey(extract('allergies', 'Nuts', 'en', {}))).toBe('not_called_for');
    expect(errorKey(extract('other_conditions', 'Asthma', 'en', { has_other_conditions: [false] }))).toBe(
      'not_called_for',
    );
  });

  it('asks the advanced-diabetes group only after a diabetes answer', () => {
    expect(errorKey(extract('diagnosis_year', '2015', 'en', { diabetes: ['No'] }))).toBe('not_called_for');
    expect(errorKey(extract('diagnosis_year', '2015', 'en', {}))).toBe('not_called_for');
    expect(values(extract('diagnosis_year', '2015', 'en', { diabetes: ['Prediabetes'] }))).toEqual([2015]);
    expect(errorKey(extract('hba1c', '6.5 %', 'en', { diabetes: ['No'], knows_hba1c: [true] }))).toBe(
      'not_called_for',
    );
    expect(values(extract('hba1c', '6.5 %'))).toEqual([6.5, '%']);
  });
});
