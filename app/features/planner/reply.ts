import type { LocaleCode } from '~/i18n/locales';
import { foodLabel } from './comments/understand';
import { dayPartName } from './day-parts';
import { MAX_REPLY_WORDS, wordCount } from './schemas';
import { CONDITION_LABELS } from './stated-conditions';
import type { Weekday } from './profile';
import { fill, formatNumber, joinList, L, weekdayName, type Localized } from './text';
import type { CommentIntent } from './types';
import { bodyPartLabel } from './workout';

export type PlanKind = 'meals' | 'exercises' | 'meditations';

/** Which intents a plan acts on: a diet ignores "my knees hurt", a workout ignores "no fish". */
export function isRelevant(intent: CommentIntent, plan: PlanKind): boolean {
  switch (intent.kind) {
    case 'exclude-food':
    case 'prefer-food':
    case 'allow-food':
    case 'allergy':
    case 'meal-size':
    case 'nutrient':
      return plan === 'meals';
    case 'workout-days':
    case 'workout-weekdays':
    case 'avoid-body-part':
      return plan === 'exercises';
    case 'session-length':
      return plan !== 'meals';
    case 'meditation':
      return plan === 'meditations';
    case 'price':
    case 'meal-time':
      return false;
    case 'condition':
      return true;
  }
}

const SAVED_CONDITIONS = L(
  'Saved in your answers: {x}.',
  'Yanıtlarınıza kaydedildi: {x}.',
  'Guardado en tus respuestas: {x}.',
  'حُفظ في إجاباتك: {x}.',
  'در پاسخ‌های شما ثبت شد: {x}.',
);

const PHRASES = {
  updated: L(
    'Updated: {changes}.',
    'Güncellendi: {changes}.',
    'Actualizado: {changes}.',
    'تم التحديث: {changes}.',
    'به‌روز شد: {changes}.',
  ),
  exclude: L('no {x}', '{x} yok', 'sin {x}', 'بدون {x}', 'بدون {x}'),
  prefer: L('more {x}', 'daha çok {x}', 'más {x}', 'المزيد من {x}', '{x} بیشتر'),
  allow: L(
    '{x} allowed again',
    '{x} yeniden serbest',
    '{x} permitido de nuevo',
    '{x} مسموح مجددًا',
    '{x} دوباره مجاز',
  ),
  'less-carbohydrate': L(
    'less carbohydrate',
    'daha az karbonhidrat',
    'menos carbohidratos',
    'كربوهيدرات أقل',
    'کربوهیدرات کمتر',
  ),
  'more-carbohydrate': L(
    'more carbohydrate',
    'daha çok karbonhidrat',
    'más carbohidratos',
    'كربوهيدرات أكثر',
    'کربوهیدرات بیشتر',
  ),
  'less-protein': L('less protein', 'daha az protein', 'menos proteína', 'بروتين أقل', 'پروتئین کمتر'),
  'more-protein': L('more protein', 'daha çok protein', 'más proteína', 'بروتين أكثر', 'پروتئین بیشتر'),
  lighterDay: L('lighter meals', 'daha hafif öğünler', 'comidas más ligeras', 'وجبات أخف', 'وعده‌های سبک‌تر'),
  largerDay: L(
    'larger meals',
    'daha doyurucu öğünler',
    'comidas más abundantes',
    'وجبات أكبر',
    'وعده‌های بزرگ‌تر',
  ),
  lighterPart: L('lighter {part}', '{part} daha hafif', '{part} más ligera', '{part} أخف', '{part} سبک‌تر'),
  largerPart: L(
    'larger {part}',
    '{part} daha doyurucu',
    '{part} más abundante',
    '{part} أكبر',
    '{part} بزرگ‌تر',
  ),
  days: L(
    '{n} workout days a week',
    'haftada {n} antrenman günü',
    '{n} días de entrenamiento por semana',
    '{n} أيام تمرين في الأسبوع',
    '{n} روز تمرین در هفته',
  ),
  weekdays: L(
    'workouts on {days}',
    'antrenman günleri: {days}',
    'entrenamientos: {days}',
    'أيام التمرين: {days}',
    'روزهای تمرین: {days}',
  ),
  spare: L(
    'nothing that loads your {part}',
    '{part} yüklenmiyor',
    'nada que cargue {part}',
    'لا شيء يجهد {part}',
    'بدون فشار روی {part}',
  ),
  sessions: L(
    'sessions of at most {n} minutes',
    'en çok {n} dakikalık antrenmanlar',
    'sesiones de {n} minutos como máximo',
    'جلسات لا تتجاوز {n} دقيقة',
    'جلسه‌های حداکثر {n} دقیقه',
  ),
  calmer: L(
    'calmer practices',
    'daha sakin uygulamalar',
    'prácticas más tranquilas',
    'تمارين أهدأ',
    'تمرین‌های آرام‌تر',
  ),
  shorterPractices: L(
    'shorter practices',
    'daha kısa uygulamalar',
    'prácticas más cortas',
    'تمارين أقصر',
    'تمرین‌های کوتاه‌تر',
  ),
  longerPractices: L(
    'longer practices',
    'daha uzun uygulamalar',
    'prácticas más largas',
    'تمارين أطول',
    'تمرین‌های طولانی‌تر',
  ),
};

