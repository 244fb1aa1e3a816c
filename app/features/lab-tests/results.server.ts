import type { TaxonomicLevels } from '~/db/schema/test-orders';
import { microbiomeLevels } from './taxonomy';
import type { TestResultsView } from './types';
import { parseCandidateVariant } from './variant-parser';

/** Read on the server, so the variant knowledge table stays out of the browser bundle. */
export function resultsOf(test: {
  type: 'genome' | 'metagenome';
  description: string;
  candidateVariants: string[];
  taxonomicLevels: TaxonomicLevels;
}): TestResultsView {
  return test.type === 'genome'
    ? {
        type: 'genome',
        description: test.description,
        variants: test.candidateVariants.map(parseCandidateVariant),
      }
    : { type: 'metagenome', levels: microbiomeLevels(test.taxonomicLevels) };
}
