import type { Meditation } from '../types';

// Practices that turn attention towards kindness, gratitude and rest.
export const heartPractices: readonly Meditation[] = [
  {
    id: 'loving-kindness',
    name: {
      en: 'Loving-kindness',
      tr: 'Sevgi dolu şefkat',
      es: 'Bondad amorosa',
      ar: 'المحبة واللطف',
      fa: 'مهربانی عاشقانه',
    },
    instructions: {
      en: '1. Sit comfortably and bring to mind someone who cares for you. 2. Silently wish them: may you be safe, may you be healthy, may you live with ease. 3. Offer the same wishes to yourself. 4. Extend them to a neutral person, then to someone difficult, then to all people. 5. If feelings do not come, simply repeat the words kindly.',
      tr: '1. Rahatça oturun ve sizi önemseyen birini düşünün. 2. İçinizden ona dileyin: güvende ol, sağlıklı ol, huzurla yaşa. 3. Aynı dilekleri kendinize sunun. 4. Sonra tarafsız birine, ardından zorlandığınız birine ve tüm insanlara yayın. 5. Duygu gelmezse sözcükleri nazikçe tekrarlamanız yeterli.',
      es: '1. Siéntese cómodo y piense en alguien que le quiere. 2. Deséele en silencio: que estés a salvo, que tengas salud, que vivas en calma. 3. Ofrézcase los mismos deseos a usted. 4. Extiéndalos a una persona neutral, luego a alguien difícil y después a todos. 5. Si no surge ningún sentimiento, basta con repetir las frases con amabilidad.',
      ar: '١. اجلس براحة واستحضر شخصًا يهتم بك. ٢. تمنَّ له في سرك: لتكن آمنًا، لتكن معافى، لتعش في طمأنينة. ٣. قدّم الأمنيات نفسها لنفسك. ٤. وسّعها لشخص محايد ثم لشخص صعب ثم للناس جميعًا. ٥. إن لم تأتِ المشاعر فيكفي أن تكرر الكلمات بلطف.',
      fa: '۱. راحت بنشینید و کسی را که به شما اهمیت می‌دهد به یاد آورید. ۲. در دل برایش آرزو کنید: در امان باشی، سالم باشی، با آرامش زندگی کنی. ۳. همین آرزوها را برای خودتان بکنید. ۴. سپس برای فردی خنثی، بعد برای فردی دشوار و در پایان برای همه مردم. ۵. اگر احساسی نیامد، کافی است جمله‌ها را با مهربانی تکرار کنید.',
    },
    kind: 'loving-kindness',
    minutes: 10,
    goodFor: ['mood', 'stress'],
    intensity: 'calm',
    source:
      'Loving-kindness (metta) as taught by Sharon Salzberg (Lovingkindness, 1995); Hofmann et al., Clin Psychol Rev 2011;31:1126-32',
  },
  {
    id: 'gratitude-reflection',
    name: {
      en: 'Three good things',
      tr: 'Üç güzel şey',
      es: 'Tres cosas buenas',
      ar: 'ثلاثة أشياء جيدة',
      fa: 'سه چیز خوب',
    },
    instructions: {
      en: '1. Sit quietly and take three slow breaths. 2. Recall three things that went well today, however small. 3. For each one, picture it clearly and ask what made it happen. 4. Notice any warmth or ease in the body and rest with it for a few breaths.',
      tr: '1. Sessizce oturun ve üç yavaş nefes alın. 2. Bugün iyi giden üç şeyi hatırlayın, ne kadar küçük olursa olsun. 3. Her birini canlı biçimde gözünüzde canlandırın ve neyin sağladığını düşünün. 4. Bedeninizdeki sıcaklığı ya da rahatlığı fark edin ve birkaç nefes onunla kalın.',
      es: '1. Siéntese en calma y respire despacio tres veces. 2. Recuerde tres cosas que hoy salieron bien, por pequeñas que sean. 3. Visualice cada una con claridad y pregúntese qué la hizo posible. 4. Note cualquier calidez o alivio en el cuerpo y quédese con ello unas respiraciones.',
      ar: '١. اجلس بهدوء وخذ ثلاثة أنفاس بطيئة. ٢. تذكّر ثلاثة أشياء سارت على ما يرام اليوم مهما كانت صغيرة. ٣. تخيّل كلًّا منها بوضوح واسأل نفسك ما الذي جعله يحدث. ٤. لاحظ أي دفء أو ارتياح في جسدك وابقَ معه بضعة أنفاس.',
      fa: '۱. آرام بنشینید و سه نفس آهسته بکشید. ۲. سه چیز را که امروز خوب پیش رفت به یاد آورید، هرچقدر کوچک. ۳. هر کدام را روشن در ذهن ببینید و از خود بپرسید چه چیزی باعث آن شد. ۴. هر گرما یا آسودگی در بدن را ببینید و چند نفس با آن بمانید.',
    },
    kind: 'mindfulness',
    minutes: 5,
    goodFor: ['mood', 'sleep'],
    intensity: 'calm',
    source:
      'Three good things exercise (Seligman et al., Am Psychol 2005;60:410-21); Emmons and McCullough, J Pers Soc Psychol 2003;84:377-89',
  },
  {
    id: 'sleep-wind-down',
    name: {
      en: 'Wind-down for sleep',
      tr: 'Uyku öncesi gevşeme',
      es: 'Relajación antes de dormir',
      ar: 'الاسترخاء قبل النوم',
      fa: 'آرام‌شدن پیش از خواب',
    },
    instructions: {
      en: '1. Lie in bed with the lights low and let your body sink into the mattress. 2. Breathe out a little longer than you breathe in for ten breaths. 3. Relax your face, jaw and shoulders on each out-breath. 4. Let thoughts pass like traffic in the distance without following them. 5. If you are still awake after twenty minutes, get up and do something quiet until you feel sleepy.',
      tr: '1. Işıklar loşken yatağa uzanın ve bedeninizin yatağa gömülmesine izin verin. 2. On nefes boyunca nefesinizi alırken harcadığınızdan biraz daha uzun verin. 3. Her nefes verişte yüzünüzü, çenenizi ve omuzlarınızı gevşetin. 4. Düşünceleri uzaktan geçen trafik gibi izleyin, peşlerine takılmayın. 5. Yirmi dakika sonra hâlâ uyanıksanız kalkın ve uykunuz gelene kadar sakin bir şey yapın.',
      es: '1. Túmbese en la cama con poca luz y deje que el cuerpo se hunda en el colchón. 2. Durante diez respiraciones, espire un poco más largo de lo que inspira. 3. Relaje cara, mandíbula y hombros en cada espiración. 4. Deje pasar los pensamientos como tráfico lejano, sin seguirlos. 5. Si sigue despierto a los veinte minutos, levántese y haga algo tranquilo hasta tener sueño.',
      ar: '١. استلقِ في السرير والإضاءة خافتة ودع جسدك يغوص في الفراش. ٢. لعشرة أنفاس اجعل الزفير أطول قليلًا من الشهيق. ٣. أرخِ وجهك وفكك وكتفيك مع كل زفير. ٤. دع الأفكار تمر كضجيج سيارات بعيدة دون أن تتبعها. ٥. إن بقيت مستيقظًا بعد عشرين دقيقة فانهض وافعل شيئًا هادئًا حتى تشعر بالنعاس.',
      fa: '۱. با نور کم در رختخواب دراز بکشید و بگذارید بدن در تشک فرو برود. ۲. ده نفس بازدم را کمی طولانی‌تر از دم کنید. ۳. با هر بازدم صورت، فک و شانه‌ها را شل کنید. ۴. بگذارید افکار مثل صدای دور خیابان بگذرند و دنبالشان نروید. ۵. اگر پس از بیست دقیقه هنوز بیدارید، بلند شوید و کاری آرام انجام دهید تا خوابتان بگیرد.',
    },
    kind: 'sleep',
    minutes: 10,
    goodFor: ['sleep'],
    intensity: 'calm',
    source:
      'Relaxation and stimulus-control components of CBT for insomnia (AASM guideline, Edinger et al., J Clin Sleep Med 2021;17:255-62)',
  },
];
