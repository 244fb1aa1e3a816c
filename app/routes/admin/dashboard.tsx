import { useTranslation } from 'react-i18next';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { getDashboardFigures } from '~/features/admin/dashboard.server';
import { formatNumber } from '~/i18n/locales';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/dashboard';

export const handle: RouteHandle = { titleKey: 'admin:menu.dashboard', adminPanel: true };

export async function loader({ context }: Route.LoaderArgs) {
  return { figures: await getDashboardFigures(getDb(), requireAdmin(context)) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const entries = Object.entries(loaderData.figures);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{t('menu.dashboard')}</h1>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-600">{t(`dashboard.${key}`)}</dt>
            <dd className="mt-2 text-3xl font-bold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
