import fc from 'fast-check';
import { GENETIC_SAMPLES, MICROBIOME_SAMPLES, SAMPLE_IDS } from '~/features/lab-tests/samples';
import { microbiomeLevels } from '~/features/lab-tests/taxonomy';
import { parseCandidateVariant } from '~/features/lab-tests/variant-parser';
import type {
  HealthProfile,
  InterpretedVariant,
  MicrobiomeLevel,
  VariantTrait,
} from '~/features/lab-tests/types';
import { isCalledFor, QUESTIONS, type Question } from '~/features/questionnaire/questions';
import type { AnswerValue } from '~/features/questionnaire/questions/types';
import { locales, type LocaleCode } from '~/i18n/locales';
import type { AnswerMap } from '../types';

/** One valid answer to a question, as the questionnaire stores it (English options, unit labels). */
function answerOf(question: Question): fc.Arbitrary<AnswerValue[]> {
  switch (question.answerType) {
    case 'boolean':
      return fc.boolean().map((b) => [b]);
    case 'text':
      return fc.string({ minLength: 1, maxLength: 40 }).map((s) => [s]);
    case 'number': {
      const ranges = question.units
        ? question.units.map((u) => ({ ...u, unit: u.label.en }))
        : [{ ...question.range, unit: null }];
      return fc
        .constantFrom(...ranges)
        .chain((range) =>
          (question.integer
            ? fc.integer({ min: Math.ceil(range.min), max: Math.floor(range.max) })
            : fc.double({ min: range.min, max: range.max, noNaN: true }).map((n) => Math.round(n * 10) / 10)
          ).map((n): AnswerValue[] => (range.unit === null ? [n] : [n, range.unit])),
        );
    }
    case 'select': {
      const values = question.options.map((o) => o.en);
      if (!question.multiple) return fc.constantFrom(...values).map((v) => [v]);
      const others = values.filter((v) => v !== question.exclusive);
      const some = fc.subarray(others, { minLength: 1 });
      return question.exclusive ? fc.oneof(some, fc.constant<string[]>([question.exclusive])) : some;
    }
  }
}

/** A complete, valid questionnaire: every question the earlier answers call for, answered. */
export const answersArb: fc.Arbitrary<AnswerMap> = fc
  .tuple(...QUESTIONS.map((question) => answerOf(question)))
  .map((values) => {
    const answers: Record<string, AnswerValue[]> = {};
    QUESTIONS.forEach((question, index) => {
      if (isCalledFor(question, answers)) answers[question.name] = values[index]!;
    });
    return answers;
  });

const KNOWN: { raw: string; gene: string; traits: VariantTrait[] }[] = [
  { raw: 'LCT rs4988235 C/C', gene: 'LCT', traits: ['lactose-intolerance'] },
  {
    raw: 'APOE rs429358 C/C',
    gene: 'APOE',
    traits: ['saturated-fat-sensitivity', 'cardiovascular-lipid-risk'],
  },
  { raw: 'MTHFR rs1801133 T/T', gene: 'MTHFR', traits: ['folate-metabolism'] },
  { raw: 'CYP1A2 rs762551 C/C', gene: 'CYP1A2', traits: ['caffeine-slow-metabolism'] },
  { raw: 'TCF7L2 rs7903146 T/T', gene: 'TCF7L2', traits: ['type2-diabetes-risk'] },
  { raw: 'FTO rs9939609 A/A', gene: 'FTO', traits: ['obesity-risk'] },
  { raw: 'HLA-DQ2.5', gene: 'HLA-DQA1', traits: ['coeliac-risk'] },
  { raw: 'XYZ rs1 A/G', gene: 'XYZ', traits: [] },
];

const variantArb: fc.Arbitrary<InterpretedVariant> = fc.constantFrom(...KNOWN).map((known) => ({
  raw: known.raw,
  gene: known.gene,
  rsid: null,
  genotype: null,
  traits: known.traits,
  meaning: null,
  source: null,
}));

const GENERA = [
  'Bifidobacterium',
  'Faecalibacterium',
  'Lactobacillus',
  'Akkermansia',
  'Bacteroides',
  'Prevotella',
];
const PHYLA = ['Firmicutes', 'Bacteroidetes', 'Actinobacteria', 'Proteobacteria'];

const levelArb: fc.Arbitrary<MicrobiomeLevel> = fc
  .record({
    genus: fc.boolean(),
    index: fc.nat(),
    min: fc.integer({ min: 0, max: 30 }),
    width: fc.integer({ min: 1, max: 30 }),
    percent: fc.integer({ min: 0, max: 600 }).map((n) => n / 10),
  })
  .map(({ genus, index, min, width, percent }) => {
    const names = genus ? GENERA : PHYLA;
    const max = min + width;
    return {
      rank: genus ? 'Genus' : 'Phylum',
      name: names[index % names.length]!,
      percent,
      min,
      max,
      status: percent < min ? 'low' : percent > max ? 'high' : 'normal',
    };
  });

const generatedHealthArb: fc.Arbitrary<HealthProfile> = fc
  .record({
    variants: fc.uniqueArray(variantArb, { selector: (v) => v.raw, maxLength: 5 }),
    levels: fc.array(levelArb, { maxLength: 6 }),
  })
  .map(({ variants, levels }) => ({
    genetic: { source: { kind: 'sample', sampleId: 'S1' }, description: 'generated', variants },
    microbiome: { source: { kind: 'sample', sampleId: 'S1' }, levels },
  }));

export const localeArb: fc.Arbitrary<LocaleCode> = fc.constantFrom(...locales.map((l) => l.code));

/** The built-in samples S1 to S5, read as the app reads them. */
const sampleHealthArb: fc.Arbitrary<HealthProfile> = fc.constantFrom(...SAMPLE_IDS).map((sampleId) => ({
  genetic: {
    source: { kind: 'sample', sampleId },
    description: GENETIC_SAMPLES[sampleId].description,
    variants: GENETIC_SAMPLES[sampleId].candidateVariants.map(parseCandidateVariant),
  },
  microbiome: {
    source: { kind: 'sample', sampleId },
    levels: microbiomeLevels(MICROBIOME_SAMPLES[sampleId].levels),
  },
}));

/** A health profile: one of the built-in samples, or generated variants and gut levels. */
export const healthArb: fc.Arbitrary<HealthProfile> = fc.oneof(sampleHealthArb, generatedHealthArb);

/**
 * A complete questionnaire of a person who could exist: ages 16 to 90, heights 145 to 200 cm and a
 * BMI of 16 to 50, in either unit. The bank accepts wider bounds (typing mistakes are checked by the
 * form), but a clinical rule is judged on bodies it could meet.
 */
export const realisticAnswersArb: fc.Arbitrary<AnswerMap> = fc
  .record({
    answers: answersArb,
    age: fc.integer({ min: 16, max: 90 }),
    heightCm: fc.integer({ min: 145, max: 200 }),
    bmi: fc.double({ min: 16, max: 50, noNaN: true }),
    imperial: fc.boolean(),
  })
  .map(({ answers, age, heightCm, bmi, imperial }) => {
    const weightKg = bmi * (heightCm / 100) ** 2;
    const one = (n: number) => Math.round(n * 10) / 10;
    return {
      ...answers,
      age: [age],
      height: imperial ? [one(heightCm / 2.54), 'in'] : [heightCm, 'cm'],
      weight: imperial ? [one(weightKg / 0.45359237), 'lb'] : [one(weightKg), 'kg'],
    };
  });
