import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { userRecordHref, type HealthRecordKind } from '../admin-users';
import { ChangeDialog } from './change-dialog';
import { Empty, Section, type SectionProps } from './record-parts';

type Row = { id: number; name: string; detail: ReactNode };

/** One kind of a user's health records: each row with its correct link and its remove dialog. */
function HealthRecordList({
  userId,
  kind,
  rows,
  empty,
}: {
  userId: string;
  kind: HealthRecordKind;
  rows: Row[];
  empty: string;
}) {
  const { t } = useTranslation('admin-users');
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span className="font-medium">{row.name}</span>
          <span className="text-slate-700">{row.detail}</span>
          <span className="flex gap-1">
            <Link
              to={userRecordHref(userId, kind, row.id)}
              aria-label={t('records.correct_named', { name: row.name })}
              className={buttonClass('ghost', 'py-1.5')}
            >
              {t('records.correct')}
            </Link>
            <ChangeDialog
              trigger={t('records.remove')}
              triggerLabel={t('records.remove_named', { name: row.name })}
              title={t('records.remove_title', { name: row.name })}
              description={t('records.remove_description')}
              intent="remove"
              userId={userId}
              submitLabel={t('records.remove')}
              destructive
            >
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="recordId" value={row.id} />
            </ChangeDialog>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function EventsSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  const rows = records.health.events.map((event) => ({
    id: event.id,
    name: event.title,
    detail: (
      <span dir="ltr">
        {event.date} {event.time.slice(0, 5)}
      </span>
    ),
  }));
  return (
    <Section id="records-events" title={t('records.events')}>
      <HealthRecordList userId={records.profile.id} kind="event" rows={rows} empty={t('records.no_events')} />
    </Section>
  );
}

export function MedicinesSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  const rows = records.health.medicines.map((medicine) => ({
    id: medicine.id,
    name: medicine.name,
    detail: t('records.medicine_use', { amount: medicine.usageAmount, hours: medicine.usageInterval }),
  }));
  return (
    <Section id="records-medicines" title={t('records.medicines')}>
      <HealthRecordList
        userId={records.profile.id}
        kind="medicine"
        rows={rows}
        empty={t('records.no_medicines')}
      />
    </Section>
  );
}

export function BloodTestsSection({ records }: SectionProps) {
  const { t } = useTranslation('admin-users');
  const rows = records.health.bloodTests.map((test) => ({
    id: test.id,
    name: test.title,
    detail: (
      <>
        <span dir="ltr">{test.takenOn}</span> · {t('records.out_of_range', { count: test.outOfRange })}
      </>
    ),
  }));
  return (
    <Section id="records-blood-tests" title={t('records.blood_tests')}>
      <HealthRecordList
        userId={records.profile.id}
        kind="blood_test"
        rows={rows}
        empty={t('records.no_blood_tests')}
      />
    </Section>
  );
}
