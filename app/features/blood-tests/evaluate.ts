import {
  canonicalUnit,
  flagFor,
  isMarkerId,
  MARKERS,
  publishedRange,
  unitOf,
  type Flag,
  type Marker,
  type MarkerId,
  type Range,
  type Sex,
} from './markers';

/** One marker of a stored test, as the user typed it (value, unit and the lab's range in that unit). */
export type EnteredResult = {
  marker: string;
  value: number;
  unit: string;
  lab_low?: number | null;
  lab_high?: number | null;
};

export type EvaluatedResult = {
  markerId: MarkerId;
  value: number;
  unit: string;
  /** The range the value was judged by, in the entered unit. */
  range: Range;
  rangeFrom: 'lab' | 'published';
  flag: Flag;
  /** The value in the marker's canonical unit, for charts across tests entered in different units. */
  canonicalValue: number;
};

function rangeInUnit(marker: Marker, range: Range, unitId: string): Range {
  const unit = unitOf(marker, unitId) ?? canonicalUnit(marker);
  return {
    low: range.low === null ? null : unit.fromCanonical(range.low),
    high: range.high === null ? null : unit.fromCanonical(range.high),
    ...(range.highExclusive ? { highExclusive: true } : {}),
  };
}

/** A lab's own range, when it printed one, wins over the published range. */
export function evaluateResult(result: EnteredResult, sex: Sex | null): EvaluatedResult | null {
  if (!isMarkerId(result.marker)) return null;
  const marker = MARKERS[result.marker];
  const unit = unitOf(marker, result.unit);
  if (!unit) return null;
  const labLow = result.lab_low ?? null;
  const labHigh = result.lab_high ?? null;
  const fromLab = labLow !== null || labHigh !== null;
  const range = fromLab
    ? { low: labLow, high: labHigh }
    : rangeInUnit(marker, publishedRange(marker, sex), unit.id);
  return {
    markerId: marker.id,
    value: result.value,
    unit: unit.id,
    range,
    rangeFrom: fromLab ? 'lab' : 'published',
    flag: flagFor(result.value, range),
    canonicalValue: unit.toCanonical(result.value),
  };
}

/** The questionnaire stores the sex answer as its English option. */
export function sexFromAnswer(values: readonly unknown[] | undefined): Sex | null {
  const answer = typeof values?.[0] === 'string' ? values[0].toLowerCase() : '';
  if (answer === 'female') return 'female';
  if (answer === 'male') return 'male';
  return null;
}
