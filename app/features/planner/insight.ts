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
import { fill, formatNumber, joinList, L, optionLabel, type Localized } from './text';
import { threatsOf } from './threats';
import type { Insight, InsightDriver, PlanChoice, PlannerInput } from './types';
import { bodyPartLabel, DURATION_MINUTES } from './workout';

const BMI_LABELS: Record<Insight['bmi']['class'], Localized> = {
  underweight: L('Underweight', 'Zayıf', 'Bajo peso', 'نقص الوزن', 'کمبود وزن'),
  normal: L('Healthy weight', 'Sağlıklı kilo', 'Peso saludable', 'وزن صحي', 'وزن سالم'),
  overweight: L('Overweight', 'Fazla kilolu', 'Sobrepeso', 'زيادة الوزن', 'اضافه وزن'),
  'obese-1': L(
    'Obesity class I',
    'Obezite sınıf I',
    'Obesidad clase I',
    'سمنة من الدرجة الأولى',
    'چاقی درجه ۱',
  ),
  'obese-2': L(
    'Obesity class II',
    'Obezite sınıf II',
    'Obesidad clase II',
    'سمنة من الدرجة الثانية',
    'چاقی درجه ۲',
  ),
  'obese-3': L(
    'Obesity class III',
    'Obezite sınıf III',
    'Obesidad clase III',
    'سمنة من الدرجة الثالثة',
    'چاقی درجه ۳',
  ),
};

const STEPS = {
  bmr: L(
    'Resting energy (Mifflin-St Jeor): 10 × {weight} kg + 6.25 × {height} cm − 5 × {age} years {sexTerm} = {bmr} kcal.',
    'Dinlenme enerjisi (Mifflin-St Jeor): 10 × {weight} kg + 6,25 × {height} cm − 5 × {age} yaş {sexTerm} = {bmr} kcal.',
    'Energía en reposo (Mifflin-St Jeor): 10 × {weight} kg + 6,25 × {height} cm − 5 × {age} años {sexTerm} = {bmr} kcal.',
    'طاقة الراحة (ميفلين-سانت جيور): 10 × {weight} كغ + 6.25 × {height} سم − 5 × {age} سنة {sexTerm} = {bmr} سعرة.',
    'انرژی پایه (میفلین-سنت جئور): ۱۰ × {weight} کیلوگرم + ۶٫۲۵ × {height} سانتی‌متر − ۵ × {age} سال {sexTerm} = {bmr} کیلوکالری.',
  ),
  activity: L(
    'Times {factor} for your activity: {maintenance} kcal to keep your weight.',
    'Hareket düzeyiniz için × {factor}: kilonuzu korumak için {maintenance} kcal.',
    'Por {factor} según tu actividad: {maintenance} kcal para mantener el peso.',
    'مضروبًا في {factor} لنشاطك: {maintenance} سعرة للحفاظ على وزنك.',
    'ضرب در {factor} برای سطح فعالیت: {maintenance} کیلوکالری برای حفظ وزن.',
  ),
  lose: L(
    'Less {deficit} kcal to lose about 0.5 kg a week, never under {floor} kcal: {target} kcal.',
    'Haftada yaklaşık 0,5 kg vermek için {deficit} kcal eksik, asla {floor} kcal altı değil: {target} kcal.',
    'Menos {deficit} kcal para perder unos 0,5 kg por semana, nunca por debajo de {floor} kcal: {target} kcal.',
    'ناقص {deficit} سعرة لخسارة نحو 0.5 كغ أسبوعيًا، دون النزول تحت {floor} سعرة: {target} سعرة.',
    'منهای {deficit} کیلوکالری برای کاهش حدود نیم کیلو در هفته، هرگز کمتر از {floor}: {target} کیلوکالری.',
  ),
  maintain: L(
    'Your daily target: {target} kcal.',
    'Günlük hedefiniz: {target} kcal.',
    'Tu objetivo diario: {target} kcal.',
    'هدفك اليومي: {target} سعرة.',
    'هدف روزانه شما: {target} کیلوکالری.',
  ),
  extra: L(
    'Plus {extra} kcal for pregnancy or breastfeeding.',
    'Hamilelik ya da emzirme için {extra} kcal fazlası.',
    'Más {extra} kcal por el embarazo o la lactancia.',
    'زائد {extra} سعرة للحمل أو الرضاعة.',
    'به‌علاوه {extra} کیلوکالری برای بارداری یا شیردهی.',
  ),
  guardrail: L(
    'No deficit: a rule of care below forbids a diet to lose weight now.',
    'Açık yok: aşağıdaki bir bakım kuralı şu anda kilo verme diyetine izin vermiyor.',
    'Sin déficit: una norma de cuidado de abajo no permite ahora una dieta para perder peso.',
    'لا عجز: تمنع قاعدة رعاية أدناه حمية إنقاص الوزن الآن.',
    'بدون کسری: یکی از قواعد مراقبتی زیر اکنون اجازه رژیم کاهش وزن نمی‌دهد.',
  ),
  noDeficit: L(
    'No deficit: weight loss is not planned under 18 or with a low BMI.',
    'Açık yok: 18 yaş altında ya da düşük VKİ ile kilo verme planlanmaz.',
    'Sin déficit: no se planifica perder peso antes de los 18 ni con IMC bajo.',
    'لا عجز: لا يُخطط لإنقاص الوزن تحت 18 عامًا أو مع مؤشر كتلة منخفض.',
    'بدون کسری: کاهش وزن زیر ۱۸ سال یا با شاخص توده بدنی پایین برنامه‌ریزی نمی‌شود.',
  ),
};

