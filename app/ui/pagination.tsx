import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon';
import { paginationWindow } from './pagination-window';

const cell = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm';
const link = `${cell} font-medium text-brand-700 hover:bg-brand-50`;

/** Page links around the current page (spec: up to 11, first and last always, gaps between). */
export function Pagination({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('ui');
  if (total <= 1) return null;
  const page = Math.min(Math.max(current, 1), total);

  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={`${link} gap-1 pe-3`}>
              <Icon name="arrow-left" className="size-4" />
              <span>{t('pagination.previous')}</span>
            </Link>
          </li>
        ) : null}
        {paginationWindow(page, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${cell} text-slate-400`}>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${cell} bg-brand-600 font-semibold text-white`}>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={t('pagination.page', { page: item })} className={link}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {page < total ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={`${link} gap-1 ps-3`}>
              <span>{t('pagination.next')}</span>
              <Icon name="arrow-left" className="size-4 rotate-180" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
