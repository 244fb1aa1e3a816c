import { MARKER_IDS, MARKERS, type MarkerId } from './markers';
import { markerField } from './schema';
import type { BloodTestResult } from '~/db/schema/tracking';
import type { BloodTestDefaults } from './components/blood-test-form';

export const BLOOD_TESTS_PATH = '/manage-blood-tests';
export const editBloodTestHref = (id: number) => `${BLOOD_TESTS_PATH}/${id}/edit`;

/** A test id from the address or a form: digits only, or null (which the routes answer with 404). */
export function parseTestId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The form's starting values: every marker in its canonical unit, or a stored test as entered. */
export function formDefaults(test?: {
  title: string;
  takenOn: string;
  lab: string;
  notes: string;
  results: BloodTestResult[];
}): BloodTestDefaults {
  const values: BloodTestDefaults = {
    title: test?.title ?? '',
    takenOn: test?.takenOn ?? '',
    lab: test?.lab ?? '',
    notes: test?.notes ?? '',
  };
  for (const id of MARKER_IDS) values[markerField(id, 'unit')] = MARKERS[id].units[0].id;
  for (const result of test?.results ?? []) {
    const id = result.marker as MarkerId;
    if (!MARKER_IDS.includes(id)) continue;
    values[markerField(id, 'value')] = String(result.value);
    values[markerField(id, 'unit')] = result.unit;
    if (result.lab_low != null) values[markerField(id, 'low')] = String(result.lab_low);
    if (result.lab_high != null) values[markerField(id, 'high')] = String(result.lab_high);
  }
  return values;
}
