import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '~/auth/password-strength';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const CONTROL_CHARACTER = /\p{Cc}/u;
const VISIBLE_CHARACTER = /[^\s\p{Cc}\p{Cf}]/u;

/**
 * Text typed on one line: a control character (NUL included, which PostgreSQL cannot store) is
 * refused, and text of nothing but invisible characters counts as empty.
 */
export function lineOfText<T extends z.ZodString>(field: T, emptyMessage: string) {
  return field
    .refine((value) => !CONTROL_CHARACTER.test(value), 'common:errors.invalid_characters')
    .refine((value) => value === '' || VISIBLE_CHARACTER.test(value), emptyMessage);
}

// Messages are i18n keys of the 'auth' namespace; the form translates them.
const name = lineOfText(
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(NAME_MAX_LENGTH, 'errors.too_long'),
  'errors.required',
);

export const emailField = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(EMAIL_MAX_LENGTH, 'errors.too_long')
  .pipe(z.email('errors.invalid_email'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'errors.required' })
  .min(1, 'errors.required')
  .max(PASSWORD_MAX_LENGTH, 'errors.too_long');

export const registerSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailField,
  password,
});

export const loginSchema = z.object({ email: emailField, password });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'errors.invalid_link' })
    .min(1, 'errors.invalid_link')
    .max(100, 'errors.invalid_link'),
  password,
});

export const profileNameSchema = z.object({ firstName: name, lastName: name });

/** Deleting the account: the password again, and a box ticked to say the user knows it is final. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'common:errors.required' })
    .min(1, 'common:errors.required')
    .max(PASSWORD_MAX_LENGTH, 'my-data:errors.wrong_password'),
  understood: z.literal('yes', { error: 'my-data:errors.not_understood' }),
});