const NOT_UNDERSTOOD = L(
  'Sorry, I did not understand that. Try, for example: “{example}”.',
  'Üzgünüm, bunu anlayamadım. Örneğin şunu deneyin: “{example}”.',
  'Lo siento, no lo entendí. Prueba, por ejemplo: «{example}».',
  'عذرًا، لم أفهم ذلك. جرّب مثلًا: «{example}».',
  'ببخشید، متوجه نشدم. برای نمونه بنویسید: «{example}».',
);

const EXAMPLES: Record<PlanKind, Localized> = {
  meals: L(
    'no fish, and lighter dinners',
    'balık yok, akşamlar daha hafif',
    'sin pescado y cenas más ligeras',
    'بدون سمك، وعشاء أخف',
    'بدون ماهی، و شام سبک‌تر',
  ),
  exercises: L(
    'only three days a week',
    'haftada sadece üç gün',
    'solo tres días a la semana',
    'ثلاثة أيام فقط في الأسبوع',
    'فقط سه روز در هفته',
  ),
  meditations: L(
    'calmer and shorter meditations',
    'daha sakin ve kısa meditasyonlar',
    'meditaciones más tranquilas y cortas',
    'تأملات أهدأ وأقصر',
    'مدیتیشن‌های آرام‌تر و کوتاه‌تر',
  ),
};

/**
 * What the plan looks like now, for the phrases that depend on the result. `kept` are the intents
 * the plan could not follow (a safety rule won); `notes` say why, and what was saved, most
 * important first.
 */
export type Outcome = {
  workoutDays?: number;
  /** The week's training days after the comment. */
  weekdays?: readonly Weekday[];
  sessionMinutes?: number;
  kept?: ReadonlySet<CommentIntent>;
  notes?: readonly string[];
};

/** What an intent changed, for "Updated: …"; null where a note tells it instead (an allergy saved). */
function phraseOf(intent: CommentIntent, locale: LocaleCode, outcome: Outcome): string | null {
  switch (intent.kind) {
    case 'allergy':
    case 'price':
    case 'meal-time':
    case 'condition':
      return null;
    case 'allow-food':
      return fill(PHRASES.allow, locale, { x: foodLabel(intent.target, locale) });
    case 'nutrient':
      return PHRASES[`${intent.change}-${intent.nutrient}`][locale];
    case 'exclude-food':
      return fill(PHRASES.exclude, locale, { x: foodLabel(intent.target, locale) });
    case 'prefer-food':
      return fill(PHRASES.prefer, locale, { x: foodLabel(intent.target, locale) });
    case 'meal-size':
      if (!intent.part) return (intent.change === 'lighter' ? PHRASES.lighterDay : PHRASES.largerDay)[locale];
      return fill(intent.change === 'lighter' ? PHRASES.lighterPart : PHRASES.largerPart, locale, {
        part: dayPartName(intent.part, locale).toLocaleLowerCase(locale),
      });
    case 'workout-days':
      return fill(PHRASES.days, locale, { n: outcome.workoutDays ?? intent.count ?? '' });
    case 'workout-weekdays':
      return fill(PHRASES.weekdays, locale, {
        days: joinList(
          (outcome.weekdays ?? intent.days).map((day) => weekdayName(day, locale)),
          locale,
        ),
      });
    case 'avoid-body-part':
      return fill(PHRASES.spare, locale, {
        part: bodyPartLabel(intent.part, locale).toLocaleLowerCase(locale),
      });
    case 'session-length':
      if (outcome.sessionMinutes === undefined) {
        return (intent.change === 'shorter' ? PHRASES.shorterPractices : PHRASES.longerPractices)[locale];
      }
      return fill(PHRASES.sessions, locale, { n: outcome.sessionMinutes });
    case 'meditation':
      if (intent.change === 'calmer') return PHRASES.calmer[locale];
      return (intent.change === 'shorter' ? PHRASES.shorterPractices : PHRASES.longerPractices)[locale];
  }
}

