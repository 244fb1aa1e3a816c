import { z } from 'zod';

/** Spec 001 section 5: an e-mail needs a subject, a recipient (a valid address) and a body. */
export type EmailDraft = { recipient: string | null; subject: string | null; body: string | null };
export type Email = { recipient: string; subject: string; body: string };

export const EMPTY_EMAIL: EmailDraft = { recipient: null, subject: null, body: null };

const address = z.email();

/** The first e-mail address in what was said or typed ("it's ali@example.com."), or null. */
export function addressIn(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    const candidate = word.replace(/^[<("'«“]+|[>)"'»”.,;:!?،؛]+$/gu, '');
    if (address.safeParse(candidate).success) return candidate;
  }
  return null;
}

/** The draft as a whole e-mail when every part is there and the recipient is an address. */
export function completeEmail(draft: Partial<EmailDraft> | null | undefined): Email | null {
  const recipient = draft?.recipient?.trim() ?? '';
  const subject = draft?.subject?.trim() ?? '';
  const body = draft?.body?.trim() ?? '';
  if (!subject || !body || !address.safeParse(recipient).success) return null;
  return { recipient, subject, body };
}

/** The mail link that opens the user's mail app with the e-mail written (RFC 6068). */
export function mailtoHref({ recipient, subject, body }: Email): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(recipient).replace('%40', '@')}?${query}`;
}
