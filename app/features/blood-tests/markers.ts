/**
 * The blood markers a user can record: their units with exact conversions, and adult reference
 * ranges from published sources (named on each marker). Every range is held in the marker's first
 * unit, the canonical one; a value in another unit is converted before it is compared.
 */

export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

/**
 * Normal values lie from `low` to `high`, both included, unless `highExclusive`: guidelines that say
 * "below 100 mg/dL" mean 99.9 is normal, and that must survive conversion to mmol/L.
 */
export type Range = { low: number | null; high: number | null; highExclusive?: boolean };

export type MarkerUnit = {
  id: string;
  /** Exact both ways; HbA1c's IFCC unit is not a multiple of % but an affine map of it. */
  toCanonical: (value: number) => number;
  fromCanonical: (value: number) => number;
  /** Decimals a value in this unit is shown with. */
  decimals: number;
};

export type Marker = {
  id: MarkerId;
  units: readonly [MarkerUnit, ...MarkerUnit[]];
  /** The adult reference range in the canonical unit, the same for both sexes or per sex. */
  range: Range | Record<Sex, Range>;
  /** Values outside this span (canonical unit) are typing errors, not results. */
  plausible: { min: number; max: number };
  source: string;
};

export const MARKER_IDS = [
  'glucose_fasting',
  'hba1c',
  'total_cholesterol',
  'ldl',
  'hdl',
  'triglycerides',
  'creatinine',
  'vitamin_d',
  'ferritin',
  'tsh',
] as const;
export type MarkerId = (typeof MARKER_IDS)[number];

/** A unit that is the canonical one, or a fixed multiple of it. */
function scaled(id: string, perCanonical: number, decimals: number): MarkerUnit {
  return {
    id,
    toCanonical: (value) => value / perCanonical,
    fromCanonical: (value) => value * perCanonical,
    decimals,
  };
}

// Molar masses behind the factors: glucose 180.16 g/mol (mg/dL ÷ 18.016 = mmol/L), cholesterol
// 386.7 g/mol (÷ 38.67), triolein 885.7 g/mol (÷ 88.57), creatinine 113.12 g/mol (× 88.42 µmol/L),
// 25-hydroxyvitamin D 400.6 g/mol (ng/mL × 2.496 = nmol/L).
const GLUCOSE_MMOL = 1 / 18.016;
const CHOLESTEROL_MMOL = 1 / 38.67;
const TRIGLYCERIDE_MMOL = 1 / 88.57;
const CREATININE_UMOL = 88.42;
const VITAMIN_D_NMOL = 2.496;

/** IFCC HbA1c (mmol/mol) from NGSP (%): the IFCC–NGSP master equation, (% − 2.15) × 10.929. */
export const ifccFromNgsp = (percent: number) => (percent - 2.15) * 10.929;
export const ngspFromIfcc = (mmolPerMol: number) => mmolPerMol / 10.929 + 2.15;

const cholesterolUnits = [scaled('mg/dL', 1, 0), scaled('mmol/L', CHOLESTEROL_MMOL, 2)] as const;

