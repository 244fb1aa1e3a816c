import {
  doseState,
  doseTimes,
  MISSED_AFTER_HOURS,
  MISSED_LOOKBACK_DAYS,
  nextDose,
  refillOutlook,
  unitsPerDose,
  weeklyAdherence,
  type DoseMark,
  type DoseState,
  type RefillOutlook,
  type WeekAdherence,
} from './schedule';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Weeks of adherence the medicines page charts. */
export const ADHERENCE_WEEKS = 8;
/** The medicines page lists the doses of the last and the next this many hours. */
export const RECENT_DOSE_HOURS = 24;

/** What the overview needs of a medicine (the stored one has more). */
export type ScheduledMedicine = {
  id: number;
  name: string;
  usageAmount: string;
  usageInterval: number;
  usageStartDate: string;
  usageStartTime: string;
  amount: number | null;
  refillLeadDays: number;
};

export type MarkedDose = DoseMark & { medicineId: number };

export type DoseView = {
  medicineId: number;
  name: string;
  usageAmount: string;
  scheduledAt: string;
  state: DoseState;
  takenAt: string | null;
};

export type MedicineStatus = {
  id: number;
  nextDoseAt: string | null;
  doses: DoseView[];
  refill: (Omit<RefillOutlook, 'runsOutAt'> & { runsOutAt: string }) | null;
};

const scheduleOf = (medicine: ScheduledMedicine) => ({
  startDate: medicine.usageStartDate,
  startTime: medicine.usageStartTime,
  intervalHours: medicine.usageInterval,
});

/** The window of marks the overview reads: the adherence weeks back, a day ahead. */
export function overviewWindow(now: number): { from: number; to: number } {
  return { from: now - (ADHERENCE_WEEKS * 7 + 1) * DAY_MS, to: now + 2 * DAY_MS };
}

function marksByDose(marks: MarkedDose[]): Map<string, MarkedDose> {
  return new Map(marks.map((mark) => [`${mark.medicineId}@${mark.scheduledAt}`, mark]));
}

function dosesOf(
  medicine: ScheduledMedicine,
  marks: Map<string, MarkedDose>,
  timeZone: string,
  from: number,
  to: number,
  now: number,
): DoseView[] {
  return doseTimes(scheduleOf(medicine), timeZone, from, to).map((at) => {
    const mark = marks.get(`${medicine.id}@${at}`);
    return {
      medicineId: medicine.id,
      name: medicine.name,
      usageAmount: medicine.usageAmount,
      scheduledAt: new Date(at).toISOString(),
      state: doseState(at, mark, now),
      takenAt: mark?.takenAt ? new Date(mark.takenAt).toISOString() : null,
    };
  });
}

function refillOf(medicine: ScheduledMedicine, timeZone: string, now: number): MedicineStatus['refill'] {
  const outlook = refillOutlook(
    scheduleOf(medicine),
    timeZone,
    medicine.amount,
    unitsPerDose(medicine.usageAmount),
    medicine.refillLeadDays,
    now,
  );
  return outlook ? { ...outlook, runsOutAt: new Date(outlook.runsOutAt).toISOString() } : null;
}

/** Every medicine's doses due in [from, to) with their states, oldest first. */
export function dosesBetween(
  medicines: ScheduledMedicine[],
  marks: MarkedDose[],
  timeZone: string,
  from: number,
  to: number,
  now: number,
): DoseView[] {
  const byDose = marksByDose(marks);
  return medicines
    .flatMap((medicine) => dosesOf(medicine, byDose, timeZone, from, to, now))
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
}

/** How far ahead the home page looks for doses, and how many it lists. */
export const NEXT_DOSES_HOURS = 24;
export const NEXT_DOSES_SHOWN = 5;

/** The marks nextDoses needs: from the oldest dose still due to the end of its window. */
function nextDosesWindow(now: number): { from: number; to: number } {
  return { from: now - MISSED_AFTER_HOURS * HOUR_MS, to: now + NEXT_DOSES_HOURS * HOUR_MS };
}

/** Doses still to take, due now or within NEXT_DOSES_HOURS, soonest first. */
export function nextDoses(
  medicines: ScheduledMedicine[],
  marks: MarkedDose[],
  timeZone: string,
  now: number,
): DoseView[] {
  const { from, to } = nextDosesWindow(now);
  return dosesBetween(medicines, marks, timeZone, from, to, now)
    .filter((dose) => dose.state === 'due' || dose.state === 'upcoming')
    .slice(0, NEXT_DOSES_SHOWN);
}

/** Missed doses of the last MISSED_LOOKBACK_DAYS that wait to be marked, newest first. */
export function missedDoses(
  medicines: ScheduledMedicine[],
  marks: MarkedDose[],
  timeZone: string,
  now: number,
): DoseView[] {
  const byDose = marksByDose(marks);
  return medicines
    .flatMap((medicine) => dosesOf(medicine, byDose, timeZone, now - MISSED_LOOKBACK_DAYS * DAY_MS, now, now))
    .filter((dose) => dose.state === 'missed')
    .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));
}

/** Medicines whose refill reminder is showing. */
export function refillReminders(medicines: ScheduledMedicine[], timeZone: string, now: number) {
  return medicines.flatMap((medicine) => {
    const refill = refillOf(medicine, timeZone, now);
    return refill?.remind ? [{ medicineId: medicine.id, name: medicine.name, ...refill }] : [];
  });
}

/** How many things wait for the user: missed doses to mark and medicines to refill (the nav badge). */
export function attentionCount(
  medicines: ScheduledMedicine[],
  marks: MarkedDose[],
  timeZone: string,
  now: number,
): number {
  return (
    missedDoses(medicines, marks, timeZone, now).length + refillReminders(medicines, timeZone, now).length
  );
}

/** Everything the medicines page shows about each medicine, and the adherence of all of them per week. */
export function medicineOverview(
  medicines: ScheduledMedicine[],
  marks: MarkedDose[],
  timeZone: string,
  now: number,
): { statuses: MedicineStatus[]; adherence: WeekAdherence[] } {
  const byDose = marksByDose(marks);
  const { from } = overviewWindow(now);
  const statuses = medicines.map((medicine) => {
    const next = nextDose(scheduleOf(medicine), timeZone, now);
    return {
      id: medicine.id,
      nextDoseAt: next === null ? null : new Date(next).toISOString(),
      doses: dosesOf(
        medicine,
        byDose,
        timeZone,
        now - RECENT_DOSE_HOURS * HOUR_MS,
        now + RECENT_DOSE_HOURS * HOUR_MS,
        now,
      ),
      refill: refillOf(medicine, timeZone, now),
    };
  });
  const history = medicines.flatMap((medicine) =>
    doseTimes(scheduleOf(medicine), timeZone, from, now).map((at) => ({
      scheduledAt: at,
      state: doseState(at, byDose.get(`${medicine.id}@${at}`), now),
    })),
  );
  return { statuses, adherence: weeklyAdherence(history, timeZone).slice(-ADHERENCE_WEEKS) };
}
