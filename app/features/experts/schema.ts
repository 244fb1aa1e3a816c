import { z } from 'zod';
import { EMAIL_MAX_LENGTH, lineOfText } from '~/features/account/schema';
import type { IconName } from '~/ui/icon-names';
import { SPOKEN_LANGUAGES } from './languages';

/** Directory page size: a grid of cards, three across on a wide screen. */
export const EXPERTS_PAGE_SIZE = 12;
export const SPECIALTY_MAX_LENGTH = 120;
export const LOCATION_MAX_LENGTH = 120;
export const BIO_MAX_LENGTH = 2000;
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The icons of the app's set an expert may pick as their picture: the ones that fit a health profession. */
export const EXPERT_PHOTOS = [
  'stethoscope',
  'person',
  'dna',
  'running',
  'breath',
  'spoon',
  'dish',
  'chart',
  'watch',
  'sunrise',
] as const satisfies readonly IconName[];

export type ExpertPhoto = (typeof EXPERT_PHOTOS)[number];

export function isExpertPhoto(value: unknown): value is ExpertPhoto {
  return EXPERT_PHOTOS.some((photo) => photo === value);
}

// Conform sends an empty field as undefined: a required field names its own message for that.
const line = (max: number, required: boolean) => {
  const base = z
    .string(required ? { error: 'experts:errors.specialty_required' } : undefined)
    .trim()
    .max(max, 'experts:errors.too_long');
  return lineOfText(
    required ? base.min(1, 'experts:errors.specialty_required') : base,
    required ? 'experts:errors.specialty_required' : 'common:errors.invalid_characters',
  );
};

/** The expert's own public profile form; messages are i18n keys. */
export const expertProfileSchema = z.object({
  specialty: line(SPECIALTY_MAX_LENGTH, true),
  location: line(LOCATION_MAX_LENGTH, false).default(''),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_LENGTH, 'experts:errors.too_long')
    .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, '')), 'common:errors.invalid_characters')
    .default(''),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, 'experts:errors.too_long')
    .pipe(z.union([z.literal(''), z.email('experts:errors.invalid_email')]))
    .transform((value) => value.toLowerCase())
    .default(''),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: 'experts:errors.language_unknown' }), {
      error: 'experts:errors.language_unknown',
    })
    .max(SPOKEN_LANGUAGES.length, 'experts:errors.language_unknown')
    .refine((codes) => new Set(codes).size === codes.length, 'experts:errors.language_unknown')
    .default([]),
  photo: z.enum(EXPERT_PHOTOS, { error: 'experts:errors.photo_unknown' }),
});

export type ExpertProfileInput = z.output<typeof expertProfileSchema>;

/**
 * The directory's address: a name (first or last, any part), a specialty (any part) and a
 * language code, each optional, and a page. Anything else is a page that does not exist.
 */
export const directoryQuerySchema = z.object({
  name: z.string().max(SEARCH_TEXT_MAX_LENGTH).default(''),
  specialty: z.string().max(SEARCH_TEXT_MAX_LENGTH).default(''),
  language: z.union([z.literal(''), z.enum(SPOKEN_LANGUAGES)]).default(''),
  page: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().min(1))
    .default(1),
});

export type DirectoryQuery = { name: string; specialty: string; language: string };

/** A search leads to /experts/search; page 1 without any search is the directory itself. */
export function directoryHref(page: number, query: DirectoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'specialty', 'language'] as const) {
    const value = query[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  const searching = Boolean(query.name.trim() || query.specialty.trim() || query.language);
  return `${searching ? '/experts/search' : '/experts'}${search ? `?${search}` : ''}`;
}
