import type { Meditation } from '../types';

// Attention and body-awareness practices from mindfulness programmes and relaxation training.
export const awarenessPractices: readonly Meditation[] = [
  {
    id: 'body-scan',
    name: { en: 'Body scan', tr: 'Beden taraması', es: 'Escaneo corporal', ar: 'مسح الجسد', fa: 'اسکن بدن' },
    instructions: {
      en: '1. Lie on your back with arms by your sides and close your eyes. 2. Bring attention to the toes of your left foot and notice any sensation without changing it. 3. Move attention slowly up the leg, then the right leg, the trunk, arms, neck and head. 4. When the mind wanders, note where it went and return to the body part you left. 5. Finish by feeling the whole body breathing.',
      tr: '1. Kollarınız yanlarda sırtüstü uzanın ve gözlerinizi kapatın. 2. Dikkatinizi sol ayak parmaklarınıza getirin ve duyumları değiştirmeden fark edin. 3. Dikkati yavaşça bacak boyunca, sonra sağ bacağa, gövdeye, kollara, boyna ve başa taşıyın. 4. Zihniniz dağılınca nereye gittiğini fark edin ve kaldığınız bölgeye dönün. 5. Tüm bedeninizin nefes aldığını hissederek bitirin.',
      es: '1. Túmbese boca arriba con los brazos a los lados y cierre los ojos. 2. Lleve la atención a los dedos del pie izquierdo y note las sensaciones sin cambiarlas. 3. Suba despacio por la pierna, luego la pierna derecha, el tronco, los brazos, el cuello y la cabeza. 4. Cuando la mente se distraiga, note adónde fue y vuelva a la zona donde estaba. 5. Termine sintiendo el cuerpo entero respirar.',
      ar: '١. استلقِ على ظهرك والذراعان بجانبك وأغمض عينيك. ٢. وجّه انتباهك إلى أصابع قدمك اليسرى ولاحظ أي إحساس دون تغييره. ٣. انقل الانتباه ببطء صعودًا في الساق، ثم الساق اليمنى والجذع والذراعين والرقبة والرأس. ٤. إذا شرد ذهنك فلاحظ أين ذهب وعد إلى الجزء الذي توقفت عنده. ٥. اختم بالإحساس بالجسد كله وهو يتنفس.',
      fa: '۱. به پشت دراز بکشید، دست‌ها کنار بدن، و چشم‌ها را ببندید. ۲. توجه را به انگشتان پای چپ ببرید و هر حسی را بدون تغییر دادن ببینید. ۳. توجه را آرام در طول پا بالا ببرید، سپس پای راست، تنه، دست‌ها، گردن و سر. ۴. هر وقت ذهن پرسه زد، ببینید کجا رفت و به همان بخش بدن برگردید. ۵. با حس کردن نفس کشیدن کل بدن تمام کنید.',
    },
    kind: 'body-scan',
    minutes: 15,
    goodFor: ['sleep', 'stress'],
    intensity: 'calm',
    source: 'Body scan of Mindfulness-Based Stress Reduction (Kabat-Zinn, Full Catastrophe Living, 1990)',
  },
  {
    id: 'mindfulness-of-breath',
    name: {
      en: 'Mindfulness of breathing',
      tr: 'Nefese farkındalık',
      es: 'Atención plena a la respiración',
      ar: 'اليقظة الذهنية للتنفس',
      fa: 'ذهن‌آگاهی تنفس',
    },
    instructions: {
      en: '1. Sit upright and still, eyes closed or resting on the floor. 2. Feel the breath where it is clearest: the nostrils, chest or belly. 3. Let the breath come and go on its own. 4. Each time you notice the mind has wandered, gently bring it back to the next breath without judging yourself.',
      tr: '1. Dik ve hareketsiz oturun; gözleriniz kapalı ya da yerde dinlensin. 2. Nefesi en açık hissettiğiniz yerde izleyin: burun delikleri, göğüs ya da karın. 3. Nefesin kendiliğinden gelip gitmesine izin verin. 4. Zihninizin dağıldığını her fark ettiğinizde kendinizi yargılamadan onu nazikçe bir sonraki nefese getirin.',
      es: '1. Siéntese erguido y quieto, con los ojos cerrados o apoyados en el suelo. 2. Sienta la respiración donde sea más clara: nariz, pecho o abdomen. 3. Deje que el aire entre y salga por sí solo. 4. Cada vez que note que la mente se ha ido, vuelva con amabilidad a la siguiente respiración, sin juzgarse.',
      ar: '١. اجلس مستقيمًا وساكنًا، وعيناك مغمضتان أو مستقرتان على الأرض. ٢. اشعر بالنفس حيث يكون أوضح: فتحتا الأنف أو الصدر أو البطن. ٣. دع النفس يدخل ويخرج من تلقاء نفسه. ٤. كلما لاحظت أن ذهنك شرد، أعده بلطف إلى النفس التالي دون أن تحكم على نفسك.',
      fa: '۱. صاف و بی‌حرکت بنشینید؛ چشم‌ها بسته یا آرام روی زمین. ۲. نفس را جایی حس کنید که واضح‌تر است: سوراخ‌های بینی، سینه یا شکم. ۳. بگذارید نفس خودش بیاید و برود. ۴. هر بار دیدید ذهن پرسه زده، بدون قضاوت آن را آرام به نفس بعدی برگردانید.',
    },
    kind: 'mindfulness',
    minutes: 10,
    goodFor: ['focus', 'stress'],
    intensity: 'neutral',
    source:
      'Awareness of breathing as taught in MBSR (Kabat-Zinn, 1990) and MBCT (Segal, Williams, Teasdale, 2002)',
  },
  {
    id: 'progressive-muscle-relaxation',
    name: {
      en: 'Progressive muscle relaxation',
      tr: 'Aşamalı kas gevşetme',
      es: 'Relajación muscular progresiva',
      ar: 'الاسترخاء العضلي التدريجي',
      fa: 'آرام‌سازی پیش‌رونده عضلانی',
    },
    instructions: {
      en: '1. Sit or lie comfortably and take a few slow breaths. 2. Tighten the muscles of your feet for about five seconds, then release them all at once and notice the difference for fifteen seconds. 3. Move up through calves, thighs, hands, arms, shoulders and face, tensing and releasing each group. 4. Never tense to the point of pain. 5. End with a few breaths, feeling the whole body loose and heavy.',
      tr: '1. Rahatça oturun ya da uzanın ve birkaç yavaş nefes alın. 2. Ayaklarınızdaki kasları yaklaşık beş saniye sıkın, sonra birden bırakın ve on beş saniye farkı hissedin. 3. Baldırlar, uyluklar, eller, kollar, omuzlar ve yüz boyunca yukarı çıkarak her grubu sıkıp bırakın. 4. Asla ağrıya kadar sıkmayın. 5. Tüm bedeninizi gevşek ve ağır hissederek birkaç nefesle bitirin.',
      es: '1. Siéntese o túmbese cómodo y respire despacio unas veces. 2. Tense los músculos de los pies unos cinco segundos, suéltelos de golpe y note la diferencia durante quince segundos. 3. Suba por pantorrillas, muslos, manos, brazos, hombros y cara, tensando y soltando cada grupo. 4. No tense nunca hasta sentir dolor. 5. Termine con unas respiraciones, con el cuerpo entero suelto y pesado.',
      ar: '١. اجلس أو استلقِ براحة وخذ بضعة أنفاس بطيئة. ٢. شدّ عضلات قدميك نحو خمس ثوانٍ ثم أرخها دفعة واحدة ولاحظ الفرق خمس عشرة ثانية. ٣. اصعد عبر الساقين والفخذين واليدين والذراعين والكتفين والوجه، شادًّا ومرخيًا كل مجموعة. ٤. لا تشدّ أبدًا إلى حد الألم. ٥. اختم ببضعة أنفاس وأنت تشعر بجسدك كله مرتخيًا وثقيلًا.',
      fa: '۱. راحت بنشینید یا دراز بکشید و چند نفس آرام بکشید. ۲. عضلات پاها را حدود پنج ثانیه منقبض کنید، سپس یکباره رها کنید و پانزده ثانیه تفاوت را حس کنید. ۳. به ترتیب ساق، ران، دست‌ها، بازوها، شانه‌ها و صورت را منقبض و رها کنید. ۴. هرگز تا حد درد منقبض نکنید. ۵. با چند نفس و حس سنگینی و رهایی کل بدن تمام کنید.',
    },
    kind: 'body-scan',
    minutes: 15,
    goodFor: ['sleep', 'stress'],
    intensity: 'calm',
    source:
      'Progressive relaxation of Jacobson (1938), abbreviated protocol of Bernstein and Borkovec (1973)',
  },
  {
    id: 'walking-meditation',
    name: {
      en: 'Walking meditation',
      tr: 'Yürüyüş meditasyonu',
      es: 'Meditación caminando',
      ar: 'التأمل أثناء المشي',
      fa: 'مراقبه در حال راه رفتن',
    },
    instructions: {
      en: '1. Find a quiet path of ten to twenty steps. 2. Walk slowly, feeling each foot lift, move and touch the ground. 3. At the end of the path, pause, turn and walk back. 4. When your attention drifts, stop for a moment, then return to the sensations of the feet.',
      tr: '1. On ila yirmi adımlık sessiz bir yol bulun. 2. Yavaşça yürüyün; her ayağın kalkışını, ilerleyişini ve yere değişini hissedin. 3. Yolun sonunda durun, dönün ve geri yürüyün. 4. Dikkatiniz dağılınca bir an durun, sonra ayaklarınızdaki duyumlara dönün.',
      es: '1. Busque un recorrido tranquilo de diez a veinte pasos. 2. Camine despacio sintiendo cómo cada pie se eleva, avanza y toca el suelo. 3. Al final del recorrido, pare, gire y vuelva. 4. Cuando la atención se vaya, deténgase un momento y vuelva a las sensaciones de los pies.',
      ar: '١. اختر مسارًا هادئًا من عشر إلى عشرين خطوة. ٢. امشِ ببطء وأنت تشعر بكل قدم ترتفع وتتقدم وتلامس الأرض. ٣. في نهاية المسار توقف واستدر وعد. ٤. حين يشرد انتباهك توقف لحظة ثم عد إلى الإحساس بالقدمين.',
      fa: '۱. مسیری آرام به طول ده تا بیست قدم پیدا کنید. ۲. آهسته راه بروید و بلند شدن، جلو رفتن و نشستن هر پا روی زمین را حس کنید. ۳. در انتهای مسیر مکث کنید، بچرخید و برگردید. ۴. وقتی توجه پرت شد، لحظه‌ای بایستید و دوباره به حس پاها برگردید.',
    },
    kind: 'movement',
    minutes: 10,
    goodFor: ['focus', 'mood'],
    intensity: 'neutral',
    source:
      'Walking meditation of MBSR (Kabat-Zinn, 1990) and Thich Nhat Hanh (The Long Road Turns to Joy, 1996)',
  },
];
