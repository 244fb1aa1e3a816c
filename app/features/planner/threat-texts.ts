import type { VariantTrait } from '~/features/lab-tests/types';
import { L, type Localized } from './text';

// What each threat says, in five languages; threats.ts decides which apply.
export type ThreatText = { name: Localized; description: Localized };

const T = (name: Localized, description: Localized): ThreatText => ({ name, description });

/** Threat names and what they mean; the reason says which answer or result raised each. */
export const THREATS = {
  obesity: T(
    L('Obesity', 'Obezite', 'Obesidad', 'السمنة', 'چاقی'),
    L(
      'Raises the risk of type 2 diabetes, heart disease, joint problems and some cancers.',
      'Tip 2 diyabet, kalp hastalığı, eklem sorunları ve bazı kanser risklerini artırır.',
      'Aumenta el riesgo de diabetes tipo 2, enfermedad cardiaca, problemas articulares y algunos cánceres.',
      'تزيد خطر السكري من النوع 2 وأمراض القلب ومشكلات المفاصل وبعض السرطانات.',
      'خطر دیابت نوع ۲، بیماری قلبی، مشکلات مفصلی و برخی سرطان‌ها را بالا می‌برد.',
    ),
  ),
  overweight: T(
    L('Overweight', 'Fazla kilo', 'Sobrepeso', 'زيادة الوزن', 'اضافه وزن'),
    L(
      'Carries a higher risk of high blood pressure, type 2 diabetes and heart disease.',
      'Yüksek tansiyon, tip 2 diyabet ve kalp hastalığı riskini artırır.',
      'Conlleva más riesgo de hipertensión, diabetes tipo 2 y enfermedad cardiaca.',
      'تحمل خطرًا أعلى لارتفاع ضغط الدم والسكري من النوع 2 وأمراض القلب.',
      'خطر فشار خون بالا، دیابت نوع ۲ و بیماری قلبی را بیشتر می‌کند.',
    ),
  ),
  underweight: T(
    L('Underweight', 'Düşük kilo', 'Bajo peso', 'نقص الوزن', 'کمبود وزن'),
    L(
      'Can mean too little energy and nutrients: weaker immunity, bones and muscles.',
      'Yetersiz enerji ve besin anlamına gelebilir: zayıf bağışıklık, kemik ve kas.',
      'Puede indicar poca energía y nutrientes: defensas, huesos y músculos más débiles.',
      'قد يعني نقص الطاقة والمغذيات: مناعة وعظام وعضلات أضعف.',
      'ممکن است نشانه کمبود انرژی و مواد مغذی باشد: ایمنی، استخوان و عضله ضعیف‌تر.',
    ),
  ),
  prediabetes: T(
    L('Prediabetes', 'Gizli şeker (prediyabet)', 'Prediabetes', 'مقدمات السكري', 'پیش‌دیابت'),
    L(
      'Blood sugar above normal; without changes it often progresses to type 2 diabetes.',
      'Kan şekeri normalin üstünde; değişiklik yapılmazsa sıklıkla tip 2 diyabete ilerler.',
      'Azúcar en sangre por encima de lo normal; sin cambios suele avanzar a diabetes tipo 2.',
      'سكر الدم أعلى من الطبيعي؛ ومن دون تغيير يتطور غالبًا إلى السكري من النوع 2.',
      'قند خون بالاتر از حد طبیعی؛ بدون تغییر اغلب به دیابت نوع ۲ می‌رسد.',
    ),
  ),
  diabetes: T(
    L('Diabetes range', 'Diyabet aralığı', 'Rango de diabetes', 'نطاق السكري', 'محدوده دیابت'),
    L(
      'Blood sugar in the diabetes range: see your doctor to confirm and treat it.',
      'Kan şekeri diyabet aralığında: doğrulamak ve tedavi için doktorunuza görünün.',
      'Azúcar en rango de diabetes: consulta a tu médico para confirmarlo y tratarlo.',
      'سكر الدم في نطاق السكري: راجع طبيبك للتأكيد والعلاج.',
      'قند خون در محدوده دیابت: برای تأیید و درمان به پزشک مراجعه کنید.',
    ),
  ),
  complications: T(
    L(
      'Diabetes complications',
      'Diyabet komplikasyonları',
      'Complicaciones de la diabetes',
      'مضاعفات السكري',
      'عوارض دیابت',
    ),
    L(
      'Over years, high blood sugar harms the heart, kidneys, eyes and nerves; regular checks catch it early.',
      'Yıllar içinde yüksek şeker kalbe, böbreklere, gözlere ve sinirlere zarar verir; düzenli kontroller erken yakalar.',
      'Con los años, el azúcar alto daña corazón, riñones, ojos y nervios; los controles regulares lo detectan pronto.',
      'مع السنين يضر ارتفاع السكر بالقلب والكلى والعينين والأعصاب؛ الفحوص المنتظمة تكشف ذلك مبكرًا.',
      'قند بالا در طول سال‌ها به قلب، کلیه، چشم و اعصاب آسیب می‌زند؛ معاینه منظم آن را زود پیدا می‌کند.',
    ),
  ),
  hypoglycaemia: T(
    L('Hypoglycaemia', 'Hipoglisemi', 'Hipoglucemia', 'هبوط السكر', 'افت قند خون'),
    L(
      'Low blood sugar causes shaking, sweating and confusion; severe lows are dangerous.',
      'Düşük kan şekeri titreme, terleme ve bilinç bulanıklığı yapar; ağır düşüşler tehlikelidir.',
      'El azúcar bajo causa temblor, sudor y confusión; las bajadas graves son peligrosas.',
      'انخفاض السكر يسبب الرجفة والتعرق والتشوش؛ والهبوط الشديد خطير.',
      'افت قند باعث لرزش، تعریق و گیجی می‌شود؛ افت شدید خطرناک است.',
    ),
  ),
  inactivity: T(
    L('Physical inactivity', 'Hareketsizlik', 'Inactividad física', 'قلة النشاط البدني', 'کم‌تحرکی'),
    L(
      'Raises the risk of heart disease, diabetes and depression; WHO advises 150 minutes a week.',
      'Kalp hastalığı, diyabet ve depresyon riskini artırır; DSÖ haftada 150 dakika önerir.',
      'Aumenta el riesgo cardiaco, de diabetes y de depresión; la OMS aconseja 150 minutos semanales.',
      'تزيد خطر أمراض القلب والسكري والاكتئاب؛ توصي منظمة الصحة العالمية بـ150 دقيقة أسبوعيًا.',
      'خطر بیماری قلبی، دیابت و افسردگی را بالا می‌برد؛ سازمان جهانی بهداشت ۱۵۰ دقیقه در هفته توصیه می‌کند.',
    ),
  ),
  dysbiosis: T(
    L(
      'Gut imbalance (dysbiosis)',
      'Bağırsak dengesizliği (disbiyoz)',
      'Desequilibrio intestinal (disbiosis)',
      'اختلال توازن الأمعاء',
      'عدم تعادل میکروبیوم روده',
    ),
    L(
      'Linked to bloating, inflammation and poorer blood sugar control.',
      'Şişkinlik, iltihap ve daha kötü kan şekeri kontrolüyle ilişkilidir.',
      'Relacionado con hinchazón, inflamación y peor control del azúcar.',
      'مرتبط بالانتفاخ والالتهاب وضعف ضبط سكر الدم.',
      'با نفخ، التهاب و کنترل ضعیف‌تر قند خون مرتبط است.',
    ),
  ),
} satisfies Record<string, ThreatText>;

