import type { Localized } from '~/features/questionnaire/questions/types';
import type { VariantTrait } from './types';

/** Copies of the risk allele in a genotype: none, one or two. */
export type RiskCopies = 0 | 1 | 2;

/**
 * A well-studied variant: its two alleles as labs report them, what each genotype means, and the
 * traits the planner acts on. Meanings are summaries of the published studies named in `source`,
 * with their effect sizes; they describe a small shift in population risk, never a diagnosis.
 */
export type KnownVariant = {
  gene: string;
  rsid: string;
  riskAllele: string;
  otherAllele: string;
  /** Copies of the risk allele from which `traits` apply (2 where one copy has little or no effect). */
  traitsFrom: RiskCopies;
  traits: VariantTrait[];
  /**
   * Copies of the risk allele of the genotypes that are the most frequent one in at least one
   * continental population of the 1000 Genomes Project (Nature 2015;526:68–74, as dbSNP and Ensembl
   * show them). The genotype most people of a population carry is the reference, not a risk: it is
   * never stated as a threat, whatever its traits do to the diet.
   */
  commonCopies: readonly RiskCopies[];
  /** What the genotype means, by the number of risk-allele copies: none, one, two. */
  meaning: readonly [Localized, Localized, Localized];
  /** The studies behind the meaning (at most 500 characters: it travels in the planner's input). */
  source: string;
  /** The main study in a few words, for a threat's reason. */
  cite: string;
};

