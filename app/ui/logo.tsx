import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon';

/** `compact`: on phones only the mark shows (the name stays for screen readers), leaving the header room. */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold text-brand-700">
      <Icon name="app-logo" className="size-7" />
      <span className={compact ? 'max-sm:sr-only' : undefined}>{t('common:app.name')}</span>
    </Link>
  );
}
