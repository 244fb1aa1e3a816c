import { z } from 'zod';
import { emailField, lineOfText } from '~/features/account/schema';
import { MAX_CART_ITEMS } from './cart';

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 300;
/** E.164: a plus sign, then at most 15 digits; fewer than 8 is no reachable mobile number. */
export const MOBILE_MIN_DIGITS = 8;
export const MOBILE_MAX_DIGITS = 15;
/** Client-made ids that tie a double submission to the one order it made. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Long enough for MAX_CART_ITEMS lines of `{"id":"…","quantity":…}`. */
const ITEMS_JSON_MAX_LENGTH = 10_000;
const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// Messages are i18n keys; the form translates them (common:errors.* are shared with other forms).
export const addressField = lineOfText(
  z
    .string({ error: 'common:errors.required' })
    .trim()
    .min(1, 'common:errors.required')
    .min(ADDRESS_MIN_LENGTH, 'shop:errors.address_too_short')
    .max(ADDRESS_MAX_LENGTH, 'shop:errors.address_too_long'),
  'common:errors.required',
);

/** People type spaces, dashes and brackets; the order keeps +digits only. */
export const mobileField = z
  .string({ error: 'common:errors.required' })
  .trim()
  .min(1, 'common:errors.required')
  .max(40, 'shop:errors.invalid_mobile')
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\+[1-9]\\d{${MOBILE_MIN_DIGITS - 1},${MOBILE_MAX_DIGITS - 1}}$`),
        'shop:errors.invalid_mobile',
      ),
  );

export const paymentSchema = z.object({
  address: addressField,
  mobile: mobileField,
  email: emailField,
});

export type PaymentDetails = z.output<typeof paymentSchema>;

export const submissionKeyField = z
  .string({ error: 'shop:errors.order_invalid' })
  .regex(SUBMISSION_KEY_PATTERN, 'shop:errors.order_invalid');

/** What the browser may say about an item: which dish and how much. Prices come from the catalogue. */
export const orderLineSchema = z.object({
  id: z.string().regex(PRODUCT_ID_PATTERN),
  quantity: z.number(),
});

export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderLinesField = z
  .string({ error: 'shop:errors.cart_empty' })
  .max(ITEMS_JSON_MAX_LENGTH, 'shop:errors.too_many_items')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'shop:errors.order_invalid' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(orderLineSchema, { error: 'shop:errors.order_invalid' })
      .min(1, 'shop:errors.cart_empty')
      .max(MAX_CART_ITEMS, 'shop:errors.too_many_items'),
  );

/** The place-order form of /shop/order-confirmation: payment details, the submission key and the lines. */
export const placeOrderSchema = paymentSchema.extend({
  submissionKey: submissionKeyField,
  items: orderLinesField,
});

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;
