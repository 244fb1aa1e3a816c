import type { ScheduleDay } from '~/db/schema/plans';
import type { Meditation } from '~/features/exercise-library/types';
import type { Library } from './library';
import { readMindAnswers, WEEK, type MindAnswers } from './profile';
import { jitter, seedOf } from './seed';
import { fill, L, minutesText, weekdayName, type Localized } from './text';
import type { CommentIntent, PlannerInput } from './types';

/** Adults need 7 hours or more (AASM / Sleep Research Society consensus, 2015). */
export const SHORT_SLEEP_HOURS = 7;
export const LONG_SLEEP_HOURS = 9;

export type Slot = 'morning' | 'midday' | 'evening';
const SLOT_TIME: Record<Slot, string> = { morning: '07:30', midday: '13:00', evening: '21:30' };

export type MeditationWishes = { calmer: boolean; length: 'shorter' | 'longer' | null };

export function meditationWishesOf(comments: readonly CommentIntent[][]): MeditationWishes {
  const wishes: MeditationWishes = { calmer: false, length: null };
  for (const intent of comments.flat()) {
    if (intent.kind === 'meditation') {
      if (intent.change === 'calmer') wishes.calmer = true;
      else wishes.length = intent.change;
    } else if (intent.kind === 'session-length') wishes.length = intent.change;
  }
  return wishes;
}

/** Sessions a day: one for low stress, two for moderate, three for high (and one more for peace). */
export function slotsOf(mind: MindAnswers): Slot[] {
  const count = Math.min(3, { Low: 1, Moderate: 2, High: 3 }[mind.stress] + (mind.peace ? 1 : 0));
  const shortSleep = mind.sleepHours < SHORT_SLEEP_HOURS;
  if (count === 1) return [shortSleep ? 'evening' : 'morning'];
  if (count === 2) return ['morning', 'evening'];
  return ['morning', 'midday', 'evening'];
}

/** Longest practice in minutes by wish: shorter keeps to 10, otherwise up to 20 (30 when longer). */
const MAX_MINUTES = { shorter: 10, usual: 20, longer: 30 } as const;

const REASONS = {
  sleep: L(
    'Helps you fall asleep; you sleep about {hours} hours',
    'Uykuya dalmanıza yardım eder; yaklaşık {hours} saat uyuyorsunuz',
    'Te ayuda a dormirte; duermes unas {hours} horas',
    'يساعدك على النوم؛ تنام نحو {hours} ساعات',
    'به خوابیدن کمک می‌کند؛ حدود {hours} ساعت می‌خوابید',
  ),
  stress: L(
    'Eases stress; you said your stress is {level}',
    'Stresi azaltır; stres düzeyinizi {level} dediniz',
    'Alivia el estrés; dijiste que tu estrés es {level}',
    'يخفف التوتر؛ قلت إن توترك {level}',
    'استرس را کم می‌کند؛ گفتید استرس شما {level} است',
  ),
  morning: L(
    'A steady, focused start to the day',
    'Güne dengeli ve odaklı bir başlangıç',
    'Un comienzo del día sereno y centrado',
    'بداية هادئة ومركزة لليوم',
    'شروعی آرام و متمرکز برای روز',
  ),
  energy: L(
    'Energising after long nights of sleep',
    'Uzun uykulardan sonra enerji verir',
    'Da energía tras noches de sueño largo',
    'ينشطك بعد ليالي النوم الطويلة',
    'پس از خواب‌های طولانی انرژی می‌دهد',
  ),
  calm: L(
    'Calm, as you asked',
    'İstediğiniz gibi sakin',
    'Tranquila, como pediste',
    'هادئ كما طلبت',
    'آرام، همان‌طور که خواستید',
  ),
};

const STRESS_LABEL: Record<MindAnswers['stress'], Localized> = {
  Low: L('low', 'düşük', 'bajo', 'منخفض', 'کم'),
  Moderate: L('moderate', 'orta', 'moderado', 'متوسط', 'متوسط'),
  High: L('high', 'yüksek', 'alto', 'مرتفع', 'زیاد'),
};

export type MeditationContext = { mind: MindAnswers; wishes: MeditationWishes; slots: Slot[]; seed: number };

