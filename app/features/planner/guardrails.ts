// The clinical safety layer: rules of care as data. Each names when it applies, what it changes in
// the plans and the published source it follows. The planner reads the merged limits before it
// chooses foods and exercises; /insight lists the rules that shaped a plan, and the plan pages say
// plainly what the plans do not cover.
import type { LocaleCode } from '~/i18n/locales';
import { bmiOf } from './energy';
import { onHypoglycaemicTreatment, readBody, readDietAnswers, type Body, type DietAnswers } from './profile';
import { readScreening, type Screening } from './screening';
import {
  BREASTFEEDING_EXTRA_KCAL,
  BREASTFEEDING_MIN_CARBOHYDRATE,
  CAFFEINE_LIMIT_MG,
  PREGNANCY_EXCLUDED,
  PREGNANCY_EXTRA_KCAL,
  PREGNANCY_MIN_CARBOHYDRATE,
  PROTEIN_PER_KG,
} from './care-figures';
import { proteinBandOf } from './protein-band';
import { fill, L, type Localized } from './text';
import type { AnswerMap } from './types';

export type ClinicalProfile = { body: Body | null; diet: DietAnswers; screening: Screening };

export type EnergyLimits = {
  /** No weight-loss deficit, whatever the priorities say. */
  noDeficit: boolean;
  /** Added to maintenance (pregnancy, breastfeeding). */
  extraKcal: number;
};

export type DietLimits = {
  /** Least carbohydrate a day, in grams. */
  minCarbohydrate: number | null;
  /** Most protein a day, in grams per kg of body weight. */
  maxProteinPerKg: number | null;
  /** Least protein a day, in grams per kg of body weight. */
  minProteinPerKg: number | null;
  /**
   * The protein the plan aims for, g per kg a day: a kidney rule's band where one applies, else the
   * usual band raised for age, pregnancy and breastfeeding (care-figures.ts).
   */
  protein: { low: number; high: number };
  /** Most caffeine a day, in mg. */
  maxCaffeineMg: number;
  /** Food ids (or id fragments) never planned. */
  excludedFoods: string[];
};

export type WorkoutLimits = {
  /** No jumping or other high-impact moves. */
  noImpact: boolean;
  /** No exercise lying on the back or the front (after the first trimester of pregnancy). */
  noSupine: boolean;
  /** Balance work in every session. */
  balance: boolean;
  /** Moderate intensity only: no high-intensity intervals, no advanced moves. */
  moderateOnly: boolean;
  /** A glucose check before exercise, with fast carbohydrate at hand (insulin or sulfonylureas). */
  glucoseCheck: boolean;
};

export type Limits = { energy: EnergyLimits; diet: DietLimits; workout: WorkoutLimits };

type LimitChanges = {
  energy?: Partial<EnergyLimits>;
  diet?: Partial<DietLimits>;
  workout?: Partial<WorkoutLimits>;
};

export type GuardrailId =
  | 'pregnancy'
  | 'breastfeeding'
  | 'kidney-early'
  | 'kidney-advanced'
  | 'kidney-dialysis'
  | 'low-impact'
  | 'balance'
  | 'young-or-underweight'
  | 'eating-disorder'
  | 'heart'
  | 'hypoglycaemia'
  | 'upper-limits'
  | 'fasting'
  | 'shifts'
  | 'other-conditions';

type Rule = {
  id: GuardrailId;
  applies: (profile: ClinicalProfile) => boolean;
  limits?: (profile: ClinicalProfile) => LimitChanges;
  /** What the rule does, in the user's language ({placeholders} from `vars`). */
  says: Localized;
  vars?: (profile: ClinicalProfile) => Record<string, string | number>;
  source: string;
  /**
   * True where the plans cannot do what the condition needs: the plan pages say so and name who to
   * ask, rather than pretending the plan is complete.
   */
  notCovered?: boolean;
};

const PREGNANCY_EXCLUDED_FOODS = Object.keys(PREGNANCY_EXCLUDED);

const pregnant = (p: ClinicalProfile) => p.screening.pregnancy !== null;
const bmi = (p: ClinicalProfile) => (p.body ? bmiOf(p.body.weightKg, p.body.heightCm) : null);