export const TRAIT_THREATS: Partial<Record<VariantTrait, ThreatText>> = {
  'type2-diabetes-risk': T(
    L('Type 2 diabetes', 'Tip 2 diyabet', 'Diabetes tipo 2', 'السكري من النوع 2', 'دیابت نوع ۲'),
    L(
      'A gene variant that raises the chance of type 2 diabetes; weight and diet lower it.',
      'Tip 2 diyabet olasılığını artıran bir gen varyantı; kilo ve beslenme bunu azaltır.',
      'Una variante que aumenta la probabilidad de diabetes tipo 2; peso y dieta la reducen.',
      'متغير جيني يرفع احتمال السكري من النوع 2؛ الوزن والغذاء يخفضانه.',
      'واریانتی که احتمال دیابت نوع ۲ را بالا می‌برد؛ وزن و رژیم آن را کم می‌کنند.',
    ),
  ),
  'obesity-risk': T(
    L('Weight gain', 'Kilo alma', 'Aumento de peso', 'زيادة الوزن', 'افزایش وزن'),
    L(
      'A gene variant linked to appetite and weight gain; activity offsets much of it.',
      'İştah ve kilo alımıyla ilişkili bir gen varyantı; hareket bunun çoğunu dengeler.',
      'Una variante ligada al apetito y al aumento de peso; la actividad lo compensa en gran parte.',
      'متغير جيني مرتبط بالشهية وزيادة الوزن؛ النشاط يعوض معظمه.',
      'واریانتی مرتبط با اشتها و افزایش وزن؛ فعالیت بیشتر آن را جبران می‌کند.',
    ),
  ),
  'cardiovascular-lipid-risk': T(
    L('Heart disease', 'Kalp hastalığı', 'Enfermedad cardiovascular', 'أمراض القلب', 'بیماری قلبی'),
    L(
      'A gene variant linked to higher cholesterol and heart disease.',
      'Yüksek kolesterol ve kalp hastalığıyla ilişkili bir gen varyantı.',
      'Una variante ligada a colesterol alto y enfermedad cardiaca.',
      'متغير جيني مرتبط بارتفاع الكوليسترول وأمراض القلب.',
      'واریانتی مرتبط با کلسترول بالا و بیماری قلبی.',
    ),
  ),
  'saturated-fat-sensitivity': T(
    L(
      'High LDL cholesterol',
      'Yüksek LDL kolesterol',
      'Colesterol LDL alto',
      'ارتفاع الكوليسترول الضار',
      'کلسترول LDL بالا',
    ),
    L(
      'With this variant, saturated fat raises LDL cholesterol more than usual.',
      'Bu varyantla doymuş yağ LDL kolesterolü normalden fazla yükseltir.',
      'Con esta variante, la grasa saturada sube el LDL más de lo habitual.',
      'مع هذا المتغير ترفع الدهون المشبعة الكوليسترول الضار أكثر من المعتاد.',
      'با این واریانت، چربی اشباع LDL را بیش از معمول بالا می‌برد.',
    ),
  ),
  'folate-metabolism': T(
    L(
      'Raised homocysteine',
      'Yüksek homosistein',
      'Homocisteína elevada',
      'ارتفاع الهوموسيستين',
      'هموسیستئین بالا',
    ),
    L(
      'Slower folate use can raise homocysteine when folate intake is low.',
      'Yavaş folat kullanımı, folat alımı düşükken homosisteini yükseltebilir.',
      'Un uso lento del folato puede elevar la homocisteína si se toma poco folato.',
      'بطء استخدام الفولات قد يرفع الهوموسيستين عند قلة تناوله.',
      'مصرف کند فولات با دریافت کم آن می‌تواند هموسیستئین را بالا ببرد.',
    ),
  ),
  'caffeine-slow-metabolism': T(
    L(
      'High blood pressure with caffeine',
      'Kafeinle yüksek tansiyon',
      'Hipertensión con cafeína',
      'ارتفاع الضغط مع الكافيين',
      'فشار خون بالا با کافئین',
    ),
    L(
      'Slow caffeine clearance links heavy coffee drinking with heart attacks.',
      'Yavaş kafein atımı, çok kahve içmeyi kalp krizleriyle ilişkilendirir.',
      'Eliminar lentamente la cafeína vincula mucho café con infartos.',
      'بطء التخلص من الكافيين يربط كثرة القهوة بالنوبات القلبية.',
      'دفع کند کافئین، نوشیدن زیاد قهوه را با سکته قلبی مرتبط می‌کند.',
    ),
  ),
  'lactose-intolerance': T(
    L(
      'Lactose intolerance',
      'Laktoz intoleransı',
      'Intolerancia a la lactosa',
      'عدم تحمل اللاكتوز',
      'عدم تحمل لاکتوز',
    ),
    L(
      'Milk sugar may cause bloating, cramps and diarrhoea.',
      'Süt şekeri şişkinlik, kramp ve ishale yol açabilir.',
      'El azúcar de la leche puede causar hinchazón, cólicos y diarrea.',
      'قد يسبب سكر الحليب الانتفاخ والتقلصات والإسهال.',
      'قند شیر ممکن است نفخ، دل‌پیچه و اسهال ایجاد کند.',
    ),
  ),
  'coeliac-risk': T(
    L('Coeliac disease', 'Çölyak hastalığı', 'Enfermedad celíaca', 'الداء البطني', 'بیماری سلیاک'),
    L(
      'A genotype needed for coeliac disease; most carriers never develop it.',
      'Çölyak için gereken bir genotip; taşıyanların çoğunda hastalık gelişmez.',
      'Un genotipo necesario para la celiaquía; la mayoría de portadores nunca la desarrolla.',
      'نمط جيني لازم للداء البطني؛ معظم حامليه لا يصابون به.',
      'ژنوتیپی لازم برای سلیاک؛ بیشتر حاملان هرگز به آن دچار نمی‌شوند.',
    ),
  ),
};

