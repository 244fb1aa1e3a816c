import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { requireActor, requireUser } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { AdherenceChart } from '~/features/medicines/components/adherence-chart';
import { MedicineCard } from '~/features/medicines/components/medicine-card';
import { PrintList } from '~/features/medicines/components/print-list';
import { TimeZoneForm } from '~/features/medicines/components/time-zone-form';
import { listOwnDoseMarks, listOwnMedicines } from '~/features/medicines/medicines.server';
import { medicineOverview, overviewWindow } from '~/features/medicines/overview';
import { timeZoneSchema } from '~/features/medicines/schema';
import { setOwnTimeZone, zoneOf } from '~/features/time-zone/time-zone.server';
import { conformAction } from '~/http/action.server';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/list';

export const handle: RouteHandle = { titleKey: 'medicines:title' };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const actor = { id: user.id, type: user.type };
  const db = getDb();
  const now = Date.now();
  const { from, to } = overviewWindow(now);
  const zone = zoneOf(user);
  const [medicines, marks] = await Promise.all([
    listOwnMedicines(db, actor),
    listOwnDoseMarks(db, actor, from, to),
  ]);
  const overview = medicineOverview(medicines, marks, zone.timeZone, now);
  return { zone, medicines, overview, name: `${user.firstName} ${user.lastName}` };
}

/** The page's own form: the time zone the doses are scheduled in. */
export const action = conformAction(
  { schema: timeZoneSchema },
  async ({ value, reply }, { context }: Route.ActionArgs) => {
    await setOwnTimeZone(getDb(), requireActor(context), value.timeZone);
    const toast = toastCookie({
      type: 'success',
      key: 'medicines:time_zone.saved',
      values: { zone: value.timeZone },
    });
    return data({ result: reply() }, { headers: { 'Set-Cookie': toast } });
  },
);

export default function Medicines({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('medicines');
  const { zone, medicines, overview, name } = loaderData;
  const statusOf = new Map(overview.statuses.map((status) => [status.id, status]));
  return (
    <>
      <section className="flex flex-col gap-6 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/manage-medicines/add" className={buttonClass('primary')}>
              <Icon name="add" className="size-4" />
              {t('add')}
            </Link>
            {medicines.length ? (
              <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
                <Icon name="pdf" className="size-4" />
                {t('print.button')}
              </button>
            ) : null}
          </div>
        </div>
        <Link to="/integration" className="self-start text-brand-700 underline">
          {t('calendar_link')}
        </Link>
        <TimeZoneForm timeZone={zone.timeZone} chosen={zone.chosen} lastResult={actionData?.result} />
        {medicines.length ? (
          <>
            <ul className="flex flex-col gap-4">
              {medicines.map((medicine) => {
                const status = statusOf.get(medicine.id);
                return status ? (
                  <li key={medicine.id}>
                    <MedicineCard medicine={medicine} status={status} timeZone={zone.timeZone} />
                  </li>
                ) : null;
              })}
            </ul>
            <AdherenceChart weeks={overview.adherence} />
          </>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-gray-700 shadow-sm">{t('empty')}</p>
        )}
      </section>
      <PrintList medicines={medicines} name={name} timeZone={zone.timeZone} />
    </>
  );
}
