import type { Pose, Results } from '@mediapipe/pose';
import { version } from '@mediapipe/pose/package.json';

/** Where server.ts serves the package's files: our own origin, under the installed version. */
export const POSE_FILES_PATH = `/models/pose/${version}/`;

let scriptLoaded: Promise<void> | undefined;

/** pose.js is a browser script that defines `window.Pose`; bundlers mangle it, so it is loaded as is. */
function loadPoseScript(): Promise<void> {
  scriptLoaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${POSE_FILES_PATH}pose.js`;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scriptLoaded = undefined;
      script.remove();
      reject(new Error('The pose model script did not load'));
    });
    document.head.append(script);
  });
  return scriptLoaded;
}

/** The pose model, ready for frames: the lite model, which keeps up with a camera on a phone. */
export async function createPose(onResults: (results: Results) => void): Promise<Pose> {
  await loadPoseScript();
  const PoseModel = (window as unknown as { Pose?: typeof Pose }).Pose;
  if (!PoseModel) throw new Error('The pose model script defined no model');
  const pose = new PoseModel({ locateFile: (file) => `${POSE_FILES_PATH}${file}` });
  pose.setOptions({
    modelComplexity: 0,
    smoothLandmarks: true,
    enableSegmentation: false,
    minDetectionConfidence: 0.5,
    minTrackingConfidence: 0.5,
  });
  pose.onResults(onResults);
  await pose.initialize();
  return pose;
}
