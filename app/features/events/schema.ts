import { z } from 'zod';
import { lineOfText } from '~/features/account/schema';
import { dateField, timeField } from '~/http/fields';

export const EVENT_TITLE_MAX_LENGTH = 200;
/** Events listed per page of /home (the spec's page size). */
export const EVENTS_PAGE_SIZE = 15;

export const eventSchema = z.object({
  title: lineOfText(
    z
      .string({ error: 'common:errors.required' })
      .trim()
      .min(1, 'common:errors.required')
      .max(EVENT_TITLE_MAX_LENGTH, 'events:errors.title_too_long'),
    'common:errors.required',
  ),
  date: dateField('events'),
  time: timeField('events'),
});

export type EventInput = z.output<typeof eventSchema>;
