import type { FormFault, PostureExercise } from './exercises';
import { measureFrame } from './form-checks';
import { LANDMARK_COUNT, type Landmark } from './landmarks';

/**
 * Joint angles (degrees) with hysteresis: a repetition starts when the angle drops below `lowering`,
 * reaches the bottom at `bottom`, and counts when it comes back above `top`. The gap between
 * `bottom` and `top` keeps a jittery angle from counting twice.
 */
type Thresholds = { top: number; lowering: number; bottom: number };

export const THRESHOLDS: Record<PostureExercise, Thresholds> = {
  // Knee angle: thighs about parallel to the floor at 100 degrees or less.
  squat: { top: 160, lowering: 145, bottom: 100 },
  // Elbow angle: upper arms about parallel to the floor at 100 degrees or less.
  'push-up': { top: 150, lowering: 135, bottom: 100 },
  // Front knee angle: about a right angle at the bottom.
  lunge: { top: 155, lowering: 140, bottom: 105 },
};

/** Weight of the newest frame in the moving average of the angle (the rest is the past). */
const SMOOTHING = 0.5;
/** A fault is shown once it is seen in this many frames in a row (one odd frame is not a fault). */
const FAULT_FRAMES = 3;

export type Phase = 'waiting' | 'top' | 'lowering' | 'bottom';
/** absent: no pose found; unclear: a pose, but the joints the exercise needs are not clearly seen. */
export type PersonState = 'absent' | 'unclear' | 'in_view';

export type PostureState = {
  exercise: PostureExercise;
  reps: number;
  phase: Phase;
  person: PersonState;
  /** The smoothed angle, null until a clear frame (and again after the person was gone). */
  angle: number | null;
  /** The warning for the current or last repetition, kept until the next one starts. */
  warning: FormFault | null;
  faultStreak: number;
};

export function initialPostureState(exercise: PostureExercise): PostureState {
  return {
    exercise,
    reps: 0,
    phase: 'waiting',
    person: 'absent',
    angle: null,
    warning: null,
    faultStreak: 0,
  };
}

/** The next state after one frame: the model's landmarks, or null when it found no person. */
export function stepPosture(state: PostureState, landmarks: readonly Landmark[] | null): PostureState {
  if (!landmarks || landmarks.length < LANDMARK_COUNT) {
    // Whoever comes back must be seen at the top again before a repetition counts.
    return { ...state, person: 'absent', phase: 'waiting', angle: null, faultStreak: 0 };
  }
  const measure = measureFrame(state.exercise, landmarks);
  // A frame where the needed joints are hidden tells nothing: it changes no count.
  if (!measure) return { ...state, person: 'unclear' };
  const angle =
    state.angle === null ? measure.angle : SMOOTHING * measure.angle + (1 - SMOOTHING) * state.angle;
  const next = advance({ ...state, person: 'in_view', angle }, angle);
  return withFault(next, measure.fault);
}

function advance(state: PostureState, angle: number): PostureState {
  const { top, lowering, bottom } = THRESHOLDS[state.exercise];
  switch (state.phase) {
    case 'waiting':
      return angle >= top ? { ...state, phase: 'top' } : state;
    case 'top':
      return angle < lowering ? { ...state, phase: 'lowering', warning: null, faultStreak: 0 } : state;
    case 'lowering':
      if (angle <= bottom) return { ...state, phase: 'bottom' };
      // Back up without reaching the bottom: a partial repetition, not counted.
      if (angle >= top) return { ...state, phase: 'top', warning: state.warning ?? 'not_deep_enough' };
      return state;
    case 'bottom':
      return angle >= top ? { ...state, phase: 'top', reps: state.reps + 1 } : state;
  }
}

function withFault(state: PostureState, fault: FormFault | null): PostureState {
  if (!fault || state.phase === 'top' || state.phase === 'waiting') return { ...state, faultStreak: 0 };
  const faultStreak = state.faultStreak + 1;
  return { ...state, faultStreak, warning: faultStreak >= FAULT_FRAMES ? fault : state.warning };
}
