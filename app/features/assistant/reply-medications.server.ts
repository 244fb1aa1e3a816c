import { MAX_INTERVAL_HOURS, MIN_INTERVAL_HOURS } from '~/features/medicines/schema';
import { readBack } from './read-back';
import type { AssistantReply, MedicationFields, ReplyInput, Translate } from './reply';
import { lastReply } from './last-reply';
import { namedRecord } from './named-record';
import { intervalHours } from './understanding/interval';
import type { Match } from './understanding/match';
import { isStrength } from './understanding/strength';
import { parseWhen } from './understanding/when/parse';

type OwnMedication = ReplyInput['medications'][number];

const MEDICATION_INTENTS = new Set(['add_medication', 'edit_medication', 'cancel_medication']);

/** The user's medicine a name names (most words in common), or with no name the one last acted on. */
function findMedication(name: string | undefined, input: ReplyInput): OwnMedication | null {
  if (!name) {
    const focus = input.focus;
    return focus?.kind === 'medication' ? (input.medications.find((m) => m.id === focus.id) ?? null) : null;
  }
  return namedRecord(input.medications, (medication) => medication.name, name, input.locale);
}

const inRange = (hours: number) => hours >= MIN_INTERVAL_HOURS && hours <= MAX_INTERVAL_HOURS;

/** `amount` is the answer to "how much each time": kept as said, whatever its unit. */
type Said = { name?: string; dose?: string; amount?: string; interval?: string; when?: string };

/** What a dose said after the name fills: the strength ("500 mg") or the amount taken ("1 tablet"). */
function doseOf(said: Said, locale: ReplyInput['locale']): { dosage?: string; usage_amount?: string } {
  const dose = said.dose?.trim();
  if (said.amount?.trim()) return { usage_amount: said.amount.trim() };
  if (!dose) return {};
  return isStrength(dose, locale) ? { dosage: dose } : { usage_amount: dose };
}

/** A new medicine taking shape over one or more turns: asks for what is missing, else reads it back. */
function addMedication(draft: MedicationFields, said: Said, input: ReplyInput, t: Translate): AssistantReply {
  const when = said.when ? parseWhen(said.when, input.locale, input.today) : null;
  const hours = said.interval ? intervalHours(said.interval, input.locale) : null;
  const dose = doseOf(said, input.locale);
  const medication: MedicationFields = {
    name: draft.name ?? said.name?.trim() ?? null,
    usage_amount: draft.usage_amount ?? dose.usage_amount ?? null,
    usage_interval: hours ?? draft.usage_interval ?? null,
    usage_start_date: when?.date ?? draft.usage_start_date ?? null,
    usage_start_time: when?.time ?? draft.usage_start_time ?? null,
    dosage: draft.dosage ?? dose.dosage ?? null,
  };
  const ask = (key: string, fields = medication): AssistantReply => ({
    message: t(`assistant:ask.${key}`),
    add_medication: fields,
  });
  if (when?.problem === 'no_such_date') return ask('no_such_date', { ...medication, usage_start_date: null });
  if (when?.problem === 'past') return ask('past_date', { ...medication, usage_start_date: null });
  // What was said wrong is said first, before asking for what was not said.
  if (typeof medication.usage_interval === 'number' && !inRange(medication.usage_interval))
    return ask('medication_interval_range', { ...medication, usage_interval: null });
  if (!medication.name) return ask('medication_name');
  if (!medication.usage_amount) return ask('medication_amount');
  if (medication.usage_interval === null || medication.usage_interval === undefined)
    return ask('medication_interval');
  if (!medication.usage_start_date) return ask('medication_start_day');
  if (!medication.usage_start_time) return ask('medication_start_time');
  const fields = {
    name: medication.name,
    usage_amount: medication.usage_amount,
    usage_interval: medication.usage_interval,
    usage_start_date: medication.usage_start_date,
    usage_start_time: medication.usage_start_time,
    dosage: medication.dosage,
  };
  return {
    message: readBack({ action: 'add_medication', medication: fields }, null, input.locale, t),
    add_medication: fields,
  };
}

/** What the answer to the last question fills in: the first field still missing. */
function answerFor(draft: MedicationFields, said: string): Said {
  if (!draft.name) return { name: said };
  if (!draft.usage_amount) return { amount: said };
  if (!draft.usage_interval) return { interval: said };
  return { when: said };
}

function changeMedication(
  medication: OwnMedication,
  said: Said,
  input: ReplyInput,
  t: Translate,
): AssistantReply {
  const when = said.when ? parseWhen(said.when, input.locale, input.today) : null;
  const hours = said.interval ? intervalHours(said.interval, input.locale) : null;
  if (hours !== null && !inRange(hours)) return { message: t('assistant:ask.medication_interval_range') };
  const change = {
    id: medication.id,
    name: medication.name,
    ...doseOf(said, input.locale),
    ...(hours !== null ? { usage_interval: hours } : {}),
    ...(when?.date ? { usage_start_date: when.date } : {}),
    ...(when?.time ? { usage_start_time: when.time } : {}),
  };
  if (Object.keys(change).length === 2)
    return { message: t('assistant:ask.medication_change', { name: medication.name }) };
  return {
    message: readBack(
      { action: 'edit_medication', id: medication.id, medication: change },
      { title: medication.name },
      input.locale,
      t,
    ),
    edit_medication: change,
  };
}

/**
 * The embedded reply about medicines (spec 001: add, edit, cancel a medication), or null when the
 * utterance is not about one and no unfinished one waits for an answer.
 */
export function medicationReply(match: Match | null, input: ReplyInput, t: Translate): AssistantReply | null {
  const notFound = (): AssistantReply => ({ message: t('assistant:act.not_found_medication') });
  if (match && MEDICATION_INTENTS.has(match.intent)) {
    const said: Said = match.slots;
    if (match.intent === 'add_medication') return addMedication({}, said, input, t);
    const medication = findMedication(said.name, input);
    if (!medication) return said.name ? notFound() : { message: t('assistant:ask.which_medication') };
    if (match.intent === 'edit_medication') return changeMedication(medication, said, input, t);
    const message = readBack(
      { action: 'cancel_medication', id: medication.id },
      { title: medication.name },
      input.locale,
      t,
    );
    return { message, cancel_medication: { id: medication.id, name: medication.name } };
  }
  if (match) return null;
  const last = lastReply(input.history)?.add_medication;
  if (
    last &&
    !(last.name && last.usage_amount && last.usage_interval && last.usage_start_date && last.usage_start_time)
  ) {
    return addMedication(last, answerFor(last, input.said), input, t);
  }
  return null;
}
