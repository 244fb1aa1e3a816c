import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { formatDay } from '~/i18n/dates';
import { formatNumber, getLocale, isLocaleCode } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import { Dialog, DialogClose } from '~/ui/dialog';
import type { OwnBloodTest } from '../blood-tests.server';
import type { Flag } from '../markers';
import { MARKERS } from '../markers';
import { formatRange } from '../format';
import { editBloodTestHref } from '../paths';

const flagStyle: Record<Flag, string> = {
  low: 'bg-amber-100 text-amber-900',
  normal: 'bg-green-50 text-green-800',
  high: 'bg-red-100 text-red-900',
};
/** The flag is said in words and with an arrow, never by colour alone. */
const flagMark: Record<Flag, string> = { low: '↓', normal: '✓', high: '↑' };

export function FlagBadge({ flag }: { flag: Flag }) {
  const { t } = useTranslation();
  return (
    <span
      data-flag={flag}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${flagStyle[flag]}`}
    >
      <span aria-hidden="true">{flagMark[flag]}</span>
      {t(`blood-tests:flag.${flag}`)}
    </span>
  );
}

export function BloodTestCard({ test }: { test: OwnBloodTest }) {
  const { t, i18n } = useTranslation();
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('testId') === String(test.id);
  const headingId = `blood-test-${test.id}-heading`;
  const outOfRange = test.results.filter((result) => result.flag !== 'normal').length;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {test.title}
          </h2>
          <p className="text-sm text-gray-600">
            <time dateTime={test.takenOn}>
              {t('blood-tests:taken_on', { date: formatDay(test.takenOn, locale.iso) })}
            </time>
            {test.lab ? ` · ${t('blood-tests:lab_name', { lab: test.lab })}` : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium" data-testid="out-of-range-count">
            {outOfRange > 0
              ? t('blood-tests:out_of_range', { count: outOfRange })
              : t('blood-tests:all_in_range')}
          </span>
          <Link to={editBloodTestHref(test.id)} className={buttonClass('secondary')}>
            {t('blood-tests:edit')}
            <span className="sr-only"> {test.title}</span>
          </Link>
          <Dialog
            trigger={
              <button type="button" className={buttonClass('ghost')} disabled={deleting}>
                {t('blood-tests:delete')}
                <span className="sr-only"> {test.title}</span>
              </button>
            }
            title={t('blood-tests:delete_title')}
            description={t('blood-tests:delete_description', { title: test.title })}
          >
            <Form method="post" className="flex justify-end gap-2">
              <input type="hidden" name="testId" value={test.id} />
              <DialogClose className={buttonClass('secondary')}>{t('common:actions.cancel')}</DialogClose>
              <button type="submit" className={buttonClass('danger')}>
                {t('blood-tests:delete_confirm')}
              </button>
            </Form>
          </Dialog>
        </div>
      </header>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('blood-tests:results_caption', { title: test.title })}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-600">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('blood-tests:columns.marker')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('blood-tests:columns.value')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('blood-tests:columns.range')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('blood-tests:columns.flag')}
              </th>
            </tr>
          </thead>
          <tbody>
            {test.results.map((result) => {
              const marker = MARKERS[result.markerId];
              return (
                <tr key={result.markerId} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="py-2 pe-3 text-start font-medium">
                    {t(`blood-tests:markers.${result.markerId}`)}
                  </th>
                  <td className="py-2 pe-3">
                    <bdi dir="ltr">
                      {formatNumber(result.value)} {result.unit}
                    </bdi>
                  </td>
                  <td className="py-2 pe-3 text-gray-700">
                    {formatRange(t, marker, result.unit, result.range, result.rangeFrom === 'lab')}
                    {result.rangeFrom === 'lab' ? ` (${t('blood-tests:range.from_lab')})` : null}
                  </td>
                  <td className="py-2">
                    <FlagBadge flag={result.flag} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {test.notes ? <p className="mt-3 text-sm whitespace-pre-line text-gray-700">{test.notes}</p> : null}
    </article>
  );
}