export const KNOWN_VARIANTS: readonly KnownVariant[] = [
  {
    gene: 'TCF7L2',
    rsid: 'rs7903146',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 1,
    traits: ['type2-diabetes-risk'],
    commonCopies: [0],
    meaning: [
      {
        en: 'No copy of the T allele: usual risk of type 2 diabetes.',
        tr: 'T alelinin kopyası yok: tip 2 diyabet riski olağan düzeyde.',
        es: 'Ninguna copia del alelo T: riesgo habitual de diabetes tipo 2.',
        ar: 'لا توجد نسخة من الأليل T: خطر الإصابة بالسكري من النوع الثاني عادي.',
        fa: 'هیچ نسخه‌ای از آلل T وجود ندارد: خطر دیابت نوع ۲ در حد معمول است.',
      },
      {
        en: 'One copy of the T allele: about 1.4 times the odds of type 2 diabetes, a small effect; weight, fibre and activity matter far more.',
        tr: 'T alelinin bir kopyası: tip 2 diyabet olasılığı yaklaşık 1,4 kat, küçük bir etki; kilo, lif ve hareket çok daha önemli.',
        es: 'Una copia del alelo T: cerca de 1,4 veces la probabilidad de diabetes tipo 2, un efecto pequeño; el peso, la fibra y la actividad pesan mucho más.',
        ar: 'نسخة واحدة من الأليل T: احتمال السكري من النوع الثاني نحو 1.4 ضعف، وهو أثر صغير؛ الوزن والألياف والنشاط أهم بكثير.',
        fa: 'یک نسخه از آلل T: احتمال دیابت نوع ۲ حدود ۱٫۴ برابر، اثری کوچک؛ وزن، فیبر و فعالیت بسیار مهم‌ترند.',
      },
      {
        en: 'Two copies of the T allele: about 2.4 times the odds of type 2 diabetes; weight, fibre and activity still matter far more, and regular glucose checks are sensible.',
        tr: 'T alelinin iki kopyası: tip 2 diyabet olasılığı yaklaşık 2,4 kat; kilo, lif ve hareket yine çok daha önemli, düzenli şeker kontrolü yerinde olur.',
        es: 'Dos copias del alelo T: cerca de 2,4 veces la probabilidad de diabetes tipo 2; el peso, la fibra y la actividad siguen pesando mucho más, y conviene controlar la glucosa con regularidad.',
        ar: 'نسختان من الأليل T: احتمال السكري من النوع الثاني نحو 2.4 ضعف؛ يبقى الوزن والألياف والنشاط أهم بكثير، ومن المعقول فحص السكر بانتظام.',
        fa: 'دو نسخه از آلل T: احتمال دیابت نوع ۲ حدود ۲٫۴ برابر؛ وزن، فیبر و فعالیت همچنان بسیار مهم‌ترند و پایش منظم قند خون معقول است.',
      },
    ],
    source:
      'Grant SFA et al. Variant of TCF7L2 confers risk of type 2 diabetes. Nat Genet 2006;38:320–323; Florez JC et al. TCF7L2 polymorphisms and progression to diabetes in the Diabetes Prevention Program. N Engl J Med 2006;355:241–250.',
    cite: 'Grant et al., Nat Genet 2006',
  },
  {
    gene: 'FTO',
    rsid: 'rs9939609',
    riskAllele: 'A',
    otherAllele: 'T',
    traitsFrom: 1,
    traits: ['obesity-risk'],
    commonCopies: [0, 1],
    meaning: [
      {
        en: 'No copy of the A allele: no raised tendency to gain weight from this gene.',
        tr: 'A alelinin kopyası yok: bu genden kaynaklanan kilo alma eğilimi yok.',
        es: 'Ninguna copia del alelo A: este gen no aumenta la tendencia a ganar peso.',
        ar: 'لا توجد نسخة من الأليل A: لا ميل زائد لزيادة الوزن بسبب هذا الجين.',
        fa: 'هیچ نسخه‌ای از آلل A وجود ندارد: این ژن تمایل به افزایش وزن را بالا نمی‌برد.',
      },
      {
        en: 'One copy of the A allele: on average about 0.4 kg/m² more BMI (about 1.2 kg), a small effect; this is the most common genotype in many populations.',
        tr: 'A alelinin bir kopyası: ortalama yaklaşık 0,4 kg/m² daha yüksek VKİ (yaklaşık 1,2 kg), küçük bir etki; birçok toplumda en yaygın genotip budur.',
        es: 'Una copia del alelo A: de media unos 0,4 kg/m² más de IMC (cerca de 1,2 kg), un efecto pequeño; es el genotipo más común en muchas poblaciones.',
        ar: 'نسخة واحدة من الأليل A: مؤشر كتلة أعلى بنحو 0.4 كغ/م² في المتوسط (نحو 1.2 كغ)، وهو أثر صغير؛ وهذا النمط الجيني هو الأكثر شيوعًا في كثير من الشعوب.',
        fa: 'یک نسخه از آلل A: به‌طور میانگین حدود ۰٫۴ کیلوگرم بر مترمربع شاخص توده بدنی بیشتر (حدود ۱٫۲ کیلوگرم)، اثری کوچک؛ این رایج‌ترین ژنوتیپ در بسیاری از جمعیت‌هاست.',
      },
      {
        en: 'Two copies of the A allele: on average about 0.8 kg/m² more BMI (about 3 kg) and about 1.7 times the odds of obesity; regular activity blunts part of it, and habits matter far more.',
        tr: 'A alelinin iki kopyası: ortalama yaklaşık 0,8 kg/m² daha yüksek VKİ (yaklaşık 3 kg) ve yaklaşık 1,7 kat obezite olasılığı; düzenli hareket bunun bir kısmını azaltır, alışkanlıklar çok daha önemlidir.',
        es: 'Dos copias del alelo A: de media unos 0,8 kg/m² más de IMC (cerca de 3 kg) y cerca de 1,7 veces la probabilidad de obesidad; la actividad regular atenúa parte del efecto y los hábitos pesan mucho más.',
        ar: 'نسختان من الأليل A: مؤشر كتلة أعلى بنحو 0.8 كغ/م² في المتوسط (نحو 3 كغ) واحتمال سمنة نحو 1.7 ضعف؛ النشاط المنتظم يخفف جزءًا منه، والعادات أهم بكثير.',
        fa: 'دو نسخه از آلل A: به‌طور میانگین حدود ۰٫۸ کیلوگرم بر مترمربع شاخص توده بدنی بیشتر (حدود ۳ کیلوگرم) و حدود ۱٫۷ برابر احتمال چاقی؛ فعالیت منظم بخشی از آن را کم می‌کند و عادت‌ها بسیار مهم‌ترند.',
      },
    ],
    source:
      'Frayling TM et al. A common variant in the FTO gene is associated with body mass index and predisposes to childhood and adult obesity. Science 2007;316:889–894; Kilpeläinen TO et al. Physical activity attenuates the influence of FTO variants on obesity risk. PLoS Med 2011;8:e1001116.',
    cite: 'Frayling et al., Science 2007',
  },
  {
    gene: 'MTHFR',
    rsid: 'rs1801133',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['folate-metabolism'],
    commonCopies: [0, 1],
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
        en: 'T677T: the folate enzyme works at about 30% activity and homocysteine runs about 20% higher, mostly when folate intake is low; large studies found no clear effect on heart disease. Leafy greens and legumes keep folate up.',
        tr: 'T677T: folat enzimi yaklaşık %30 etkinlikte çalışır ve homosistein, çoğunlukla folat alımı düşükken, yaklaşık %20 daha yüksek seyreder; büyük çalışmalar kalp hastalığına açık bir etki bulmadı. Yeşil yapraklılar ve baklagiller folatı yüksek tutar.',
        es: 'T677T: la enzima del folato funciona a cerca del 30 % y la homocisteína va un 20 % más alta, sobre todo si se toma poco folato; grandes estudios no hallaron un efecto claro sobre el corazón. Las verduras de hoja y las legumbres mantienen el folato.',
        ar: 'T677T: يعمل إنزيم الفولات بنحو 30% من نشاطه ويكون الهوموسيستين أعلى بنحو 20%، خاصة عند قلة تناول الفولات؛ لم تجد الدراسات الكبيرة أثرًا واضحًا على أمراض القلب. الخضار الورقية والبقول تحافظ على الفولات.',
        fa: 'T677T: آنزیم فولات با حدود ۳۰٪ فعالیت کار می‌کند و هموسیستئین حدود ۲۰٪ بالاتر است، بیشتر وقتی دریافت فولات کم است؛ مطالعات بزرگ اثر روشنی بر بیماری قلبی نیافتند. سبزی‌های برگ‌دار و حبوبات فولات را بالا نگه می‌دارند.',
      },
    ],
    source:
      'Frosst P et al. A candidate genetic risk factor for vascular disease: a common mutation in methylenetetrahydrofolate reductase. Nat Genet 1995;10:111–113; Clarke R et al. Homocysteine and coronary heart disease: meta-analysis of MTHFR case-control studies, avoiding publication bias. PLoS Med 2012;9:e1001177.',
    cite: 'Clarke et al., PLoS Med 2012',
  },
  {
    gene: 'APOE',
    rsid: 'rs429358',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 1,
    traits: ['cardiovascular-lipid-risk', 'saturated-fat-sensitivity'],
    commonCopies: [0],
    meaning: [
      {
        en: 'No APOE ε4 marker: usual LDL cholesterol response to diet.',
        tr: 'APOE ε4 işareti yok: diyete LDL kolesterol yanıtı olağan.',
        es: 'Sin marcador APOE ε4: respuesta habitual del colesterol LDL a la dieta.',
        ar: 'لا يوجد مؤشر APOE ε4: استجابة كوليسترول LDL للغذاء عادية.',
        fa: 'نشانگر APOE ε4 وجود ندارد: پاسخ کلسترول LDL به رژیم در حد معمول است.',
      },
      {
        en: 'One APOE ε4 marker: slightly higher LDL cholesterol and slightly higher odds of heart disease (about 1.06 times in the largest review); LDL may rise a little more with saturated fat. Not smoking, activity and diet matter far more.',
        tr: 'Bir APOE ε4 işareti: biraz daha yüksek LDL kolesterol ve biraz daha yüksek kalp hastalığı olasılığı (en büyük derlemede yaklaşık 1,06 kat); doymuş yağla LDL biraz daha fazla yükselebilir. Sigara içmemek, hareket ve beslenme çok daha önemli.',
        es: 'Un marcador APOE ε4: colesterol LDL algo más alto y una probabilidad algo mayor de enfermedad cardiaca (cerca de 1,06 veces en la mayor revisión); el LDL puede subir algo más con la grasa saturada. No fumar, la actividad y la dieta pesan mucho más.',
        ar: 'مؤشر APOE ε4 واحد: كوليسترول LDL أعلى قليلًا واحتمال أعلى قليلًا لأمراض القلب (نحو 1.06 ضعف في أكبر مراجعة)؛ قد يرتفع LDL أكثر قليلًا مع الدهون المشبعة. ترك التدخين والنشاط والغذاء أهم بكثير.',
        fa: 'یک نشانگر APOE ε4: کلسترول LDL کمی بالاتر و احتمال کمی بیشتر بیماری قلبی (حدود ۱٫۰۶ برابر در بزرگ‌ترین مرور)؛ LDL ممکن است با چربی اشباع کمی بیشتر بالا برود. سیگار نکشیدن، فعالیت و رژیم غذایی بسیار مهم‌ترند.',
      },
      {
        en: 'Two APOE ε4 markers: higher LDL cholesterol and somewhat higher odds of heart disease than with one marker; limiting saturated fat, not smoking and staying active matter most.',
        tr: 'İki APOE ε4 işareti: tek işarete göre daha yüksek LDL kolesterol ve biraz daha yüksek kalp hastalığı olasılığı; doymuş yağı sınırlamak, sigara içmemek ve hareketli kalmak en önemlisi.',
        es: 'Dos marcadores APOE ε4: colesterol LDL más alto y una probabilidad algo mayor de enfermedad cardiaca que con uno; limitar la grasa saturada, no fumar y mantenerse activo es lo que más importa.',
        ar: 'مؤشران APOE ε4: كوليسترول LDL أعلى واحتمال أعلى بعض الشيء لأمراض القلب مقارنة بمؤشر واحد؛ الحد من الدهون المشبعة وترك التدخين والبقاء نشيطًا هو الأهم.',
        fa: 'دو نشانگر APOE ε4: کلسترول LDL بالاتر و احتمال کمی بیشتر بیماری قلبی نسبت به یک نشانگر؛ محدود کردن چربی اشباع، سیگار نکشیدن و فعال ماندن از همه مهم‌ترند.',
      },
    ],
    source:
      'Bennet AM et al. Association of apolipoprotein E genotypes with lipid levels and coronary risk. JAMA 2007;298:1300–1311; Eichner JE et al. Am J Epidemiol 2002;155:487–495; Masson LF et al. Am J Clin Nutr 2003;77:1098–1111.',
    cite: 'Bennet et al., JAMA 2007',
  },
  {
    gene: 'APOE',
    rsid: 'rs7412',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['cardiovascular-lipid-risk'],
    commonCopies: [0],
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
        en: 'Two APOE ε2 markers: LDL cholesterol is usually low, but a minority (about 1 in 10 or fewer) develop high blood fats (type III hyperlipoproteinaemia), mostly with excess weight or diabetes.',
        tr: 'İki APOE ε2 işareti: LDL kolesterol genellikle düşüktür, ancak azınlıkta (yaklaşık 10 kişide 1 ya da daha az) yüksek kan yağları (tip III hiperlipoproteinemi) gelişir, çoğunlukla fazla kilo ya da diyabetle.',
        es: 'Dos marcadores APOE ε2: el colesterol LDL suele ser bajo, pero una minoría (cerca de 1 de cada 10 o menos) desarrolla grasas altas en sangre (hiperlipoproteinemia tipo III), sobre todo con exceso de peso o diabetes.',
        ar: 'مؤشران APOE ε2: يكون كوليسترول LDL منخفضًا عادةً، لكن أقلية (نحو 1 من كل 10 أو أقل) تصاب بارتفاع دهون الدم (فرط بروتينات الدم الشحمية من النوع الثالث)، غالبًا مع زيادة الوزن أو السكري.',
        fa: 'دو نشانگر APOE ε2: کلسترول LDL معمولاً پایین است، اما اقلیتی (حدود ۱ نفر از ۱۰ یا کمتر) به چربی خون بالا (هیپرلیپوپروتئینمی نوع ۳) دچار می‌شوند، بیشتر همراه با اضافه وزن یا دیابت.',
      },
    ],
    source:
      'Mahley RW, Rall SC Jr. Apolipoprotein E: far more than a lipid transport protein. Annu Rev Genomics Hum Genet 2000;1:507–537; Bennet AM et al. JAMA 2007;298:1300–1311.',
    cite: 'Mahley and Rall, Annu Rev Genomics Hum Genet 2000',
  },
  {
    gene: 'LCT',
    rsid: 'rs4988235',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 2,
    traits: ['lactose-intolerance'],
    commonCopies: [1, 2],
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
        en: 'LCT −13910 C/C: lactase non-persistence, as in about two in three adults worldwide; lactase fades after childhood and large amounts of milk may cause bloating, though a glass a day is usually fine. Yoghurt, hard cheese or lactose-free milk are easier. In some Arabian and East African families other variants keep lactase active.',
        tr: 'LCT −13910 C/C: laktaz kalıcı değil; dünyada her üç yetişkinden ikisinde olduğu gibi. Laktaz çocukluktan sonra azalır ve çok miktarda süt şişkinlik yapabilir, ama günde bir bardak genellikle sorun olmaz. Yoğurt, sert peynir veya laktozsuz süt daha kolaydır. Bazı Arap ve Doğu Afrika kökenli ailelerde başka varyantlar laktazı etkin tutar.',
        es: 'LCT −13910 C/C: no persistencia de la lactasa, como en unos dos de cada tres adultos del mundo; la lactasa se pierde tras la infancia y mucha leche puede hinchar, aunque un vaso al día suele sentar bien. El yogur, el queso curado o la leche sin lactosa sientan mejor. En algunas familias árabes y de África oriental otras variantes mantienen la lactasa activa.',
        ar: 'LCT −13910 C/C: عدم استمرار اللاكتاز، كما لدى نحو ثلثي البالغين في العالم؛ يتراجع اللاكتاز بعد الطفولة وقد تسبب كميات كبيرة من الحليب الانتفاخ، لكن كوبًا في اليوم يُحتمل عادةً. الزبادي والجبن الصلب والحليب الخالي من اللاكتوز أسهل. وفي بعض العائلات العربية وشرق الأفريقية تُبقي متغيرات أخرى اللاكتاز نشطًا.',
        fa: 'LCT −13910 C/C: عدم پایداری لاکتاز، مانند حدود دو سوم بزرگسالان جهان؛ لاکتاز پس از کودکی کم می‌شود و شیر زیاد ممکن است نفخ بیاورد، اما یک لیوان در روز معمولاً مشکلی ندارد. ماست، پنیر سفت یا شیر بدون لاکتوز راحت‌ترند. در برخی خانواده‌های عرب و شرق آفریقا واریانت‌های دیگری لاکتاز را فعال نگه می‌دارند.',
      },
    ],
    source:
      'Enattah NS et al. Identification of a variant associated with adult-type hypolactasia. Nat Genet 2002;30:233–237; Storhaug CL et al. Lancet Gastroenterol Hepatol 2017;2:738–746; Suchy FJ et al. NIH consensus on lactose intolerance. Ann Intern Med 2010;152:792–796; Tishkoff SA et al. Nat Genet 2007;39:31–40.',
    cite: 'Enattah et al., Nat Genet 2002',
  },
  {
    // Pro (C) is the allele most people carry; Ala (G) lowers the odds a little. No genotype is a risk.
    gene: 'PPARG',
    rsid: 'rs1801282',
    riskAllele: 'C',
    otherAllele: 'G',
    traitsFrom: 2,
    traits: [],
    commonCopies: [2],
    meaning: [
      {
        en: 'Ala12Ala: an uncommon form linked with a slightly lower risk of type 2 diabetes.',
        tr: 'Ala12Ala: tip 2 diyabet riskinin biraz daha düşük olmasıyla ilişkili, az görülen bir biçim.',
        es: 'Ala12Ala: una forma poco común asociada a un riesgo algo menor de diabetes tipo 2.',
        ar: 'Ala12Ala: شكل غير شائع يرتبط بخطر أقل قليلًا للسكري من النوع الثاني.',
        fa: 'Ala12Ala: شکلی کم‌یاب که با خطر کمی کمتر دیابت نوع ۲ همراه است.',
      },
      {
        en: 'Pro12Ala: one Ala copy, linked with slightly lower odds of type 2 diabetes (about 0.8 times).',
        tr: 'Pro12Ala: bir Ala kopyası; tip 2 diyabet olasılığının biraz daha düşük olmasıyla ilişkili (yaklaşık 0,8 kat).',
        es: 'Pro12Ala: una copia Ala, asociada a una probabilidad algo menor de diabetes tipo 2 (cerca de 0,8 veces).',
        ar: 'Pro12Ala: نسخة Ala واحدة ترتبط باحتمال أقل قليلًا للسكري من النوع الثاني (نحو 0.8 ضعف).',
        fa: 'Pro12Ala: یک نسخه Ala که با احتمال کمی کمتر دیابت نوع ۲ همراه است (حدود ۰٫۸ برابر).',
      },
      {
        en: 'Pro12Pro: the most common form, carried by most people; the usual risk of type 2 diabetes, not a raised one.',
        tr: 'Pro12Pro: insanların çoğunun taşıdığı en yaygın biçim; tip 2 diyabet riski artmış değil, olağan düzeyde.',
        es: 'Pro12Pro: la forma más común, la que tiene la mayoría de las personas; riesgo habitual de diabetes tipo 2, no aumentado.',
        ar: 'Pro12Pro: الشكل الأكثر شيوعًا الذي يحمله معظم الناس؛ خطر السكري من النوع الثاني عادي وليس مرتفعًا.',
        fa: 'Pro12Pro: رایج‌ترین شکل که بیشتر مردم آن را دارند؛ خطر دیابت نوع ۲ در حد معمول است، نه بیشتر.',
      },
    ],
    source:
      'Altshuler D et al. The common PPARγ Pro12Ala polymorphism is associated with decreased risk of type 2 diabetes. Nat Genet 2000;26:76–80.',
    cite: 'Altshuler et al., Nat Genet 2000',
  },
  {
    gene: 'KCNJ11',
    rsid: 'rs5219',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 2,
    traits: ['type2-diabetes-risk'],
    commonCopies: [0, 1],
    meaning: [
      {
        en: 'E23E: usual insulin release; no added type 2 diabetes risk from this gene.',
        tr: 'E23E: olağan insülin salınımı; bu genden ek tip 2 diyabet riski yok.',
        es: 'E23E: liberación de insulina habitual; este gen no añade riesgo de diabetes tipo 2.',
        ar: 'E23E: إفراز إنسولين عادي؛ لا خطر إضافيًا للسكري من النوع الثاني من هذا الجين.',
        fa: 'E23E: ترشح انسولین در حد معمول؛ این ژن خطری به دیابت نوع ۲ اضافه نمی‌کند.',
      },
      {
        en: 'E23K: a common genotype with a very small rise in type 2 diabetes odds (about 1.1 times).',
        tr: 'E23K: tip 2 diyabet olasılığında çok küçük bir artışla (yaklaşık 1,1 kat) yaygın bir genotip.',
        es: 'E23K: un genotipo común con un aumento muy pequeño de la probabilidad de diabetes tipo 2 (cerca de 1,1 veces).',
        ar: 'E23K: نمط جيني شائع مع زيادة صغيرة جدًا في احتمال السكري من النوع الثاني (نحو 1.1 ضعف).',
        fa: 'E23K: ژنوتیپی رایج با افزایش بسیار کم احتمال دیابت نوع ۲ (حدود ۱٫۱ برابر).',
      },
      {
        en: 'K23K: slightly lower insulin release; about 1.3 times the odds of type 2 diabetes, a small effect that weight and activity outweigh.',
        tr: 'K23K: biraz daha düşük insülin salınımı; tip 2 diyabet olasılığı yaklaşık 1,3 kat, kilo ve hareketin ağır bastığı küçük bir etki.',
        es: 'K23K: liberación de insulina algo menor; cerca de 1,3 veces la probabilidad de diabetes tipo 2, un efecto pequeño que el peso y la actividad superan.',
        ar: 'K23K: إفراز إنسولين أقل قليلًا؛ احتمال السكري من النوع الثاني نحو 1.3 ضعف، وهو أثر صغير يفوقه الوزن والنشاط أهمية.',
        fa: 'K23K: ترشح انسولین کمی کمتر؛ حدود ۱٫۳ برابر احتمال دیابت نوع ۲، اثری کوچک که وزن و فعالیت از آن مهم‌ترند.',
      },
    ],
    source:
      'Gloyn AL et al. Large-scale association studies of variants in genes encoding the pancreatic β-cell KATP channel subunits Kir6.2 (KCNJ11) and SUR1 (ABCC8) confirm that the KCNJ11 E23K variant is associated with type 2 diabetes. Diabetes 2003;52:568–572; Qiu L et al. Quantitative assessment of the effect of KCNJ11 gene polymorphism on the risk of type 2 diabetes. PLoS One 2014;9:e93961.',
    cite: 'Qiu et al., PLoS One 2014',
  },
  {
    gene: 'MC4R',
    rsid: 'rs17782313',
    riskAllele: 'C',
    otherAllele: 'T',
    traitsFrom: 2,
    traits: ['obesity-risk'],
    commonCopies: [0],
    meaning: [
      {
        en: 'No copy of the C allele: usual appetite regulation.',
        tr: 'C alelinin kopyası yok: iştah düzenlemesi olağan.',
        es: 'Ninguna copia del alelo C: regulación del apetito habitual.',
        ar: 'لا توجد نسخة من الأليل C: تنظيم الشهية عادي.',
        fa: 'هیچ نسخه‌ای از آلل C وجود ندارد: تنظیم اشتها در حد معمول است.',
      },
      {
        en: 'One copy of the C allele: on average about 0.2 kg/m² more BMI, a small effect.',
        tr: 'C alelinin bir kopyası: ortalama yaklaşık 0,2 kg/m² daha yüksek VKİ, küçük bir etki.',
        es: 'Una copia del alelo C: de media unos 0,2 kg/m² más de IMC, un efecto pequeño.',
        ar: 'نسخة واحدة من الأليل C: مؤشر كتلة أعلى بنحو 0.2 كغ/م² في المتوسط، وهو أثر صغير.',
        fa: 'یک نسخه از آلل C: به‌طور میانگین حدود ۰٫۲ کیلوگرم بر مترمربع شاخص توده بدنی بیشتر، اثری کوچک.',
      },
      {
        en: 'Two copies of the C allele: on average about 0.4 kg/m² more BMI (roughly 1.5–2 kg) and about 1.3 times the odds of obesity; appetite may be a little stronger, and regular, filling meals and activity matter far more.',
        tr: 'C alelinin iki kopyası: ortalama yaklaşık 0,4 kg/m² daha yüksek VKİ (kabaca 1,5–2 kg) ve yaklaşık 1,3 kat obezite olasılığı; iştah biraz daha güçlü olabilir, düzenli ve doyurucu öğünler ile hareket çok daha önemlidir.',
        es: 'Dos copias del alelo C: de media unos 0,4 kg/m² más de IMC (aproximadamente 1,5–2 kg) y cerca de 1,3 veces la probabilidad de obesidad; puede haber algo más de apetito, y las comidas regulares y saciantes y la actividad pesan mucho más.',
        ar: 'نسختان من الأليل C: مؤشر كتلة أعلى بنحو 0.4 كغ/م² في المتوسط (نحو 1.5–2 كغ) واحتمال سمنة نحو 1.3 ضعف؛ قد تكون الشهية أقوى قليلًا، والوجبات المنتظمة المشبعة والنشاط أهم بكثير.',
        fa: 'دو نسخه از آلل C: به‌طور میانگین حدود ۰٫۴ کیلوگرم بر مترمربع شاخص توده بدنی بیشتر (تقریباً ۱٫۵ تا ۲ کیلوگرم) و حدود ۱٫۳ برابر احتمال چاقی؛ اشتها ممکن است کمی قوی‌تر باشد و وعده‌های منظم و سیرکننده و فعالیت بسیار مهم‌ترند.',
      },
    ],
    source:
      'Loos RJF et al. Common variants near MC4R are associated with fat mass, weight and risk of obesity. Nat Genet 2008;40:768–775; Loos RJF. The genetic epidemiology of melanocortin 4 receptor variants. Eur J Pharmacol 2011;660:156–164.',
    cite: 'Loos et al., Nat Genet 2008',
  },
  {
    gene: 'CYP1A2',
    rsid: 'rs762551',
    riskAllele: 'C',
    otherAllele: 'A',
    traitsFrom: 1,
    traits: ['caffeine-slow-metabolism'],
    commonCopies: [0, 1],
    meaning: [
      {
        en: 'A/A: fast caffeine metaboliser; moderate coffee showed no raised heart risk.',
        tr: 'A/A: kafeini hızlı metabolize eder; ölçülü kahvede kalp riski artışı görülmedi.',
        es: 'A/A: metabolizador rápido de cafeína; el café moderado no mostró más riesgo cardiaco.',
        ar: 'A/A: استقلاب سريع للكافيين؛ لم تُظهر القهوة المعتدلة خطرًا قلبيًا زائدًا.',
        fa: 'A/A: متابولیسم سریع کافئین؛ قهوه در حد متعادل خطر قلبی بیشتری نشان نداد.',
      },
      {
        en: 'A/C: slower caffeine clearance, a common genotype; in one study 2–3 cups of coffee a day went with about 1.4 times the odds of a heart attack and 4 or more with about 1.6 times, while 1 cup a day showed no rise.',
        tr: 'A/C: daha yavaş kafein atımı, yaygın bir genotip; bir çalışmada günde 2–3 fincan kahve kalp krizi olasılığının yaklaşık 1,4 katı, 4 ve üstü yaklaşık 1,6 katıyla ilişkiliydi; günde 1 fincanda artış görülmedi.',
        es: 'A/C: eliminación más lenta de la cafeína, un genotipo común; en un estudio, 2–3 tazas de café al día se asociaron a cerca de 1,4 veces la probabilidad de infarto y 4 o más a cerca de 1,6 veces, mientras que 1 taza al día no mostró aumento.',
        ar: 'A/C: تخلص أبطأ من الكافيين، وهو نمط جيني شائع؛ في دراسة ارتبط شرب 2–3 أكواب قهوة يوميًا باحتمال نوبة قلبية نحو 1.4 ضعف و4 أكواب فأكثر بنحو 1.6 ضعف، بينما لم يُظهر كوب واحد يوميًا أي زيادة.',
        fa: 'A/C: دفع کندتر کافئین، ژنوتیپی رایج؛ در یک مطالعه ۲ تا ۳ فنجان قهوه در روز با حدود ۱٫۴ برابر و ۴ فنجان یا بیشتر با حدود ۱٫۶ برابر احتمال حمله قلبی همراه بود، ولی ۱ فنجان در روز افزایشی نشان نداد.',
      },
      {
        en: 'C/C: slow caffeine clearance; in one study 2–3 cups of coffee a day went with about 1.4 times the odds of a heart attack and 4 or more with about 1.6 times, while 1 cup a day showed no rise.',
        tr: 'C/C: yavaş kafein atımı; bir çalışmada günde 2–3 fincan kahve kalp krizi olasılığının yaklaşık 1,4 katı, 4 ve üstü yaklaşık 1,6 katıyla ilişkiliydi; günde 1 fincanda artış görülmedi.',
        es: 'C/C: eliminación lenta de la cafeína; en un estudio, 2–3 tazas de café al día se asociaron a cerca de 1,4 veces la probabilidad de infarto y 4 o más a cerca de 1,6 veces, mientras que 1 taza al día no mostró aumento.',
        ar: 'C/C: تخلص بطيء من الكافيين؛ في دراسة ارتبط شرب 2–3 أكواب قهوة يوميًا باحتمال نوبة قلبية نحو 1.4 ضعف و4 أكواب فأكثر بنحو 1.6 ضعف، بينما لم يُظهر كوب واحد يوميًا أي زيادة.',
        fa: 'C/C: دفع کند کافئین؛ در یک مطالعه ۲ تا ۳ فنجان قهوه در روز با حدود ۱٫۴ برابر و ۴ فنجان یا بیشتر با حدود ۱٫۶ برابر احتمال حمله قلبی همراه بود، ولی ۱ فنجان در روز افزایشی نشان نداد.',
      },
    ],
    source:
      'Cornelis MC et al. Coffee, CYP1A2 genotype, and risk of myocardial infarction. JAMA 2006;295:1135–1141.',
    cite: 'Cornelis et al., JAMA 2006',
  },
  {
    gene: 'HLA-DQ2.5',
    rsid: 'rs2187668',
    riskAllele: 'T',
    otherAllele: 'C',
    traitsFrom: 1,
    traits: ['coeliac-risk'],
    commonCopies: [0],
    meaning: [
      {
        en: 'No HLA-DQ2.5 marker: coeliac disease is unlikely from this haplotype.',
        tr: 'HLA-DQ2.5 işareti yok: bu haplotipten çölyak hastalığı olası değil.',
        es: 'Sin marcador HLA-DQ2.5: la celiaquía es poco probable por este haplotipo.',
        ar: 'لا يوجد مؤشر HLA-DQ2.5: الداء البطني (السيلياك) غير مرجح من هذا النمط الفرداني.',
        fa: 'نشانگر HLA-DQ2.5 وجود ندارد: بیماری سلیاک از این هاپلوتایپ بعید است.',
      },
      {
        en: 'One HLA-DQ2.5 marker: carrying HLA-DQ2/DQ8 is common (about 30–40% of people) and does not mean coeliac disease; most carriers never develop it. It matters only if you have symptoms such as ongoing diarrhoea, bloating or weight loss: then see a doctor before cutting out gluten, as the tests need it in the diet.',
        tr: 'Bir HLA-DQ2.5 işareti: HLA-DQ2/DQ8 taşımak yaygındır (insanların yaklaşık %30–40’ı) ve çölyak hastalığı anlamına gelmez; taşıyıcıların çoğunda hastalık hiç gelişmez. Yalnızca süren ishal, şişkinlik ya da kilo kaybı gibi belirtileriniz varsa önemlidir: o zaman gluteni bırakmadan önce doktora başvurun, çünkü testler için gluten diyette olmalıdır.',
        es: 'Un marcador HLA-DQ2.5: portar HLA-DQ2/DQ8 es común (cerca del 30–40 % de las personas) y no significa enfermedad celíaca; la mayoría de portadores nunca la desarrolla. Solo importa si tiene síntomas como diarrea persistente, hinchazón o pérdida de peso: entonces consulte al médico antes de dejar el gluten, porque las pruebas lo necesitan en la dieta.',
        ar: 'مؤشر HLA-DQ2.5 واحد: حمل HLA-DQ2/DQ8 شائع (نحو 30–40% من الناس) ولا يعني الإصابة بالداء البطني (السيلياك)؛ معظم حامليه لا يصابون به أبدًا. لا يهم إلا إذا كانت لديك أعراض مثل الإسهال المستمر أو الانتفاخ أو فقدان الوزن: عندها راجع الطبيب قبل التوقف عن الغلوتين، لأن الفحوص تحتاج إلى وجوده في الغذاء.',
        fa: 'یک نشانگر HLA-DQ2.5: داشتن HLA-DQ2/DQ8 رایج است (حدود ۳۰ تا ۴۰٪ مردم) و به معنای بیماری سلیاک نیست؛ بیشتر حاملان هرگز به آن دچار نمی‌شوند. فقط اگر علائمی مانند اسهال پایدار، نفخ یا کاهش وزن دارید مهم است: در آن صورت پیش از حذف گلوتن به پزشک مراجعه کنید، چون آزمایش‌ها به وجود گلوتن در رژیم نیاز دارند.',
      },
      {
        en: 'Two HLA-DQ2.5 markers: a higher genetic risk than one, yet most people with two never develop coeliac disease; it matters only if you have symptoms: then see a doctor before cutting out gluten.',
        tr: 'İki HLA-DQ2.5 işareti: tek işaretten daha yüksek genetik risk, yine de iki işareti olanların çoğunda çölyak hastalığı hiç gelişmez; yalnızca belirtileriniz varsa önemlidir: o zaman gluteni bırakmadan önce doktora başvurun.',
        es: 'Dos marcadores HLA-DQ2.5: un riesgo genético mayor que con uno, pero la mayoría de quienes los tienen nunca desarrolla la enfermedad celíaca; solo importa si tiene síntomas: entonces consulte al médico antes de dejar el gluten.',
        ar: 'مؤشران HLA-DQ2.5: خطر وراثي أعلى من مؤشر واحد، ومع ذلك لا يصاب معظم من لديهم مؤشران بالداء البطني أبدًا؛ لا يهم إلا إذا كانت لديك أعراض: عندها راجع الطبيب قبل التوقف عن الغلوتين.',
        fa: 'دو نشانگر HLA-DQ2.5: خطر ژنتیکی بیشتر از یک نشانگر، با این حال بیشتر افرادی که دو نشانگر دارند هرگز به سلیاک دچار نمی‌شوند؛ فقط اگر علائمی دارید مهم است: در آن صورت پیش از حذف گلوتن به پزشک مراجعه کنید.',
      },
    ],
    source:
      'Monsuur AJ et al. Effective detection of human leukocyte antigen risk alleles in celiac disease using tag single nucleotide polymorphisms. PLoS One 2008;3:e2270; Lebwohl B, Sanders DS, Green PHR. Coeliac disease. Lancet 2018;391:70–81.',
    cite: 'Lebwohl et al., Lancet 2018',
  },
];

export function knownVariantByRsid(rsid: string): KnownVariant | undefined {
  const wanted = rsid.toLowerCase();
  return KNOWN_VARIANTS.find((variant) => variant.rsid === wanted);
}
