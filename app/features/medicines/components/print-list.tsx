import { useTranslation } from 'react-i18next';
import { formatNumber } from '~/i18n/locales';
import type { OwnMedicine } from '../medicines.server';

/** The medicine list as printed for a doctor's visit: only on paper (the page hides it on screen). */
export function PrintList({
  medicines,
  name,
  timeZone,
}: {
  medicines: OwnMedicine[];
  name: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('medicines');
  const printedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(
    new Date(),
  );
  return (
    <div className="hidden print:block">
      <h1 className="text-2xl font-bold">{t('print.title', { name })}</h1>
      <p className="mb-4 text-sm">{t('print.printed_on', { date: printedOn })}</p>
      <table className="w-full border-collapse text-start text-sm">
        <thead>
          <tr>
            {['name', 'dosage', 'usage', 'since', 'notes'].map((column) => (
              <th key={column} scope="col" className="border border-gray-400 p-2 text-start">
                {t(`print.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {medicines.map((medicine) => (
            <tr key={medicine.id}>
              <td className="border border-gray-400 p-2">
                {medicine.name}
                {medicine.name2 ? ` (${medicine.name2})` : ''}
              </td>
              <td className="border border-gray-400 p-2">{medicine.dosage}</td>
              <td className="border border-gray-400 p-2">
                {t('every_hours', {
                  amount: medicine.usageAmount,
                  hours: formatNumber(medicine.usageInterval),
                })}
              </td>
              <td className="border border-gray-400 p-2" dir="ltr">
                {medicine.usageStartDate} {medicine.usageStartTime}
              </td>
              <td className="whitespace-pre-line border border-gray-400 p-2">{medicine.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
