import { GENETIC_SAMPLES, MICROBIOME_SAMPLES } from '~/features/lab-tests/samples';
import { microbiomeLevels } from '~/features/lab-tests/taxonomy';
import type { HealthProfile } from '~/features/lab-tests/types';
import { parseCandidateVariant } from '~/features/lab-tests/variant-parser';
import type { AnswerMap } from '../types';

/** The health profile of one of the app's genetic and microbiome samples. */
export const sampleHealth = (id: 'S1' | 'S3'): HealthProfile => ({
  genetic: {
    source: { kind: 'sample', sampleId: id },
    description: GENETIC_SAMPLES[id].description,
    variants: GENETIC_SAMPLES[id].candidateVariants.map(parseCandidateVariant),
  },
  microbiome: {
    source: { kind: 'sample', sampleId: id },
    levels: microbiomeLevels(MICROBIOME_SAMPLES[id].levels),
  },
});

/** A woman of 31 who wants to lose weight, with no condition: the rules of care add to her. */
export const WOMAN: AnswerMap = {
  age: [31],
  sex: ['Female'],
  pregnancy: ['No'],
  weight: [82, 'kg'],
  height: [165, 'cm'],
  activity_level: ['Lightly active'],
  priorities: ['Lose weight'],
  diabetes: ['No'],
};
