// The texts of the insight page, in the five languages.
import type { Insight } from './types';
import { L, type Localized } from './text';

export const BMI_LABELS: Record<Insight['bmi']['class'], Localized> = {
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

export const STEPS = {
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

export const SEX_TERM: Record<'female' | 'male', Localized> = {
  female: L('− 161', '− 161', '− 161', '− 161', '− ۱۶۱'),
  male: L('+ 5', '+ 5', '+ 5', '+ 5', '+ ۵'),
};

export const CHOICES = {
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

export const ANSWER_LABELS = {
  diabetes: L('Diabetes', 'Diyabet', 'Diabetes', 'السكري', 'دیابت'),
  allergies: L('Allergies', 'Alerjiler', 'Alergias', 'الحساسية', 'آلرژی‌ها'),
  diets: L('Diet', 'Beslenme tarzı', 'Dieta', 'النظام الغذائي', 'رژیم غذایی'),
  goal: L('Goal', 'Hedef', 'Objetivo', 'الهدف', 'هدف'),
  restrictions: L('Restrictions', 'Kısıtlamalar', 'Limitaciones', 'القيود', 'محدودیت‌ها'),
  duration: L('Workout length', 'Antrenman süresi', 'Duración del entrenamiento', 'مدة التمرين', 'مدت تمرین'),
  sleep: L('Sleep', 'Uyku', 'Sueño', 'النوم', 'خواب'),
  stress: L('Stress', 'Stres', 'Estrés', 'التوتر', 'استرس'),
};

export const GUT_MEANING = {
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

export const UNKNOWN_VARIANT = L(
  'Not one the plans act on.',
  'Planların dikkate aldığı bir varyant değil.',
  'No es una de las que usan los planes.',
  'ليس من المتغيرات التي تعتمد عليها الخطط.',
  'از واریانت‌هایی نیست که برنامه‌ها بر اساس آن تنظیم شوند.',
);
