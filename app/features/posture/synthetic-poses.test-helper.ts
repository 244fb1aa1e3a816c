import { LANDMARK, LANDMARK_COUNT, LEFT, RIGHT, type Landmark, type Side } from './landmarks';

/**
 * Side-view skeletons built from joint angles, for the tests: what the model would report for a
 * person filmed from the side, facing +x, y pointing down, in a space where both axes share a scale.
 */
type Point = { x: number; y: number };

const SHIN = 0.22;
const THIGH = 0.22;
const TORSO = 0.3;
const UPPER_ARM = 0.15;
const FOREARM = 0.14;
const FOOT_AHEAD = 0.08;
const HEEL_BEHIND = 0.03;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const scale = (p: Point, k: number): Point => ({ x: p.x * k, y: p.y * k });
/** Rotates a vector by an angle; with y pointing down, a positive angle turns clockwise on screen. */
const rotate = (p: Point, degrees: number): Point => {
  const c = Math.cos(radians(degrees));
  const s = Math.sin(radians(degrees));
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
};
const unit = (a: Point, b: Point): Point => {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
};

type Leg = { hip: Point; knee: Point; ankle: Point; heel: Point; toe: Point };

/** A leg standing on its ankle: the shin leans forward by `shinLean`, the knee bends to `kneeAngle`. */
function legFromAnkle(ankle: Point, kneeAngle: number, shinLean: number): Leg {
  const knee = add(ankle, { x: SHIN * Math.sin(radians(shinLean)), y: -SHIN * Math.cos(radians(shinLean)) });
  // From the knee, the thigh is the shin's direction (knee to ankle) turned by the knee angle, backwards.
  const thigh = rotate(unit(knee, ankle), kneeAngle);
  const hip = add(knee, scale(thigh, THIGH));
  return { hip, knee, ankle, ...feet(ankle) };
}

const feet = (ankle: Point) => ({
  heel: add(ankle, { x: -HEEL_BEHIND, y: 0.02 }),
  toe: add(ankle, { x: FOOT_AHEAD, y: 0.03 }),
});

function emptyPose(visibility: number): Landmark[] {
  return Array.from({ length: LANDMARK_COUNT }, () => ({ x: 0.5, y: 0.5, z: 0, visibility }));
}

function place(pose: Landmark[], index: number, p: Point, visibility = 0.99) {
  pose[index] = { x: p.x, y: p.y, z: 0, visibility };
}

function placeLeg(pose: Landmark[], side: Side, leg: Leg, visibility = 0.99) {
  place(pose, side.hip, leg.hip, visibility);
  place(pose, side.knee, leg.knee, visibility);
  place(pose, side.ankle, leg.ankle, visibility);
  place(pose, side.heel, leg.heel, visibility);
  place(pose, side.toe, leg.toe, visibility);
}

function placeUpperBody(pose: Landmark[], hip: Point, torsoLean: number) {
  const shoulder = add(hip, {
    x: TORSO * Math.sin(radians(torsoLean)),
    y: -TORSO * Math.cos(radians(torsoLean)),
  });
  const elbow = add(shoulder, { x: 0.02, y: UPPER_ARM });
  const wrist = add(elbow, { x: 0.04, y: FOREARM });
  for (const side of [LEFT, RIGHT]) {
    place(pose, side.shoulder, shoulder);
    place(pose, side.elbow, elbow);
    place(pose, side.wrist, wrist);
  }
  place(pose, LANDMARK.nose, add(shoulder, { x: 0.04, y: -0.1 }));
}

/**
 * A squat seen from the side at a knee angle; `shinLean` (degrees from vertical) moves the knees
 * forward over the toes: about 25 at the bottom of a good squat, 45 or more with knees past the toes.
 */
export function squatPose(kneeAngle: number, shinLean = 25 * ((180 - kneeAngle) / 90)): Landmark[] {
  const pose = emptyPose(0.2);
  const leg = legFromAnkle({ x: 0.5, y: 0.85 }, kneeAngle, shinLean);
  placeLeg(pose, LEFT, leg);
  placeLeg(pose, RIGHT, leg, 0.9);
  placeUpperBody(pose, leg.hip, 35 * ((180 - kneeAngle) / 90));
  return pose;
}

