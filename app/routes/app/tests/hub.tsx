import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { listOwnBloodTests } from '~/features/blood-tests/blood-tests.server';
import { TestStatusBadge } from '~/features/lab-tests/components/test-status-badge';
import { formatTestDate } from '~/features/lab-tests/format';
import { healthProfileOf } from '~/features/lab-tests/health-profile.server';
import { listOwnTests } from '~/features/lab-tests/orders.server';
import { ownTestHref, TEST_ORDER_TYPES } from '~/features/lab-tests/schema';
import type { ProfileSource } from '~/features/lab-tests/types';
import { latestPostureResult } from '~/features/posture/save.server';
import { formatDay } from '~/i18n/dates';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { IconName } from '~/ui/icon-names';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/hub';

export const handle: RouteHandle = { titleKey: 'lab-tests:hub.title' };

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const db = getDb();
  const [tests, profile, { tests: bloodTests }, posture] = await Promise.all([
    listOwnTests(db, actor),
    healthProfileOf(db, actor.id),
    listOwnBloodTests(db, actor),
    latestPostureResult(db, actor),
  ]);
  const blood = bloodTests[0];
  const latest = TEST_ORDER_TYPES.map((type) => ({
    type,
    test: tests.find((test) => test.type === type) ?? null,
  }));
  return {
    latest,
    sources: { genome: profile.genetic.source, metagenome: profile.microbiome.source },
    bloodTest: blood
      ? {
          title: blood.title,
          takenOn: blood.takenOn,
          outOfRange: blood.results.filter((result) => result.flag !== 'normal').length,
        }
      : null,
    posture,
  };
}

export default function TestHub({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('lab-tests');
  const { latest, sources, bloodTest, posture } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-8">
      <header>
        <h1 className="mb-2 text-3xl font-bold">{t('hub.title')}</h1>
        <p className="text-gray-700">{t('hub.lead')}</p>
      </header>

      <section aria-labelledby="hub-requests" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="hub-requests" className="text-xl font-semibold">
            {t('hub.requests')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to="/manage-tests" className={buttonClass('secondary')}>
              {t('hub.all_requests')}
            </Link>
            <Link to="/request-new-test" className={buttonClass('primary')}>
              <Icon name="add" className="size-4" />
              {t('manage.request')}
            </Link>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {latest.map(({ type, test }) => (
            <li key={type} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon name={type === 'genome' ? 'dna' : 'chart'} className="size-5 text-brand-700" />
                {t(`type.${type}`)}
              </h3>
              {test ? (
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Link to={ownTestHref(test.id)} className="text-brand-700 underline">
                    {t('card.title', { type: t(`type.${type}`), id: test.id })}
                  </Link>
                  <TestStatusBadge status={test.status} />
                </p>
              ) : (
                <p className="text-sm text-gray-600">{t('hub.none_yet')}</p>
              )}
              <p className="text-sm text-gray-700" data-testid={`source-${type}`}>
                <SourceText source={sources[type]} language={i18n.language} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hub-other" className="flex flex-col gap-3">
        <h2 id="hub-other" className="text-xl font-semibold">
          {t('hub.other_tests')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          <OtherTest
            to="/manage-blood-tests"
            icon="stethoscope"
            title={t('hub.blood_tests')}
            text={t('hub.blood_tests_text')}
            latest={
              bloodTest
                ? t('hub.blood_latest', {
                    title: bloodTest.title,
                    date: formatDay(bloodTest.takenOn, i18n.language),
                    count: bloodTest.outOfRange,
                  })
                : t('hub.blood_none')
            }
          />
          <OtherTest
            to="/pose-test"
            icon="camera"
            title={t('hub.posture')}
            text={t('hub.posture_text')}
            latest={
              posture
                ? t('hub.posture_latest', {
                    reps: posture.reps,
                    exercise: t(`posture:exercises.${posture.exercise}`, { defaultValue: posture.exercise }),
                    date: formatDay(posture.date, i18n.language),
                  })
                : t('hub.posture_none')
            }
          />
        </ul>
      </section>
    </section>
  );
}

function SourceText({ source, language }: { source: ProfileSource; language: string }) {
  const { t } = useTranslation('lab-tests');
  return source.kind === 'sample'
    ? t('hub.plans_use_sample', { sample: source.sampleId })
    : t('hub.plans_use_test', { id: source.orderId, date: formatTestDate(source.finishedAt, language) });
}

function OtherTest({
  to,
  icon,
  title,
  text,
  latest,
}: {
  to: string;
  icon: IconName;
  title: string;
  text: string;
  /** The latest state of this kind of test, in words. */
  latest: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full gap-3 rounded-2xl bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-200"
      >
        <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col gap-1">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-gray-700">{text}</span>
          <span className="text-sm font-medium">{latest}</span>
        </span>
      </Link>
    </li>
  );
}
