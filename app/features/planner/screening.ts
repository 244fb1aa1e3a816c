import type { AnswerValue } from '~/features/questionnaire/questions/types';
import type { AnswerMap } from './types';

export type Pregnancy = { trimester: 1 | 2 | 3 | null } | null;
/** Chronic kidney disease by KDIGO stage; 'dialysis' is stage 5 on dialysis; 'unknown' a stage not given. */
export type KidneyStage = 'G1-2' | 'G3' | 'G4' | 'G5' | 'dialysis' | 'unknown';
export type Fasting = 'ramadan' | 'religious' | 'intermittent';
export type Shifts = 'night' | 'rotating';

/** The screening answers that change what a plan may hold, with where each came from. */
export type Screening = {
  pregnancy: Pregnancy;
  breastfeeding: boolean;
  kidney: KidneyStage | null;
  heart: boolean;
  eatingDisorder: boolean;
  fasting: Fasting | null;
  shifts: Shifts | null;
  /** Conditions read from the "other conditions" text rather than asked: the plan says so. */
  fromText: ScreenedCondition[];
  /** The "other conditions" text: whatever in it the screening does not read, the plan does not cover. */
  otherText: string | null;
};

export type ScreenedCondition =
  'pregnancy' | 'breastfeeding' | 'kidney' | 'heart' | 'eating-disorder' | 'fasting' | 'shifts';

const first = (values: readonly AnswerValue[] | undefined) => values?.[0];

const TRIMESTERS: Readonly<Record<string, 1 | 2 | 3>> = {
  'Weeks 1 to 13': 1,
  'Weeks 14 to 27': 2,
  'Week 28 or later': 3,
};

const KIDNEY_STAGES: Readonly<Record<string, KidneyStage>> = {
  'Stage 1 or 2': 'G1-2',
  'Stage 3': 'G3',
  'Stage 4': 'G4',
  'Stage 5': 'G5',
  'On dialysis': 'dialysis',
  'I do not know': 'unknown',
};

/**
 * Words that name a condition in the five languages, for "other conditions" typed before the
 * screening questions existed or instead of them. Stems, matched case-insensitively at the start
 * of a word.
 */
const CONDITION_WORDS: Readonly<Record<ScreenedCondition, readonly string[]>> = {
  pregnancy: [
    'pregnan',
    'expecting a baby',
    'hamile',
    'gebe',
    'embaraz',
    'gestación',
    'حامل',
    'الحمل',
    'باردار',
    'بارداری',
  ],
  breastfeeding: [
    'breastfeed',
    'breast-feed',
    'nursing my',
    'lactat',
    'emzir',
    'lactancia',
    'amamant',
    'رضاعة',
    'أرضع',
    'ارضع',
    'مرضع',
    'شیردهی',
    'شیر می‌دهم',
  ],
  kidney: [
    'kidney',
    'renal',
    'ckd',
    'dialys',
    'nephropath',
    'böbrek',
    'diyaliz',
    'riñón',
    'riñones',
    'diálisis',
    'الكلى',
    'كلوي',
    'غسيل',
    'کلیه',
    'دیالیز',
  ],
  // "heart" alone would start "hearty meals" and "heart-healthy": English names the condition.
  heart: [
    'heart disease',
    'heart condition',
    'heart problem',
    'heart failure',
    'heart attack',
    'heart surgery',
    'bad heart',
    'weak heart',
    'cardiac',
    'angina',
    'coronary',
    'arrhythmia',
    'kalp',
    'corazón',
    'cardíac',
    'cardiopat',
    'القلب',
    'قلبي',
    'قلب',
    'قلبی',
  ],
  'eating-disorder': [
    'anorexi',
    'bulimi',
    'binge',
    'eating disorder',
    'anoreksi',
    'yeme bozukluğu',
    'trastorno alimentario',
    'trastorno de la conducta alimentaria',
    'atracon',
    'atracón',
    'فقدان الشهية',
    'الشره',
    'اضطراب الأكل',
    'اضطراب خوردن',
    'بی‌اشتهایی',
    'پرخوری',
  ],
  // Persian روزه (a fast) only with what follows it: alone it would start روزهای (days).
  fasting: [
    'ramadan',
    'ramazan',
    'oruç',
    'ayuno',
    'ramadán',
    'رمضان',
    'صيام',
    'صائم',
    'روزه‌دار',
    'روزه دار',
    'روزه می',
    'روزه بگیر',
  ],
  shifts: [
    'night shift',
    'shift work',
    'rotating shift',
    'vardiya',
    'turno de noche',
    'turnos',
    'نوبات',
    'مناوبة',
    'شیفت',
  ],
};