export const REASONS = {
  bmi: L(
    'Your BMI is {bmi} ({weight} kg, {height} cm); WHO: {range}.',
    'VKİ değeriniz {bmi} ({weight} kg, {height} cm); DSÖ: {range}.',
    'Tu IMC es {bmi} ({weight} kg, {height} cm); OMS: {range}.',
    'مؤشر كتلة جسمك {bmi} ({weight} كغ، {height} سم)؛ منظمة الصحة العالمية: {range}.',
    'شاخص توده بدنی شما {bmi} است ({weight} کیلوگرم، {height} سانتی‌متر)؛ سازمان جهانی بهداشت: {range}.',
  ),
  hba1c: L(
    'Your HbA1c is {value}%; ADA: {range}.',
    'HbA1c değeriniz %{value}; ADA: {range}.',
    'Tu HbA1c es {value} %; ADA: {range}.',
    'الهيموغلوبين السكري لديك {value}%؛ الجمعية الأمريكية للسكري: {range}.',
    'HbA1c شما {value}٪ است؛ انجمن دیابت آمریکا: {range}.',
  ),
  glucose: L(
    'Your fasting glucose is {value} mg/dL; ADA: {range}.',
    'Açlık şekeriniz {value} mg/dL; ADA: {range}.',
    'Tu glucosa en ayunas es {value} mg/dL; ADA: {range}.',
    'سكر الصيام لديك {value} ملغ/دل؛ الجمعية الأمريكية للسكري: {range}.',
    'قند ناشتای شما {value} میلی‌گرم/دسی‌لیتر است؛ انجمن دیابت آمریکا: {range}.',
  ),
  hypo: L(
    'Low blood sugar {count} times last month on your diabetes treatment.',
    'Diyabet tedaviniz sırasında geçen ay {count} kez şeker düşmesi.',
    '{count} bajadas de azúcar el último mes con tu tratamiento.',
    'عدد نوبات هبوط السكر الشهر الماضي مع علاجك للسكري: {count}.',
    '{count} بار افت قند در ماه گذشته با درمان دیابت شما.',
  ),
  diagnosis: L(
    'You said you have {diabetes}.',
    'Sizde {diabetes} olduğunu söylediniz.',
    'Dijiste que tienes {diabetes}.',
    'ذكرت أن لديك: {diabetes}.',
    'گفتید که {diabetes} دارید.',
  ),
  sedentary: L(
    'You said you are sedentary: mostly sitting.',
    'Hareketsiz olduğunuzu söylediniz: çoğunlukla oturuyorsunuz.',
    'Dijiste que eres sedentario: casi siempre sentado.',
    'ذكرت أنك قليل الحركة: تجلس معظم الوقت.',
    'گفتید کم‌تحرک هستید: بیشتر نشسته.',
  ),
  variant: L(
    'Your genetic profile carries {variant}.',
    'Genetik profilinizde {variant} var.',
    'Tu perfil genético tiene {variant}.',
    'ملفك الجيني يحمل {variant}.',
    'پروفایل ژنتیکی شما {variant} را دارد.',
  ),
  gut: L(
    'Outside the normal range in your microbiome: {levels}.',
    'Mikrobiyomunuzda normal aralık dışında: {levels}.',
    'Fuera del rango normal en tu microbioma: {levels}.',
    'خارج النطاق الطبيعي في ميكروبيومك: {levels}.',
    'خارج از محدوده طبیعی در میکروبیوم شما: {levels}.',
  ),
};