export function meditationContextOf(
  input: PlannerInput,
  comments: readonly CommentIntent[][],
): MeditationContext {
  const mind = readMindAnswers(input.answers);
  return {
    mind,
    wishes: meditationWishesOf(comments),
    slots: slotsOf(mind),
    seed: seedOf(input.answers, ...input.comments),
  };
}

function fits(m: Meditation, slot: Slot, context: MeditationContext): boolean {
  const limit = MAX_MINUTES[context.wishes.length ?? 'usual'];
  if (m.minutes > limit) return false;
  if (context.wishes.length === 'longer' && m.minutes < 10) return false;
  const calm = context.wishes.calmer || context.mind.stress === 'High';
  if (calm && m.intensity !== 'calm') return false;
  if (slot !== 'morning' && m.intensity === 'energising') return false;
  if (slot === 'morning' && m.kind === 'sleep') return false;
  return true;
}

function scoreOf(m: Meditation, slot: Slot, context: MeditationContext, key: string): number {
  const { mind } = context;
  let s = jitter(context.seed, `${key}:${m.id}`);
  if (slot === 'evening' && mind.sleepHours < SHORT_SLEEP_HOURS && m.goodFor.includes('sleep')) s += 3;
  if (mind.stress !== 'Low' && m.goodFor.includes('stress')) s += mind.stress === 'High' ? 2 : 1;
  if (slot === 'morning' && mind.sleepHours > LONG_SLEEP_HOURS && m.goodFor.includes('energy')) s += 2;
  if (slot === 'morning' && m.goodFor.includes('focus')) s += 0.5;
  if (context.wishes.length === 'shorter') s += (10 - m.minutes) / 10;
  return s;
}

function reasonOf(
  m: Meditation,
  slot: Slot,
  context: MeditationContext,
): { text: Localized; vars: Record<string, string | number> } {
  const { mind } = context;
  if (slot === 'evening' && mind.sleepHours < SHORT_SLEEP_HOURS && m.goodFor.includes('sleep')) {
    return { text: REASONS.sleep, vars: { hours: mind.sleepHours } };
  }
  if (mind.stress !== 'Low' && m.goodFor.includes('stress')) return { text: REASONS.stress, vars: {} };
  if (context.wishes.calmer) return { text: REASONS.calm, vars: {} };
  if (slot === 'morning' && mind.sleepHours > LONG_SLEEP_HOURS && m.goodFor.includes('energy')) {
    return { text: REASONS.energy, vars: {} };
  }
  return { text: REASONS.morning, vars: {} };
}

export type MeditationResult = { schedule: ScheduleDay[]; context: MeditationContext };

export function buildMeditation(
  input: PlannerInput,
  comments: readonly CommentIntent[][],
  library: Library,
): MeditationResult {
  const context = meditationContextOf(input, comments);
  const { locale } = input;
  const previous = new Map<Slot, string>();
  const schedule = WEEK.map((day): ScheduleDay => {
    const today = new Set<string>();
    const exercises = context.slots.flatMap((slot) => {
      let pool = library.meditations.filter((m) => fits(m, slot, context));
      // A wish the library cannot meet for this slot falls back to the calmest shortest practices.
      if (pool.length === 0) pool = library.meditations.filter((m) => m.intensity === 'calm');
      const ranked = [...pool].sort(
        (a, b) =>
          scoreOf(b, slot, context, `${day}:${slot}`) - scoreOf(a, slot, context, `${day}:${slot}`) ||
          a.id.localeCompare(b.id),
      );
      const pick =
        ranked.find((m) => m.id !== previous.get(slot) && !today.has(m.id)) ??
        ranked.find((m) => !today.has(m.id)) ??
        ranked[0];
      if (!pick) return [];
      previous.set(slot, pick.id);
      today.add(pick.id);
      const reason = reasonOf(pick, slot, context);
      return [
        {
          id: pick.id,
          name: pick.name[locale],
          description: pick.instructions[locale],
          time: SLOT_TIME[slot],
          duration: minutesText(pick.minutes, locale),
          reason: fill(reason.text, locale, {
            ...reason.vars,
            level: STRESS_LABEL[context.mind.stress][locale],
          }),
        },
      ];
    });
    return { name: weekdayName(day, locale), exercises };
  });
  return { schedule, context };
}
