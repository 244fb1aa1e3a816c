import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { gutNoteOf } from './gut-notes';
import { MICROBIOME_SAMPLES } from './samples';
import { microbiomeLevels } from './taxonomy';

describe('what the insight may say about a gut level', () => {
  it('notes that fibre-rich and fermented foods tend to support a low beneficial genus, not a disease', () => {
    for (const name of ['Bifidobacterium', 'Faecalibacterium', 'Akkermansia']) {
      const note = gutNoteOf({ rank: 'Genus', name, status: 'low' })!;
      expect(note.en).toContain('is common and not a disease');
      expect(note.en).toContain('fibre-rich foods');
      expect(note.en).toContain('fermented foods');
    }
  });

  it('never makes a concern of a high beneficial genus', () => {
    expect(gutNoteOf({ rank: 'Genus', name: 'Bifidobacterium', status: 'high' })?.en).toBe(
      'A high level of this beneficial genus is not a concern.',
    );
  });

  it('says one stool sample outside a range is not a diagnosis, and nothing within the range', () => {
    expect(gutNoteOf({ rank: 'Phylum', name: 'Proteobacteria', status: 'high' })?.en).toContain(
      'one stool sample outside a range is not a diagnosis',
    );
    expect(gutNoteOf({ rank: 'Genus', name: 'Bifidobacterium', status: 'normal' })).toBeNull();
  });

  it('has every note of the samples in all five languages, none naming dysbiosis', () => {
    for (const sample of Object.values(MICROBIOME_SAMPLES)) {
      expect(sample.description).not.toMatch(/dysbiosis/i);
      for (const level of microbiomeLevels(sample.levels)) {
        const note = gutNoteOf(level);
        if (!note) continue;
        for (const { code } of locales)
          expect(note[code].trim().length, `${level.name} ${code}`).toBeGreaterThan(0);
        expect(note.en).not.toMatch(/dysbiosis|disease risk/i);
      }
    }
  });
});
