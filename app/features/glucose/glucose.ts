/** The glucose log's rules: units, limits, target range, time in range and GMI (shared by the form and the server). */

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

export type TimeInRange = { below: number; within: number; above: number; count: number };

/**
 * The share of readings below, within and above the target (both ends inclusive). Finger-prick
 * readings are samples, not a continuous trace, so this is the share of readings in range.
 */
export function timeInRange(valuesMgDl: readonly number[], target: TargetRange): TimeInRange | null {
  if (valuesMgDl.length === 0) return null;
  let below = 0;
  let above = 0;
  for (const value of valuesMgDl) {
    if (value < target.low) below++;
    else if (value > target.high) above++;
  }
  const count = valuesMgDl.length;
  return { below: below / count, within: (count - below - above) / count, above: above / count, count };
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
