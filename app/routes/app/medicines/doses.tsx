import { data } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { markOwnDose } from '~/features/medicines/medicines.server';
import { doseMarkSchema } from '~/features/medicines/schema';
import { zoneOf } from '~/features/time-zone/time-zone.server';
import { formAction } from '~/http/action.server';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/doses';

export type DoseMarkResult = { ok: boolean };

const ERROR_KEYS = {
  not_found: 'medicines:errors.dose_not_found',
  not_a_dose: 'medicines:errors.dose_not_found',
  too_early: 'medicines:errors.too_early',
  taken_in_future: 'medicines:errors.taken_in_future',
} as const;

function refuse(key: string, status: number) {
  return data<DoseMarkResult>(
    { ok: false },
    { status, headers: { 'Set-Cookie': toastCookie({ type: 'error', key }) } },
  );
}

/** Marks a dose taken or skipped; the medicines page and /notifications post here with a fetcher. */
export const action = formAction(
  { fields: Object.keys(doseMarkSchema.shape) },
  async (form, { context }: Route.ActionArgs) => {
    const parsed = doseMarkSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? ERROR_KEYS.not_found, 400);
    const db = getDb();
    const actor = requireActor(context);
    const { timeZone } = zoneOf(requireUser(context));
    const result = await markOwnDose(db, actor, parsed.data, timeZone, Date.now());
    if (!result.ok) return refuse(ERROR_KEYS[result.error], result.error === 'not_found' ? 404 : 400);
    const key = parsed.data.status === 'taken' ? 'medicines:marked_taken' : 'medicines:marked_skipped';
    return data<DoseMarkResult>(
      { ok: true },
      { headers: { 'Set-Cookie': toastCookie({ type: 'success', key }) } },
    );
  },
  (): DoseMarkResult => ({ ok: false }),
);

export function loader() {
  throw data(null, { status: 404 });
}

export default function Doses() {
  return null;
}
