import { useTranslation } from 'react-i18next';
import type { TestResultsView } from '../types';
import { MetagenomeChart } from './metagenome-chart';
import { VariantList } from './variant-list';

/** A test's results: the lab's summary and the variants, or the levels as a chart. */
export function TestResults({ results }: { results: TestResultsView }) {
  const { t } = useTranslation('lab-tests');
  if (results.type === 'genome') {
    return (
      <div className="flex flex-col gap-4">
        {results.description ? (
          <p className="whitespace-pre-line">
            <bdi>{results.description}</bdi>
          </p>
        ) : null}
        {results.variants.length ? (
          <VariantList variants={results.variants} />
        ) : (
          <p className="text-gray-700">{t('results.no_variants')}</p>
        )}
      </div>
    );
  }
  return results.levels.length ? (
    <MetagenomeChart levels={results.levels} />
  ) : (
    <p className="text-gray-700">{t('results.no_levels')}</p>
  );
}
