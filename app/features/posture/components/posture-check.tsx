import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '~/ui/button';
import { ErrorList, SubmitButton } from '~/ui/form';
import { POSTURE_EXERCISES, type PostureExercise } from '../exercises';
import { MAX_SESSION_SECONDS, saveResultSchema } from '../schema';
import { usePoseCamera, type FinishedSet } from './use-pose-camera';

type Props = { lastResult?: SubmissionResult<string[]> | undefined; saved?: number | undefined };

export function PostureCheck({ lastResult, saved }: Props) {
  const { t } = useTranslation();
  const [exercise, setExercise] = useState<PostureExercise>('squat');
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const elements = useCallback(
    () => ({ video: videoRef.current, canvas: canvasRef.current, view: viewRef.current }),
    [],
  );
  const camera = usePoseCamera(exercise, elements);
  const { status, problem, posture, finished } = camera;
  const running = status === 'running';
  const busy = status !== 'idle';
  const tipId = useId();

  const { resetCount } = camera;
  useEffect(() => {
    if (saved) resetCount();
  }, [saved, resetCount]);

  return (
    <div className="flex flex-col gap-5">
      <fieldset disabled={busy} className="flex flex-col gap-2" aria-describedby={tipId}>
        <legend className="mb-1 font-semibold">{t('posture:exercise_legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {POSTURE_EXERCISES.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="exercise-choice"
                value={name}
                checked={exercise === name}
                onChange={() => setExercise(name)}
              />
              {t(`posture:exercises.${name}`)}
            </label>
          ))}
        </div>
        <p id={tipId} className="text-sm text-gray-700">
          {t(`posture:tips.${exercise}`)}
        </p>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        {busy ? (
          <Button variant="secondary" onClick={camera.stop}>
            {t('posture:stop')}
          </Button>
        ) : (
          <Button onClick={() => void camera.start()}>{t('posture:start')}</Button>
        )}
      </div>

      {problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t(`posture:problems.${problem}`)}
        </p>
      ) : null}

      <div
        ref={viewRef}
        data-testid="pose-view"
        data-processed-frames="0"
        // The camera picture keeps its own orientation whatever the page's direction.
        dir="ltr"
        className={`relative w-full max-w-2xl overflow-hidden rounded-2xl bg-gray-900 ${busy ? '' : 'hidden'}`}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('posture:video_label')}
          className="block aspect-[4/3] w-full object-contain"
        />
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 h-full w-full"
        />
      </div>

      <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm" aria-live="polite">
        <p data-testid="pose-status" className="font-medium">
          {status === 'asking'
            ? t('posture:status.asking')
            : status === 'loading'
              ? t('posture:status.loading')
              : running
                ? t(`posture:person.${posture.person}`)
                : t('posture:status.idle')}
        </p>
        <p className="flex items-baseline gap-2">
          <span>{t('posture:reps_label', { exercise: t(`posture:exercises.${posture.exercise}`) })}</span>
          <span data-testid="rep-count" className="text-3xl font-bold tabular-nums">
            {posture.reps}
          </span>
        </p>
        {posture.warning ? (
          <p data-testid="form-warning" className="rounded-lg bg-amber-50 p-2 font-medium text-amber-900">
            {t(`posture:warnings.${posture.warning}`)}
          </p>
        ) : null}
      </div>

      <p className="text-sm text-gray-700">{t('posture:privacy')}</p>

      {posture.reps > 0 && finished ? (
        <SaveResult
          exercise={posture.exercise}
          reps={posture.reps}
          finished={finished}
          lastResult={lastResult}
        />
      ) : lastResult?.error ? (
        <ErrorList errors={Object.values(lastResult.error).flatMap((errors) => errors ?? [])} />
      ) : null}
    </div>
  );
}

type SaveProps = {
  exercise: PostureExercise;
  reps: number;
  finished: FinishedSet;
  lastResult: Props['lastResult'];
};

function SaveResult({ exercise, reps, finished, lastResult }: SaveProps) {
  const { t } = useTranslation();
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveResultSchema }),
    shouldValidate: 'onSubmit',
  });
  const errors = Object.values(form.allErrors).flat();
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="exercise" value={exercise} />
      <input type="hidden" name="reps" value={reps} />
      <input type="hidden" name="seconds" value={Math.min(finished.seconds, MAX_SESSION_SECONDS)} />
      <input type="hidden" name="date" value={finished.date} />
      <input type="hidden" name="time" value={finished.time} />
      <SubmitButton className="self-start">{t('posture:save')}</SubmitButton>
      <ErrorList errors={errors} />
    </Form>
  );
}
