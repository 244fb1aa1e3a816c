/**
 * The glucose log's rules: units, limits, target range, the five consensus bands, variability and
 * GMI (shared by the form, the page and the server).
 */

export const GLUCOSE_UNITS = ['mg/dL', 'mmol/L'] as const;
export type GlucoseUnit = (typeof GLUCOSE_UNITS)[number];

/** The page shows one local day, or the week ending on it. */
export type GlucoseView = 'day' | 'week';
export const VIEW_DAYS: Record<GlucoseView, number> = { day: 1, week: 7 };

export const GLUCOSE_CONTEXTS = ['fasting', 'before_meal', 'after_meal', 'bedtime', 'other'] as const;
export type GlucoseContext = (typeof GLUCOSE_CONTEXTS)[number];

/** Glucose 180.16 g/mol: mg/dL ÷ 18.016 = mmol/L. */
export const MG_DL_PER_MMOL_L = 18.016;

/** Readings outside this span are meter errors or typing mistakes (the bad-input rule). */
export const GLUCOSE_MIN_MG_DL = 10;
export const GLUCOSE_MAX_MG_DL = 1000;

/** The international consensus on time in range (Battelino et al., Diabetes Care 2019): 70–180 mg/dL. */
export const DEFAULT_TARGET = { low: 70, high: 180 } as const;
export type TargetRange = { low: number; high: number };

/** A target the user may set: inside the plausible span and at least this wide. */
export const TARGET_MIN_WIDTH_MG_DL = 10;

/** GMI needs at least 14 days of data (Bergenstal et al., Diabetes Care 2018); we read back up to 90. */
export const GMI_MIN_DAYS = 14;
export const GMI_WINDOW_DAYS = 90;

export function toMgDl(value: number, unit: GlucoseUnit): number {
  return unit === 'mg/dL' ? value : value * MG_DL_PER_MMOL_L;
}

export function fromMgDl(mgDl: number, unit: GlucoseUnit): number {
  return unit === 'mg/dL' ? mgDl : mgDl / MG_DL_PER_MMOL_L;
}

/** How a value is shown in a unit: whole mg/dL, mmol/L to one decimal. */
export function roundFor(unit: GlucoseUnit, value: number): number {
  return unit === 'mg/dL' ? Math.round(value) : Math.round(value * 10) / 10;
}

export function isPlausibleMgDl(mgDl: number): boolean {
  return Number.isFinite(mgDl) && mgDl >= GLUCOSE_MIN_MG_DL && mgDl <= GLUCOSE_MAX_MG_DL;
}

/** A reading as stored: the value in mg/dL and the unit it was typed in. */
export type EnteredReading = { mgDl: number; unit: GlucoseUnit };

/** How far one shown step goes in a unit: 1 mg/dL, 0.1 mmol/L. */
export const DISPLAY_STEP: Record<GlucoseUnit, number> = { 'mg/dL': 1, 'mmol/L': 0.1 };

/** A stored mg/dL value as the page shows it in a unit (the precision a meter shows and a user types). */
export function shownIn(unit: GlucoseUnit, mgDl: number): number {
  return roundFor(unit, fromMgDl(mgDl, unit));
}

/**
 * The limits of the very low and very high bands, in each unit as the consensus gives them
 * (Battelino et al., "Clinical Targets for Continuous Glucose Monitoring Data Interpretation",
 * Diabetes Care 2019;42:1593–1603, table 2): very low < 54 mg/dL (< 3.0 mmol/L), very high
 * > 250 mg/dL (> 13.9 mmol/L).
 */
export const CONSENSUS_LIMITS: Record<GlucoseUnit, { veryLowBelow: number; veryHighAbove: number }> = {
  'mg/dL': { veryLowBelow: 54, veryHighAbove: 250 },
  'mmol/L': { veryLowBelow: 3.0, veryHighAbove: 13.9 },
};

/** The five bands of the consensus, lowest first; the middle one is the user's own target. */
export const GLUCOSE_BANDS = ['veryLow', 'low', 'within', 'high', 'veryHigh'] as const;
export type GlucoseBand = (typeof GLUCOSE_BANDS)[number];

/**
 * The consensus goals for the share of readings (same source, table 2, for most adults with type 1
 * or type 2 diabetes): in range > 70 %, below 70 mg/dL < 4 % (very low included), below 54 < 1 %,
 * above 180 < 25 % (very high included), above 250 < 5 %. `withOuter` marks a goal that counts the
 * band together with the very low or very high band beyond it.
 */
export type ConsensusGoal = { side: 'over' | 'under'; share: number; withOuter: boolean };
export const CONSENSUS_GOALS: Record<GlucoseBand, ConsensusGoal> = {
  veryLow: { side: 'under', share: 0.01, withOuter: false },
  low: { side: 'under', share: 0.04, withOuter: true },
  within: { side: 'over', share: 0.7, withOuter: false },
  high: { side: 'under', share: 0.25, withOuter: true },
  veryHigh: { side: 'under', share: 0.05, withOuter: false },
};

