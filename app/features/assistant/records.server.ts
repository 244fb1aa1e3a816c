import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { listOwnEventsBetween } from '~/features/events/events.server';
import { listOwnMedicines } from '~/features/medicines/medicines.server';
import type { ReplyInput } from './reply';

/** How far back and ahead the assistant sees events: "cancel my dentist" means a near one. */
const EVENT_DAYS_BACK = 7;
const EVENT_DAYS_AHEAD = 365;
const MAX_RECORDS = 200;

function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The user's own events and medicines as the reply task sees them (spec 001 section 7: the prompts
 * carry them). Read on the server, so a reply can only ever name the user's own records.
 */
export async function ownRecords(
  db: Database,
  actor: Actor,
  today: string,
): Promise<Pick<ReplyInput, 'events' | 'medications'>> {
  const [events, medicines] = await Promise.all([
    listOwnEventsBetween(db, actor, shift(today, -EVENT_DAYS_BACK), shift(today, EVENT_DAYS_AHEAD)),
    listOwnMedicines(db, actor),
  ]);
  return {
    events: events.slice(0, MAX_RECORDS).map(({ id, title, date, time }) => ({ id, title, date, time })),
    medications: medicines.slice(0, MAX_RECORDS).map((medicine) => ({
      id: medicine.id,
      name: medicine.name,
      usage_amount: medicine.usageAmount,
      usage_interval: medicine.usageInterval,
      usage_start_date: medicine.usageStartDate,
      usage_start_time: medicine.usageStartTime,
    })),
  };
}
