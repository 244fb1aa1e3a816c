import type { DiseaseThreat } from '~/db/schema/plans';
import type { HealthProfile } from '~/features/lab-tests/types';
import type { LocaleCode } from '~/i18n/locales';
import { bmiClassOf, bmiOf } from './energy';
import { onHypoglycaemicTreatment, type Body, type DietAnswers } from './profile';
import { compose, fill, optionLabel } from './text';
import {
  BMI_RANGES,
  DIABETES_GLUCOSE,
  DIABETES_HBA1C,
  PREDIABETES_GLUCOSE,
  PREDIABETES_HBA1C,
  REASONS,
  THREATS,
  TRAIT_THREATS,
  type ThreatText,
} from './threat-texts';

const one = (n: number) => (Math.round(n * 10) / 10).toString();

type Keyed = { key: string; threat: DiseaseThreat };

/**
 * Threats from BMI (WHO classes), HbA1c and fasting glucose (ADA Standards of Care, section 2),
 * hypoglycaemia on insulin or sulfonylureas, inactivity (WHO 2020 guidelines), the variants' traits
 * and gut levels outside their ranges. One threat per cause, each naming its reason.
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

  if (diet.hba1c !== null && diet.hba1c >= 5.7) {
    const high = diet.hba1c >= 6.5;
    add(
      high ? 'diabetes' : 'prediabetes',
      high ? THREATS.diabetes : THREATS.prediabetes,
      compose(locale, REASONS.hba1c, {
        value: one(diet.hba1c),
        range: high ? DIABETES_HBA1C : PREDIABETES_HBA1C,
      }),
    );
  }
  if (diet.fastingGlucose !== null && diet.fastingGlucose >= 100) {
    const high = diet.fastingGlucose >= 126;
    add(
      high ? 'diabetes' : 'prediabetes',
      high ? THREATS.diabetes : THREATS.prediabetes,
      compose(locale, REASONS.glucose, {
        value: Math.round(diet.fastingGlucose),
        range: high ? DIABETES_GLUCOSE : PREDIABETES_GLUCOSE,
      }),
    );
  }
  if (diet.diabetes !== 'No') {
    const diabetes = optionLabel('diabetes', diet.diabetes, locale).toLocaleLowerCase(locale);
    const prediabetes = diet.diabetes === 'Prediabetes';
    add(
      prediabetes ? 'prediabetes' : 'complications',
      prediabetes ? THREATS.prediabetes : THREATS.complications,
      fill(REASONS.diagnosis, locale, { diabetes }),
    );
  }
  if (onHypoglycaemicTreatment(diet) && diet.hypoEpisodes > 0) {
    add('hypo', THREATS.hypoglycaemia, compose(locale, REASONS.hypo, { count: diet.hypoEpisodes }));
  }
  if (body.activity === 'Sedentary') add('inactivity', THREATS.inactivity, REASONS.sedentary[locale]);

  for (const variant of health.genetic.variants) {
    for (const trait of variant.traits) {
      const text = TRAIT_THREATS[trait];
      if (text) add(`trait-${trait}`, text, compose(locale, REASONS.variant, { variant: variant.raw }));
    }
  }
  const outside = health.microbiome.levels.filter((level) => level.status !== 'normal');
  if (outside.length > 0) {
    const levels = outside
      .map((l) => `${l.name} ${one(l.percent)}% (${one(l.min)}–${one(l.max)}%)`)
      .join(', ');
    add('dysbiosis', THREATS.dysbiosis, compose(locale, REASONS.gut, { levels }));
  }
  return found.map((k) => k.threat);
}
