import { gutNoteOf, isBeneficialGenus } from '~/features/lab-tests/gut-notes';
import type { HealthProfile, MicrobiomeLevel } from '~/features/lab-tests/types';
import type { LocaleCode } from '~/i18n/locales';
import { DAY_PARTS, SNACK_SHARES, USUAL_SHARES } from './day-parts';
import { bmiClassOf, bmiOf, energyOf, WEIGHT_LOSS_DEFICIT } from './energy';
import {
  hasDiabetes,
  onHypoglycaemicTreatment,
  readBody,
  readDietAnswers,
  readMindAnswers,
  readWorkoutAnswers,
} from './profile';
import { guardrailsFor, limitsFor } from './guardrails';
import { gutRuleOf, traitRulesOf, TRAIT_RULES } from './rules';
import { fill, formatNumber, joinList, optionLabel } from './text';
import {
  ANSWER_LABELS,
  BMI_LABELS,
  CHOICES,
  GUT_MEANING,
  SEX_TERM,
  STEPS,
  UNKNOWN_VARIANT,
} from './insight-texts';
import { threatsOf } from './threats';
import type { Insight, InsightDriver, PlanChoice, PlannerInput } from './types';
import { bodyPartLabel, DURATION_MINUTES } from './workout';

const one = (n: number) => String(Math.round(n * 10) / 10);
const meals = (choice: string): PlanChoice => ({ plan: 'meals', choice });

function gutDriver(level: MicrobiomeLevel, locale: LocaleCode): Insight['gutLevels'][number] {
  const rule = gutRuleOf(level);
  // A beneficial genus above its range is never a concern: nothing to watch.
  const choices: PlanChoice[] = rule
    ? [meals(rule.choice[locale])]
    : level.status === 'normal' || isBeneficialGenus(level)
      ? []
      : [meals(CHOICES.gutHigh[locale])];
  const note = gutNoteOf(level);
  return {
    rank: level.rank,
    name: level.name,
    percent: level.percent,
    min: level.min,
    max: level.max,
    status: level.status,
    label: `${level.name} (${level.rank})`,
    meaning: [
      fill(GUT_MEANING[level.status], locale, {
        name: level.name,
        percent: one(level.percent),
        min: one(level.min),
        max: one(level.max),
      }),
      ...(note ? [note[locale]] : []),
    ].join(' '),
    choices,
  };
}

function variantsOf(health: HealthProfile, locale: LocaleCode): Insight['variants'] {
  const drivers = traitRulesOf(health);
  return health.genetic.variants.map((variant) => {
    const choices = variant.traits.flatMap((trait) => {
      const rule = TRAIT_RULES[trait];
      return rule && drivers.some((d) => d.rule.key === rule.key) ? [meals(rule.choice[locale])] : [];
    });
    return {
      raw: variant.raw,
      gene: variant.gene,
      traits: variant.traits,
      label: variant.raw,
      meaning: variant.meaning?.[locale] ?? UNKNOWN_VARIANT[locale],
      choices,
    };
  });
}