export const GUARDRAILS: readonly Rule[] = [
  {
    id: 'pregnancy',
    applies: pregnant,
    limits: (p) => {
      const trimester = p.screening.pregnancy?.trimester ?? null;
      return {
        energy: { noDeficit: true, extraKcal: trimester ? PREGNANCY_EXTRA_KCAL[trimester] : 0 },
        diet: {
          minCarbohydrate: PREGNANCY_MIN_CARBOHYDRATE,
          maxCaffeineMg: CAFFEINE_LIMIT_MG.pregnancy,
          excludedFoods: PREGNANCY_EXCLUDED_FOODS,
        },
        // Supine work after the first trimester; an unknown week is read as past it, the safe reading.
        workout: { noImpact: true, noSupine: trimester !== 1, moderateOnly: true },
      };
    },
    says: L(
      'Pregnancy: no weight-loss deficit, {extra} kcal more a day for this stage, at least 175 g of carbohydrate a day, caffeine under 200 mg, no liver or high-mercury fish; workouts without jumping, and without lying on your back or front after week 13.',
      'Hamilelik: kilo verme açığı yok, bu dönem için günde {extra} kcal fazla, günde en az 175 g karbonhidrat, 200 mg altında kafein, karaciğer ve cıvası yüksek balık yok; zıplamasız antrenman, 13. haftadan sonra sırtüstü ya da yüzüstü yatarak egzersiz yok.',
      'Embarazo: sin déficit para perder peso, {extra} kcal más al día en esta etapa, al menos 175 g de hidratos de carbono al día, cafeína por debajo de 200 mg, sin hígado ni pescado alto en mercurio; entrenamientos sin saltos y, tras la semana 13, sin ejercicios boca arriba ni boca abajo.',
      'الحمل: لا عجز لإنقاص الوزن، و{extra} سعرة إضافية يوميًا لهذه المرحلة، و175 غرامًا على الأقل من الكربوهيدرات يوميًا، وكافيين أقل من 200 ملغ، ولا كبد ولا أسماك عالية الزئبق؛ تمارين بلا قفز، وبلا استلقاء على الظهر أو البطن بعد الأسبوع 13.',
      'بارداری: بدون کسری کالری برای کاهش وزن، روزانه {extra} کیلوکالری بیشتر برای این مرحله، دست‌کم ۱۷۵ گرم کربوهیدرات در روز، کافئین کمتر از ۲۰۰ میلی‌گرم، بدون جگر و ماهی پرجیوه؛ تمرین بدون پرش و پس از هفته ۱۳ بدون دراز کشیدن به پشت یا شکم.',
    ),
    vars: (p) => ({
      extra: p.screening.pregnancy?.trimester ? PREGNANCY_EXTRA_KCAL[p.screening.pregnancy.trimester] : 0,
    }),
    source:
      'IOM Dietary Reference Intakes (2005); ADA Standards of Care in Diabetes 2025, section 15; ACOG Committee Opinion 804 (2020); EFSA caffeine opinion (2015); FDA/EPA Advice about Eating Fish (2021)',
  },
  {
    id: 'breastfeeding',
    applies: (p) => p.screening.breastfeeding,
    limits: () => ({
      energy: { noDeficit: true, extraKcal: BREASTFEEDING_EXTRA_KCAL },
      diet: { minCarbohydrate: BREASTFEEDING_MIN_CARBOHYDRATE, maxCaffeineMg: CAFFEINE_LIMIT_MG.pregnancy },
    }),
    says: L(
      'Breastfeeding: no weight-loss deficit, 330 kcal more a day, at least 210 g of carbohydrate a day and caffeine under 200 mg. Ask your midwife or dietitian before trying to lose weight.',
      'Emzirme: kilo verme açığı yok, günde 330 kcal fazla, günde en az 210 g karbonhidrat ve 200 mg altında kafein. Kilo vermeyi denemeden önce ebenize ya da diyetisyeninize danışın.',
      'Lactancia: sin déficit para perder peso, 330 kcal más al día, al menos 210 g de hidratos de carbono al día y cafeína por debajo de 200 mg. Consulte a su matrona o dietista antes de intentar perder peso.',
      'الرضاعة: لا عجز لإنقاص الوزن، و330 سعرة إضافية يوميًا، و210 غرامات على الأقل من الكربوهيدرات يوميًا، وكافيين أقل من 200 ملغ. استشيري القابلة أو أخصائي التغذية قبل محاولة إنقاص الوزن.',
      'شیردهی: بدون کسری کالری برای کاهش وزن، روزانه ۳۳۰ کیلوکالری بیشتر، دست‌کم ۲۱۰ گرم کربوهیدرات در روز و کافئین کمتر از ۲۰۰ میلی‌گرم. پیش از تلاش برای کاهش وزن با ماما یا متخصص تغذیه مشورت کنید.',
    ),
    source: 'IOM Dietary Reference Intakes (2005); EFSA caffeine opinion (2015)',
  },
  {
    id: 'kidney-early',
    applies: (p) => p.screening.kidney === 'G1-2',
    limits: () => ({ diet: { maxProteinPerKg: 1.3 } }),
    says: L(
      'Kidney disease, stage 1 or 2: protein kept under 1.3 g per kg of body weight a day.',
      'Böbrek hastalığı, evre 1 ya da 2: protein günde vücut ağırlığının kilogramı başına 1,3 g altında tutulur.',
      'Enfermedad renal, estadio 1 o 2: proteína por debajo de 1,3 g por kg de peso al día.',
      'مرض الكلى، المرحلة 1 أو 2: البروتين أقل من 1.3 غرام لكل كغ من وزن الجسم يوميًا.',
      'بیماری کلیه، مرحله ۱ یا ۲: پروتئین کمتر از ۱٫۳ گرم به ازای هر کیلوگرم وزن بدن در روز.',
    ),
    source: 'KDIGO 2024 Clinical Practice Guideline for CKD, practice point 3.3.1.2',
  },
  {
    id: 'kidney-advanced',
    applies: (p) => ['G3', 'G4', 'G5', 'unknown'].includes(p.screening.kidney ?? ''),
    limits: () => ({ diet: { maxProteinPerKg: 0.8, minProteinPerKg: 0.6 } }),
    says: L(
      'Kidney disease: protein about 0.8 g per kg of body weight a day. The plan does not limit potassium, phosphorus, salt or fluids: a kidney dietitian should check it, especially from stage 4.',
      'Böbrek hastalığı: protein günde vücut ağırlığının kilogramı başına yaklaşık 0,8 g. Plan potasyum, fosfor, tuz ve sıvıyı sınırlamaz: özellikle evre 4 ve sonrasında bir böbrek diyetisyeni kontrol etmeli.',
      'Enfermedad renal: proteína de unos 0,8 g por kg de peso al día. El plan no limita potasio, fósforo, sal ni líquidos: debe revisarlo un dietista renal, sobre todo desde el estadio 4.',
      'مرض الكلى: البروتين نحو 0.8 غرام لكل كغ من وزن الجسم يوميًا. لا تحدّ الخطة من البوتاسيوم والفوسفور والملح والسوائل: يجب أن يراجعها أخصائي تغذية الكلى، خاصة من المرحلة 4.',
      'بیماری کلیه: پروتئین حدود ۰٫۸ گرم به ازای هر کیلوگرم وزن بدن در روز. برنامه پتاسیم، فسفر، نمک و مایعات را محدود نمی‌کند: به‌ویژه از مرحله ۴ باید متخصص تغذیه کلیه آن را بررسی کند.',
    ),
    source:
      'KDIGO 2020 Diabetes in CKD guideline, recommendation 3.1.1; KDIGO 2024 CKD guideline, practice point 3.3.1.1',
    notCovered: true,
  },
  {
    id: 'kidney-dialysis',
    applies: (p) => p.screening.kidney === 'dialysis',
    limits: () => ({ diet: { minProteinPerKg: 1.0, maxProteinPerKg: 1.2 } }),
    says: L(
      'Dialysis: protein 1.0 to 1.2 g per kg of body weight a day. The plan does not limit potassium, phosphorus, salt or fluids: your dialysis dietitian must check it.',
      'Diyaliz: protein günde vücut ağırlığının kilogramı başına 1,0-1,2 g. Plan potasyum, fosfor, tuz ve sıvıyı sınırlamaz: diyaliz diyetisyeniniz kontrol etmeli.',
      'Diálisis: proteína de 1,0 a 1,2 g por kg de peso al día. El plan no limita potasio, fósforo, sal ni líquidos: debe revisarlo su dietista de diálisis.',
      'غسيل الكلى: البروتين من 1.0 إلى 1.2 غرام لكل كغ من وزن الجسم يوميًا. لا تحدّ الخطة من البوتاسيوم والفوسفور والملح والسوائل: يجب أن يراجعها أخصائي التغذية في مركز الغسيل.',
      'دیالیز: پروتئین ۱ تا ۱٫۲ گرم به ازای هر کیلوگرم وزن بدن در روز. برنامه پتاسیم، فسفر، نمک و مایعات را محدود نمی‌کند: متخصص تغذیه دیالیز شما باید آن را بررسی کند.',
    ),
    source:
      'KDIGO 2020 Diabetes in CKD guideline, practice point 3.1.2; KDOQI Clinical Practice Guideline for Nutrition in CKD (2020)',
    notCovered: true,
  },
  {
    id: 'low-impact',
    applies: (p) =>
      pregnant(p) ||
      (p.body !== null && (p.body.age >= 65 || p.body.activity === 'Sedentary')) ||
      (bmi(p) ?? 0) >= 35,
    limits: () => ({ workout: { noImpact: true } }),
    says: L(
      'Workouts without jumping or other high-impact moves, kind to joints and balance.',
      'Eklemleri ve dengeyi koruyan, zıplamasız ve darbesiz antrenmanlar.',
      'Entrenamientos sin saltos ni otros movimientos de impacto, suaves con articulaciones y equilibrio.',
      'تمارين بلا قفز ولا حركات عالية التأثير، لطيفة على المفاصل والتوازن.',
      'تمرین‌های بدون پرش و حرکات پرضربه، ملایم برای مفاصل و تعادل.',
    ),
    source:
      'WHO Guidelines on physical activity and sedentary behaviour (2020); ACSM Guidelines for Exercise Testing and Prescription, 11th ed.',
  },
  {
    id: 'balance',
    applies: (p) => p.body !== null && p.body.age >= 65,
    limits: () => ({ workout: { balance: true, moderateOnly: true } }),
    says: L(
      'Balance and strength work in every session, against falls.',
      'Düşmelere karşı her antrenmanda denge ve kuvvet çalışması.',
      'Equilibrio y fuerza en cada sesión, para prevenir caídas.',
      'تمارين التوازن والقوة في كل جلسة للوقاية من السقوط.',
      'تمرین تعادل و قدرت در هر جلسه، برای پیشگیری از زمین خوردن.',
    ),
    source:
      'WHO Guidelines on physical activity and sedentary behaviour (2020): multicomponent balance training for older adults',
  },
  {
    id: 'young-or-underweight',
    applies: (p) => p.body !== null && p.body.loseWeight && (p.body.age < 18 || (bmi(p) ?? 25) < 18.5),
    limits: () => ({ energy: { noDeficit: true }, workout: { moderateOnly: true } }),
    says: L(
      'You asked to lose weight, but at your age or weight a diet to lose weight is not safe: the plan keeps your energy up and your workouts moderate. If your weight worries you, please talk to your doctor or someone you trust.',
      'Kilo vermek istediniz, ancak yaşınızda ya da kilonuzda kilo verme diyeti güvenli değil: plan enerjinizi yeterli, antrenmanlarınızı orta düzeyde tutar. Kilonuz sizi endişelendiriyorsa lütfen doktorunuzla ya da güvendiğiniz biriyle konuşun.',
      'Pidió perder peso, pero a su edad o con su peso una dieta para adelgazar no es segura: el plan mantiene su energía y entrenamientos moderados. Si su peso le preocupa, hable con su médico o con alguien de confianza.',
      'طلبت إنقاص الوزن، لكن حمية إنقاص الوزن ليست آمنة في عمرك أو وزنك: تحافظ الخطة على طاقتك وتبقي تمارينك معتدلة. إن كان وزنك يقلقك، فتحدث من فضلك إلى طبيبك أو إلى شخص تثق به.',
      'خواستید وزن کم کنید، اما در سن یا وزن شما رژیم کاهش وزن ایمن نیست: برنامه انرژی شما را کافی و تمرین‌ها را متوسط نگه می‌دارد. اگر وزنتان نگرانتان می‌کند، لطفاً با پزشک یا کسی که به او اعتماد دارید صحبت کنید.',
    ),
    source:
      'WHO BMI classes (TRS 894, 2000); AAP Clinical Report "Preventing Obesity and Eating Disorders in Adolescents" (2016)',
  },
  {
    id: 'eating-disorder',
    applies: (p) => p.screening.eatingDisorder,
    limits: () => ({ energy: { noDeficit: true } }),
    says: L(
      'Because of an eating disorder in the past, the plan never cuts energy to lose weight. Please make changes to how you eat with your doctor or care team.',
      'Geçmişteki bir yeme bozukluğu nedeniyle plan kilo vermek için enerjiyi asla azaltmaz. Beslenmenizdeki değişiklikleri lütfen doktorunuz ya da bakım ekibinizle birlikte yapın.',
      'Por un trastorno alimentario en el pasado, el plan nunca reduce la energía para adelgazar. Haga los cambios en su alimentación con su médico o su equipo de atención.',
      'بسبب اضطراب أكل سابق، لا تخفض الخطة الطاقة أبدًا لإنقاص الوزن. من فضلك أجرِ أي تغيير في طعامك مع طبيبك أو فريق رعايتك.',
      'به دلیل سابقه اختلال خوردن، برنامه هرگز انرژی را برای کاهش وزن کم نمی‌کند. لطفاً تغییرات غذایی را با پزشک یا تیم درمانتان انجام دهید.',
    ),
    source: 'NICE guideline NG69, Eating disorders: recognition and treatment (2017)',
  },
  {
    id: 'heart',
    applies: (p) => p.screening.heart,
    limits: () => ({ workout: { moderateOnly: true, noImpact: true } }),
    says: L(
      'Heart condition: workouts stay moderate. Ask your cardiologist which intensity is safe for you before you start; the plan cannot judge that.',
      'Kalp rahatsızlığı: antrenmanlar orta düzeyde kalır. Başlamadan önce hangi yoğunluğun sizin için güvenli olduğunu kardiyoloğunuza sorun; plan bunu değerlendiremez.',
      'Enfermedad cardíaca: los entrenamientos son moderados. Pregunte a su cardiólogo qué intensidad es segura antes de empezar; el plan no puede juzgarlo.',
      'مرض القلب: تبقى التمارين معتدلة. اسأل طبيب القلب عن الشدة الآمنة لك قبل أن تبدأ؛ لا تستطيع الخطة الحكم على ذلك.',
      'بیماری قلبی: تمرین‌ها متوسط می‌مانند. پیش از شروع از متخصص قلب بپرسید چه شدتی برایتان ایمن است؛ برنامه نمی‌تواند آن را تشخیص دهد.',
    ),
    source: 'ESC Guidelines on sports cardiology and exercise in cardiovascular disease (2020)',
    notCovered: true,
  },
  {
    id: 'hypoglycaemia',
    applies: (p) => onHypoglycaemicTreatment(p.diet),
    limits: () => ({ workout: { glucoseCheck: true } }),
    says: L(
      'Insulin or tablets that can cause lows: a bedtime snack with 15 to 30 g of carbohydrate and some protein, and a glucose check before each workout with fast carbohydrate at hand.',
      'Düşüklüğe yol açabilen insülin ya da tabletler: yatmadan önce 15-30 g karbonhidrat ve biraz protein içeren bir ara öğün, her antrenmandan önce şeker ölçümü ve yanınızda hızlı karbonhidrat.',
      'Insulina o pastillas que pueden causar hipoglucemias: un tentempié al acostarse con 15 a 30 g de hidratos y algo de proteína, y medir la glucosa antes de cada entrenamiento con hidratos rápidos a mano.',
      'إنسولين أو أقراص قد تسبب الهبوط: وجبة خفيفة قبل النوم فيها 15 إلى 30 غرامًا من الكربوهيدرات وبعض البروتين، وقياس السكر قبل كل تمرين مع كربوهيدرات سريعة في متناولك.',
      'انسولین یا قرص‌هایی که می‌توانند قند را پایین بیاورند: میان‌وعده پیش از خواب با ۱۵ تا ۳۰ گرم کربوهیدرات و کمی پروتئین، و اندازه‌گیری قند پیش از هر تمرین با کربوهیدرات سریع در دسترس.',
    ),
    source: 'ADA Standards of Care in Diabetes 2025, sections 5 and 6',
  },
  {
    id: 'upper-limits',
    applies: () => true,
    says: L(
      'The same foods repeat every day, so no food may bring more than the daily upper limits of vitamin A (3,000 µg) or selenium (400 µg), and no portion is larger than a usual serving range.',
      'Aynı besinler her gün tekrarlandığı için hiçbir besin A vitamini (3.000 µg) ya da selenyumun (400 µg) günlük üst sınırını aşamaz ve hiçbir porsiyon olağan porsiyon aralığından büyük olamaz.',
      'Los mismos alimentos se repiten cada día, así que ninguno puede superar los límites diarios de vitamina A (3.000 µg) o selenio (400 µg), y ninguna ración supera lo habitual.',
      'تتكرر الأطعمة نفسها كل يوم، لذا لا يتجاوز أي طعام الحد الأعلى اليومي لفيتامين أ (3000 ميكروغرام) أو السيلينيوم (400 ميكروغرام)، ولا تزيد أي حصة على الحصة المعتادة.',
      'غذاها هر روز تکرار می‌شوند، پس هیچ غذایی بیش از حد بالای روزانه ویتامین A (۳۰۰۰ میکروگرم) یا سلنیوم (۴۰۰ میکروگرم) نمی‌دهد و هیچ وعده‌ای بزرگ‌تر از اندازه معمول نیست.',
    ),
    source:
      'IOM Dietary Reference Intakes: vitamin A (2001) and selenium (2000) tolerable upper intake levels',
  },
  {
    id: 'fasting',
    applies: (p) => p.screening.fasting !== null,
    says: L(
      'You fast: the plan is for days you eat, in four day parts, and does not plan suhoor, iftar or fasting windows. With diabetes, talk to your doctor before fasting; on insulin or sulfonylureas fasting carries a high risk of lows.',
      'Oruç tutuyorsunuz: plan yemek yediğiniz günler içindir, dört öğün bölümüyle; sahur, iftar ya da oruç aralıklarını planlamaz. Diyabetiniz varsa oruçtan önce doktorunuzla konuşun; insülin ya da sülfonilüre ile oruç yüksek düşüklük riski taşır.',
      'Usted ayuna: el plan es para los días en que come, en cuatro partes del día, y no planifica suhur, iftar ni ventanas de ayuno. Con diabetes, hable con su médico antes de ayunar; con insulina o sulfonilureas el ayuno conlleva un riesgo alto de hipoglucemia.',
      'أنت تصوم: الخطة لأيام الإفطار، في أربعة أجزاء من اليوم، ولا تخطط للسحور أو الإفطار أو نوافذ الصيام. إن كنت مصابًا بالسكري فتحدث إلى طبيبك قبل الصيام؛ فالصيام مع الإنسولين أو السلفونيل يوريا يحمل خطرًا كبيرًا للهبوط.',
      'شما روزه می‌گیرید: برنامه برای روزهایی است که غذا می‌خورید، در چهار بخش روز، و سحری، افطار یا بازه‌های روزه را برنامه‌ریزی نمی‌کند. اگر دیابت دارید پیش از روزه با پزشک صحبت کنید؛ روزه با انسولین یا سولفونیل‌اوره خطر بالای افت قند دارد.',
    ),
    source: 'IDF-DAR Diabetes and Ramadan: Practical Guidelines (2021)',
    notCovered: true,
  },
  {
    id: 'shifts',
    applies: (p) => p.screening.shifts !== null,
    says: L(
      'You work shifts: the plan follows a daytime rhythm (morning, noon, evening, night). Move each part to your waking hours; with diabetes medicines, agree the timing with your care team.',
      'Vardiyalı çalışıyorsunuz: plan gündüz düzenine göredir (sabah, öğle, akşam, gece). Her bölümü uyanık olduğunuz saatlere kaydırın; diyabet ilaçlarıyla zamanlamayı bakım ekibinizle belirleyin.',
      'Trabaja por turnos: el plan sigue un ritmo diurno (mañana, mediodía, tarde, noche). Traslade cada parte a sus horas de vigilia; con medicamentos para la diabetes, acuerde los horarios con su equipo de atención.',
      'تعمل بنظام النوبات: تتبع الخطة إيقاع النهار (صباح، ظهر، مساء، ليل). انقل كل جزء إلى ساعات استيقاظك؛ ومع أدوية السكري اتفق على المواعيد مع فريق رعايتك.',
      'شما شیفتی کار می‌کنید: برنامه از ریتم روز پیروی می‌کند (صبح، ظهر، عصر، شب). هر بخش را به ساعات بیداری خود منتقل کنید؛ با داروهای دیابت، زمان‌بندی را با تیم درمانتان هماهنگ کنید.',
    ),
    source: 'ADA Standards of Care in Diabetes 2025, section 5 (individualised meal timing)',
    notCovered: true,
  },
  {
    id: 'other-conditions',
    applies: (p) => p.screening.otherText !== null,
    says: L(
      'You told us: "{text}". The plans take into account only what this page lists; ask your doctor or dietitian whether they suit everything else.',
      'Bize şunu söylediniz: "{text}". Planlar yalnızca bu sayfada listelenenleri dikkate alır; geri kalanına uygun olup olmadıklarını doktorunuza ya da diyetisyeninize sorun.',
      'Nos dijo: «{text}». Los planes tienen en cuenta solo lo que esta página enumera; pregunte a su médico o dietista si encajan con todo lo demás.',
      'أخبرتنا: «{text}». لا تراعي الخطط إلا ما تذكره هذه الصفحة؛ اسأل طبيبك أو أخصائي التغذية إن كانت تناسب كل ما عدا ذلك.',
      'به ما گفتید: «{text}». برنامه‌ها فقط آنچه را این صفحه فهرست می‌کند در نظر می‌گیرند؛ از پزشک یا متخصص تغذیه بپرسید که با بقیه موارد سازگارند یا نه.',
    ),
    vars: (p) => ({ text: p.screening.otherText ?? '' }),
    source: '—',
    notCovered: true,
  },
];

