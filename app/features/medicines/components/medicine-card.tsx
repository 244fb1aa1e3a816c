import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { ConfirmDelete } from '~/ui/confirm-delete';
import { Icon } from '~/ui/icon';
import { formatDoseTime } from '../format';
import type { OwnMedicine } from '../medicines.server';
import type { MedicineStatus } from '../overview';
import { DoseRow } from './dose-actions';

/** One medicine: what and how much, its next dose, units on hand, a refill reminder and recent doses. */
export function MedicineCard({
  medicine,
  status,
  timeZone,
}: {
  medicine: OwnMedicine;
  status: MedicineStatus;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('medicines');
  const headingId = `medicine-${medicine.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="medicine"
      className="rounded-2xl bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {medicine.name}
          </h2>
          {medicine.name2 ? <p className="text-sm text-gray-700">{medicine.name2}</p> : null}
        </div>
        <div className="flex gap-2">
          <Link
            to={`/manage-medicines/${medicine.id}/edit`}
            aria-label={t('edit_named', { name: medicine.name })}
            className={buttonClass('ghost')}
          >
            {t('edit')}
          </Link>
          <ConfirmDelete
            action={`/manage-medicines/${medicine.id}/delete`}
            label={t('delete_named', { name: medicine.name })}
            title={t('delete_title')}
            description={t('delete_description', { name: medicine.name })}
          />
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {medicine.dosage ? (
          <div>
            <dt className="text-gray-700">{t('fields.dosage')}</dt>
            <dd className="font-medium">{medicine.dosage}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-gray-700">{t('fields.usage_amount')}</dt>
          <dd className="font-medium">
            {t('every_hours', { amount: medicine.usageAmount, hours: formatNumber(medicine.usageInterval) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-700">{t('next_dose')}</dt>
          <dd className="font-medium" data-testid="next-dose">
            {status.nextDoseAt ? formatDoseTime(status.nextDoseAt, i18n.language, timeZone) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-gray-700">{t('fields.amount')}</dt>
          <dd className="font-medium" data-testid="amount-on-hand">
            {medicine.amount === null
              ? t('not_counted')
              : t('units', { value: formatNumber(medicine.amount) })}
          </dd>
        </div>
      </dl>
      {medicine.description ? (
        <p className="mt-3 whitespace-pre-line text-sm text-gray-800">{medicine.description}</p>
      ) : null}
      {status.refill?.remind ? (
        <p
          role="status"
          data-testid="refill-reminder"
          className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Icon name="bell" className="size-4" />
          {t('refill_reminder', {
            date: formatDoseTime(status.refill.runsOutAt, i18n.language, timeZone),
            doses: formatNumber(status.refill.dosesLeft),
          })}
        </p>
      ) : null}
      {status.doses.length ? (
        <>
          <h3 className="mt-4 font-semibold">{t('recent_doses')}</h3>
          <ul className="divide-y divide-gray-100">
            {status.doses.map((dose) => (
              <DoseRow key={dose.scheduledAt} dose={dose} timeZone={timeZone} />
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
