/**
 * Activities of the 2024 Adult Compendium of Physical Activities (Herrmann SD et al., J Sport Health
 * Sci 2024;13:6-12; https://pacompendium.com) that the library's exercises are timed against. The
 * Compendium describes activity classes, not single movements, so each exercise takes the class that
 * describes how it is done: body-weight work, weight training, stretching, a machine.
 */
export const COMPENDIUM = {
  /** Calisthenics (e.g., pushups, sit ups, pull-ups, jumping jacks, burpees, battling ropes), vigorous effort. */
  calisthenicsVigorous: { code: '02020', met: 7.5 },
  /** Calisthenics (e.g., pushups, sit ups, pull-ups, lunges), moderate effort. */
  calisthenicsModerate: { code: '02022', met: 3.8 },
  /** Calisthenics (e.g., curl ups, abdominal crunches, plank), light effort. */
  calisthenicsLight: { code: '02024', met: 2.8 },
  /** Calisthenics, light or moderate effort, general (e.g., back exercises), going up & down from floor. */
  calisthenicsGeneral: { code: '02030', met: 3.5 },
  /** Elliptical trainer, moderate effort. */
  ellipticalModerate: { code: '02048', met: 5.0 },
  /** Resistance (weight lifting, free weight, nautilus or universal-type), power lifting or body building, vigorous effort. */
  resistanceVigorous: { code: '02050', met: 6.0 },
  /** Resistance (weight) training, squats, deadlift, slow or explosive effort. */
  resistanceSquatDeadlift: { code: '02052', met: 5.0 },
  /** Resistance (weight) training, multiple exercises, 8-15 reps at varied resistance. */
  resistanceMultiple: { code: '02054', met: 3.5 },
  /** Body weight resistance exercises (e.g., squat, lunge, push-up, crunch), general. */
  bodyWeightGeneral: { code: '02056', met: 3.0 },
  /** Body weight resistance exercises (e.g., squat, lunge, push-up, crunch), high intensity. */
  bodyWeightHigh: { code: '02057', met: 6.5 },
  /** Stair treadmill ergometer, general. */
  stairTreadmill: { code: '02065', met: 9.3 },
  /** Rowing, stationary ergometer, general, <100 watts, moderate effort. */
  rowingModerate: { code: '02071', met: 5.0 },
  /** Stretching, mild. */
  stretchingMild: { code: '02101', met: 2.3 },
  /** Jogging, in place. */
  joggingInPlace: { code: '12025', met: 4.8 },
  /** Walking, 2.8 to 3.4 mph, level, moderate pace, firm surface. */
  walkingModerate: { code: '17190', met: 3.8 },
} as const;

export type CompendiumActivity = (typeof COMPENDIUM)[keyof typeof COMPENDIUM];

/** The Exercise fields an activity fills in. */
export function timedAs(activity: CompendiumActivity): { met: number; compendiumCode: string } {
  return { met: activity.met, compendiumCode: activity.code };
}
