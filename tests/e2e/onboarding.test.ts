import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

/** The question on screen, by its title, inside the onboarding form. */
const question = (page: Page, title: string) => page.locator('main form').getByRole('group', { name: title });

async function next(page: Page, from: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') !== from);
}

async function choose(page: Page, title: string, ...options: string[]) {
  for (const option of options) await question(page, title).getByLabel(option, { exact: true }).check();
}

describe('onboarding', () => {
  it('answers every group in English on a phone with pounds and inches, leaving and resuming', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signInNewUser(page);
    await page.getByRole('link', { name: 'Start the questionnaire' }).click();
    await page.waitForURL('**/onboarding?group=onboarding&q=age');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    await page.getByLabel('How old are you?', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter a value from 13 to 120 years.').waitFor();
    await page.getByLabel('How old are you?', { exact: true }).fill('34');
    await next(page, 'age');
    // The next question takes the focus; the keyboard alone answers it.
    await page.waitForFunction(() => document.activeElement?.id === 'question-sex');
    await page.keyboard.press('Space');
    expect(await question(page, 'What is your sex?').getByLabel('Female', { exact: true }).isChecked()).toBe(
      true,
    );
    await next(page, 'sex');
    // A woman is asked about pregnancy; its week follows only for "Pregnant".
    await choose(page, 'Are you pregnant or breastfeeding?', 'Breastfeeding');
    await next(page, 'pregnancy');
    await page.waitForURL((url) => url.searchParams.get('q') === 'weight');
    await page.getByLabel('How much do you weigh?', { exact: true }).fill('154');
    await page.getByLabel('Unit for: How much do you weigh?').selectOption('lb');
    await next(page, 'weight');
    await page.getByLabel('How tall are you?', { exact: true }).fill('65');
    await page.getByLabel('Unit for: How tall are you?').selectOption('in');
    await page.getByLabel('How tall are you?', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'activity_level');
    await choose(page, 'How active are you on a normal day?', 'Lightly active');
    await next(page, 'activity_level');
    await choose(
      page,
      'What matters most to you right now? You can choose more than one.',
      'Lose weight',
      'Better skin',
    );
    await next(page, 'priorities');
    await page.getByRole('heading', { name: 'Your health', level: 2 }).waitFor();

    // The tab is closed in the middle; the questionnaire picks up where it stopped.
    await page.close();
    const again = await context.newPage();
    await again.setViewportSize(PHONE);
    await again.goto('/home');
    const progress = again.getByRole('region', { name: 'Your questionnaire' });
    expect(await progress.locator('[data-group="onboarding"]').textContent()).toContain('Done');
    expect(await progress.locator('[data-group="health-information"]').textContent()).toContain('Next');
    await progress.getByRole('link', { name: 'Continue with: Your health' }).click();
    await again.waitForURL('**/onboarding?group=health-information&q=diet_preferences');

    await choose(again, 'Do you follow any of these diets?', 'None');
    await next(again, 'diet_preferences');
    await choose(again, 'Do you have any food allergies or intolerances?', 'Yes');
    await next(again, 'has_allergies');
    // The follow-up is asked because the answer was yes.
    await choose(again, 'Which foods do you need to avoid?', 'Peanuts', 'Sesame');
    await next(again, 'allergies');
    await choose(again, 'Have you been told you have diabetes or prediabetes?', 'No');
    await next(again, 'diabetes');
    await choose(again, 'Has a doctor told you that you have kidney disease?', 'Yes');
    await next(again, 'kidney_disease');
    await choose(again, 'Which stage of kidney disease did your doctor name?', 'Stage 3');
    await next(again, 'kidney_stage');
    await choose(again, 'Do you have a heart condition, or has a doctor told you to limit exercise?', 'No');
    await next(again, 'heart_disease');
    await choose(again, 'Do you have any other health condition we should know about?', 'No');
    await next(again, 'has_other_conditions');
    await choose(
      again,
      'Have you ever had an eating disorder, such as anorexia, bulimia or binge eating?',
      'No',
    );
    await next(again, 'eating_disorder');
    await choose(again, 'Do you fast, for religious reasons or as a diet?', 'Ramadan');
    await next(again, 'fasting');
    await choose(again, 'Do you work night or rotating shifts?', 'No');
    await next(again, 'shift_work');
    await again.getByLabel('How many hours do you usually sleep at night?', { exact: true }).fill('7.5');
    await next(again, 'sleep_hours');
    await choose(again, 'How stressed do you feel most days?', 'Moderate');
    await next(again, 'stress_level');
    // No diabetes: the advanced-diabetes group is skipped.
    await again.getByRole('heading', { name: 'Your workouts', level: 2 }).waitFor();
    await choose(again, 'On which days would you like to work out?', 'Monday', 'Thursday');
    await next(again, 'workout_days');
    await choose(again, 'How long should a workout be?', 'Short');
    await next(again, 'workout_duration');
    await choose(again, 'Does anything hurt or limit you when you exercise?', 'Knees');
    await next(again, 'workout_restrictions');
    await choose(again, 'Which areas would you like to focus on?', 'Full Body');
    await next(again, 'workout_focus');
    await choose(again, 'What equipment do you have at hand?', 'Dumbbells');
    await again.getByRole('button', { name: 'Next' }).click();
    await again.waitForURL('**/onboarding/summary');

    const answer = (name: string) => again.locator(`[data-answer="${name}"] span`).first().textContent();
    expect(await answer('weight')).toBe('154 lb');
    expect(await answer('height')).toBe('65 in');
    expect(await answer('allergies')).toBe('Peanuts, Sesame');
    expect(await answer('pregnancy')).toBe('Breastfeeding');
    expect(await answer('kidney_stage')).toBe('Stage 3');
    expect(await answer('fasting')).toBe('Ramadan');
    expect(await answer('priorities')).toBe('Lose weight, Better skin');
    await expect.poll(() => again.getByRole('heading', { name: 'Diabetes details' }).count()).toBe(0);

    // Changing the diabetes answer from the summary brings the advanced-diabetes group in.
    await again
      .getByRole('link', {
        name: 'Change the answer to: Have you been told you have diabetes or prediabetes?',
      })
      .click();
    await choose(again, 'Have you been told you have diabetes or prediabetes?', 'Prediabetes');
    await again.getByRole('button', { name: 'Next' }).click();
    await again.waitForURL('**/onboarding/summary');
    await again.getByRole('heading', { name: 'Diabetes details' }).waitFor();
    expect(await answer('diabetes')).toBe('Prediabetes');
    await again.getByRole('link', { name: 'Continue with: Diabetes details' }).click();
    await again.waitForURL('**/onboarding?group=advanced-diabetes&q=diagnosis_year');
    await context.close();
  });

  it('answers in Arabic, right to left with Arabic options and digits, and stores the English values', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto('/onboarding');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'الاستبيان الصحي', level: 1 }).waitFor();

    // A wide screen shows the whole group.
    await page.getByLabel('كم عمرك؟', { exact: true }).fill('٣٤');
    await choose(page, 'ما جنسك؟', 'أنثى');
    // The follow-ups of a woman's answer appear on the same screen.
    await choose(page, 'هل أنتِ حامل أو تُرضعين؟', 'حامل');
    await choose(page, 'في أي مرحلة من الحمل أنتِ؟', 'الأسابيع من 14 إلى 27');
    await page.getByLabel('كم وزنك؟', { exact: true }).fill('٧٠٠');
    await page.locator('select[name="weight_unit"]').selectOption('كغ');
    await page.getByLabel('كم طولك؟', { exact: true }).fill('١٦٥');
    await page.locator('select[name="height_unit"]').selectOption('سم');
    await choose(page, 'ما مدى نشاطك في يوم عادي؟', 'نشيط باعتدال');
    await choose(page, 'ما الأهم بالنسبة لك الآن؟ يمكنك اختيار أكثر من خيار.', 'حياة أكثر صحة');
    await page.getByRole('button', { name: 'احفظ وتابع' }).click();
    await page.getByText('يُرجى إدخال قيمة بين 20 و400 كغ.').waitFor();
    await page.getByLabel('كم وزنك؟', { exact: true }).fill('٧٠٫٥');
    await page.getByRole('button', { name: 'احفظ وتابع' }).click();
    await page.getByRole('heading', { name: 'صحتك', level: 2 }).waitFor();

    await choose(page, 'هل تتبع أيًا من هذه الأنظمة الغذائية؟', 'حلال');
    await choose(page, 'هل لديك حساسية أو عدم تحمل لأي طعام؟', 'لا');
    await expect.poll(() => question(page, 'ما الأطعمة التي يجب أن تتجنبها؟').count()).toBe(0);
    await choose(page, 'هل أُخبرت بأنك مصاب بالسكري أو بمقدمات السكري؟', 'السكري من النوع الثاني');
    await choose(page, 'هل أخبرك طبيب بأنك مصاب بمرض في الكلى؟', 'لا');
    await expect.poll(() => question(page, 'ما مرحلة مرض الكلى التي ذكرها طبيبك؟').count()).toBe(0);
    await choose(page, 'هل لديك مرض في القلب، أو أخبرك طبيب بأن تحدّ من الرياضة؟', 'لا');
    await choose(page, 'هل لديك أي حالة صحية أخرى يجب أن نعرفها؟', 'نعم');
    await page.getByLabel('من فضلك أخبرنا عنها ببضع كلمات.', { exact: true }).fill('ربو خفيف');
    await choose(
      page,
      'هل عانيت يومًا من اضطراب في الأكل، مثل فقدان الشهية أو الشره المرضي أو نوبات الأكل القهري؟',
      'لا',
    );
    await choose(page, 'هل تصوم، لأسباب دينية أو كنظام غذائي؟', 'صيام رمضان');
    await choose(page, 'هل تعمل في نوبات ليلية أو متناوبة؟', 'نوبات ليلية');
    await page.getByLabel('كم ساعة تنام عادةً في الليل؟', { exact: true }).fill('۷');
    await choose(page, 'ما مقدار التوتر الذي تشعر به في معظم الأيام؟', 'مرتفع');
    await page.getByRole('button', { name: 'احفظ وتابع' }).click();

    // Type 2 diabetes brings the advanced-diabetes group, with its own follow-up.
    await page.getByRole('heading', { name: 'تفاصيل السكري', level: 2 }).waitFor();
    await page.getByLabel('في أي سنة تم تشخيصك؟', { exact: true }).fill('٢٠١٥');
    await choose(page, 'كيف يُعالج حاليًا؟', 'الميتفورمين');
    await choose(page, 'هل تعرف نتيجة آخر فحص HbA1c أجريته؟', 'نعم');
    await page.getByLabel('ما كانت النتيجة؟', { exact: true }).fill('٧٫٢');
    await choose(page, 'هل تعرف مستوى السكر المعتاد في دمك وأنت صائم؟', 'لا');
    await page
      .getByLabel('في الشهر الماضي، كم مرة انخفض السكر في دمك أكثر من اللازم؟', { exact: true })
      .fill('٠');
    await page.getByRole('button', { name: 'احفظ وتابع' }).click();
    await page.getByRole('heading', { name: 'تمارينك', level: 2 }).waitFor();

    // Read back in English: the stored values are the English options and units.
    await page.getByLabel('اللغة').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.goto('/onboarding/summary');
    const answer = (name: string) => page.locator(`[data-answer="${name}"] span`).first().textContent();
    expect(await answer('sex')).toBe('Female');
    expect(await answer('pregnancy')).toBe('Pregnant');
    expect(await answer('pregnancy_trimester')).toBe('Weeks 14 to 27');
    expect(await answer('kidney_disease')).toBe('No');
    expect(await answer('shift_work')).toBe('Night shifts');
    expect(await answer('weight')).toBe('70.5 kg');
    expect(await answer('height')).toBe('165 cm');
    expect(await answer('activity_level')).toBe('Moderately active');
    expect(await answer('diet_preferences')).toBe('Halal');
    expect(await answer('diabetes')).toBe('Type 2 diabetes');
    expect(await answer('diabetes_treatment')).toBe('Metformin');
    expect(await answer('hba1c')).toBe('7.2 %');
    expect(await answer('other_conditions')).toBe('ربو خفيف');
    expect(await answer('workout_days')).toBe('Not answered yet');
    await context.close();
  });

  it('refuses bad input on the server too, with the translated message, when the page has no script', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    await page.getByLabel('Language').selectOption('tr');
    await page.waitForFunction(() => document.documentElement.lang === 'tr');
    const plain = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto('/onboarding?group=onboarding&q=weight');
    await noScript.getByLabel('Kilonuz kaç?', { exact: true }).fill('5');
    await noScript.getByLabel('Birim: Kilonuz kaç?').selectOption('kg');
    await noScript.getByRole('button', { name: 'Kaydet ve devam et' }).click();
    await noScript.getByText('Lütfen 20 ile 400 kg arasında bir değer girin.').waitFor();
    await noScript.goto('/onboarding/summary');
    expect(await noScript.locator('[data-answer="weight"] span').first().textContent()).toBe(
      'Henüz yanıtlanmadı',
    );
    await plain.close();
    await context.close();
  });
});
