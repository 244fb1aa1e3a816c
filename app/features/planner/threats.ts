import type { DiseaseThreat } from '~/db/schema/plans';
import type { HealthProfile } from '~/features/lab-tests/types';
import { uncommonVariantOf } from '~/features/lab-tests/variant-parser';
import type { LocaleCode } from '~/i18n/locales';
import { bmiClassOf, bmiOf } from './energy';
import { onHypoglycaemicTreatment, type Body, type DietAnswers } from './profile';
import { compose, fill, optionLabel, type Localized } from './text';
import {
  BMI_RANGES,
  DIABETES_GLUCOSE,
  DIABETES_HBA1C,
  PREDIABETES_GLUCOSE,
  PREDIABETES_HBA1C,
  REASONS,
  TARGETS,
  THREATS,
  TRAIT_THREATS,
  type ThreatText,
} from './threat-texts';

const one = (n: number) => (Math.round(n * 10) / 10).toString();

type Keyed = { key: string; threat: DiseaseThreat };

/**
 * Threats from BMI (WHO classes), HbA1c and fasting glucose (ADA Standards of Care, section 2),
 * hypoglycaemia on insulin or sulfonylureas, inactivity (WHO 2020 guidelines) and the traits of
 * uncommon genotypes, each a slightly higher likelihood with its published effect. One threat per
 * cause, each naming its reason. A diabetes the user already told us about is never sent to be
 * "confirmed": a value off its ADA target (section 6; section 15 in pregnancy) says so and points to
 * the care team. Gut levels raise no threat: a stool sample diagnoses nothing (the insight explains
 * them), and neither does a common genotype or carrier status.
 */
export function threatsOf(
  body: Body,
  diet: DietAnswers,
  health: HealthProfile,
  locale: LocaleCode,
): DiseaseThreat[] {
  const found: Keyed[] = [];
  const add = (key: string, text: ThreatText, reason: string) => {
    const existing = found.find((k) => k.key === key);
    if (existing) existing.threat.reason += ` ${reason}`;
    else
      found.push({ key, threat: { name: text.name[locale], description: text.description[locale], reason } });
  };
  const diagnosis = () => optionLabel('diabetes', diet.diabetes, locale).toLocaleLowerCase(locale);
  const bmi = bmiOf(body.weightKg, body.heightCm);
  const bmiClass = bmiClassOf(bmi);
  const bmiVars = { bmi: one(bmi), weight: one(body.weightKg), height: Math.round(body.heightCm) };
  if (bmiClass === 'underweight')
    add(
      'underweight',
      THREATS.underweight,
      compose(locale, REASONS.bmi, { ...bmiVars, range: BMI_RANGES.underweight! }),
    );
  if (bmiClass === 'overweight')
    add(
      'overweight',
      THREATS.overweight,
      compose(locale, REASONS.bmi, { ...bmiVars, range: BMI_RANGES.overweight! }),
    );
  if (bmiClass.startsWith('obese'))
    add('obesity', THREATS.obesity, compose(locale, REASONS.bmi, { ...bmiVars, range: BMI_RANGES.obese! }));

  const hba1c = (range: Localized) => compose(locale, REASONS.hba1c, { value: one(diet.hba1c!), range });
  const glucose = (range: Localized) =>
    compose(locale, REASONS.glucose, { value: Math.round(diet.fastingGlucose!), range });
  const highHba1c = diet.hba1c !== null && diet.hba1c >= 6.5;
  const raisedHba1c = diet.hba1c !== null && diet.hba1c >= 5.7;
  const highGlucose = diet.fastingGlucose !== null && diet.fastingGlucose >= 126;
  const raisedGlucose = diet.fastingGlucose !== null && diet.fastingGlucose >= 100;

  if (diet.diabetes === 'No') {
    if (raisedHba1c)
      add(
        highHba1c ? 'diabetes' : 'prediabetes',
        highHba1c ? THREATS.diabetes : THREATS.prediabetes,
        hba1c(highHba1c ? DIABETES_HBA1C : PREDIABETES_HBA1C),
      );
    if (raisedGlucose)
      add(
        highGlucose ? 'diabetes' : 'prediabetes',
        highGlucose ? THREATS.diabetes : THREATS.prediabetes,
        glucose(highGlucose ? DIABETES_GLUCOSE : PREDIABETES_GLUCOSE),
      );
  } else if (diet.diabetes === 'Prediabetes') {
    add('prediabetes', THREATS.prediabetes, fill(REASONS.diagnosis, locale, { diabetes: diagnosis() }));
    // Already told: a value in the diabetes range goes to the care team, never "confirm".
    const careTeam = (reason: string) => `${reason} ${REASONS.careTeam[locale]}`;
    if (raisedHba1c)
      add(
        'prediabetes',
        THREATS.prediabetes,
        highHba1c ? careTeam(hba1c(DIABETES_HBA1C)) : hba1c(PREDIABETES_HBA1C),
      );
    if (raisedGlucose)
      add(
        'prediabetes',
        THREATS.prediabetes,
        highGlucose ? careTeam(glucose(DIABETES_GLUCOSE)) : glucose(PREDIABETES_GLUCOSE),
      );
  } else {
    add('complications', THREATS.complications, fill(REASONS.diagnosis, locale, { diabetes: diagnosis() }));
    const target = diet.diabetes === 'Gestational diabetes' ? TARGETS.pregnancy : TARGETS.usual;
    if (diet.hba1c !== null && target.hba1cOff(diet.hba1c))
      add(
        'complications',
        THREATS.complications,
        compose(locale, REASONS.hba1cTarget, { value: one(diet.hba1c), target: target.hba1cText }),
      );
    if (diet.fastingGlucose !== null && target.glucoseOff(diet.fastingGlucose))
      add(
        'complications',
        THREATS.complications,
        compose(locale, REASONS.glucoseTarget, {
          value: Math.round(diet.fastingGlucose),
          target: target.glucoseText,
        }),
      );
  }
  if (onHypoglycaemicTreatment(diet) && diet.hypoEpisodes > 0) {
    add('hypo', THREATS.hypoglycaemia, compose(locale, REASONS.hypo, { count: diet.hypoEpisodes }));
  }
  if (body.activity === 'Sedentary') add('inactivity', THREATS.inactivity, REASONS.sedentary[locale]);

  for (const variant of health.genetic.variants) {
    const known = uncommonVariantOf(variant);
    if (!known) continue;
    for (const trait of variant.traits) {
      const text = TRAIT_THREATS[trait];
      if (text)
        add(
          `trait-${trait}`,
          text,
          fill(REASONS.variant, locale, {
            variant: variant.raw,
            meaning: variant.meaning?.[locale] ?? '',
            cite: known.cite,
          }),
        );
    }
  }
  return found.map((k) => k.threat);
}