/**
 * A push-up seen from the side at an elbow angle, hands under the shoulders, feet at the left;
 * `sag` lowers the hips below the straight shoulder-to-ankle line (a share of the body's length).
 */
export function pushUpPose(elbowAngle: number, sag = 0): Landmark[] {
  const pose = emptyPose(0.2);
  const wrist = { x: 0.75, y: 0.85 };
  // The shoulder stands above the wrist at the distance the elbow angle leaves between them.
  const reach = Math.sqrt(
    UPPER_ARM ** 2 + FOREARM ** 2 - 2 * UPPER_ARM * FOREARM * Math.cos(radians(elbowAngle)),
  );
  const shoulder = { x: wrist.x, y: wrist.y - reach };
  const alongForearm = Math.acos((FOREARM ** 2 + reach ** 2 - UPPER_ARM ** 2) / (2 * FOREARM * reach));
  // The elbow points back, towards the feet.
  const elbow = add(wrist, scale(rotate({ x: 0, y: -1 }, -(alongForearm * 180) / Math.PI), FOREARM));
  const ankle = { x: 0.15, y: 0.82 };
  const length = Math.hypot(shoulder.x - ankle.x, shoulder.y - ankle.y);
  const hip = add(scale(add(shoulder, ankle), 0.5), { x: 0, y: sag * length });
  const knee = add(scale(add(hip, ankle), 0.5), { x: 0, y: (sag * length) / 2 });
  for (const side of [LEFT, RIGHT]) {
    place(pose, side.shoulder, shoulder);
    place(pose, side.elbow, elbow);
    place(pose, side.wrist, wrist);
    place(pose, side.hip, hip);
    place(pose, side.knee, knee);
    place(pose, side.ankle, ankle);
    place(pose, side.heel, add(ankle, { x: -0.02, y: -0.02 }));
    place(pose, side.toe, add(ankle, { x: 0.01, y: 0.04 }));
  }
  place(pose, LANDMARK.nose, add(shoulder, { x: 0.08, y: 0.02 }));
  return pose;
}

/**
 * A lunge seen from the side at a front knee angle, the left leg in front; `shinLean` moves the
 * front knee forward (about 10 in a good lunge, 40 or more with the knee past the toes).
 */
export function lungePose(frontKneeAngle: number, shinLean = 10 * ((180 - frontKneeAngle) / 90)): Landmark[] {
  const pose = emptyPose(0.2);
  const front = legFromAnkle({ x: 0.6, y: 0.85 }, frontKneeAngle, shinLean);
  // The back knee drops below the hip and the back foot rests on its toes behind.
  const depth = (180 - frontKneeAngle) / 90;
  const backKnee = add(front.hip, { x: -0.08 - 0.04 * depth, y: THIGH * (0.95 - 0.05 * depth) });
  const backAnkle = add(backKnee, { x: -0.2 * depth - 0.02, y: SHIN * (1 - depth * 0.8) });
  const back: Leg = {
    hip: front.hip,
    knee: backKnee,
    ankle: backAnkle,
    heel: add(backAnkle, { x: -0.03, y: -0.01 }),
    toe: add(backAnkle, { x: 0.05, y: 0.03 }),
  };
  placeLeg(pose, LEFT, front);
  placeLeg(pose, RIGHT, back, 0.9);
  placeUpperBody(pose, front.hip, 5);
  return pose;
}

/** Frames from one angle to another in equal steps (both ends included). */
export function sweep(from: number, to: number, frames: number): number[] {
  return Array.from({ length: frames }, (_, i) => from + ((to - from) * i) / (frames - 1));
}

/** A deterministic pseudo-random jitter in [-1, 1], so that a noisy test fails the same way each run. */
export function jitter(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state / 2_147_483_648) * 2 - 1;
  };
}

/** Every landmark moved by up to `amount` in x and y. */
export function shaken(pose: readonly Landmark[], random: () => number, amount: number): Landmark[] {
  return pose.map((p) => ({ ...p, x: p.x + random() * amount, y: p.y + random() * amount }));
}
