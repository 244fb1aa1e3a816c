import { useTranslation } from 'react-i18next';

/** Shown while server-rendering and hydrating: the server cannot know what this browser stored. */
export function CartPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="animate-pulse rounded-2xl bg-white p-8 text-gray-500 shadow-sm">
      {t('shop:cart.loading')}
    </div>
  );
}
