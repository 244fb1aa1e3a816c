import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
      <Icon name="bag" className="size-10 text-brand-600" />
      <p className="text-gray-700">{t('shop:cart.empty')}</p>
      <Link to="/shop" className={buttonClass('primary')}>
        {t('shop:cart.browse')}
      </Link>
    </div>
  );
}