/** Published ranges quoted in the reasons (the names of the classes, not translated numbers). */
export const BMI_RANGES: Record<string, Localized> = {
  underweight: L(
    'under 18.5 is underweight',
    '18,5 altı düşük kilo',
    'menos de 18,5 es bajo peso',
    'أقل من 18.5 نقص وزن',
    'زیر ۱۸٫۵ کمبود وزن',
  ),
  overweight: L(
    '25–29.9 is overweight',
    '25–29,9 fazla kilo',
    '25–29,9 es sobrepeso',
    '25–29.9 زيادة وزن',
    '۲۵ تا ۲۹٫۹ اضافه وزن',
  ),
  obese: L(
    '30 or more is obesity',
    '30 ve üstü obezite',
    '30 o más es obesidad',
    '30 فأكثر سمنة',
    '۳۰ و بیشتر چاقی',
  ),
};
export const PREDIABETES_HBA1C = L(
  '5.7–6.4% is prediabetes',
  '%5,7–6,4 prediyabet',
  '5,7–6,4 % es prediabetes',
  '5.7–6.4% مقدمات سكري',
  '۵٫۷ تا ۶٫۴٪ پیش‌دیابت',
);
export const DIABETES_HBA1C = L(
  '6.5% or more is diabetes',
  '%6,5 ve üstü diyabet',
  '6,5 % o más es diabetes',
  '6.5% فأكثر سكري',
  '۶٫۵٪ و بیشتر دیابت',
);
export const PREDIABETES_GLUCOSE = L(
  '100–125 mg/dL is prediabetes',
  '100–125 mg/dL prediyabet',
  '100–125 mg/dL es prediabetes',
  '100–125 ملغ/دل مقدمات سكري',
  '۱۰۰ تا ۱۲۵ پیش‌دیابت',
);
export const DIABETES_GLUCOSE = L(
  '126 mg/dL or more is diabetes',
  '126 mg/dL ve üstü diyabet',
  '126 mg/dL o más es diabetes',
  '126 ملغ/دل فأكثر سكري',
  '۱۲۶ و بیشتر دیابت',
);
