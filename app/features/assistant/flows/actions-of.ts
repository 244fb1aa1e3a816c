import type { AssistantAction } from '../actions';
import type { AssistantReply } from '../reply';

/**
 * The action a reply asks for, when it holds everything the action needs (spec 001 section 5): an
 * event needs title, date and time; a medicine name, amount, interval, start date and time; an edit
 * or a cancel the record's id; a plan comment its plan and words. An unfinished one is the
 * conversation still asking.
 */
export function actionOf(reply: AssistantReply): AssistantAction | null {
  const { add_event: add, edit_event: edit, cancel_event: cancel } = reply;
  if (add?.title && add.date && add.time) {
    return { action: 'add_event', event: { title: add.title, date: add.date, time: add.time } };
  }
  if (edit?.id && (edit.date || edit.time)) {
    const event = {
      title: edit.title ?? undefined,
      date: edit.date ?? undefined,
      time: edit.time ?? undefined,
    };
    return { action: 'edit_event', id: edit.id, event };
  }
  if (cancel?.id) return { action: 'cancel_event', id: cancel.id };
  const medication = reply.add_medication;
  if (
    medication?.name &&
    medication.usage_amount &&
    medication.usage_interval &&
    medication.usage_start_date &&
    medication.usage_start_time
  ) {
    return {
      action: 'add_medication',
      medication: {
        name: medication.name,
        usage_amount: medication.usage_amount,
        usage_interval: medication.usage_interval,
        usage_start_date: medication.usage_start_date,
        usage_start_time: medication.usage_start_time,
        dosage: medication.dosage,
      },
    };
  }
  const changed = reply.edit_medication;
  if (changed?.id) {
    const { id, ...fields } = changed;
    const medicationFields = Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
    if (Object.keys(medicationFields).length > 0)
      return { action: 'edit_medication', id, medication: medicationFields };
  }
  if (reply.cancel_medication?.id) return { action: 'cancel_medication', id: reply.cancel_medication.id };
  if (reply.comment_plan) return { action: 'comment_plan', ...reply.comment_plan };
  return null;
}
