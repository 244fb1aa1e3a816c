import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from '~/features/shop/format';
import type { UserRecords } from '../user-records.server';

export type SectionProps = { records: UserRecords };

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

export function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={at}>{formatOrderDate(at, i18n.language)}</time>;
}
