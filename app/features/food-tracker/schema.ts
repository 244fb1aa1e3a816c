import { z } from 'zod';
import { lineOfText } from '~/features/account/schema';
import { dateField, timeField } from '~/http/fields';
import { addDays } from '~/features/time-zone/zoned-time';
import { readDecimal } from '~/i18n/decimal';

const NS = 'food-tracker';
export const OWN_FOOD_NAME_MAX_LENGTH = 100;
export const FOOD_ID_MAX_LENGTH = 80;
/** Kcal of one serving or 100 g of an own food; pure fat is 900 per 100 g. */
const MAX_OWN_KCAL = 5000;
const MAX_OWN_CARBOHYDRATE = 1000;
const MAX_SERVING_GRAMS = 5000;

/** A positive decimal as typed ("1,5" and Arabic digits too), at most `max`. */
const positiveNumber = (max: number, tooMuch: string) =>
  z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .max(20, `${NS}:errors.not_a_number`)
    .transform((text, ctx) => {
      const value = readDecimal(text);
      if (value === null || value === 'invalid') {
        ctx.addIssue({ code: 'custom', message: `${NS}:errors.not_a_number` });
        return z.NEVER;
      }
      if (!(value > 0)) {
        ctx.addIssue({ code: 'custom', message: `${NS}:errors.not_positive` });
        return z.NEVER;
      }
      if (value > max) {
        ctx.addIssue({ code: 'custom', message: tooMuch });
        return z.NEVER;
      }
      return value;
    });

/** An amount of one entry; the 5 kg cap is checked against the unit's grams by the feature. */
const amountField = positiveNumber(1_000_000, `${NS}:errors.too_much`);

const unitField = z
  .string({ error: 'common:errors.required' })
  .trim()
  .min(1, 'common:errors.required')
  .max(20, `${NS}:errors.unit_not_listed`);

/** A date of the entry: a real one, at most a day after the user's today. */
const eatenOn = (today: string) =>
  dateField(NS).refine((date) => date <= addDays(today, 1), `${NS}:errors.date_future`);

/** Amount, unit, date and time: what an edit changes (spec 000 section 7). */
export const changeSchema = (today: string) =>
  z.object({
    amount: amountField,
    unit: unitField,
    date: eatenOn(today),
    time: timeField(NS),
  });

export const entrySchema = (today: string) =>
  changeSchema(today).extend({
    food: z
      .string({ error: `${NS}:errors.unknown_food` })
      .trim()
      .min(1, `${NS}:errors.unknown_food`)
      .max(FOOD_ID_MAX_LENGTH, `${NS}:errors.unknown_food`),
  });

const index = z
  .string({ error: `${NS}:errors.unknown_food` })
  .regex(/^\d{1,3}$/, `${NS}:errors.unknown_food`)
  .transform(Number);

/** One tap on a food of today's plan: which meal and food, and when. */
export const planEntrySchema = (today: string) =>
  z.object({ meal: index, item: index, date: eatenOn(today), time: timeField(NS) });

export const ownFoodSchema = z
  .object({
    name: lineOfText(
      z
        .string({ error: 'common:errors.required' })
        .trim()
        .min(1, 'common:errors.required')
        .max(OWN_FOOD_NAME_MAX_LENGTH, `${NS}:errors.name_too_long`),
      'common:errors.required',
    ),
    basis: z.enum(['serving', '100g'], { error: `${NS}:errors.basis_not_listed` }),
    kcal: positiveNumber(MAX_OWN_KCAL, `${NS}:errors.too_much`),
    carbohydrate: z
      .string()
      .trim()
      .max(20, `${NS}:errors.not_a_number`)
      .optional()
      .transform((text, ctx) => {
        const value = readDecimal(text);
        if (value === null) return 0;
        if (value === 'invalid') {
          ctx.addIssue({ code: 'custom', message: `${NS}:errors.not_a_number` });
          return z.NEVER;
        }
        if (value < 0 || value > MAX_OWN_CARBOHYDRATE) {
          ctx.addIssue({ code: 'custom', message: `${NS}:errors.carbohydrate_range` });
          return z.NEVER;
        }
        return value;
      }),
    servingGrams: z.string().trim().max(20, `${NS}:errors.not_a_number`).optional(),
  })
  .transform((value, ctx) => {
    if (value.basis === '100g') return { ...value, servingGrams: null };
    const grams = readDecimal(value.servingGrams);
    if (grams === null || grams === 'invalid' || !(grams > 0) || grams > MAX_SERVING_GRAMS) {
      ctx.addIssue({
        code: 'custom',
        path: ['servingGrams'],
        message: grams === null ? 'common:errors.required' : `${NS}:errors.serving_grams`,
      });
      return z.NEVER;
    }
    return { ...value, servingGrams: grams };
  })
  .refine((value) => value.carbohydrate * 4 <= value.kcal * 1.05 + 4, {
    path: ['carbohydrate'],
    message: `${NS}:errors.carbohydrate_over_energy`,
  });

export type ChangeInput = z.output<ReturnType<typeof changeSchema>>;
export type EntryInput = z.output<ReturnType<typeof entrySchema>>;
export type OwnFoodInput = z.output<typeof ownFoodSchema>;

/** The address of the tracker: a day, a search, a chosen food. */
export const trackerAddressSchema = z.object({
  day: dateField(NS).optional(),
  q: z.string().trim().max(100).optional(),
  food: z.string().trim().max(FOOD_ID_MAX_LENGTH).optional(),
});

export const DIET_TRACKER_PATH = '/diet-tracker';

export function trackerHref(params: { day?: string; q?: string; food?: string }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${DIET_TRACKER_PATH}?${query}` : DIET_TRACKER_PATH;
}
