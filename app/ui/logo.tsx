import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon';

export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold text-brand-700">
      <Icon name="app-logo" className="size-7" />
      <span>{t('common:app.name')}</span>
    </Link>
  );
}