/** What the answers, genetic profile and microbiome say, and which plan choices each one drove. */
export function buildInsight(input: Omit<PlannerInput, 'comments'>): Insight {
  const { locale, answers, health } = input;
  const body = readBody(answers);
  const limits = limitsFor(answers);
  const energy = energyOf(body, limits.energy);
  const diet = readDietAnswers(answers);
  const bmi = bmiOf(body.weightKg, body.heightCm);
  const bmiClass = bmiClassOf(bmi);

  const goalStep =
    energy.goal === 'lose'
      ? fill(STEPS.lose, locale, {
          deficit: WEIGHT_LOSS_DEFICIT,
          floor: formatNumber(energy.floorKcal),
          target: formatNumber(energy.targetKcal),
        })
      : fill(STEPS.maintain, locale, { target: formatNumber(energy.targetKcal) });
  const steps = [
    fill(STEPS.bmr, locale, {
      weight: one(body.weightKg),
      height: one(body.heightCm),
      age: body.age,
      sexTerm: SEX_TERM[body.sex][locale],
      bmr: formatNumber(energy.bmr),
    }),
    fill(STEPS.activity, locale, {
      factor: energy.activityFactor,
      maintenance: formatNumber(energy.maintenanceKcal),
    }),
    ...(energy.extraKcal > 0 ? [fill(STEPS.extra, locale, { extra: energy.extraKcal })] : []),
    goalStep,
  ];
  if (energy.noDeficit === 'guardrail') steps.push(STEPS.guardrail[locale]);
  else if (energy.noDeficit) steps.push(STEPS.noDeficit[locale]);

  const snack = onHypoglycaemicTreatment(diet) || (hasDiabetes(diet) && limits.diet.minCarbohydrate !== null);
  const shares = snack ? SNACK_SHARES : USUAL_SHARES;
  const dayParts = DAY_PARTS.map(({ part, name }) => ({
    part,
    name: name[locale],
    share: shares[part],
    kcal: Math.round(energy.targetKcal * shares[part]),
  }));

  const answerDrivers: InsightDriver[] = [];
  if (energy.goal === 'lose') {
    answerDrivers.push({
      label: ANSWER_LABELS.goal[locale],
      meaning: goalStep,
      choices: [meals(fill(CHOICES.deficit, locale, { deficit: WEIGHT_LOSS_DEFICIT }))],
    });
  }
  if (hasDiabetes(diet)) {
    const choices = [meals(CHOICES.lowGl[locale])];
    if (onHypoglycaemicTreatment(diet)) choices.push(meals(CHOICES.snack[locale]));
    answerDrivers.push({
      label: ANSWER_LABELS.diabetes[locale],
      meaning: optionLabel('diabetes', diet.diabetes, locale),
      choices,
    });
  }
  const allergyAnswer = (answers.allergies ?? []).map((a) => optionLabel('allergies', String(a), locale));
  if (allergyAnswer.length > 0) {
    answerDrivers.push({
      label: ANSWER_LABELS.allergies[locale],
      meaning: joinList(allergyAnswer, locale),
      choices: [meals(fill(CHOICES.allergies, locale, { list: joinList(allergyAnswer, locale) }))],
    });
  }
  if (diet.diets.length > 0) {
    const list = joinList(
      diet.diets.map((d) => optionLabel('diet_preferences', d, locale)),
      locale,
    );
    answerDrivers.push({
      label: ANSWER_LABELS.diets[locale],
      meaning: list,
      choices: [meals(fill(CHOICES.diets, locale, { list }))],
    });
  }
  try {
    const workout = readWorkoutAnswers(answers);
    const range = DURATION_MINUTES[workout.duration];
    answerDrivers.push({
      label: ANSWER_LABELS.duration[locale],
      meaning: optionLabel('workout_duration', workout.duration, locale),
      choices: [{ plan: 'exercises', choice: fill(CHOICES.duration, locale, range) }],
    });
    if (workout.restricted.length > 0) {
      const list = joinList(
        workout.restricted.map((p) => bodyPartLabel(p, locale)),
        locale,
      );
      answerDrivers.push({
        label: ANSWER_LABELS.restrictions[locale],
        meaning: list,
        choices: [{ plan: 'exercises', choice: fill(CHOICES.spared, locale, { list }) }],
      });
    }
  } catch {
    // Workout answers are not there yet: the insight shows what it can.
  }
  try {
    const mind = readMindAnswers(answers);
    if (mind.sleepHours < 7) {
      answerDrivers.push({
        label: ANSWER_LABELS.sleep[locale],
        meaning: String(mind.sleepHours),
        choices: [{ plan: 'meditations', choice: CHOICES.sleep[locale] }],
      });
    }
    if (mind.stress !== 'Low') {
      const n = mind.stress === 'High' ? 3 : 2;
      answerDrivers.push({
        label: ANSWER_LABELS.stress[locale],
        meaning: optionLabel('stress_level', mind.stress, locale),
        choices: [{ plan: 'meditations', choice: fill(CHOICES.stress, locale, { n }) }],
      });
    }
  } catch {
    // Sleep and stress not answered yet.
  }

  return {
    bmi: {
      value: Math.round(bmi * 10) / 10,
      class: bmiClass,
      label: BMI_LABELS[bmiClass][locale],
      heightCm: Math.round(body.heightCm),
      weightKg: Math.round(body.weightKg * 10) / 10,
    },
    energy: {
      bmr: energy.bmr,
      activityFactor: energy.activityFactor,
      maintenanceKcal: energy.maintenanceKcal,
      goal: energy.goal,
      floorKcal: energy.floorKcal,
      targetKcal: energy.targetKcal,
      steps,
    },
    dayParts,
    variants: variantsOf(health, locale),
    gutLevels: health.microbiome.levels.map((level) => gutDriver(level, locale)),
    threats: threatsOf(body, diet, health, locale),
    answers: answerDrivers,
    guardrails: guardrailsFor(answers, locale),
  };
}
