import { lastReply } from './last-reply';
import { namedRecord } from './named-record';
import { readBack } from './read-back';
import type { AssistantReply, EventFields, ReplyInput, Translate } from './reply';
import type { Match } from './understanding/match';
import { parseWhen } from './understanding/when/parse';

type OwnEvent = ReplyInput['events'][number];

const EVENT_INTENTS = new Set(['add_event', 'edit_event', 'cancel_event']);

/**
 * The user's event a title names: the one sharing most words with it, the soonest upcoming first;
 * with no title ("cancel it"), the one the conversation last acted on.
 */
function findEvent(title: string | undefined, input: ReplyInput): OwnEvent | null {
  if (!title) {
    return input.focus?.kind === 'event'
      ? (input.events.find((event) => event.id === input.focus!.id) ?? null)
      : null;
  }
  return namedRecord(
    input.events,
    (event) => event.title,
    title,
    input.locale,
    (a, b) =>
      Number(a.date < input.today) - Number(b.date < input.today) ||
      `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`),
  );
}

const complete = (
  event: EventFields | null | undefined,
): event is { title: string; date: string; time: string } =>
  Boolean(event?.title && event.date && event.time);

/** A new event taking shape over one or more turns: asks for what is missing, else reads it back. */
function addEvent(draft: EventFields, said: string, input: ReplyInput, t: Translate): AssistantReply {
  const when = said ? parseWhen(said, input.locale, input.today) : { rest: '' };
  const event: EventFields = {
    title: draft.title ?? (when.rest.trim() || null),
    date: when.date ?? draft.date ?? null,
    time: when.time ?? draft.time ?? null,
  };
  if (when.problem === 'no_such_date')
    return { message: t('assistant:ask.no_such_date'), add_event: { ...event, date: null } };
  if (when.problem === 'past')
    return { message: t('assistant:ask.past_date'), add_event: { ...event, date: null } };
  if (!event.title) return { message: t('assistant:ask.event_title'), add_event: event };
  if (!event.date && !event.time) return { message: t('assistant:ask.event_when'), add_event: event };
  if (!event.date) return { message: t('assistant:ask.event_day'), add_event: event };
  if (!event.time) return { message: t('assistant:ask.event_time'), add_event: event };
  const fields = { title: event.title, date: event.date!, time: event.time };
  return {
    message: readBack({ action: 'add_event', event: fields }, null, input.locale, t),
    add_event: fields,
  };
}

/** Moves an event to the day or time said, keeping what was not said. */
function moveEvent(event: OwnEvent, said: string, input: ReplyInput, t: Translate): AssistantReply {
  const when = parseWhen(said, input.locale, input.today);
  const asked = { id: event.id, title: event.title };
  if (when.problem === 'no_such_date') return { message: t('assistant:ask.no_such_date'), edit_event: asked };
  if (when.problem === 'past') return { message: t('assistant:ask.past_date'), edit_event: asked };
  if (!when.date && !when.time) {
    return { message: t('assistant:ask.event_new_when', { title: event.title }), edit_event: asked };
  }
  return editTo(event, { date: when.date ?? null, time: when.time ?? null }, input, t);
}

function cancelEvent(event: OwnEvent, input: ReplyInput, t: Translate): AssistantReply {
  return {
    message: readBack({ action: 'cancel_event', id: event.id }, event, input.locale, t),
    cancel_event: event,
  };
}

/** An edit to the times said, read back; with no time said yet, asks for one. */
function editTo(event: OwnEvent, change: EventFields, input: ReplyInput, t: Translate): AssistantReply {
  if (!change.date && !change.time) return moveEvent(event, '', input, t);
  const moved = {
    id: event.id,
    title: event.title,
    date: change.date ?? event.date,
    time: change.time ?? event.time,
  };
  return {
    message: readBack({ action: 'edit_event', id: event.id, event: moved }, event, input.locale, t),
    edit_event: moved,
  };
}

/**
 * The embedded reply about events (spec 001: add, edit, cancel), or null when the utterance is not
 * about one and no unfinished one waits for it. An edit or a cancel that names no event the user
 * has asks which one, keeping what was said for the answer.
 */
export function eventReply(match: Match | null, input: ReplyInput, t: Translate): AssistantReply | null {
  const notFound = (): AssistantReply => ({ message: t('assistant:act.not_found_event') });
  const which = t('assistant:ask.which_event');
  if (match && EVENT_INTENTS.has(match.intent)) {
    const { title, when } = match.slots;
    if (match.intent === 'add_event') return addEvent({ title: title ?? null }, when ?? '', input, t);
    const event = findEvent(title, input);
    if (match.intent === 'cancel_event') {
      if (event) return cancelEvent(event, input, t);
      return title ? notFound() : { message: which, cancel_event: {} };
    }
    if (event) return moveEvent(event, when ?? '', input, t);
    if (title) return notFound();
    const said = when ? parseWhen(when, input.locale, input.today) : null;
    return { message: which, edit_event: { date: said?.date ?? null, time: said?.time ?? null } };
  }
  if (match) return null;
  // No intent: the answer to a question about an unfinished event.
  const last = lastReply(input.history);
  if (last?.add_event && !complete(last.add_event)) return addEvent(last.add_event, input.said, input, t);
  if (last?.cancel_event && !last.cancel_event.id) {
    const event = findEvent(input.said, input);
    return event ? cancelEvent(event, input, t) : notFound();
  }
  if (last?.edit_event && !last.edit_event.id) {
    const event = findEvent(input.said, input);
    return event ? editTo(event, last.edit_event, input, t) : notFound();
  }
  const moving =
    last?.edit_event?.id && !last.edit_event.date
      ? input.events.find((e) => e.id === last.edit_event!.id)
      : null;
  if (moving) return moveEvent(moving, input.said, input, t);
  return null;
}