/**
 * The band of a reading, judged in the unit it was typed in and at the precision that unit is shown
 * in (whole mg/dL, mmol/L to one decimal), the target's ends too: 10.0 mmol/L, stored as 180.16
 * mg/dL, is inside 3.9–10.0 mmol/L and inside 70–180 mg/dL, as the user reads it. Below the target
 * a reading is very low under the consensus limit, low otherwise; above it, very high over the
 * consensus limit, high otherwise.
 */
export function bandOf(reading: EnteredReading, target: TargetRange): GlucoseBand {
  const { unit } = reading;
  const value = shownIn(unit, reading.mgDl);
  const limits = CONSENSUS_LIMITS[unit];
  if (value < shownIn(unit, target.low)) return value < limits.veryLowBelow ? 'veryLow' : 'low';
  if (value > shownIn(unit, target.high)) return value > limits.veryHighAbove ? 'veryHigh' : 'high';
  return 'within';
}

/** Where each band starts and ends (both included) in a unit; a band the target leaves no room for is null. */
export type BandRanges = {
  veryLow: { below: number };
  low: { from: number; to: number } | null;
  within: { from: number; to: number };
  high: { from: number; to: number } | null;
  veryHigh: { above: number };
};

/** The bands' limits as the page shows them in a unit: 54–69, 70–180, 181–250 mg/dL by default. */
export function bandRanges(target: TargetRange, unit: GlucoseUnit): BandRanges {
  const step = DISPLAY_STEP[unit];
  const limits = CONSENSUS_LIMITS[unit];
  const low = shownIn(unit, target.low);
  const high = shownIn(unit, target.high);
  const lowTo = roundFor(unit, low - step);
  const highFrom = roundFor(unit, high + step);
  return {
    veryLow: { below: Math.min(limits.veryLowBelow, low) },
    low: lowTo >= limits.veryLowBelow ? { from: limits.veryLowBelow, to: lowTo } : null,
    within: { from: low, to: high },
    high: highFrom <= limits.veryHighAbove ? { from: highFrom, to: limits.veryHighAbove } : null,
    veryHigh: { above: Math.max(limits.veryHighAbove, high) },
  };
}

export type TimeInRange = Record<GlucoseBand, number> & { count: number };

/**
 * The share of readings in each of the five bands. Finger-prick readings are samples, not a
 * continuous trace, so this is the share of readings, not of hours.
 */
export function timeInRange(readings: readonly EnteredReading[], target: TargetRange): TimeInRange | null {
  if (readings.length === 0) return null;
  const counts: Record<GlucoseBand, number> = { veryLow: 0, low: 0, within: 0, high: 0, veryHigh: 0 };
  for (const reading of readings) counts[bandOf(reading, target)]++;
  const count = readings.length;
  return {
    veryLow: counts.veryLow / count,
    low: counts.low / count,
    within: counts.within / count,
    high: counts.high / count,
    veryHigh: counts.veryHigh / count,
    count,
  };
}

/**
 * Glycaemic variability is stable at a coefficient of variation of 36 % or less (Battelino et al.,
 * Diabetes Care 2019;42:1593–1603; Danne et al., "International Consensus on Use of Continuous
 * Glucose Monitoring", Diabetes Care 2017;40:1631–1640).
 */
export const CV_GOAL_PERCENT = 36;
/** The standard deviation of one reading is undefined (it divides by n − 1). */
export const CV_MIN_READINGS = 2;

export type Variability =
  | { ok: true; mean: number; sd: number; cv: number; count: number }
  | { ok: false; reason: 'too_few_readings'; mean: number | null; count: number };

/**
 * Mean (mg/dL) and coefficient of variation, CV = SD ÷ mean × 100 %, with the sample standard
 * deviation (n − 1). CV has no unit, so it is the same whichever unit the readings were typed in.
 */
export function variabilityOf(valuesMgDl: readonly number[]): Variability {
  const count = valuesMgDl.length;
  const mean = count ? valuesMgDl.reduce((sum, value) => sum + value, 0) / count : null;
  if (mean === null || count < CV_MIN_READINGS) return { ok: false, reason: 'too_few_readings', mean, count };
  const squares = valuesMgDl.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const sd = Math.sqrt(squares / (count - 1));
  return { ok: true, mean, sd, cv: (sd / mean) * 100, count };
}

/** Glucose management indicator, % (Bergenstal et al., Diabetes Care 2018). */
export function gmiPercent(meanMgDl: number): number {
  return 3.31 + 0.02392 * meanMgDl;
}

export type GmiReading = { mgDl: number; day: string };

export type GmiResult =
  | { ok: true; gmi: number; mean: number; readings: number; days: number }
  | { ok: false; reason: 'too_few_days'; readings: number; days: number };

/** GMI from readings with their local day; refused until the readings cover GMI_MIN_DAYS distinct days. */
export function gmiFrom(readings: readonly GmiReading[]): GmiResult {
  const days = new Set(readings.map((reading) => reading.day)).size;
  if (days < GMI_MIN_DAYS) return { ok: false, reason: 'too_few_days', readings: readings.length, days };
  const mean = readings.reduce((sum, reading) => sum + reading.mgDl, 0) / readings.length;
  return { ok: true, gmi: gmiPercent(mean), mean, readings: readings.length, days };
}
