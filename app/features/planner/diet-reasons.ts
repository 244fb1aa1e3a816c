import type { Food, FoodGroup } from '~/features/nutrition/types';
import { onHypoglycaemicTreatment } from './profile';
import { L, type Localized } from './text';
import type { DayPart } from './types';

import { wishFor, type DietContext } from './diet-context';

const DEFAULT_REASONS: Record<FoodGroup, Localized> = {
  grain: L(
    'Steady energy from grains',
    'Tahıldan dengeli enerji',
    'Energía estable de los cereales',
    'طاقة ثابتة من الحبوب',
    'انرژی پایدار از غلات',
  ),
  vegetable: L(
    'Vitamins, minerals and fibre',
    'Vitamin, mineral ve lif',
    'Vitaminas, minerales y fibra',
    'فيتامينات ومعادن وألياف',
    'ویتامین، مواد معدنی و فیبر',
  ),
  fruit: L(
    'Vitamins and fibre from fruit',
    'Meyveden vitamin ve lif',
    'Vitaminas y fibra de la fruta',
    'فيتامينات وألياف من الفاكهة',
    'ویتامین و فیبر از میوه',
  ),
  legume: L(
    'Plant protein and fibre',
    'Bitkisel protein ve lif',
    'Proteína vegetal y fibra',
    'بروتين نباتي وألياف',
    'پروتئین گیاهی و فیبر',
  ),
  dairy: L(
    'Protein and calcium',
    'Protein ve kalsiyum',
    'Proteína y calcio',
    'بروتين وكالسيوم',
    'پروتئین و کلسیم',
  ),
  meat: L('Protein and iron', 'Protein ve demir', 'Proteína y hierro', 'بروتين وحديد', 'پروتئین و آهن'),
  poultry: L('Lean protein', 'Yağsız protein', 'Proteína magra', 'بروتين قليل الدهن', 'پروتئین کم‌چرب'),
  fish: L(
    'Protein and omega-3 fats',
    'Protein ve omega-3 yağları',
    'Proteína y grasas omega-3',
    'بروتين ودهون أوميغا 3',
    'پروتئین و چربی امگا ۳',
  ),
  seafood: L(
    'Lean protein and minerals',
    'Yağsız protein ve mineraller',
    'Proteína magra y minerales',
    'بروتين قليل الدهن ومعادن',
    'پروتئین کم‌چرب و مواد معدنی',
  ),
  egg: L('Complete protein', 'Tam protein', 'Proteína completa', 'بروتين كامل', 'پروتئین کامل'),
  'nut-seed': L(
    'Healthy fats and protein',
    'Sağlıklı yağ ve protein',
    'Grasas saludables y proteína',
    'دهون صحية وبروتين',
    'چربی سالم و پروتئین',
  ),
  'fat-oil': L(
    'Healthy fat for cooking',
    'Pişirmek için sağlıklı yağ',
    'Grasa saludable para cocinar',
    'دهن صحي للطهي',
    'چربی سالم برای پخت',
  ),
  sweet: L('A small treat', 'Küçük bir ikram', 'Un pequeño capricho', 'حلوى صغيرة', 'یک خوراکی کوچک'),
  beverage: L('Something to drink', 'İçecek', 'Algo de beber', 'مشروب', 'نوشیدنی'),
  condiment: L('Flavour', 'Lezzet', 'Sabor', 'نكهة', 'طعم'),
};

const ASKED: Localized = L(
  'As you asked',
  'İstediğiniz gibi',
  'Como pediste',
  'كما طلبت',
  'همان‌طور که خواستید',
);
const LOW_GI: Localized = L(
  'Low glycaemic index, gentle on blood sugar',
  'Düşük glisemik indeks, kan şekerini yormaz',
  'Índice glucémico bajo, suave con el azúcar en sangre',
  'مؤشر سكري منخفض، لطيف على سكر الدم',
  'شاخص قندی پایین، ملایم برای قند خون',
);
const NIGHT_SNACK: Localized = L(
  'Bedtime snack against night-time lows',
  'Gece şeker düşmesine karşı yatmadan önce ara öğün',
  'Tentempié nocturno contra las bajadas de azúcar',
  'وجبة قبل النوم للوقاية من هبوط السكر ليلًا',
  'میان‌وعده شب برای پیشگیری از افت قند شبانه',
);

export function reasonOf(food: Food, part: DayPart, context: DietContext): Localized {
  if (wishFor(food, context.wishes) === 'prefer') return ASKED;
  const rule = context.rules.find(
    (r) => r.prefer.some((tag) => food.tags.includes(tag)) || r.preferGroups.includes(food.group),
  );
  if (rule) return rule.reason;
  if (part === 'night' && onHypoglycaemicTreatment(context.diet)) return NIGHT_SNACK;
  const exclusion = context.rules.find((r) => r.showOn.includes(food.group));
  if (exclusion) return exclusion.reason;
  if (context.lowGlycaemicLoad && food.glycaemicIndex !== null && food.glycaemicIndex <= 55) return LOW_GI;
  return DEFAULT_REASONS[food.group];
}
