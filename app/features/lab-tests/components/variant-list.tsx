import { useTranslation } from 'react-i18next';
import { isLocaleCode } from '~/i18n/locales';
import type { InterpretedVariant } from '../types';

/** Candidate variants with what each genotype means, in the reader's language, and its source. */
export function VariantList({ variants }: { variants: InterpretedVariant[] }) {
  const { t, i18n } = useTranslation('lab-tests');
  const language = isLocaleCode(i18n.language) ? i18n.language : 'en';
  return (
    <ul className="flex flex-col gap-3">
      {variants.map((variant, index) => (
        <li key={`${index}-${variant.raw}`} className="rounded-xl bg-slate-50 p-4">
          <p className="flex flex-wrap items-baseline gap-x-3 font-semibold" dir="ltr">
            <span className="text-start">{variant.gene ?? variant.raw}</span>
            {variant.rsid ? <span className="text-sm text-slate-600">{variant.rsid}</span> : null}
            {variant.genotype ? <span className="font-mono text-sm">{variant.genotype}</span> : null}
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {variant.meaning ? variant.meaning[language] : t('results.variant_unknown')}
          </p>
          {variant.source ? (
            <p className="mt-1 text-xs text-slate-600">
              {t('results.source')} <bdi>{variant.source}</bdi>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
