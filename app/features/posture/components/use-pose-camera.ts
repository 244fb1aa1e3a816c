import type { Pose, Results } from '@mediapipe/pose';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, type CameraProblem } from '../camera-errors';
import { initialPostureState, stepPosture, type PostureState } from '../counter';
import type { PostureExercise } from '../exercises';
import { toSquareSpace } from '../landmarks';
import { drawSkeleton } from './draw-skeleton';

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's own date and time when the set ended: the tracker's "today" is theirs. */
function localNow(now: Date): { date: string; time: string } {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/** A finished set: when it ended and how long it took. */
export type FinishedSet = { date: string; time: string; seconds: number };

/** The longest pause between two frames given to the model. */
const MAX_PAUSE_MS = 1000;

export type CameraStatus = 'idle' | 'asking' | 'loading' | 'running';
export type Problem = CameraProblem | 'model_failed';

type Elements = {
  video: HTMLVideoElement | null;
  canvas: HTMLCanvasElement | null;
  view: HTMLElement | null;
};

/**
 * The camera and the pose model of the posture check. Frames go from the video to the model in the
 * browser and nowhere else; the count lives in a ref and reaches React only when what is shown changes.
 */
export function usePoseCamera(exercise: PostureExercise, elements: () => Elements) {
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [posture, setPosture] = useState<PostureState>(() => initialPostureState(exercise));
  const [finished, setFinished] = useState<FinishedSet | null>(null);
  const startedAtRef = useRef<number | null>(null);
  const postureRef = useRef(posture);
  const poseRef = useRef<Pose | null>(null);
  const poseLoadRef = useRef<Promise<Pose> | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const runningRef = useRef(false);
  const framesRef = useRef(0);
  // Each start is one attempt; Stop and leaving the page end it, so a late answer of the camera
  // or the model does not bring a stopped set back to life.
  const attemptRef = useRef(0);

  const onResults = useCallback(
    (results: Results) => {
      const { video, canvas, view } = elements();
      if (!runningRef.current || !video) return;
      const landmarks = results.poseLandmarks ?? null;
      if (canvas) drawSkeleton(canvas, landmarks);
      framesRef.current += 1;
      // A counter read by the browser tests; frames are counted, never kept.
      if (view) view.dataset.processedFrames = String(framesRef.current);
      const before = postureRef.current;
      const after = stepPosture(
        before,
        landmarks && toSquareSpace(landmarks, video.videoWidth, video.videoHeight),
      );
      postureRef.current = after;
      if (after.reps !== before.reps || after.person !== before.person || after.warning !== before.warning)
        setPosture(after);
    },
    [elements],
  );

  const releaseCamera = useCallback(() => {
    runningRef.current = false;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    const { video, canvas } = elements();
    if (video) video.srcObject = null;
    if (canvas) drawSkeleton(canvas, null);
  }, [elements]);

  const loop = useCallback(async () => {
    const { video } = elements();
    try {
      while (runningRef.current && video && poseRef.current) {
        const began = performance.now();
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA)
          await poseRef.current.send({ image: video });
        // The model runs on the page's thread: leaving the page as long as the model took keeps the
        // Stop button answering on a slow device (half the frames, still plenty to count with).
        const spent = performance.now() - began;
        await new Promise((resolve) => setTimeout(resolve, Math.min(spent, MAX_PAUSE_MS)));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    } catch {
      releaseCamera();
      setProblem('model_failed');
      setStatus('idle');
    }
  }, [elements, releaseCamera]);

  const start = useCallback(async () => {
    const attempt = ++attemptRef.current;
    const cancelled = () => attempt !== attemptRef.current;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    setStatus('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
    } catch (error) {
      if (cancelled()) return;
      setProblem(cameraProblemOf(error));
      setStatus('idle');
      return;
    }
    if (cancelled()) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    runningRef.current = true;
    const { video, canvas, view } = elements();
    if (!video || !canvas) return releaseCamera();
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    if (cancelled()) return;
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    framesRef.current = 0;
    if (view) view.dataset.processedFrames = '0';
    postureRef.current = initialPostureState(exercise);
    setPosture(postureRef.current);
    startedAtRef.current = Date.now();
    setFinished(null);
    setStatus('loading');
    try {
      // One model for the page, loaded once even if Start is pressed again while it loads.
      poseLoadRef.current ??= import('../pose-runtime.client').then(({ createPose }) =>
        createPose((results) => onResults(results)),
      );
      const pose = await poseLoadRef.current;
      // A new set: the model forgets the person it tracked in the last one.
      if (poseRef.current) pose.reset();
      poseRef.current = pose;
    } catch {
      poseLoadRef.current = null;
      if (cancelled()) return;
      releaseCamera();
      setProblem('model_failed');
      setStatus('idle');
      return;
    }
    if (cancelled()) return;
    setStatus('running');
    void loop();
  }, [elements, exercise, loop, onResults, releaseCamera]);

  const stop = useCallback(() => {
    attemptRef.current += 1;
    releaseCamera();
    setStatus('idle');
    const startedAt = startedAtRef.current;
    startedAtRef.current = null;
    if (startedAt !== null) {
      const now = new Date();
      setFinished({ ...localNow(now), seconds: Math.round((now.getTime() - startedAt) / 1000) });
    }
  }, [releaseCamera]);

  // Leaving the page releases the camera and the model's memory.
  useEffect(
    () => () => {
      attemptRef.current += 1;
      releaseCamera();
      void poseLoadRef.current?.then((pose) => pose.close()).catch(() => undefined);
      poseLoadRef.current = null;
      poseRef.current = null;
    },
    [releaseCamera],
  );

  /** After a save the next set starts from zero. */
  const resetCount = useCallback(() => {
    postureRef.current = initialPostureState(exercise);
    setPosture(postureRef.current);
    setFinished(null);
  }, [exercise]);

  return { status, problem, posture, finished, start, stop, resetCount };
}
