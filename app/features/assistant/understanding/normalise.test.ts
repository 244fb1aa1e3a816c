import { describe, expect, it } from 'vitest';
import { normaliseUtterance, tokens, tokensWithOffsets } from './normalise';

describe('normaliseUtterance', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(normaliseUtterance('  Open   THE\tShop \n', 'en')).toBe('open the shop');
  });

  it('folds Turkish dotted and dotless i to one i, whichever way it was typed', () => {
    expect(normaliseUtterance('İLAÇLARIM', 'tr')).toBe('ilaclarim');
    expect(normaliseUtterance('ılaçlarım', 'tr')).toBe('ilaclarim');
    expect(normaliseUtterance('Iğdır', 'tr')).toBe(normaliseUtterance('igdir', 'tr'));
    // Outside Turkish, İ lower-cases to i with a combining dot, which is stripped with the accents.
    expect(normaliseUtterance('İstanbul', 'en')).toBe('istanbul');
  });

  it('makes accents optional', () => {
    expect(normaliseUtterance('Mañana muéstrame la canción', 'es')).toBe('manana muestrame la cancion');
    expect(normaliseUtterance('çşğöü ÇŞĞÖÜ', 'tr')).toBe('csgou csgou');
  });

  it('removes Arabic tashkeel and tatweel', () => {
    expect(normaliseUtterance('شُكْرًا', 'ar')).toBe('شکرا');
    expect(normaliseUtterance('مـــرحبا', 'ar')).toBe('مرحبا');
  });

  it('folds hamza and alef forms, teh marbuta and the kinds of yeh and kaf', () => {
    expect(normaliseUtterance('أ إ آ ٱ', 'ar')).toBe('ا ا ا ا');
    expect(normaliseUtterance('مؤتمر', 'ar')).toBe('موتمر');
    expect(normaliseUtterance('رئيس', 'ar')).toBe('رییس');
    expect(normaliseUtterance('صفحة', 'ar')).toBe('صفحه');
    expect(normaliseUtterance('علي على', 'ar')).toBe('علی علی');
    expect(normaliseUtterance('كتاب', 'fa')).toBe(normaliseUtterance('کتاب', 'fa'));
    expect(normaliseUtterance('خانۀ', 'fa')).toBe('خانه');
  });

  it('turns Arabic-Indic and Persian digits into 0-9', () => {
    expect(normaliseUtterance('٠١٢٣٤٥٦٧٨٩', 'ar')).toBe('0123456789');
    expect(normaliseUtterance('۰۱۲۳۴۵۶۷۸۹', 'fa')).toBe('0123456789');
  });

  it('splits at the zero-width non-joiner and joiner', () => {
    expect(normaliseUtterance('می‌خوام', 'fa')).toBe('می خوام');
    expect(normaliseUtterance('a\u200db', 'fa')).toBe('a b');
  });

  it('turns punctuation, quotes and brackets into spaces and joins apostrophes', () => {
    expect(normaliseUtterance('Stop! Now, please. Ok? Yes; no: "fine" (done) [x] {y} «z»', 'en')).toBe(
      'stop now please ok yes no fine done x y z',
    );
    expect(normaliseUtterance('¿Puedes abrir la tienda?', 'es')).toBe('puedes abrir la tienda');
    expect(normaliseUtterance('بله، باشه؛ چرا؟', 'fa')).toBe('بله باشه چرا');
    expect(normaliseUtterance("That's it, I don’t know", 'en')).toBe('thats it i dont know');
  });

  it('gives an empty string for empty or punctuation-only text', () => {
    expect(normaliseUtterance('', 'en')).toBe('');
    expect(normaliseUtterance(' ?!… ،؟ ', 'ar')).toBe('');
  });
});

describe('tokens', () => {
  it('are the words of the normalised text', () => {
    for (const [text, locale] of [
      ['Take me to the FOOD-tracker, please!', 'en'],
      ['می‌خوام داروهامو ببینم؟', 'fa'],
      ['İlaçlarımı göster', 'tr'],
      ['أريد أن أرى أدويتي', 'ar'],
      ['¡Sí, por favor!', 'es'],
    ] as const) {
      expect(tokens(text, locale).join(' ')).toBe(normaliseUtterance(text, locale));
    }
  });

  it('keep the offsets of the original words', () => {
    const text = 'Add “Dr. Müller’s check-up”';
    const found = tokensWithOffsets(text, 'en');
    expect(found.map((token) => token.text)).toEqual(['add', 'dr', 'mullers', 'check', 'up']);
    expect(found.map((token) => text.slice(token.start, token.end))).toEqual([
      'Add',
      'Dr',
      'Müller’s',
      'check',
      'up',
    ]);
  });
});
