/**
 * The 33 BlazePose landmarks (MediaPipe Pose), in one coordinate space where x and y have the same
 * scale (the page multiplies normalised x by the frame's width/height ratio), y pointing down.
 */
export type Landmark = { x: number; y: number; z?: number; visibility?: number };

export const LANDMARK_COUNT = 33;

export const LANDMARK = {
  nose: 0,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
  leftHeel: 29,
  rightHeel: 30,
  leftFootIndex: 31,
  rightFootIndex: 32,
} as const;

/** The joints of one side of the body; the check uses the side the camera sees better. */
export type Side = {
  shoulder: number;
  elbow: number;
  wrist: number;
  hip: number;
  knee: number;
  ankle: number;
  heel: number;
  toe: number;
};

export const LEFT: Side = {
  shoulder: LANDMARK.leftShoulder,
  elbow: LANDMARK.leftElbow,
  wrist: LANDMARK.leftWrist,
  hip: LANDMARK.leftHip,
  knee: LANDMARK.leftKnee,
  ankle: LANDMARK.leftAnkle,
  heel: LANDMARK.leftHeel,
  toe: LANDMARK.leftFootIndex,
};

export const RIGHT: Side = {
  shoulder: LANDMARK.rightShoulder,
  elbow: LANDMARK.rightElbow,
  wrist: LANDMARK.rightWrist,
  hip: LANDMARK.rightHip,
  knee: LANDMARK.rightKnee,
  ankle: LANDMARK.rightAnkle,
  heel: LANDMARK.rightHeel,
  toe: LANDMARK.rightFootIndex,
};

/** The skeleton drawn over the video: pairs of landmarks joined by a line (BlazePose's topology). */
export const SKELETON: ReadonlyArray<readonly [number, number]> = [
  [11, 12],
  [11, 13],
  [13, 15],
  [12, 14],
  [14, 16],
  [11, 23],
  [12, 24],
  [23, 24],
  [23, 25],
  [25, 27],
  [27, 29],
  [29, 31],
  [27, 31],
  [24, 26],
  [26, 28],
  [28, 30],
  [30, 32],
  [28, 32],
  [0, 11],
  [0, 12],
];

/** Below this the model is guessing where a joint is (it is hidden or out of the frame). */
export const MIN_VISIBILITY = 0.5;

export function visible(landmarks: readonly Landmark[], indices: readonly number[]): boolean {
  return indices.every((index) => (landmarks[index]?.visibility ?? 0) >= MIN_VISIBILITY);
}

/** How well the camera sees a side: the mean visibility of the given joints. */
export function sideVisibility(landmarks: readonly Landmark[], indices: readonly number[]): number {
  return indices.reduce((sum, index) => sum + (landmarks[index]?.visibility ?? 0), 0) / indices.length;
}

/** The angle at b, in degrees (0 to 180), between the segments b→a and b→c. */
export function jointAngle(a: Landmark, b: Landmark, c: Landmark): number {
  const abx = a.x - b.x;
  const aby = a.y - b.y;
  const cbx = c.x - b.x;
  const cby = c.y - b.y;
  const lengths = Math.hypot(abx, aby) * Math.hypot(cbx, cby);
  if (lengths === 0) return 180;
  const cosine = Math.min(1, Math.max(-1, (abx * cbx + aby * cby) / lengths));
  return (Math.acos(cosine) * 180) / Math.PI;
}

/** Normalised landmarks (0..1 of width and of height) to a space where both axes share one scale. */
export function toSquareSpace(landmarks: readonly Landmark[], width: number, height: number): Landmark[] {
  const ratio = height > 0 ? width / height : 1;
  return landmarks.map((point) => ({ ...point, x: point.x * ratio }));
}