const SEX_TERM: Record<'female' | 'male', Localized> = {
  female: L('− 161', '− 161', '− 161', '− 161', '− ۱۶۱'),
  male: L('+ 5', '+ 5', '+ 5', '+ 5', '+ ۵'),
};

const CHOICES = {
  snack: L(
    'A night snack against lows',
    'Şeker düşmesine karşı gece ara öğünü',
    'Tentempié nocturno contra bajadas',
    'وجبة ليلية ضد هبوط السكر',
    'میان‌وعده شب در برابر افت قند',
  ),
  lowGl: L(
    'Low glycaemic load, no sweets',
    'Düşük glisemik yük, tatlı yok',
    'Baja carga glucémica, sin dulces',
    'حمل سكري منخفض، بلا حلويات',
    'بار قندی کم، بدون شیرینی',
  ),
  deficit: L(
    'A {deficit} kcal daily deficit',
    'Günlük {deficit} kcal açık',
    'Déficit diario de {deficit} kcal',
    'عجز يومي {deficit} سعرة',
    'کسری روزانه {deficit} کیلوکالری',
  ),
  allergies: L(
    'Left out: {list}',
    'Çıkarılanlar: {list}',
    'Excluido: {list}',
    'مستبعد: {list}',
    'حذف‌شده: {list}',
  ),
  diets: L(
    'Only foods that fit: {list}',
    'Yalnızca uygun besinler: {list}',
    'Solo alimentos compatibles: {list}',
    'أطعمة مناسبة فقط: {list}',
    'فقط غذاهای سازگار: {list}',
  ),
  spared: L('Spared: {list}', 'Korunan: {list}', 'Sin cargar: {list}', 'محمي: {list}', 'محافظت‌شده: {list}'),
  duration: L(
    'Workouts of {min}–{max} minutes',
    '{min}–{max} dakikalık antrenmanlar',
    'Entrenamientos de {min}–{max} minutos',
    'تمارين من {min} إلى {max} دقيقة',
    'تمرین‌های {min} تا {max} دقیقه',
  ),
  sleep: L(
    'Evening sleep practices',
    'Akşam uyku uygulamaları',
    'Prácticas de sueño por la noche',
    'تمارين نوم مسائية',
    'تمرین‌های خواب شبانه',
  ),
  stress: L(
    '{n} calm practices a day',
    'Günde {n} sakin uygulama',
    '{n} prácticas tranquilas al día',
    '{n} تمارين هادئة يوميًا',
    'روزانه {n} تمرین آرام',
  ),
  gutHigh: L(
    'Watched, no diet change',
    'İzleniyor, diyet değişmedi',
    'Vigilado, sin cambios en la dieta',
    'تحت المراقبة، دون تغيير في الغذاء',
    'زیر نظر، بدون تغییر رژیم',
  ),
};

const ANSWER_LABELS = {
  diabetes: L('Diabetes', 'Diyabet', 'Diabetes', 'السكري', 'دیابت'),
  allergies: L('Allergies', 'Alerjiler', 'Alergias', 'الحساسية', 'آلرژی‌ها'),
  diets: L('Diet', 'Beslenme tarzı', 'Dieta', 'النظام الغذائي', 'رژیم غذایی'),
  goal: L('Goal', 'Hedef', 'Objetivo', 'الهدف', 'هدف'),
  restrictions: L('Restrictions', 'Kısıtlamalar', 'Limitaciones', 'القيود', 'محدودیت‌ها'),
  duration: L('Workout length', 'Antrenman süresi', 'Duración del entrenamiento', 'مدة التمرين', 'مدت تمرین'),
  sleep: L('Sleep', 'Uyku', 'Sueño', 'النوم', 'خواب'),
  stress: L('Stress', 'Stres', 'Estrés', 'التوتر', 'استرس'),
};

const GUT_MEANING = {
  low: L(
    '{name} is {percent}%, under its range of {min}–{max}%.',
    '{name} %{percent}, {min}–{max}% aralığının altında.',
    '{name} está en {percent} %, por debajo de su rango de {min}–{max} %.',
    '{name} عند {percent}%، أقل من نطاقه {min}–{max}%.',
    '{name} برابر {percent}٪ است، کمتر از محدوده {min} تا {max}٪.',
  ),
  normal: L(
    '{name} is {percent}%, within its range of {min}–{max}%.',
    '{name} %{percent}, {min}–{max}% aralığında.',
    '{name} está en {percent} %, dentro de su rango de {min}–{max} %.',
    '{name} عند {percent}%، ضمن نطاقه {min}–{max}%.',
    '{name} برابر {percent}٪ است، در محدوده {min} تا {max}٪.',
  ),
  high: L(
    '{name} is {percent}%, over its range of {min}–{max}%.',
    '{name} %{percent}, {min}–{max}% aralığının üstünde.',
    '{name} está en {percent} %, por encima de su rango de {min}–{max} %.',
    '{name} عند {percent}%، أعلى من نطاقه {min}–{max}%.',
    '{name} برابر {percent}٪ است، بیشتر از محدوده {min} تا {max}٪.',
  ),
};

const UNKNOWN_VARIANT = L(
  'Not one the plans act on.',
  'Planların dikkate aldığı bir varyant değil.',
  'No es una de las que usan los planes.',
  'ليس من المتغيرات التي تعتمد عليها الخطط.',
  'از واریانت‌هایی نیست که برنامه‌ها بر اساس آن تنظیم شوند.',
);

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
