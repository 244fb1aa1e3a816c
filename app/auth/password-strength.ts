export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type WeakPasswordReason =
  | 'too_short'
  | 'too_long'
  | 'needs_lowercase'
  | 'needs_uppercase'
  | 'needs_number'
  | 'too_common'
  | 'contains_email';

const common = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'admin123',
  'welcome1',
  'letmein1',
  'abc12345',
  'football1',
  'sunshine1',
]);

/** The spec's weak_password error carries a list of reasons; an empty list means strong enough. */
export function weakPasswordReasons(password: string, email = ''): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push('too_long');
  if (!/\p{Ll}/u.test(password)) reasons.push('needs_lowercase');
  if (!/\p{Lu}/u.test(password)) reasons.push('needs_uppercase');
  if (!/\p{Nd}/u.test(password)) reasons.push('needs_number');
  if (common.has(password.toLowerCase())) reasons.push('too_common');
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 4 && password.toLowerCase().includes(localPart)) reasons.push('contains_email');
  return reasons;
}
