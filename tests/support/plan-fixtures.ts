import type { ChatProvider } from '~/ai/types';
import { envelopeOf } from '~/ai/prompts';
import type { DiseaseThreat, Meal, ScheduleDay } from '~/db/schema/plans';

// Plans of the stored shapes, for tests of the flow around the planner (not of the planner).

export function fixtureMeals(fish: boolean): Meal[] {
  const food = (name: string, calories: number) => ({
    name,
    reason: `${name} fits the plan`,
    ingredients: [{ name, amount_value: 100, amount_unit: 'g', calories }],
  });
  return [
    { name: 'Morning', range: { start: 6, end: 12 }, foods: [food('Oatmeal', 350)] },
    {
      name: 'Noon',
      range: { start: 12, end: 14 },
      foods: [food(fish ? 'Grilled salmon' : 'Lentil soup', 600)],
    },
    { name: 'Evening', range: { start: 14, end: 20 }, foods: [food('Chicken and rice', fish ? 700 : 500)] },
    { name: 'Night', range: { start: 20, end: 6 }, foods: [food('Yoghurt', 150)] },
  ];
}

export const fixtureThreats: DiseaseThreat[] = [
  { name: 'Type 2 diabetes', description: 'Raised blood sugar over time.', reason: 'BMI above 27.' },
];

export function fixtureSchedule(days: number): ScheduleDay[] {
  const names = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  return names.map((name, index) => ({
    name,
    exercises:
      index < days
        ? [
            {
              name: 'Squat',
              description: 'Feet apart, sit back.',
              time: '07:00',
              duration: '10 min',
              counts: [12, 12],
            },
          ]
        : [],
  }));
}

type Script = Partial<Record<string, string | Error>>;

/**
 * A provider answering each task from a script (JSON text or an error), in the manner of a model;
 * it records the tasks it was asked.
 */
export function scriptedProvider(script: Script, kind: ChatProvider['kind'] = 'embedded') {
  const asked: string[] = [];
  const provider: ChatProvider = {
    kind,
    async complete(request) {
      const task = envelopeOf(request.prompts)?.task ?? 'none';
      asked.push(task);
      const answer = script[task];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`no scripted answer for ${task}`);
      return answer;
    },
  };
  return { provider, asked };
}

/** A script for a whole plan set: the first plan has fish, the one after "no fish" has none. */
export function planScript(options: { fish: boolean; reply?: string }): Script {
  return {
    'generate-diet': `Here you go:\n${JSON.stringify(fixtureMeals(options.fish))}`,
    'generate-threats': JSON.stringify(fixtureThreats),
    'generate-workout': JSON.stringify(fixtureSchedule(3)),
    'generate-meditation': JSON.stringify(
      fixtureSchedule(7).map((day) => ({
        ...day,
        exercises: day.exercises.map(({ counts: _c, ...rest }) => rest),
      })),
    ),
    'planner-reply': options.reply ?? 'No fish now, and a lighter evening.',
  };
}
