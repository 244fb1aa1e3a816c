import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, directoryHref, expertProfileSchema, SPECIALTY_MAX_LENGTH } from './schema';

const valid = { specialty: ' Dietitian ', photo: 'dna' };

function firstError(input: Record<string, unknown>): string | undefined {
  const parsed = expertProfileSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('the expert profile form', () => {
  it('trims, lower-cases the e-mail and fills the optional fields', () => {
    expect(expertProfileSchema.parse({ ...valid, contactEmail: ' Selin@Clinic.Example ' })).toEqual({
      specialty: 'Dietitian',
      location: '',
      bio: '',
      contactEmail: 'selin@clinic.example',
      languages: [],
      photo: 'dna',
    });
  });

  it.each([
    [{ ...valid, specialty: '   ' }, 'experts:errors.specialty_required'],
    [{ ...valid, specialty: 'x'.repeat(SPECIALTY_MAX_LENGTH + 1) }, 'experts:errors.too_long'],
    [{ ...valid, specialty: 'Diet\u0000itian' }, 'common:errors.invalid_characters'],
    [{ ...valid, bio: 'x'.repeat(BIO_MAX_LENGTH + 1) }, 'experts:errors.too_long'],
    [{ ...valid, bio: 'bell\u0007' }, 'common:errors.invalid_characters'],
    [{ ...valid, contactEmail: 'not-an-email' }, 'experts:errors.invalid_email'],
    [{ ...valid, languages: ['tr', 'xx'] }, 'experts:errors.language_unknown'],
    [{ ...valid, languages: ['tr', 'tr'] }, 'experts:errors.language_unknown'],
    [{ ...valid, photo: 'skull' }, 'experts:errors.photo_unknown'],
    [{ ...valid, photo: undefined }, 'experts:errors.photo_unknown'],
  ])('refuses %o', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('keeps line breaks in the bio', () => {
    expect(expertProfileSchema.parse({ ...valid, bio: 'Line one\nLine two' }).bio).toBe('Line one\nLine two');
  });
});

describe('the directory address', () => {
  it('is /experts without a search and /experts/search with one', () => {
    expect(directoryHref(1, { name: '', specialty: '', language: '' })).toBe('/experts');
    expect(directoryHref(2, { name: '', specialty: '', language: '' })).toBe('/experts?page=2');
    expect(directoryHref(1, { name: ' Selin ', specialty: '', language: 'tr' })).toBe(
      '/experts/search?name=Selin&language=tr',
    );
    expect(directoryHref(3, { name: '', specialty: 'diet & sport', language: '' })).toBe(
      '/experts/search?specialty=diet+%26+sport&page=3',
    );
  });
});

describe('the expert profile form as the browser sends it', () => {
  it('names the missing specialty, which Conform sends as no value at all', () => {
    expect(firstError({ photo: 'dna' })).toBe('experts:errors.specialty_required');
  });
});