const NO_LIMITS: Limits = {
  energy: { noDeficit: false, extraKcal: 0 },
  diet: {
    minCarbohydrate: null,
    maxProteinPerKg: null,
    minProteinPerKg: null,
    protein: { low: PROTEIN_PER_KG.low, high: PROTEIN_PER_KG.high },
    maxCaffeineMg: CAFFEINE_LIMIT_MG.usual,
    excludedFoods: [],
  },
  workout: { noImpact: false, noSupine: false, balance: false, moderateOnly: false, glucoseCheck: false },
};

export function clinicalProfileOf(answers: AnswerMap): ClinicalProfile {
  let body: Body | null = null;
  try {
    body = readBody(answers);
  } catch {
    // A workout or meditation plan may be made before the body questions: their rules then wait.
  }
  return { body, diet: readDietAnswers(answers), screening: readScreening(answers) };
}

/** Merges the rules that apply: the stricter value of each limit wins. */
export function limitsOf(profile: ClinicalProfile): Limits {
  const limits: Limits = structuredClone(NO_LIMITS);
  for (const rule of GUARDRAILS) {
    if (!rule.applies(profile) || !rule.limits) continue;
    const { energy = {}, diet = {}, workout = {} } = rule.limits(profile);
    limits.energy.noDeficit ||= energy.noDeficit ?? false;
    limits.energy.extraKcal = Math.max(limits.energy.extraKcal, energy.extraKcal ?? 0);
    const most = (a: number | null, b: number | null | undefined) =>
      b == null ? a : a === null ? b : Math.min(a, b);
    const least = (a: number | null, b: number | null | undefined) =>
      b == null ? a : a === null ? b : Math.max(a, b);
    limits.diet.minCarbohydrate = least(limits.diet.minCarbohydrate, diet.minCarbohydrate);
    limits.diet.maxProteinPerKg = most(limits.diet.maxProteinPerKg, diet.maxProteinPerKg);
    limits.diet.minProteinPerKg = least(limits.diet.minProteinPerKg, diet.minProteinPerKg);
    limits.diet.maxCaffeineMg = Math.min(limits.diet.maxCaffeineMg, diet.maxCaffeineMg ?? Infinity);
    limits.diet.excludedFoods.push(...(diet.excludedFoods ?? []));
    for (const key of Object.keys(limits.workout) as (keyof WorkoutLimits)[])
      limits.workout[key] ||= workout[key] ?? false;
  }
  limits.diet.protein = proteinBandOf(profile, limits.diet);
  return limits;
}

export const limitsFor = (answers: AnswerMap): Limits => limitsOf(clinicalProfileOf(answers));

export type AppliedGuardrail = { id: GuardrailId; text: string; source: string; notCovered: boolean };

/** The rules that shape this user's plans, in their language, with their sources. */
export function guardrailsFor(answers: AnswerMap, locale: LocaleCode): AppliedGuardrail[] {
  const profile = clinicalProfileOf(answers);
  return GUARDRAILS.filter((rule) => rule.applies(profile)).map((rule) => ({
    id: rule.id,
    text: fill(rule.says, locale, rule.vars?.(profile) ?? {}),
    source: rule.source,
    notCovered: rule.notCovered ?? false,
  }));
}
