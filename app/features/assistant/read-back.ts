import { formatLongDay } from '~/i18n/dates';
import type { AssistantAction } from './actions';
import type { Translate } from './reply';

/** A day and a clock time as said back: "Thursday, 3 December, 10:30". */
export function spokenWhen(date: string, time: string, locale: string, t: Translate): string {
  return t('assistant:read_back.when', { day: formatLongDay(date, locale, { year: false }), time });
}

/**
 * What the assistant says before it acts, with the weekday named, so a wrong day is heard before
 * anything is saved (spec: read back, then confirm). `before` is the record as it is now.
 */
export function readBack(
  action: AssistantAction,
  before: { title: string; date?: string; time?: string } | null,
  locale: string,
  t: Translate,
): string {
  switch (action.action) {
    case 'add_event':
      return t('assistant:read_back.add_event', {
        title: action.event.title,
        when: spokenWhen(action.event.date, action.event.time, locale, t),
      });
    case 'edit_event': {
      const date = action.event.date ?? before?.date ?? '';
      const time = action.event.time ?? before?.time ?? '';
      return t('assistant:read_back.edit_event', {
        title: action.event.title ?? before?.title ?? '',
        when: spokenWhen(date, time, locale, t),
      });
    }
    case 'cancel_event':
      return t('assistant:read_back.cancel_event', {
        title: before?.title ?? '',
        when: before?.date && before.time ? spokenWhen(before.date, before.time, locale, t) : '',
      });
    case 'add_medication':
      return t('assistant:read_back.add_medication', {
        name: [action.medication.name, action.medication.dosage].filter(Boolean).join(' '),
        amount: action.medication.usage_amount,
        hours: String(action.medication.usage_interval),
        when: spokenWhen(action.medication.usage_start_date, action.medication.usage_start_time, locale, t),
      });
    case 'edit_medication': {
      const { usage_amount: amount, usage_interval: hours, usage_start_date: date } = action.medication;
      const time = action.medication.usage_start_time;
      const change = [
        action.medication.dosage ?? null,
        amount ?? null,
        hours ? t('assistant:read_back.every_hours', { hours: String(hours) }) : null,
        date || time
          ? t('assistant:read_back.from', {
              when: date ? spokenWhen(date, time ?? '', locale, t) : (time ?? ''),
            })
          : null,
      ].filter(Boolean);
      return t('assistant:read_back.edit_medication', {
        name: action.medication.name ?? before?.title ?? '',
        change: change.join(', '),
      });
    }
    case 'cancel_medication':
      return t('assistant:read_back.cancel_medication', { name: before?.title ?? '' });
    case 'comment_plan':
      return t(`assistant:read_back.comment_${action.plan}`, { comment: action.comment });
  }
}