/**
 * The planner reply to the last comment: what it changed and, first among the rest, what a safety
 * rule kept and what was saved, in at most 16 words (spec 000 section 5); sentences and phrases that
 * would pass the limit are left out. If nothing in it applies to this plan, it says so and gives an
 * example.
 */
export function replyTo(
  intents: readonly CommentIntent[],
  plan: PlanKind,
  locale: LocaleCode,
  outcome: Outcome = {},
): string {
  const relevant = intents.filter((i) => isRelevant(i, plan));
  const conditions = intents.flatMap((i) =>
    i.kind === 'condition' ? [CONDITION_LABELS[i.condition][locale]] : [],
  );
  const notes = [
    ...(conditions.length > 0 ? [fill(SAVED_CONDITIONS, locale, { x: joinList(conditions, locale) })] : []),
    ...(outcome.notes ?? []),
  ];
  if (relevant.length === 0 && notes.length === 0) {
    return fill(NOT_UNDERSTOOD, locale, { example: EXAMPLES[plan][locale] });
  }
  const phrases = [
    ...new Set(
      relevant.filter((i) => !outcome.kept?.has(i)).flatMap((i) => phraseOf(i, locale, outcome) ?? []),
    ),
  ];
  const fits = (sentences: readonly string[]) => wordCount(sentences.join(' ')) <= MAX_REPLY_WORDS;
  const updated = (n: number) =>
    fill(PHRASES.updated, locale, { changes: joinList(phrases.slice(0, n), locale) });
  let head = phrases.length > 0 ? updated(1) : null;
  const tail: string[] = [];
  for (const note of notes) if (fits([head ?? '', ...tail, note])) tail.push(note);
  for (let n = 2; head !== null && n <= phrases.length; n++) {
    if (!fits([updated(n), ...tail])) break;
    head = updated(n);
  }
  return [...(head === null ? [] : [head]), ...tail].join(' ');
}

const SUMMARIES = {
  meals: L(
    'Your plan: {kcal} kcal a day over {parts} day parts.',
    'Planınız: {parts} öğün zamanında günde {kcal} kcal.',
    'Tu plan: {kcal} kcal al día en {parts} momentos.',
    'خطتك: {kcal} سعرة يوميًا على {parts} فترات.',
    'برنامه شما: روزانه {kcal} کیلوکالری در {parts} وعده.',
  ),
  exercises: L(
    '{days} workout days a week, up to {minutes} minutes each.',
    'Haftada {days} antrenman günü, her biri en çok {minutes} dakika.',
    '{days} días de entrenamiento por semana, de hasta {minutes} minutos.',
    '{days} أيام تمرين أسبوعيًا، حتى {minutes} دقيقة لكل منها.',
    '{days} روز تمرین در هفته، هر کدام تا {minutes} دقیقه.',
  ),
  meditations: L(
    '{sessions} practices a day, chosen for your sleep and stress.',
    'Uykunuz ve stresiniz için seçilmiş günde {sessions} uygulama.',
    '{sessions} prácticas al día, elegidas para tu sueño y estrés.',
    '{sessions} تمارين يوميًا، مختارة لنومك وتوترك.',
    'روزانه {sessions} تمرین، انتخاب‌شده برای خواب و استرس شما.',
  ),
};

export function summaryOf(
  plan: PlanKind,
  locale: LocaleCode,
  vars: { kcal?: number; parts?: number; days?: number; minutes?: number; sessions?: number },
) {
  return fill(SUMMARIES[plan], locale, {
    ...vars,
    kcal: vars.kcal === undefined ? '' : formatNumber(vars.kcal),
  });
}
