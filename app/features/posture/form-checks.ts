import type { FormFault, PostureExercise } from './exercises';
import { jointAngle, LEFT, RIGHT, sideVisibility, visible, type Landmark, type Side } from './landmarks';

/** One frame seen by the check: the angle that tracks the repetition, and a fault if the form shows one. */
export type Measure = { angle: number; fault: FormFault | null };

/** The knee is past the toes when it is ahead of the toe tip by more than this share of the shin. */
const KNEE_PAST_TOES_SHARE = 0.1;
/** Knees are only judged once the leg bends this much (standing tall, nothing can be past the toes). */
const KNEE_CHECK_BELOW_ANGLE = 140;
/** Shoulder-hip-ankle straighter than this is a straight body; below it, with the hips low, they sag. */
const STRAIGHT_BODY_ANGLE = 165;
/** A push-up is done lying down: the shoulder-to-ankle line is at most this steep. */
const PUSH_UP_MAX_BODY_SLOPE_DEGREES = 45;

const bestSide = (landmarks: readonly Landmark[], joints: (side: Side) => number[]): Side =>
  sideVisibility(landmarks, joints(LEFT)) >= sideVisibility(landmarks, joints(RIGHT)) ? LEFT : RIGHT;

const at = (landmarks: readonly Landmark[], index: number): Landmark => landmarks[index]!;

/** +1 when the toes point to larger x, -1 when to smaller x, 0 when the foot cannot be seen. */
function footDirection(landmarks: readonly Landmark[], side: Side): number {
  if (!visible(landmarks, [side.heel, side.toe])) return 0;
  return Math.sign(at(landmarks, side.toe).x - at(landmarks, side.heel).x);
}

function kneePastToes(landmarks: readonly Landmark[], side: Side, direction: number): boolean {
  if (direction === 0 || !visible(landmarks, [side.toe])) return false;
  const knee = at(landmarks, side.knee);
  const ankle = at(landmarks, side.ankle);
  const shin = Math.hypot(knee.x - ankle.x, knee.y - ankle.y);
  const ahead = (knee.x - at(landmarks, side.toe).x) * direction;
  return ahead > KNEE_PAST_TOES_SHARE * shin;
}

const kneeAngle = (landmarks: readonly Landmark[], side: Side) =>
  jointAngle(at(landmarks, side.hip), at(landmarks, side.knee), at(landmarks, side.ankle));

function squat(landmarks: readonly Landmark[]): Measure | null {
  const side = bestSide(landmarks, (s) => [s.hip, s.knee, s.ankle, s.heel, s.toe]);
  if (!visible(landmarks, [side.hip, side.knee, side.ankle])) return null;
  const angle = kneeAngle(landmarks, side);
  const bent = angle < KNEE_CHECK_BELOW_ANGLE;
  const fault =
    bent && kneePastToes(landmarks, side, footDirection(landmarks, side)) ? 'knees_past_toes' : null;
  return { angle, fault };
}

function pushUp(landmarks: readonly Landmark[]): Measure | null {
  const side = bestSide(landmarks, (s) => [s.shoulder, s.elbow, s.wrist, s.hip, s.ankle]);
  if (!visible(landmarks, [side.shoulder, side.elbow, side.wrist, side.hip, side.ankle])) return null;
  const shoulder = at(landmarks, side.shoulder);
  const hip = at(landmarks, side.hip);
  const ankle = at(landmarks, side.ankle);
  const slope = Math.atan2(Math.abs(ankle.y - shoulder.y), Math.abs(ankle.x - shoulder.x));
  if ((slope * 180) / Math.PI > PUSH_UP_MAX_BODY_SLOPE_DEGREES) return null;
  const angle = jointAngle(shoulder, at(landmarks, side.elbow), at(landmarks, side.wrist));
  // Where the straight shoulder-to-ankle line passes under or over the hip; y grows downwards.
  const lineY = shoulder.y + ((ankle.y - shoulder.y) * (hip.x - shoulder.x)) / (ankle.x - shoulder.x || 1);
  const sagging = hip.y > lineY && jointAngle(shoulder, hip, ankle) < STRAIGHT_BODY_ANGLE;
  return { angle, fault: sagging ? 'hips_sagging' : null };
}

function lunge(landmarks: readonly Landmark[]): Measure | null {
  const legs = [LEFT, RIGHT].filter((side) => visible(landmarks, [side.hip, side.knee, side.ankle]));
  if (legs.length === 0) return null;
  const facing = Math.sign(
    footDirection(landmarks, LEFT) + footDirection(landmarks, RIGHT) ||
      at(landmarks, 0).x - (at(landmarks, LEFT.hip).x + at(landmarks, RIGHT.hip).x) / 2,
  );
  // The front leg is the one whose ankle is further in the direction the person faces.
  const front = legs.reduce((a, b) =>
    at(landmarks, b.ankle).x * facing > at(landmarks, a.ankle).x * facing ? b : a,
  );
  const angle = kneeAngle(landmarks, front);
  const bent = angle < KNEE_CHECK_BELOW_ANGLE;
  const fault = bent && kneePastToes(landmarks, front, facing) ? 'front_knee_past_toes' : null;
  return { angle, fault };
}

const measures: Record<PostureExercise, (landmarks: readonly Landmark[]) => Measure | null> = {
  squat,
  'push-up': pushUp,
  lunge,
};

/** The frame's measure for an exercise, or null when the joints it needs are not clearly seen. */
export function measureFrame(exercise: PostureExercise, landmarks: readonly Landmark[]): Measure | null {
  return measures[exercise](landmarks);
}
