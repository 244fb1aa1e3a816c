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
} satisfies Record<string, ThreatText>;

/**
 * A variant's trait as a threat: at most a slightly higher likelihood, never a disease, and only for
 * an uncommon genotype (threats.ts asks lab-tests). The reason gives the variant's published effect
 * and its source. Traits that change how the diet works rather than a disease likelihood (lactose,
 * saturated fat, folate) and carrier status (HLA-DQ2.5, which 30–40% of people carry) are no threat:
 * the diet and the variant's meaning in the insight carry them.
 */
export const TRAIT_THREATS: Partial<Record<VariantTrait, ThreatText>> = {
  'type2-diabetes-risk': T(
    L(
      'Slightly higher likelihood of type 2 diabetes',
      'Tip 2 diyabet olasılığında hafif artış',
      'Probabilidad algo mayor de diabetes tipo 2',
      'احتمال أعلى قليلًا للسكري من النوع 2',
      'احتمال کمی بیشتر دیابت نوع ۲',
    ),
    L(
      'A gene variant with a small effect: it does not mean you have or will get diabetes. Weight, activity and diet matter far more than the variant.',
      'Etkisi küçük bir gen varyantı: diyabetiniz olduğu ya da olacağı anlamına gelmez. Kilo, hareket ve beslenme bu varyanttan çok daha önemlidir.',
      'Una variante genética de efecto pequeño: no significa que tengas ni que vayas a tener diabetes. El peso, la actividad y la dieta importan mucho más que la variante.',
      'متغير جيني ذو أثر صغير: لا يعني أنك مصاب بالسكري أو ستُصاب به. الوزن والنشاط والغذاء أهم بكثير من هذا المتغير.',
      'واریانت ژنی با اثری کوچک: به این معنا نیست که دیابت دارید یا خواهید گرفت. وزن، فعالیت و رژیم غذایی بسیار مهم‌تر از این واریانت‌اند.',
    ),
  ),
  'obesity-risk': T(
    L(
      'Slightly higher tendency to gain weight',
      'Kilo almaya hafifçe artmış eğilim',
      'Tendencia algo mayor a ganar peso',
      'ميل أعلى قليلًا لزيادة الوزن',
      'تمایل کمی بیشتر به افزایش وزن',
    ),
    L(
      'A gene variant with a small effect on weight; eating habits and activity matter far more than the variant, and regular activity blunts part of it.',
      'Kilo üzerinde küçük etkili bir gen varyantı; beslenme alışkanlıkları ve hareket bu varyanttan çok daha önemlidir, düzenli hareket etkisinin bir kısmını azaltır.',
      'Una variante genética de efecto pequeño sobre el peso; los hábitos de comida y la actividad importan mucho más que la variante, y la actividad regular atenúa parte del efecto.',
      'متغير جيني ذو أثر صغير على الوزن؛ عادات الأكل والنشاط أهم بكثير من هذا المتغير، والنشاط المنتظم يخفف جزءًا من أثره.',
      'واریانت ژنی با اثری کوچک بر وزن؛ عادت‌های غذایی و فعالیت بسیار مهم‌تر از این واریانت‌اند و فعالیت منظم بخشی از اثر آن را کم می‌کند.',
    ),
  ),
  'cardiovascular-lipid-risk': T(
    L(
      'Slightly higher likelihood of high blood fats or heart disease',
      'Yüksek kan yağları ya da kalp hastalığı olasılığında hafif artış',
      'Probabilidad algo mayor de grasas altas en sangre o enfermedad cardiaca',
      'احتمال أعلى قليلًا لارتفاع دهون الدم أو أمراض القلب',
      'احتمال کمی بیشتر چربی خون بالا یا بیماری قلبی',
    ),
    L(
      'A gene variant with a small effect on blood fats; not smoking, activity, weight and a diet low in saturated fat matter far more than the variant.',
      'Kan yağları üzerinde küçük etkili bir gen varyantı; sigara içmemek, hareket, kilo ve doymuş yağı az bir beslenme bu varyanttan çok daha önemlidir.',
      'Una variante genética de efecto pequeño sobre las grasas en sangre; no fumar, la actividad, el peso y una dieta baja en grasa saturada importan mucho más que la variante.',
      'متغير جيني ذو أثر صغير على دهون الدم؛ ترك التدخين والنشاط والوزن وغذاء قليل الدهون المشبعة أهم بكثير من هذا المتغير.',
      'واریانت ژنی با اثری کوچک بر چربی خون؛ سیگار نکشیدن، فعالیت، وزن و رژیم کم‌چربی اشباع بسیار مهم‌تر از این واریانت‌اند.',
    ),
  ),
  'caffeine-slow-metabolism': T(
    L(
      'Slightly higher heart risk with a lot of coffee',
      'Çok kahveyle kalp riskinde hafif artış',
      'Riesgo cardiaco algo mayor con mucho café',
      'خطر قلبي أعلى قليلًا مع كثرة القهوة',
      'خطر قلبی کمی بیشتر با قهوه زیاد',
    ),
    L(
      'Caffeine clears slowly; a lot of coffee went with a slightly higher heart-attack risk in one study, one cup a day did not. Smoking, blood pressure and activity matter far more than the variant.',
      'Kafein yavaş atılır; bir çalışmada çok kahve kalp krizi riskinde hafif artışla ilişkiliydi, günde bir fincan değildi. Sigara, tansiyon ve hareket bu varyanttan çok daha önemlidir.',
      'La cafeína se elimina despacio; en un estudio, mucho café se asoció a un riesgo de infarto algo mayor y una taza al día no. El tabaco, la tensión y la actividad importan mucho más que la variante.',
      'يُطرح الكافيين ببطء؛ في دراسة ارتبطت كثرة القهوة بخطر نوبة قلبية أعلى قليلًا، ولم يرتبط بذلك كوب واحد يوميًا. التدخين وضغط الدم والنشاط أهم بكثير من هذا المتغير.',
      'کافئین کند دفع می‌شود؛ در یک مطالعه قهوه زیاد با خطر کمی بیشتر حمله قلبی همراه بود و یک فنجان در روز نه. سیگار، فشار خون و فعالیت بسیار مهم‌تر از این واریانت‌اند.',
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
    'Your genetic profile carries {variant}. {meaning} Source: {cite}.',
    'Genetik profilinizde {variant} var. {meaning} Kaynak: {cite}.',
    'Tu perfil genético tiene {variant}. {meaning} Fuente: {cite}.',
    'ملفك الجيني يحمل {variant}. {meaning} المصدر: {cite}.',
    'پروفایل ژنتیکی شما {variant} را دارد. {meaning} منبع: {cite}.',
  ),
  /** A diagnosed diabetes above its target: no "confirm", the care team instead (ADA 2025 §6, §15). */
  hba1cTarget: L(
    'Your HbA1c is {value}%; ADA target: {target}. Your diabetes is not yet at target: talk with your care team about it.',
    'HbA1c değeriniz %{value}; ADA hedefi: {target}. Diyabetiniz henüz hedefte değil: bunu sağlık ekibinizle konuşun.',
    'Tu HbA1c es {value} %; objetivo de la ADA: {target}. Tu diabetes aún no está en objetivo: háblalo con tu equipo de salud.',
    'الهيموغلوبين السكري لديك {value}%؛ هدف الجمعية الأمريكية للسكري: {target}. لم يصل السكري لديك إلى الهدف بعد: تحدث عن ذلك مع فريق رعايتك.',
    'HbA1c شما {value}٪ است؛ هدف انجمن دیابت آمریکا: {target}. دیابت شما هنوز به هدف نرسیده است: درباره آن با تیم درمانی خود صحبت کنید.',
  ),
  glucoseTarget: L(
    'Your fasting glucose is {value} mg/dL; ADA target: {target}. Your diabetes is not yet at target: talk with your care team about it.',
    'Açlık şekeriniz {value} mg/dL; ADA hedefi: {target}. Diyabetiniz henüz hedefte değil: bunu sağlık ekibinizle konuşun.',
    'Tu glucosa en ayunas es {value} mg/dL; objetivo de la ADA: {target}. Tu diabetes aún no está en objetivo: háblalo con tu equipo de salud.',
    'سكر الصيام لديك {value} ملغ/دل؛ هدف الجمعية الأمريكية للسكري: {target}. لم يصل السكري لديك إلى الهدف بعد: تحدث عن ذلك مع فريق رعايتك.',
    'قند ناشتای شما {value} میلی‌گرم/دسی‌لیتر است؛ هدف انجمن دیابت آمریکا: {target}. دیابت شما هنوز به هدف نرسیده است: درباره آن با تیم درمانی خود صحبت کنید.',
  ),
  /** After a value in the diabetes range from someone who said they have prediabetes. */
  careTeam: L(
    'Talk with your care team about it.',
    'Bunu sağlık ekibinizle konuşun.',
    'Háblalo con tu equipo de salud.',
    'تحدث عن ذلك مع فريق رعايتك.',
    'درباره آن با تیم درمانی خود صحبت کنید.',
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

/**
 * Glycaemic targets for diagnosed diabetes, ADA Standards of Care in Diabetes 2025: section 6 for
 * adults (HbA1c under 7% for many, 80–130 mg/dL before meals), section 15 in pregnancy (HbA1c under
 * 6% if reached without lows, fasting under 95 mg/dL).
 */
export const TARGETS = {
  usual: {
    hba1cOff: (value: number) => value >= 7,
    glucoseOff: (value: number) => value > 130,
    hba1cText: L(
      'under 7% for many adults',
      'birçok yetişkin için %7’nin altı',
      'menos de 7 % para muchos adultos',
      'أقل من 7% لكثير من البالغين',
      'کمتر از ۷٪ برای بسیاری از بزرگسالان',
    ),
    glucoseText: L(
      '80–130 mg/dL before meals',
      'öğün öncesi 80–130 mg/dL',
      '80–130 mg/dL antes de las comidas',
      '80–130 ملغ/دل قبل الوجبات',
      'پیش از غذا ۸۰ تا ۱۳۰ میلی‌گرم/دسی‌لیتر',
    ),
  },
  pregnancy: {
    hba1cOff: (value: number) => value >= 6,
    glucoseOff: (value: number) => value >= 95,
    hba1cText: L(
      'under 6% in pregnancy, if reached without lows',
      'gebelikte, şeker düşmesi olmadan ulaşılabiliyorsa %6’nın altı',
      'menos de 6 % en el embarazo, si se logra sin bajadas',
      'أقل من 6% أثناء الحمل إن أمكن دون هبوط السكر',
      'کمتر از ۶٪ در بارداری، اگر بدون افت قند ممکن باشد',
    ),
    glucoseText: L(
      'under 95 mg/dL fasting in pregnancy',
      'gebelikte açlıkta 95 mg/dL altı',
      'menos de 95 mg/dL en ayunas en el embarazo',
      'أقل من 95 ملغ/دل صائمًا أثناء الحمل',
      'کمتر از ۹۵ میلی‌گرم/دسی‌لیتر ناشتا در بارداری',
    ),
  },
};
