import { useEffect, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { buttonClass } from './button';
import { Pagination } from './pagination';
import { toast } from './toaster';

/** A page of a searched list as a loader gives it; ok false when the list could not be read. */
export type PagedList = { ok: false } | { ok: true; total: number; pageCount: number };

type Props<T> = {
  /** The loader's list as it came (a new one per load, so a failed reload toasts again). */
  list: PagedList;
  items: readonly T[];
  page: number;
  hrefFor: (page: number) => string;
  keyOf: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Translated: how many were found (already formatted), none found, back to page 1, not read. */
  strings: { found: string; nothingFound: string; firstPage: string; loadFailed: string };
};

/**
 * The results part of the admin's searched lists: how many were found, the cards, a way back to
 * page 1 from a page past the end, the pages, and a retry (with a toast) when the list failed.
 */
export function PagedResults<T>({ list, items, page, hrefFor, keyOf, renderItem, strings }: Props<T>) {
  const { loadFailed } = strings;
  useEffect(() => {
    if (!list.ok) toast.error(loadFailed);
  }, [list, loadFailed]);

  if (!list.ok) return <LoadFailed message={loadFailed} />;
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {strings.found}
      </p>
      {items.length ? (
        <ol className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ol>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">{strings.nothingFound}</p>
          {page > 1 ? (
            <Link to={hrefFor(1)} className="text-brand-700 underline">
              {strings.firstPage}
            </Link>
          ) : null}
        </div>
      )}
      {list.pageCount > 1 && page <= list.pageCount ? (
        <Pagination current={page} total={list.pageCount} hrefFor={hrefFor} />
      ) : null}
    </>
  );
}

function LoadFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl bg-white p-8 text-center shadow-sm"
    >
      <p className="text-slate-700">{message}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('common:actions.try_again')}
      </button>
    </div>
  );
}
