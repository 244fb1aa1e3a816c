/** The exercises the posture check counts; the ids are the exercise library's (stored in the tracker). */
export const POSTURE_EXERCISES = ['squat', 'push-up', 'lunge'] as const;
export type PostureExercise = (typeof POSTURE_EXERCISES)[number];

/** Form faults the check warns about, one common fault (or two) per exercise. */
export type FormFault = 'knees_past_toes' | 'not_deep_enough' | 'hips_sagging' | 'front_knee_past_toes';

export function isPostureExercise(value: string): value is PostureExercise {
  return (POSTURE_EXERCISES as readonly string[]).includes(value);
}
