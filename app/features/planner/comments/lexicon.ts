import type { BodyPart } from '~/features/exercise-library/types';
import type { Weekday } from '../profile';
import type { DayPart, FoodTarget } from '../types';

/**
 * The words and phrases a language uses for what a comment can ask. A term matches a whole word or
 * phrase; a term ending in `*` matches any word that starts with it (for suffixes: "balığı", "زانوهایم").
 * Terms are compared after normalising (case, accents, Arabic and Persian letter forms).
 */
export type Lexicon = {
  /** Words that split a comment into clauses, besides punctuation ("and", "but"). */
  conjunctions: string[];
  /** Saying no: the foods of the clause are excluded. */
  negations: string[];
  /** Word endings that say "without" (Turkish -sız); matched at the end of a word. */
  negativeSuffixes?: string[];
  /**
   * Stating an allergy or intolerance ("allergic"). With a food the allergies question lists, it is
   * saved as that answer; negated ("not allergic to fish") the food is allowed again.
   */
  allergyWords: string[];
  /** Saying a food is fine ("I don't mind fish"): an earlier comment's exclusion of it is lifted. */
  allowances: string[];
  /** Asking for more: the foods of the clause are preferred. */
  preferences: string[];
  /** The first word of each entry is the label a reply uses. */
  foods: { words: string[]; targets: FoodTarget[] }[];
  /** Asking about cost ("cheaper", "too expensive"). */
  priceWords: string[];
  /** The nutrients a comment may ask less or more of ("fewer carbs", "more protein"). */
  nutrients: { carbohydrate: string[]; protein: string[] };
  lighter: string[];
  larger: string[];
  /** Meal words that point at a day part ("dinner" is the evening). */
  dayParts: { part: DayPart; words: string[] }[];
  /** Words that put a clock time on a meal ("dinner at 9", "late lunch"). */
  timeWords: string[];
  dayWords: string[];
  /** The days of the week ("no workouts on Sunday"); longer names are matched first. */
  weekdays: { day: Weekday; words: string[] }[];
  /** Words that make a comment about the workout, so a weekday in it is a training day. */
  workoutWords: string[];
  /** A day named with these is kept free of training ("Monday is my rest day"). */
  restWords: string[];
  fewer: string[];
  more: string[];
  numbers: Record<string, number>;
  bodyParts: { part: BodyPart; words: string[] }[];
  pain: string[];
  shorter: string[];
  longer: string[];
  calmer: string[];
  meditationWords: string[];
};