export const MARKERS: Record<MarkerId, Marker> = {
  glucose_fasting: {
    id: 'glucose_fasting',
    units: [scaled('mg/dL', 1, 0), scaled('mmol/L', GLUCOSE_MMOL, 1)],
    range: { low: 70, high: 100, highExclusive: true },
    plausible: { min: 10, max: 1000 },
    source:
      'ADA Standards of Care in Diabetes 2025, section 2 (normal fasting glucose below 100 mg/dL; below 70 is hypoglycaemia, section 6)',
  },
  hba1c: {
    id: 'hba1c',
    units: [
      scaled('%', 1, 1),
      { id: 'mmol/mol', toCanonical: ngspFromIfcc, fromCanonical: ifccFromNgsp, decimals: 0 },
    ],
    range: { low: null, high: 5.7, highExclusive: true },
    plausible: { min: 3, max: 20 },
    source:
      'ADA Standards of Care in Diabetes 2025, section 2 (below 5.7 %; 5.7–6.4 % prediabetes); IFCC–NGSP master equation',
  },
  total_cholesterol: {
    id: 'total_cholesterol',
    units: cholesterolUnits,
    range: { low: null, high: 200, highExclusive: true },
    plausible: { min: 20, max: 1500 },
    source: 'NCEP ATP III (desirable below 200 mg/dL)',
  },
  ldl: {
    id: 'ldl',
    units: cholesterolUnits,
    range: { low: null, high: 100, highExclusive: true },
    plausible: { min: 5, max: 1000 },
    source: 'NCEP ATP III (optimal below 100 mg/dL)',
  },
  hdl: {
    id: 'hdl',
    units: cholesterolUnits,
    range: { female: { low: 50, high: null }, male: { low: 40, high: null } },
    plausible: { min: 5, max: 300 },
    source: 'NCEP ATP III (low below 40 mg/dL in men, below 50 mg/dL in women)',
  },
  triglycerides: {
    id: 'triglycerides',
    units: [scaled('mg/dL', 1, 0), scaled('mmol/L', TRIGLYCERIDE_MMOL, 2)],
    range: { low: null, high: 150, highExclusive: true },
    plausible: { min: 10, max: 10000 },
    source: 'NCEP ATP III (normal below 150 mg/dL)',
  },
  creatinine: {
    id: 'creatinine',
    units: [scaled('mg/dL', 1, 2), scaled('µmol/L', CREATININE_UMOL, 0)],
    range: { female: { low: 0.59, high: 1.04 }, male: { low: 0.74, high: 1.35 } },
    plausible: { min: 0.05, max: 30 },
    source:
      'Mayo Clinic Laboratories adult reference values (serum creatinine); read with eGFR as KDIGO 2024 advises',
  },
  vitamin_d: {
    id: 'vitamin_d',
    units: [scaled('ng/mL', 1, 0), scaled('nmol/L', VITAMIN_D_NMOL, 0)],
    range: { low: 30, high: 100 },
    plausible: { min: 1, max: 400 },
    source: 'Endocrine Society clinical practice guideline 2011, Holick et al. (sufficiency 30–100 ng/mL)',
  },
  ferritin: {
    id: 'ferritin',
    units: [scaled('ng/mL', 1, 0), scaled('µg/L', 1, 0)],
    range: { female: { low: 15, high: 150 }, male: { low: 15, high: 200 } },
    plausible: { min: 0.5, max: 100000 },
    source:
      'WHO guideline on the use of ferritin concentrations, 2020 (deficiency below 15 µg/L; risk of iron overload above 150 in women, 200 in men)',
  },
  tsh: {
    id: 'tsh',
    units: [scaled('mIU/L', 1, 2), scaled('µIU/mL', 1, 2)],
    range: { low: 0.4, high: 4 },
    plausible: { min: 0.001, max: 500 },
    source: 'American Thyroid Association (adult reference range about 0.4–4.0 mIU/L)',
  },
};

export function isMarkerId(value: string): value is MarkerId {
  return (MARKER_IDS as readonly string[]).includes(value);
}

export function unitOf(marker: Marker, unitId: string): MarkerUnit | undefined {
  return marker.units.find((unit) => unit.id === unitId);
}

export function canonicalUnit(marker: Marker): MarkerUnit {
  return marker.units[0];
}

/** A value in one of the marker's units converted to another of its units. */
export function convert(marker: Marker, value: number, from: string, to: string): number {
  const source = unitOf(marker, from);
  const target = unitOf(marker, to);
  if (!source || !target) throw new Error(`No unit ${from} or ${to} for ${marker.id}`);
  return target.fromCanonical(source.toCanonical(value));
}

/**
 * The published range for a sex, in the canonical unit. With the sex unknown, the range covers both
 * sexes' normal values, so only a value abnormal for either is flagged.
 */
export function publishedRange(marker: Marker, sex: Sex | null): Range {
  const { range } = marker;
  if ('low' in range) return range;
  if (sex) return range[sex];
  const lows = SEXES.map((s) => range[s].low);
  const highs = SEXES.map((s) => range[s].high);
  return {
    low: lows.includes(null) ? null : Math.min(...(lows as number[])),
    high: highs.includes(null) ? null : Math.max(...(highs as number[])),
  };
}

export type Flag = 'low' | 'normal' | 'high';

export function flagFor(value: number, range: Range): Flag {
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && (value > range.high || (range.highExclusive && value === range.high))) {
    return 'high';
  }
  return 'normal';
}
