import type { Localized } from '~/features/questionnaire/questions/types';
import type { VariantTrait } from './types';

/**
 * A well-studied variant: its two alleles as labs report them, what each genotype means, and the
 * traits the planner acts on. Meanings are summaries of the published study named in `source`;
 * they describe population risk, not a diagnosis.
 */
export type KnownVariant = {
  gene: string;
  rsid: string;
  riskAllele: string;
  otherAllele: string;
  /** Copies of the risk allele from which `traits` apply (2 where one copy has little or no effect). */
  traitsFrom: 1 | 2;
  traits: VariantTrait[];
  /** What the genotype means, by the number of risk-allele copies: none, one, two. */
  meaning: readonly [Localized, Localized, Localized];
  source: string;
};

export const KNOWN_VARIANTS: readonly KnownVariant[] = [
  {
    gene: 'TCF7L2',
    rsid: 'rs7903146',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 1,
    traits: ['type2-diabetes-risk'],
    meaning: [
      {
        en: 'No copy of the T allele: usual risk of type 2 diabetes.',
        tr: 'T alelinin kopyası yok: tip 2 diyabet riski olağan düzeyde.',
        es: 'Ninguna copia del alelo T: riesgo habitual de diabetes tipo 2.',
        ar: 'لا توجد نسخة من الأليل T: خطر الإصابة بالسكري من النوع الثاني عادي.',
        fa: 'هیچ نسخه‌ای از آلل T وجود ندارد: خطر دیابت نوع ۲ در حد معمول است.',
      },
      {
        en: 'One copy of the T allele: about 1.4 times the usual risk of type 2 diabetes; weight, fibre and activity matter more.',
        tr: 'T alelinin bir kopyası: tip 2 diyabet riski olağanın yaklaşık 1,4 katı; kilo, lif ve hareket daha önemli.',
        es: 'Una copia del alelo T: cerca de 1,4 veces el riesgo habitual de diabetes tipo 2; el peso, la fibra y la actividad pesan más.',
        ar: 'نسخة واحدة من الأليل T: خطر السكري من النوع الثاني نحو 1.4 ضعف المعتاد؛ الوزن والألياف والنشاط أكثر أهمية.',
        fa: 'یک نسخه از آلل T: خطر دیابت نوع ۲ حدود ۱٫۴ برابر حالت معمول است؛ وزن، فیبر و فعالیت اهمیت بیشتری دارند.',
      },
      {
        en: 'Two copies of the T allele: about twice the usual risk of type 2 diabetes; regular glucose checks are advised.',
        tr: 'T alelinin iki kopyası: tip 2 diyabet riski olağanın yaklaşık iki katı; düzenli şeker kontrolü önerilir.',
        es: 'Dos copias del alelo T: cerca del doble del riesgo habitual de diabetes tipo 2; se aconseja controlar la glucosa con regularidad.',
        ar: 'نسختان من الأليل T: خطر السكري من النوع الثاني نحو ضعف المعتاد؛ يُنصح بفحص السكر بانتظام.',
        fa: 'دو نسخه از آلل T: خطر دیابت نوع ۲ حدود دو برابر حالت معمول است؛ پایش منظم قند خون توصیه می‌شود.',
      },
    ],
    source: 'Grant SFA et al. Variant of TCF7L2 confers risk of type 2 diabetes. Nat Genet 2006;38:320–323.',
  },
  {
    gene: 'FTO',
    rsid: 'rs9939609',
    riskAllele: 'A',
    otherAllele: 'T',
    traitsFrom: 1,
    traits: ['obesity-risk'],
    meaning: [
      {
        en: 'No copy of the A allele: no raised tendency to gain weight from this gene.',
        tr: 'A alelinin kopyası yok: bu genden kaynaklanan kilo alma eğilimi yok.',
        es: 'Ninguna copia del alelo A: este gen no aumenta la tendencia a ganar peso.',
        ar: 'لا توجد نسخة من الأليل A: لا ميل زائد لزيادة الوزن بسبب هذا الجين.',
        fa: 'هیچ نسخه‌ای از آلل A وجود ندارد: این ژن تمایل به افزایش وزن را بالا نمی‌برد.',
      },
      {
        en: 'One copy of the A allele: on average about 1.2 kg more body weight and a higher risk of obesity.',
        tr: 'A alelinin bir kopyası: ortalama yaklaşık 1,2 kg daha fazla vücut ağırlığı ve daha yüksek obezite riski.',
        es: 'Una copia del alelo A: de media unos 1,2 kg más de peso y mayor riesgo de obesidad.',
        ar: 'نسخة واحدة من الأليل A: وزن أعلى بنحو 1.2 كغ في المتوسط وخطر أكبر للسمنة.',
        fa: 'یک نسخه از آلل A: به‌طور میانگین حدود ۱٫۲ کیلوگرم وزن بیشتر و خطر بالاتر چاقی.',
      },
      {
        en: 'Two copies of the A allele: on average about 3 kg more body weight and about 1.7 times the risk of obesity; regular activity offsets much of it.',
        tr: 'A alelinin iki kopyası: ortalama yaklaşık 3 kg daha fazla ağırlık ve yaklaşık 1,7 kat obezite riski; düzenli hareket bunun çoğunu dengeler.',
        es: 'Dos copias del alelo A: de media unos 3 kg más y cerca de 1,7 veces el riesgo de obesidad; la actividad regular compensa buena parte.',
        ar: 'نسختان من الأليل A: وزن أعلى بنحو 3 كغ في المتوسط وخطر سمنة نحو 1.7 ضعف؛ النشاط المنتظم يعوّض جزءًا كبيرًا منه.',
        fa: 'دو نسخه از آلل A: به‌طور میانگین حدود ۳ کیلوگرم وزن بیشتر و حدود ۱٫۷ برابر خطر چاقی؛ فعالیت منظم بخش زیادی از آن را جبران می‌کند.',
      },
    ],
    source:
      'Frayling TM et al. A common variant in the FTO gene is associated with body mass index and predisposes to childhood and adult obesity. Science 2007;316:889–894.',
  },
  {
    gene: 'MTHFR',
    rsid: 'rs1801133',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['folate-metabolism'],
    meaning: [
      {
        en: 'C677C: the folate enzyme works at full activity.',
        tr: 'C677C: folat enzimi tam etkinlikle çalışıyor.',
        es: 'C677C: la enzima del folato funciona a plena actividad.',
        ar: 'C677C: يعمل إنزيم الفولات بكامل نشاطه.',
        fa: 'C677C: آنزیم فولات با فعالیت کامل کار می‌کند.',
      },
      {
        en: 'C677T: the folate enzyme works at about 65% activity; usually no effect with enough folate in the diet.',
        tr: 'C677T: folat enzimi yaklaşık %65 etkinlikte; diyette yeterli folat varsa genellikle etkisi yok.',
        es: 'C677T: la enzima del folato funciona a cerca del 65 %; con suficiente folato en la dieta no suele tener efecto.',
        ar: 'C677T: يعمل إنزيم الفولات بنحو 65% من نشاطه؛ لا أثر عادةً مع كفاية الفولات في الغذاء.',
        fa: 'C677T: آنزیم فولات با حدود ۶۵٪ فعالیت کار می‌کند؛ با فولات کافی در رژیم معمولاً اثری ندارد.',
      },
      {
        en: 'T677T: the folate enzyme works at about 30% activity and homocysteine tends to rise; leafy greens, legumes and folate matter.',
        tr: 'T677T: folat enzimi yaklaşık %30 etkinlikte ve homosistein yükselme eğiliminde; yeşil yapraklılar, baklagiller ve folat önemli.',
        es: 'T677T: la enzima del folato funciona a cerca del 30 % y la homocisteína tiende a subir; importan las verduras de hoja, las legumbres y el folato.',
        ar: 'T677T: يعمل إنزيم الفولات بنحو 30% من نشاطه ويميل الهوموسيستين إلى الارتفاع؛ الخضار الورقية والبقول والفولات مهمة.',
        fa: 'T677T: آنزیم فولات با حدود ۳۰٪ فعالیت کار می‌کند و هموسیستئین تمایل به افزایش دارد؛ سبزی‌های برگ‌دار، حبوبات و فولات مهم‌اند.',
      },
    ],
    source:
      'Frosst P et al. A candidate genetic risk factor for vascular disease: a common mutation in methylenetetrahydrofolate reductase. Nat Genet 1995;10:111–113.',
  },
  {
    gene: 'APOE',
    rsid: 'rs429358',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 1,
    traits: ['cardiovascular-lipid-risk', 'saturated-fat-sensitivity'],
    meaning: [
      {
        en: 'No APOE ε4 marker: usual LDL cholesterol response to diet.',
        tr: 'APOE ε4 işareti yok: diyete LDL kolesterol yanıtı olağan.',
        es: 'Sin marcador APOE ε4: respuesta habitual del colesterol LDL a la dieta.',
        ar: 'لا يوجد مؤشر APOE ε4: استجابة كوليسترول LDL للغذاء عادية.',
        fa: 'نشانگر APOE ε4 وجود ندارد: پاسخ کلسترول LDL به رژیم در حد معمول است.',
      },
      {
        en: 'One APOE ε4 marker: higher LDL cholesterol and heart disease risk; LDL rises more with saturated fat.',
        tr: 'Bir APOE ε4 işareti: daha yüksek LDL kolesterol ve kalp hastalığı riski; doymuş yağla LDL daha çok yükselir.',
        es: 'Un marcador APOE ε4: colesterol LDL y riesgo cardiaco más altos; el LDL sube más con la grasa saturada.',
        ar: 'مؤشر APOE ε4 واحد: كوليسترول LDL وخطر أمراض القلب أعلى؛ يرتفع LDL أكثر مع الدهون المشبعة.',
        fa: 'یک نشانگر APOE ε4: کلسترول LDL و خطر بیماری قلبی بالاتر؛ LDL با چربی اشباع بیشتر بالا می‌رود.',
      },
      {
        en: 'Two APOE ε4 markers: clearly higher LDL cholesterol and heart disease risk; limiting saturated fat matters most.',
        tr: 'İki APOE ε4 işareti: belirgin biçimde yüksek LDL kolesterol ve kalp hastalığı riski; doymuş yağı sınırlamak en önemlisi.',
        es: 'Dos marcadores APOE ε4: colesterol LDL y riesgo cardiaco claramente más altos; limitar la grasa saturada es lo más importante.',
        ar: 'مؤشران APOE ε4: كوليسترول LDL وخطر أمراض القلب أعلى بوضوح؛ الحد من الدهون المشبعة هو الأهم.',
        fa: 'دو نشانگر APOE ε4: کلسترول LDL و خطر بیماری قلبی به‌وضوح بالاتر؛ محدود کردن چربی اشباع از همه مهم‌تر است.',
      },
    ],
    source:
      'Eichner JE et al. Apolipoprotein E polymorphism and cardiovascular disease: a HuGE review. Am J Epidemiol 2002;155:487–495; Masson LF et al. Am J Clin Nutr 2003;77:1098–1111.',
  },
  {
    gene: 'APOE',
    rsid: 'rs7412',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['cardiovascular-lipid-risk'],
    meaning: [
      {
        en: 'No APOE ε2 marker: usual LDL cholesterol.',
        tr: 'APOE ε2 işareti yok: LDL kolesterol olağan.',
        es: 'Sin marcador APOE ε2: colesterol LDL habitual.',
        ar: 'لا يوجد مؤشر APOE ε2: كوليسترول LDL عادي.',
        fa: 'نشانگر APOE ε2 وجود ندارد: کلسترول LDL در حد معمول است.',
      },
      {
        en: 'One APOE ε2 marker: LDL cholesterol tends to be lower than average.',
        tr: 'Bir APOE ε2 işareti: LDL kolesterol ortalamanın altında olma eğiliminde.',
        es: 'Un marcador APOE ε2: el colesterol LDL tiende a estar por debajo de la media.',
        ar: 'مؤشر APOE ε2 واحد: يميل كوليسترول LDL إلى أن يكون أقل من المتوسط.',
        fa: 'یک نشانگر APOE ε2: کلسترول LDL معمولاً کمتر از میانگین است.',
      },
      {
        en: 'Two APOE ε2 markers: raised risk of high triglycerides (type III hyperlipoproteinaemia), especially with excess weight.',
        tr: 'İki APOE ε2 işareti: özellikle fazla kiloyla yüksek trigliserit (tip III hiperlipoproteinemi) riski artar.',
        es: 'Dos marcadores APOE ε2: mayor riesgo de triglicéridos altos (hiperlipoproteinemia tipo III), en especial con exceso de peso.',
        ar: 'مؤشران APOE ε2: خطر أعلى لارتفاع الدهون الثلاثية (فرط بروتينات الدم الشحمية من النوع الثالث)، خاصة مع زيادة الوزن.',
        fa: 'دو نشانگر APOE ε2: خطر بالاتر تری‌گلیسرید بالا (هیپرلیپوپروتئینمی نوع ۳)، به‌ویژه با اضافه وزن.',
      },
    ],
    source:
      'Eichner JE et al. Apolipoprotein E polymorphism and cardiovascular disease: a HuGE review. Am J Epidemiol 2002;155:487–495.',
  },
  {
    gene: 'LCT',
    rsid: 'rs4988235',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 2,
    traits: ['lactose-intolerance'],
    meaning: [
      {
        en: 'LCT −13910 T/T: lactase stays active in adulthood; milk is usually digested well.',
        tr: 'LCT −13910 T/T: laktaz yetişkinlikte etkin kalır; süt genellikle iyi sindirilir.',
        es: 'LCT −13910 T/T: la lactasa sigue activa en la edad adulta; la leche suele digerirse bien.',
        ar: 'LCT −13910 T/T: يبقى إنزيم اللاكتاز نشطًا في البلوغ؛ يُهضم الحليب جيدًا عادةً.',
        fa: 'LCT −13910 T/T: لاکتاز در بزرگسالی فعال می‌ماند؛ شیر معمولاً به‌خوبی هضم می‌شود.',
      },
      {
        en: 'LCT −13910 C/T: lactase stays active in adulthood; milk is usually digested well.',
        tr: 'LCT −13910 C/T: laktaz yetişkinlikte etkin kalır; süt genellikle iyi sindirilir.',
        es: 'LCT −13910 C/T: la lactasa sigue activa en la edad adulta; la leche suele digerirse bien.',
        ar: 'LCT −13910 C/T: يبقى إنزيم اللاكتاز نشطًا في البلوغ؛ يُهضم الحليب جيدًا عادةً.',
        fa: 'LCT −13910 C/T: لاکتاز در بزرگسالی فعال می‌ماند؛ شیر معمولاً به‌خوبی هضم می‌شود.',
      },
      {
        en: 'LCT −13910 C/C: lactase non-persistence; lactase fades after childhood and milk often causes bloating. Yoghurt, hard cheese or lactose-free milk are easier.',
        tr: 'LCT −13910 C/C: laktaz kalıcı değil; çocukluktan sonra azalır ve süt sıklıkla şişkinlik yapar. Yoğurt, sert peynir veya laktozsuz süt daha kolaydır.',
        es: 'LCT −13910 C/C: no persistencia de la lactasa; se pierde tras la infancia y la leche suele hinchar. El yogur, el queso curado o la leche sin lactosa sientan mejor.',
        ar: 'LCT −13910 C/C: عدم استمرار اللاكتاز؛ يتراجع بعد الطفولة وكثيرًا ما يسبب الحليب الانتفاخ. الزبادي والجبن الصلب والحليب الخالي من اللاكتوز أسهل.',
        fa: 'LCT −13910 C/C: عدم پایداری لاکتاز؛ پس از کودکی کم می‌شود و شیر اغلب نفخ می‌آورد. ماست، پنیر سفت یا شیر بدون لاکتوز راحت‌ترند.',
      },
    ],
    source:
      'Enattah NS et al. Identification of a variant associated with adult-type hypolactasia. Nat Genet 2002;30:233–237.',
  },
  {
    gene: 'PPARG',
    rsid: 'rs1801282',
    riskAllele: 'C',
    otherAllele: 'G',
    traitsFrom: 2,
    traits: ['type2-diabetes-risk'],
    meaning: [
      {
        en: 'Ala12Ala: better insulin sensitivity; a lower risk of type 2 diabetes.',
        tr: 'Ala12Ala: daha iyi insülin duyarlılığı; daha düşük tip 2 diyabet riski.',
        es: 'Ala12Ala: mejor sensibilidad a la insulina; menor riesgo de diabetes tipo 2.',
        ar: 'Ala12Ala: حساسية أفضل للإنسولين؛ خطر أقل للسكري من النوع الثاني.',
        fa: 'Ala12Ala: حساسیت بهتر به انسولین؛ خطر کمتر دیابت نوع ۲.',
      },
      {
        en: 'Pro12Ala: one Ala copy, which slightly lowers the risk of type 2 diabetes.',
        tr: 'Pro12Ala: bir Ala kopyası; tip 2 diyabet riskini biraz düşürür.',
        es: 'Pro12Ala: una copia Ala, que reduce algo el riesgo de diabetes tipo 2.',
        ar: 'Pro12Ala: نسخة Ala واحدة تخفّض خطر السكري من النوع الثاني قليلًا.',
        fa: 'Pro12Ala: یک نسخه Ala که خطر دیابت نوع ۲ را کمی کاهش می‌دهد.',
      },
      {
        en: 'Pro12Pro: the common form, with about 1.25 times the risk of type 2 diabetes of Ala carriers.',
        tr: 'Pro12Pro: yaygın biçim; Ala taşıyıcılarına göre yaklaşık 1,25 kat tip 2 diyabet riski.',
        es: 'Pro12Pro: la forma común, con cerca de 1,25 veces el riesgo de diabetes tipo 2 de los portadores de Ala.',
        ar: 'Pro12Pro: الشكل الشائع، بخطر سكري من النوع الثاني نحو 1.25 ضعف حاملي Ala.',
        fa: 'Pro12Pro: شکل رایج، با حدود ۱٫۲۵ برابر خطر دیابت نوع ۲ نسبت به حاملان Ala.',
      },
    ],
    source:
      'Altshuler D et al. The common PPARγ Pro12Ala polymorphism is associated with decreased risk of type 2 diabetes. Nat Genet 2000;26:76–80.',
  },
  {
    gene: 'KCNJ11',
    rsid: 'rs5219',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['type2-diabetes-risk'],
    meaning: [
      {
        en: 'E23E: usual insulin release; no added type 2 diabetes risk from this gene.',
        tr: 'E23E: olağan insülin salınımı; bu genden ek tip 2 diyabet riski yok.',
        es: 'E23E: liberación de insulina habitual; este gen no añade riesgo de diabetes tipo 2.',
        ar: 'E23E: إفراز إنسولين عادي؛ لا خطر إضافيًا للسكري من النوع الثاني من هذا الجين.',
        fa: 'E23E: ترشح انسولین در حد معمول؛ این ژن خطری به دیابت نوع ۲ اضافه نمی‌کند.',
      },
      {
        en: 'E23K: a slightly lower insulin release; a small rise in type 2 diabetes risk.',
        tr: 'E23K: biraz daha düşük insülin salınımı; tip 2 diyabet riskinde küçük bir artış.',
        es: 'E23K: liberación de insulina algo menor; leve aumento del riesgo de diabetes tipo 2.',
        ar: 'E23K: إفراز إنسولين أقل قليلًا؛ زيادة طفيفة في خطر السكري من النوع الثاني.',
        fa: 'E23K: ترشح انسولین کمی کمتر؛ افزایش اندک خطر دیابت نوع ۲.',
      },
      {
        en: 'K23K: lower insulin release; about 1.3 times the usual risk of type 2 diabetes.',
        tr: 'K23K: daha düşük insülin salınımı; olağanın yaklaşık 1,3 katı tip 2 diyabet riski.',
        es: 'K23K: menor liberación de insulina; cerca de 1,3 veces el riesgo habitual de diabetes tipo 2.',
        ar: 'K23K: إفراز إنسولين أقل؛ خطر سكري من النوع الثاني نحو 1.3 ضعف المعتاد.',
        fa: 'K23K: ترشح انسولین کمتر؛ حدود ۱٫۳ برابر خطر معمول دیابت نوع ۲.',
      },
    ],
    source:
      'Gloyn AL et al. Large-scale association studies of variants in genes encoding the pancreatic β-cell KATP channel subunits Kir6.2 (KCNJ11) and SUR1 (ABCC8) confirm that the KCNJ11 E23K variant is associated with type 2 diabetes. Diabetes 2003;52:568–572.',
  },
  {
    gene: 'MC4R',
    rsid: 'rs17782313',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 2,
    traits: ['obesity-risk'],
    meaning: [
      {
        en: 'No copy of the C allele: usual appetite regulation.',
        tr: 'C alelinin kopyası yok: iştah düzenlemesi olağan.',
        es: 'Ninguna copia del alelo C: regulación del apetito habitual.',
        ar: 'لا توجد نسخة من الأليل C: تنظيم الشهية عادي.',
        fa: 'هیچ نسخه‌ای از آلل C وجود ندارد: تنظیم اشتها در حد معمول است.',
      },
      {
        en: 'One copy of the C allele: a slightly stronger appetite and a small rise in obesity risk.',
        tr: 'C alelinin bir kopyası: biraz daha güçlü iştah ve obezite riskinde küçük bir artış.',
        es: 'Una copia del alelo C: apetito algo mayor y leve aumento del riesgo de obesidad.',
        ar: 'نسخة واحدة من الأليل C: شهية أقوى قليلًا وزيادة طفيفة في خطر السمنة.',
        fa: 'یک نسخه از آلل C: اشتهای کمی قوی‌تر و افزایش اندک خطر چاقی.',
      },
      {
        en: 'Two copies of the C allele: a stronger appetite, more snacking and a higher risk of obesity; regular, filling meals help.',
        tr: 'C alelinin iki kopyası: daha güçlü iştah, daha sık atıştırma ve daha yüksek obezite riski; düzenli, doyurucu öğünler yardımcı olur.',
        es: 'Dos copias del alelo C: más apetito, más picoteo y mayor riesgo de obesidad; ayudan las comidas regulares y saciantes.',
        ar: 'نسختان من الأليل C: شهية أقوى ووجبات خفيفة أكثر وخطر سمنة أعلى؛ الوجبات المنتظمة المشبعة تساعد.',
        fa: 'دو نسخه از آلل C: اشتهای قوی‌تر، تنقلات بیشتر و خطر بالاتر چاقی؛ وعده‌های منظم و سیرکننده کمک می‌کنند.',
      },
    ],
    source:
      'Loos RJF et al. Common variants near MC4R are associated with fat mass, weight and risk of obesity. Nat Genet 2008;40:768–775.',
  },
  {
    gene: 'CYP1A2',
    rsid: 'rs762551',
    riskAllele: 'C',
    otherAllele: 'A',
    traitsFrom: 1,
    traits: ['caffeine-slow-metabolism'],
    meaning: [
      {
        en: 'A/A: fast caffeine metaboliser; moderate coffee showed no raised heart risk.',
        tr: 'A/A: kafeini hızlı metabolize eder; ölçülü kahvede kalp riski artışı görülmedi.',
        es: 'A/A: metabolizador rápido de cafeína; el café moderado no mostró más riesgo cardiaco.',
        ar: 'A/A: استقلاب سريع للكافيين؛ لم تُظهر القهوة المعتدلة خطرًا قلبيًا زائدًا.',
        fa: 'A/A: متابولیسم سریع کافئین؛ قهوه در حد متعادل خطر قلبی بیشتری نشان نداد.',
      },
      {
        en: 'A/C: slow caffeine metaboliser; more than 2 cups of coffee a day was linked to a higher heart attack risk.',
        tr: 'A/C: kafeini yavaş metabolize eder; günde 2 fincandan fazla kahve daha yüksek kalp krizi riskiyle ilişkili bulundu.',
        es: 'A/C: metabolizador lento de cafeína; más de 2 tazas de café al día se asoció a más riesgo de infarto.',
        ar: 'A/C: استقلاب بطيء للكافيين؛ ارتبط أكثر من كوبين من القهوة يوميًا بخطر أعلى للنوبة القلبية.',
        fa: 'A/C: متابولیسم کند کافئین؛ بیش از ۲ فنجان قهوه در روز با خطر بالاتر حمله قلبی همراه بود.',
      },
      {
        en: 'C/C: slow caffeine metaboliser; more than 2 cups of coffee a day was linked to a higher heart attack risk.',
        tr: 'C/C: kafeini yavaş metabolize eder; günde 2 fincandan fazla kahve daha yüksek kalp krizi riskiyle ilişkili bulundu.',
        es: 'C/C: metabolizador lento de cafeína; más de 2 tazas de café al día se asoció a más riesgo de infarto.',
        ar: 'C/C: استقلاب بطيء للكافيين؛ ارتبط أكثر من كوبين من القهوة يوميًا بخطر أعلى للنوبة القلبية.',
        fa: 'C/C: متابولیسم کند کافئین؛ بیش از ۲ فنجان قهوه در روز با خطر بالاتر حمله قلبی همراه بود.',
      },
    ],
    source:
      'Cornelis MC et al. Coffee, CYP1A2 genotype, and risk of myocardial infarction. JAMA 2006;295:1135–1141.',
  },
  {
    gene: 'HLA-DQ2.5',
    rsid: 'rs2187668',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 1,
    traits: ['coeliac-risk'],
    meaning: [
      {
        en: 'No HLA-DQ2.5 marker: coeliac disease is unlikely from this haplotype.',
        tr: 'HLA-DQ2.5 işareti yok: bu haplotipten çölyak hastalığı olası değil.',
        es: 'Sin marcador HLA-DQ2.5: la celiaquía es poco probable por este haplotipo.',
        ar: 'لا يوجد مؤشر HLA-DQ2.5: الداء البطني (السيلياك) غير مرجح من هذا النمط الفرداني.',
        fa: 'نشانگر HLA-DQ2.5 وجود ندارد: بیماری سلیاک از این هاپلوتایپ بعید است.',
      },
      {
        en: 'One HLA-DQ2.5 marker: carried by most people with coeliac disease, though most carriers never develop it; see a doctor if gluten causes symptoms.',
        tr: 'Bir HLA-DQ2.5 işareti: çölyak hastalarının çoğunda bulunur ama taşıyıcıların çoğunda hastalık gelişmez; gluten belirti veriyorsa doktora başvurun.',
        es: 'Un marcador HLA-DQ2.5: lo tienen la mayoría de celíacos, aunque la mayoría de portadores nunca la desarrolla; consulte al médico si el gluten le causa síntomas.',
        ar: 'مؤشر HLA-DQ2.5 واحد: يحمله معظم مرضى السيلياك، لكن معظم حامليه لا يصابون به؛ راجع الطبيب إذا سبّب الغلوتين أعراضًا.',
        fa: 'یک نشانگر HLA-DQ2.5: بیشتر مبتلایان به سلیاک آن را دارند، اما بیشتر حاملان هرگز مبتلا نمی‌شوند؛ اگر گلوتن علامت ایجاد می‌کند به پزشک مراجعه کنید.',
      },
      {
        en: 'Two HLA-DQ2.5 markers: the highest genetic risk of coeliac disease; see a doctor before cutting out gluten if gluten causes symptoms.',
        tr: 'İki HLA-DQ2.5 işareti: çölyak hastalığının en yüksek genetik riski; gluten belirti veriyorsa glutensiz beslenmeden önce doktora başvurun.',
        es: 'Dos marcadores HLA-DQ2.5: el mayor riesgo genético de celiaquía; si el gluten causa síntomas, consulte al médico antes de dejarlo.',
        ar: 'مؤشران HLA-DQ2.5: أعلى خطر وراثي للسيلياك؛ إذا سبّب الغلوتين أعراضًا فراجع الطبيب قبل التوقف عنه.',
        fa: 'دو نشانگر HLA-DQ2.5: بالاترین خطر ژنتیکی سلیاک؛ اگر گلوتن علامت ایجاد می‌کند پیش از حذف آن به پزشک مراجعه کنید.',
      },
    ],
    source:
      'Monsuur AJ et al. Effective detection of human leukocyte antigen risk alleles in celiac disease using tag single nucleotide polymorphisms. PLoS One 2008;3:e2270.',
  },
];

export function knownVariantByRsid(rsid: string): KnownVariant | undefined {
  const wanted = rsid.toLowerCase();
  return KNOWN_VARIANTS.find((variant) => variant.rsid === wanted);
}
