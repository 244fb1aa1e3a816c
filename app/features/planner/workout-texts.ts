// What the workout plan says, in the five languages: the reason shown beside each exercise, the
// note on the day's muscle groups and the glucose check before a workout.
import type { BodyPart, MuscleGroup } from '~/features/exercise-library/types';
import { L, type Localized } from './text';

export const REASONS = {
  warmUp: L(
    'Warms up your joints and muscles first.',
    'Önce eklem ve kaslarınızı ısıtır.',
    'Primero calienta articulaciones y músculos.',
    'يُحمّي مفاصلك وعضلاتك أولًا.',
    'ابتدا مفاصل و عضلات را گرم می‌کند.',
  ),
  coolDown: L(
    'Cools down and stretches what you worked',
    'Soğuma ve çalıştırdığınız kasların esnetilmesi',
    'Enfría y estira lo que has trabajado',
    'تهدئة وإطالة للعضلات التي عملت عليها',
    'سرد کردن و کشش عضلاتی که کار کردید',
  ),
  focus: L(
    'Works your focus area: {focus}',
    'Odak alanınızı çalıştırır: {focus}',
    'Trabaja tu zona de enfoque: {focus}',
    'يعمل على منطقة تركيزك: {focus}',
    'ناحیه مورد تمرکز شما را کار می‌کند: {focus}',
  ),
  cardio: L(
    'Burns energy for your weight-loss goal',
    'Kilo verme hedefiniz için enerji yakar',
    'Quema energía para tu objetivo de perder peso',
    'يحرق الطاقة لهدف إنقاص الوزن',
    'برای هدف کاهش وزن انرژی می‌سوزاند',
  ),
  heart: L(
    'Keeps your heart and lungs fit',
    'Kalbinizi ve akciğerlerinizi formda tutar',
    'Mantiene en forma tu corazón y tus pulmones',
    'يحافظ على لياقة قلبك ورئتيك',
    'قلب و ریه‌هایتان را سرحال نگه می‌دارد',
  ),
  rounded: L(
    'Rounds out a balanced workout, sparing what you restricted',
    'Dengeli bir antrenmanı tamamlar, kısıtladığınız bölgeleri korur',
    'Completa un entrenamiento equilibrado y respeta tus límites',
    'يكمل تمرينًا متوازنًا ويحمي ما قيّدته',
    'تمرینی متعادل را کامل می‌کند و محدودیت‌هایتان را رعایت می‌کند',
  ),
  balance: L(
    'Trains your balance and steadiness',
    'Dengenizi ve sağlam duruşunuzu çalıştırır',
    'Entrena tu equilibrio y tu estabilidad',
    'يدرّب توازنك وثباتك',
    'تعادل و پایداری شما را تمرین می‌دهد',
  ),
  // WHO Guidelines on physical activity and sedentary behaviour (2020): from 65, multicomponent
  // balance and strength training on three or more days a week, against falls.
  balanceFalls: L(
    'Balance training in every session against falls, as the WHO recommends from 65',
    '65 yaşından itibaren DSÖ’nün önerdiği gibi, düşmelere karşı her antrenmanda denge çalışması',
    'Equilibrio en cada sesión para prevenir caídas, como recomienda la OMS a partir de los 65',
    'تمرين توازن في كل جلسة للوقاية من السقوط، كما توصي منظمة الصحة العالمية من سن 65',
    'تمرین تعادل در هر جلسه برای پیشگیری از زمین خوردن، همان‌طور که سازمان جهانی بهداشت از ۶۵ سالگی توصیه می‌کند',
  ),
  mobility: L(
    'Keeps your joints moving freely',
    'Eklemlerinizin rahat hareket etmesini sağlar',
    'Mantiene tus articulaciones móviles',
    'يحافظ على حرية حركة مفاصلك',
    'مفاصل شما را روان و متحرک نگه می‌دارد',
  ),
};

/** Strengthening a guideline recommends for a restricted part, rather than leaving it out alone. */
export const THERAPY_REASONS: Readonly<Partial<Record<BodyPart, Localized>>> = {
  // OARSI guidelines for the non-surgical management of knee osteoarthritis (Bannuru et al. 2019)
  // and the ACR/Arthritis Foundation guideline (Kolasinski et al. 2019): strengthening is core
  // treatment; quadriceps and hip work without weight on a bent knee.
  knees: L(
    'Strengthens the muscles that support your knees without loading them: knee guidelines recommend strengthening, not only rest',
    'Dizlerinizi yüklemeden onları destekleyen kasları güçlendirir: diz kılavuzları yalnızca dinlenmeyi değil, güçlendirmeyi önerir',
    'Fortalece los músculos que sostienen tus rodillas sin cargarlas: las guías para la rodilla recomiendan fortalecer, no solo descansar',
    'يقوّي العضلات التي تسند ركبتيك دون تحميلهما: توصي إرشادات الركبة بالتقوية لا بالراحة وحدها',
    'عضلاتی را که از زانوهایتان پشتیبانی می‌کنند بدون فشار بر زانو تقویت می‌کند: راهنماهای درمان زانو تقویت را توصیه می‌کنند، نه فقط استراحت',
  ),
  // NICE NG59, Low back pain and sciatica in over 16s (2016, updated 2020), recommendation 1.2.1:
  // a group exercise programme (biomechanical, aerobic, mind-body or a combination).
  back: L(
    'Gentle trunk stabilisation without bending under load: back pain guidelines recommend exercise like this',
    'Yük altında eğilmeden nazik gövde dengeleme çalışması: bel ağrısı kılavuzları bu tür egzersizi önerir',
    'Estabilización suave del tronco sin flexionar con carga: las guías para el dolor de espalda recomiendan ejercicio así',
    'تثبيت لطيف للجذع دون انحناء تحت حمل: توصي إرشادات آلام الظهر بتمارين كهذه',
    'تثبیت ملایم تنه بدون خم شدن زیر بار: راهنماهای کمردرد چنین تمرینی را توصیه می‌کنند',
  ),
};