/** Words that deny what follows or precedes them: "not pregnant", "hamile değilim", "باردار نیستم". */
const NEGATIONS = [
  'not',
  'no',
  'never',
  "isn't",
  "aren't",
  "don't",
  'değil',
  'değilim',
  'yok',
  'nunca',
  'ni',
  'ليس',
  'لست',
  'لا',
  'لستُ',
  'نیستم',
  'نه',
  'ندارم',
  'نیست',
];

const normal = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/** Whether a stem occurs at the start of a word and no negation stands within two words of it in its clause. */
function mentions(text: string, stem: string): boolean {
  return text.split(/[,.;:!?،؛()\n]+/u).some((clause) => mentionedIn(clause, stem));
}

function mentionedIn(clause: string, stem: string): boolean {
  const words = clause.split(/\s+/u).filter(Boolean);
  const stemWords = stem.split(' ');
  for (let i = 0; i + stemWords.length <= words.length; i++) {
    const matches = stemWords.every((part, j) =>
      j === stemWords.length - 1 ? words[i + j]!.startsWith(part) : words[i + j] === part,
    );
    if (!matches) continue;
    const near = [
      ...words.slice(Math.max(0, i - 2), i),
      ...words.slice(i + stemWords.length, i + stemWords.length + 2),
    ];
    if (!near.some((word) => NEGATIONS.includes(word))) return true;
  }
  return false;
}

/** The conditions a free text names (in any of the five languages), negated mentions left out. */
export function conditionsInText(text: string): ScreenedCondition[] {
  const said = normal(text);
  return (Object.keys(CONDITION_WORDS) as ScreenedCondition[]).filter((condition) =>
    CONDITION_WORDS[condition].some((stem) => mentions(said, normal(stem))),
  );
}

/**
 * The screening answers, with the "other conditions" text as a fallback: a condition typed there is
 * taken as if it had been answered, and the plan says it was read from the text. Contradictions
 * read safely: a pregnancy answered for a male profile is not possible in the bank (the question
 * follows "Female"), but one typed as text is taken, since assuming it away would be the unsafe
 * reading.
 */
export function readScreening(answers: AnswerMap): Screening {
  const pregnancyAnswer = first(answers.pregnancy);
  const text =
    answers.has_other_conditions?.[0] === true ? String(first(answers.other_conditions) ?? '') : '';
  const fromText = text.trim() === '' ? [] : conditionsInText(text);
  const named = (condition: ScreenedCondition) => fromText.includes(condition);

  const pregnant = pregnancyAnswer === 'Pregnant' || named('pregnancy');
  const trimester = TRIMESTERS[String(first(answers.pregnancy_trimester))] ?? null;
  const kidneyAnswer = answers.kidney_disease?.[0] === true;
  const kidney = kidneyAnswer
    ? (KIDNEY_STAGES[String(first(answers.kidney_stage))] ?? 'unknown')
    : named('kidney')
      ? 'unknown'
      : null;
  const fastingAnswer = first(answers.fasting);
  const fasting: Fasting | null =
    fastingAnswer === 'Ramadan'
      ? 'ramadan'
      : fastingAnswer === 'Other religious fasts'
        ? 'religious'
        : fastingAnswer === 'Intermittent fasting'
          ? 'intermittent'
          : named('fasting')
            ? 'religious'
            : null;
  const shiftAnswer = first(answers.shift_work);
  const shifts: Shifts | null =
    shiftAnswer === 'Night shifts'
      ? 'night'
      : shiftAnswer === 'Rotating shifts'
        ? 'rotating'
        : named('shifts')
          ? 'rotating'
          : null;
  const answered: Record<ScreenedCondition, boolean> = {
    pregnancy: pregnancyAnswer === 'Pregnant',
    breastfeeding: pregnancyAnswer === 'Breastfeeding',
    kidney: kidneyAnswer,
    heart: answers.heart_disease?.[0] === true,
    'eating-disorder': answers.eating_disorder?.[0] === true,
    fasting: fastingAnswer !== undefined && fastingAnswer !== 'No',
    shifts: shiftAnswer !== undefined && shiftAnswer !== 'No',
  };
  return {
    pregnancy: pregnant ? { trimester: pregnancyAnswer === 'Pregnant' ? trimester : null } : null,
    breastfeeding: !pregnant && (pregnancyAnswer === 'Breastfeeding' || named('breastfeeding')),
    kidney,
    heart: answered.heart || named('heart'),
    eatingDisorder: answered['eating-disorder'] || named('eating-disorder'),
    fasting,
    shifts,
    fromText: fromText.filter((condition) => !answered[condition]),
    otherText: text.trim() === '' ? null : text.trim(),
  };
}
