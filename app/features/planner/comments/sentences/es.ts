import * as is from './intents';
import type { Sentence } from './intents';

export const es: Sentence[] = [
  ['desayunos más grandes', [is.largerBreakfast]],
  ['comidas más abundantes', [is.larger]],
  ['más días de entrenamiento', [is.moreDays]],
  ['entrenamientos más largos', [is.longerSessions]],
  ['sin pescado', [is.noFish]],
  ['Sin pescado y cenas más ligeras', [is.noFish, is.lighterDinner]],
  ['más verduras', [is.moreVegetables]],
  ['menos comida', [is.lighter]],
  ['solo tres días a la semana', [is.threeDays]],
  ['menos días', [is.fewerDays]],
  ['me duelen las rodillas', [is.knees]],
  ['sesiones más cortas', [is.shorterSessions]],
  ['meditaciones más tranquilas', [is.calmerMeditation]],
  ['meditaciones más cortas', [is.shorterMeditation]],
  ['soy alérgica a los huevos', [is.eggAllergy]],
  ['tengo alergia al cacahuete', [is.peanutAllergy]],
  ['no soy alérgico al pescado', [is.fishAllowed]],
  ['no me importa el pescado', [is.fishAllowed]],
  ['sin salmón', [{ kind: 'exclude-food', target: { food: 'salmon' } }]],
  ['más lentejas', [{ kind: 'prefer-food', target: { food: 'lentils' } }]],
  ['sin pescado ni huevos', [is.noFish, is.noEggs]],
  ['no quiero entrenar los domingos', [{ kind: 'workout-weekdays', days: ['Sunday'], avoid: true }]],
  [
    'solo entreno el lunes y el jueves',
    [{ kind: 'workout-weekdays', days: ['Monday', 'Thursday'], avoid: false }],
  ],
  ['menos carbohidratos', [{ kind: 'nutrient', nutrient: 'carbohydrate', change: 'less' }]],
  ['más proteína', [{ kind: 'nutrient', nutrient: 'protein', change: 'more' }]],
  ['algo más barato', [{ kind: 'price' }]],
  // A condition stated is saved to the answers (every plan keeps to it); a denied one is not.
  ['estoy embarazada', [is.pregnant]],
  ['tengo enfermedad renal', [is.kidneyDisease]],
  ['trabajo en turno de noche', [is.shiftWork]],
  ['no estoy embarazada', []],
  // A meal time is understood and answered: the day parts are the same in every plan.
  ['la cena a las 21', [is.dinnerAtNine]],
];