/** The muscle groups as the day's note names them. */
export const GROUP_NAMES: Readonly<Record<MuscleGroup, Localized>> = {
  upper: L('upper body', 'üst vücut', 'tren superior', 'الجزء العلوي من الجسم', 'بالاتنه'),
  lower: L('legs and hips', 'bacaklar ve kalça', 'piernas y caderas', 'الساقان والوركان', 'پاها و لگن'),
  core: L('trunk', 'gövde', 'tronco', 'الجذع', 'تنه'),
};

/** Said with the warm-up of a day next to another workout day: what it trains, and why. */
export const SPLIT_NOTE: Localized = L(
  'Today trains: {groups}. The same muscles never work two days running, so each group rests 48 hours.',
  'Bugün çalışan bölgeler: {groups}. Aynı kaslar iki gün üst üste çalışmaz, böylece her kas grubu 48 saat dinlenir.',
  'Hoy se trabaja: {groups}. Los mismos músculos nunca trabajan dos días seguidos, así cada grupo descansa 48 horas.',
  'تمرين اليوم: {groups}. لا تعمل العضلات نفسها يومين متتاليين، فتستريح كل مجموعة 48 ساعة.',
  'تمرین امروز: {groups}. عضلات یکسان هرگز دو روز پشت سر هم کار نمی‌کنند، پس هر گروه ۴۸ ساعت استراحت می‌کند.',
);

/** Said with the warm-up of a day without strength work. */
export const CONDITIONING_NOTE: Localized = L(
  'Today is for heart, lungs and balance, with no strength work, so your muscles rest 48 hours.',
  'Bugün kalp, akciğer ve denge günü; kuvvet çalışması yok, böylece kaslarınız 48 saat dinlenir.',
  'Hoy tocan corazón, pulmones y equilibrio, sin trabajo de fuerza, así tus músculos descansan 48 horas.',
  'اليوم مخصص للقلب والرئتين والتوازن دون تمارين قوة، فتستريح عضلاتك 48 ساعة.',
  'امروز نوبت قلب، ریه و تعادل است و تمرین قدرتی ندارد، پس عضلاتتان ۴۸ ساعت استراحت می‌کنند.',
);

/**
 * Before the first exercise of every workout day, for insulin or sulfonylurea users. ADA Standards
 * of Care in Diabetes 2025, section 5 (physical activity): check glucose before exercise and take
 * added carbohydrate if it is under 90 mg/dL (5.0 mmol/L); section 6: 15-20 g of fast carbohydrate
 * (glucose) treats a low, so that much is kept at hand.
 */
export const GLUCOSE_CHECK: Localized = L(
  'Before you start, check your blood glucose. Under 90 mg/dL (5.0 mmol/L), eat 15 to 20 g of fast carbohydrate and start only once it is above 90; keep 15 to 20 g at hand (glucose tablets or juice) while you train.',
  'Başlamadan önce kan şekerinizi ölçün. 90 mg/dL (5,0 mmol/L) altındaysa 15-20 g hızlı karbonhidrat alın ve ancak 90’ın üzerine çıkınca başlayın; antrenman boyunca yanınızda 15-20 g bulundurun (glikoz tableti ya da meyve suyu).',
  'Antes de empezar, mide tu glucosa. Si está por debajo de 90 mg/dL (5,0 mmol/L), toma 15 a 20 g de hidratos de absorción rápida y empieza solo cuando supere 90; ten 15 a 20 g a mano (tabletas de glucosa o zumo) mientras entrenas.',
  'قبل أن تبدأ، قِس سكر الدم. إذا كان أقل من 90 ملغ/دل (5.0 مليمول/لتر) فتناول 15 إلى 20 غرامًا من الكربوهيدرات السريعة ولا تبدأ إلا بعد أن يتجاوز 90؛ واحتفظ بـ15 إلى 20 غرامًا في متناولك (أقراص الغلوكوز أو العصير) أثناء التمرين.',
  'پیش از شروع، قند خونتان را اندازه بگیرید. اگر کمتر از ۹۰ میلی‌گرم در دسی‌لیتر (۵٫۰ میلی‌مول در لیتر) بود، ۱۵ تا ۲۰ گرم کربوهیدرات سریع بخورید و فقط وقتی از ۹۰ بالاتر رفت شروع کنید؛ در طول تمرین ۱۵ تا ۲۰ گرم (قرص گلوکز یا آبمیوه) در دسترس داشته باشید.',
);

export const REST: Localized = L(
  '{day} · Rest',
  '{day} · Dinlenme',
  '{day} · Descanso',
  '{day} · راحة',
  '{day} · استراحت',
);
