import { useTranslation } from 'react-i18next';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { DailyChart } from '~/features/admin/components/daily-chart';
import { FigureGrid } from '~/features/admin/components/figure-grid';
import { getDashboardFigures } from '~/features/admin/dashboard.server';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/dashboard';

export const handle: RouteHandle = { titleKey: 'admin:menu.dashboard', adminPanel: true };

export async function loader({ context }: Route.LoaderArgs) {
  return { figures: await getDashboardFigures(getDb(), requireAdmin(context)) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { figures } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('menu.dashboard')}</h1>
      {(['user', 'expert', 'admin'] as const).map((type) => (
        <FigureGrid
          key={type}
          title={t(`dashboard.users_of_type.${type}`)}
          figures={{
            total: Object.values(figures.users[type]).reduce((sum, n) => sum + n, 0),
            ...figures.users[type],
          }}
          labelOf={(key) => (key === 'total' ? t('dashboard.total') : t(`profile_status.${key}`))}
        />
      ))}
      <FigureGrid
        title={t('dashboard.shop_orders_heading')}
        figures={figures.shopOrders}
        labelOf={(status) => t(`shop:status.${status}`)}
      />
      <FigureGrid
        title={t('dashboard.test_requests_heading')}
        figures={figures.testRequests}
        labelOf={(status) => t(`test_status.${status}`)}
      />
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t('dashboard.daily_heading')}</h2>
        <DailyChart daily={figures.daily} />
      </section>
    </div>
  );
}
