import type { Exercise } from '../types';
import { COMPENDIUM, timedAs } from './compendium';

// Cardio without jumping or running, for the people the low-impact rule covers (pregnancy, 65 and
// over, a sedentary start, a BMI of 35 or more) and anyone with body weight alone.
export const gentleCardioExercises: readonly Exercise[] = [
  {
    id: 'brisk-walk',
    name: {
      en: 'Brisk walk',
      tr: 'Tempolu yürüyüş',
      es: 'Caminata a paso ligero',
      ar: 'المشي السريع',
      fa: 'پیاده‌روی تند',
    },
    instructions: {
      en: 'Walk outdoors or along a corridor at a pace that makes you breathe faster but still lets you talk. Stand tall, swing your arms and land each step softly through the heel.',
      tr: 'Dışarıda ya da bir koridor boyunca, nefesinizi hızlandıran ama konuşmanıza izin veren bir tempoda yürüyün. Dik durun, kollarınızı sallayın ve her adımda topuktan yumuşakça basın.',
      es: 'Camine al aire libre o por un pasillo a un ritmo que le haga respirar más deprisa pero le permita hablar. Mantenga el tronco erguido, balancee los brazos y apoye cada paso con suavidad desde el talón.',
      ar: 'امشِ في الهواء الطلق أو في ممر بوتيرة تسرّع تنفسك لكنها تسمح لك بالكلام. حافظ على استقامتك وحرّك ذراعيك وضع كل خطوة بلطف بدءًا من الكعب.',
      fa: 'در فضای باز یا در طول یک راهرو با سرعتی راه بروید که نفستان تندتر شود اما هنوز بتوانید حرف بزنید. صاف بایستید، دست‌ها را تاب دهید و هر گام را نرم از پاشنه بگذارید.',
    },
    category: 'cardio',
    loads: ['legs'],
    equipment: ['none'],
    focus: ['full-body', 'legs'],
    ...timedAs(COMPENDIUM.walkingModerate),
    measure: 'seconds',
    defaultSets: 2,
    defaultCount: 300,
    restSeconds: 0,
    level: 'beginner',
    impact: 'low',
    position: 'standing',
    muscles: [],
  },
  {
    id: 'step-jacks',
    name: {
      en: 'Step jacks',
      tr: 'Yana adımlı kol açma',
      es: 'Pasos laterales con brazos arriba',
      ar: 'خطوات جانبية مع رفع الذراعين',
      fa: 'گام به پهلو با بالا بردن دست‌ها',
    },
    instructions: {
      en: 'Step one foot out to the side while raising both arms overhead, then bring it back as your arms come down. Alternate sides at a brisk, steady rhythm without jumping.',
      tr: 'Bir ayağınızla yana adım atarken iki kolunuzu başınızın üzerine kaldırın, kollarınızı indirirken ayağınızı geri getirin. Zıplamadan, canlı ve düzenli bir ritimle tarafları değiştirin.',
      es: 'Dé un paso lateral con un pie mientras sube ambos brazos por encima de la cabeza y vuelva al centro al bajarlos. Alterne los lados a un ritmo vivo y constante, sin saltar.',
      ar: 'اخطُ بإحدى قدميك إلى الجانب وأنت ترفع ذراعيك فوق رأسك، ثم أعدها وأنت تنزل ذراعيك. بدّل الجانبين بإيقاع نشط وثابت دون قفز.',
      fa: 'یک پا را به پهلو بگذارید و هم‌زمان هر دو دست را بالای سر ببرید، سپس با پایین آوردن دست‌ها پا را برگردانید. بدون پرش و با ریتمی تند و ثابت دو طرف را عوض کنید.',
    },
    category: 'cardio',
    loads: ['shoulders', 'legs'],
    equipment: ['none'],
    focus: ['full-body'],
    ...timedAs(COMPENDIUM.calisthenicsModerate),
    measure: 'seconds',
    defaultSets: 3,
    defaultCount: 45,
    restSeconds: 15,
    level: 'beginner',
    impact: 'low',
    position: 'standing',
    muscles: [],
  },
];
