import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toaster';

/**
 * What a page shows when the meal catalogue did not answer: the error toast and a try-again button
 * (spec section 8), never a blank page. `failure` changes with every failed load, so each one toasts.
 */
export function CatalogueUnavailable({ failure }: { failure: object }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(t('shop:errors.catalogue_unavailable'), { id: 'catalogue_unavailable' });
  }, [failure, t]);
  const busy = revalidator.state === 'loading';
  return (
    <div role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <p className="mb-4 text-gray-700">{t('shop:errors.catalogue_unavailable')}</p>
      <Button onClick={() => void revalidator.revalidate()} disabled={busy}>
        {t('common:actions.try_again')}
      </Button>
    </div>
  );
}
