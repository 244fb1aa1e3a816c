import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { formatNumber } from '~/i18n/locales';
import { buttonClass } from '~/ui/button';
import type { WorkoutToday } from '../player.server';
import type { MarkResult } from '../route.server';
import { playerReducer, startState, stepsOf, type PlayItem } from '../workout-steps';

/** Records one finished exercise in the tracker as soon as it is finished, and says whether it was. */
function FinishedExercise({ item, date }: { item: PlayItem; date: string }) {
  const { t } = useTranslation('activity');
  const fetcher = useFetcher<MarkResult>({ key: `workout-${date}-${item.slot}` });
  const sent = useRef(false);
  const { submit } = fetcher;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void submit(
      { intent: 'plan', type: 'physical', date, slot: String(item.slot), name: item.name, done: 'true' },
      { method: 'post', action: '/exercise-do' },
    );
  }, [submit, date, item.slot, item.name]);
  const state = fetcher.state !== 'idle' || !fetcher.data ? 'saving' : fetcher.data.ok ? 'saved' : 'failed';
  return (
    <li data-testid="finished-exercise" data-state={state} className="flex justify-between gap-2 py-1">
      <span>{item.name}</span>
      <span className={state === 'failed' ? 'text-red-800' : 'text-gray-700'}>{t(`player.${state}`)}</span>
    </li>
  );
}

/** Today's exercises one step at a time: each set, the rest after it, countdowns for timed work. */
export function WorkoutPlayer({ workout }: { workout: WorkoutToday }) {
  const { t } = useTranslation('activity');
  const steps = useMemo(() => stepsOf(workout.items), [workout.items]);
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof startState>, action: Parameters<typeof playerReducer>[2]) =>
      playerReducer(steps, current, action),
    steps,
    startState,
  );
  const timed = state.remaining !== null;
  useEffect(() => {
    if (!timed || state.paused || state.done) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [timed, state.paused, state.done, state.step]);

  const step = steps[state.step];
  const item = step ? workout.items[step.item] : undefined;
  const finished = state.finished.map((index) => workout.items[index]!);
  const kcal = finished.reduce((sum, done) => sum + (done.kcal ?? 0), 0);

  return (
    <div className="flex flex-col gap-6">
      {state.done ? (
        <section
          aria-labelledby="finished-heading"
          data-testid="player-finished"
          className="rounded-2xl bg-white p-6 shadow-sm"
        >
          <h2 id="finished-heading" className="text-2xl font-bold">
            {t('player.finished_title')}
          </h2>
          <p className="mt-2">{t('player.finished_lead')}</p>
          <p data-testid="burned" className="mt-2 text-lg font-semibold">
            {workout.weightKnown
              ? t('player.burned', { kcal: formatNumber(Math.round(kcal)) })
              : t('player.burned_unknown')}
          </p>
          <Link to="/activity/exercise-tracker" className={buttonClass('primary', 'mt-4')}>
            {t('player.to_tracker')}
          </Link>
        </section>
      ) : step && item ? (
        <section
          aria-labelledby="step-heading"
          data-testid="player-step"
          className="rounded-2xl bg-white p-6 shadow-sm"
        >
          <p className="text-sm text-gray-700">
            {t('player.exercise_of', { n: step.item + 1, total: workout.items.length })}
          </p>
          <h2 id="step-heading" className="text-2xl font-bold">
            {step.kind === 'rest' ? t('player.rest') : item.name}
          </h2>
          {step.kind === 'work' ? (
            <>
              <p className="mt-2">{item.description}</p>
              <p data-testid="set" className="mt-3 font-semibold">
                {t('player.set_of', { n: step.set + 1, total: step.sets })} ·{' '}
                {step.seconds === null
                  ? t('player.reps', { count: step.count })
                  : t('player.seconds', { seconds: step.seconds })}
              </p>
            </>
          ) : (
            <p className="mt-2">
              {t('player.rest_next', { name: item.name, n: step.set + 2, total: step.sets })}
            </p>
          )}
          {state.remaining !== null ? (
            <p role="timer" data-testid="countdown" className="mt-4 text-5xl font-bold tabular-nums">
              {t('player.left', { seconds: formatNumber(state.remaining) })}
            </p>
          ) : null}
          {state.paused ? <p className="mt-2 font-semibold text-amber-900">{t('player.paused')}</p> : null}
          <div className="mt-6 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={state.step === 0}
              onClick={() => dispatch({ type: 'previous' })}
            >
              {t('player.previous')}
            </button>
            {timed ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => dispatch({ type: 'pause' })}
              >
                {state.paused ? t('player.resume') : t('player.pause')}
              </button>
            ) : null}
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => dispatch({ type: 'next' })}
            >
              {step.kind === 'work' && step.seconds === null ? t('player.set_done') : t('player.next')}
            </button>
          </div>
        </section>
      ) : null}

      {finished.length > 0 ? (
        <section aria-labelledby="recorded-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="recorded-heading" className="text-lg font-semibold">
            {t('player.recorded')}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {finished.map((done) => (
              <FinishedExercise key={done.slot} item={done} date={workout.date} />
            ))}
          </ul>
        </section>
      ) : null}

      {workout.doneSlots.length > 0 && !state.done ? (
        <p className="text-sm text-gray-700">
          {t('player.already_done', { count: workout.doneSlots.length })}
        </p>
      ) : null}
    </div>
  );
}
