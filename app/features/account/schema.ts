import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '~/auth/password-strength';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

// Messages are i18n keys of the 'auth' namespace; the form translates them.
const name = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(NAME_MAX_LENGTH, 'errors.too_long');

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
