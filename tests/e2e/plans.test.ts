import { FOODS } from '~/features/nutrition';
import { localeText } from './support/strings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { answerPlanQuestions, PLAN_ANSWERS } from './support/plans';
import { energyOf } from '~/features/planner/energy';
import { guardrailsFor, limitsFor } from '~/features/planner/guardrails';
import { readBody } from '~/features/planner/profile';
import { CONDITION_LABELS } from '~/features/planner/stated-conditions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Planned calories by day part, read from the chart's table (the numbers a screen reader hears). */
async function caloriesByPart(page: Page): Promise<Record<string, number>> {
  const rows = await page.locator('main figure table').first().locator('tbody tr').all();
  const entries = await Promise.all(
    rows.map(async (row) => [
      await row.locator('th').textContent(),
      Number(await row.locator('td').first().textContent()),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}

async function foodNames(page: Page): Promise<string[]> {
  return page.locator('main li.food h3').allTextContents();
}

async function comment(page: Page, text: string) {
  await page.locator('main textarea').fill(text);
  await page.locator('main form[method="post"] button[type="submit"]').click();
}

async function signedInWithAnswers(language: 'en' | 'ar') {
  const opened = await newPage(browser);
  await signInNewUser(opened.page);
  await answerPlanQuestions(opened.page);
  if (language !== 'en') {
    await opened.context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  }
  return opened;
}

describe('plans', () => {
  it('asks for the answers first, then shows a diet a comment changes, with the reply', async () => {
    const { context, page } = await newPage(browser);
    await signInNewUser(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My plans' })
      .click();
    await page.getByRole('heading', { name: 'A few answers first' }).waitFor();
    expect(await page.getByRole('link', { name: 'Answer the questions' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    await expect(
      page.getByText('These plans are guidance, not medical advice.', { exact: false }).count(),
    ).resolves.toBe(1);

    await answerPlanQuestions(page);
    await page.goto('/diet');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Diet plan', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByText(/Day total: [\d,]+ kcal of your [\d,]+ kcal target/).count())
      .toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Health threats to watch' }).count()).toBe(1);
    const before = await caloriesByPart(page);
    // Morning, Noon and Evening always; Night when the plan puts something there.
    expect(Object.keys(before).slice(0, 3)).toEqual(['Morning', 'Noon', 'Evening']);
    expect(before.Evening).toBeGreaterThan(0);
    expect((await foodNames(page)).length).toBeGreaterThan(3);
    await expect.poll(() => page.getByText(/^Why: /).count()).toBeGreaterThan(3);

    // Bad comments: a clear message, nothing in the conversation.
    await comment(page, '   ');
    await page.getByText('Write a comment first.').waitFor();
    await comment(page, 'x'.repeat(501));
    await page.getByText('A comment can be at most 500 characters.').waitFor();
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(0);

    await comment(page, 'no fish, and lighter dinners');
    await page.getByRole('heading', { name: 'What changed' }).waitFor();
    await page.locator('[data-sonner-toast]').getByText('Your plan was updated.').waitFor();
    const conversation = page.getByRole('list', { name: "Your comments and the planner's replies" });
    expect(await conversation.textContent()).toContain('no fish, and lighter dinners');
    const reply = (await page.locator('main .planner-reply').textContent()) ?? '';
    expect(
      reply
        .replace(/^Planner: /, '')
        .trim()
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(16);
    const after = await caloriesByPart(page);
    // Evening (14 to 20) is the dinner part: lighter than before.
    expect(after.Evening).toBeLessThan(before.Evening!);
    const names = (await foodNames(page)).join(' ').toLowerCase();
    for (const fish of ['salmon', 'tuna', 'sardine', 'cod', 'trout', 'mackerel', 'fish'])
      expect(names).not.toContain(fish);

    // The conversation is still there after leaving and coming back.
    await page.goto('/home');
    await page.goto('/diet');
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(1);

    await page.getByRole('link', { name: 'Workout', exact: true }).click();
    await page.getByRole('heading', { name: 'Workout plan', level: 1 }).waitFor();
    await expect.poll(() => page.locator('main .schedule-day').count()).toBe(7);
    expect(await page.locator('main .schedule-day h2').first().textContent()).toContain('Saturday');
    await expect.poll(() => page.locator('main .rest-day').count()).toBe(4);
    await page.getByRole('link', { name: 'Insight', exact: true }).click();
    await page.getByRole('heading', { name: 'Body mass index' }).waitFor();
    await page.goto('/exercise');
    await page.getByRole('heading', { name: "Today's workout", level: 1 }).waitFor();
    await context.close();
  });

  it('does the same in Arabic, right to left', async () => {
    // Before the answers: the page says which questions come first, in Arabic.
    const fresh = await newPage(browser);
    await signInNewUser(fresh.page);
    await fresh.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseUrl() }]);
    await fresh.page.goto('/diet');
    await fresh.page.getByRole('heading', { name: localeText('ar', 'plans:missing.title') }).waitFor();
    await fresh.context.close();

    const { context, page } = await signedInWithAnswers('ar');
    await page.goto('/diet');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'خطة النظام الغذائي', level: 1 }).waitFor();
    const before = await caloriesByPart(page);
    // Bad comments: the message in Arabic, nothing in the conversation.
    await comment(page, '   ');
    await page.getByText(localeText('ar', 'plans:errors.comment_empty')).waitFor();
    await comment(page, 'x'.repeat(501));
    await page.getByText(localeText('ar', 'plans:errors.comment_too_long')).waitFor();
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(0);
    await comment(page, 'بدون سمك، وعشاء أخف');
    await page.getByRole('heading', { name: 'ما الذي تغيّر' }).waitFor();
    await page.locator('[data-sonner-toast]').getByText('تم تحديث خطتك.').waitFor();
    const reply = ((await page.locator('main .planner-reply').textContent()) ?? '').replace(/^المخطِّط: /, '');
    expect(reply).toMatch(/[\u0600-\u06FF]/);
    expect(reply.trim().split(/\s+/).length).toBeLessThanOrEqual(16);
    expect((await caloriesByPart(page))['المساء']).toBeLessThan(before['المساء']!);
    // No fish is left (seafood is a group of its own), by the Arabic names the plan shows.
    const fish = FOODS.filter((food) => food.group === 'fish').map((food) => food.name.ar);
    const shown = await foodNames(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => fish.includes(name))).toEqual([]);
    await context.close();
  });

  describe.each(['en', 'ar'] as const)(
    'a pregnant woman with gestational diabetes on insulin, in %s',
    (language) => {
      /** Week 20, asking to lose weight: the plan must not take her into a deficit. */
      const answers = {
        ...PLAN_ANSWERS,
        onboarding: {
          ...PLAN_ANSWERS.onboarding!,
          pregnancy: 'Pregnant',
          pregnancy_trimester: 'Weeks 14 to 27',
          priorities: 'Lose weight',
        },
        'health-information': {
          ...PLAN_ANSWERS['health-information']!,
          diabetes: 'Gestational diabetes',
          kidney_disease: 'false',
          heart_disease: 'false',
          eating_disorder: 'false',
          fasting: 'No',
          shift_work: 'No',
        },
        'advanced-diabetes': {
          diagnosis_year: '2026',
          diabetes_treatment: 'Insulin',
          knows_hba1c: 'false',
          knows_fasting_glucose: 'false',
          hypo_episodes: '0',
        },
      };
      const stored = {
        age: [34],
        sex: ['Female'],
        pregnancy: ['Pregnant'],
        pregnancy_trimester: ['Weeks 14 to 27'],
        weight: [82, 'kg'],
        height: [168, 'cm'],
        activity_level: ['Lightly active'],
        priorities: ['Lose weight'],
        diabetes: ['Gestational diabetes'],
        diabetes_treatment: ['Insulin'],
      };

      it('gets no deficit, the carbohydrate of every meal and the rules that shaped her plan', async () => {
        const { context, page } = await newPage(browser);
        await signInNewUser(page);
        await answerPlanQuestions(page, answers);
        if (language !== 'en')
          await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
        await page.goto('/diet');
        await hydrated(page);
        await page
          .getByRole('heading', { name: localeText(language, 'plans:diet.title'), level: 1 })
          .waitFor();

        // Maintenance plus 340 kcal for the second trimester (IOM), not maintenance less 500.
        const body = readBody(stored);
        const target = energyOf(body, limitsFor(stored).energy).targetKcal;
        expect(target).toBeGreaterThan(energyOf(body).maintenanceKcal);
        const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
        await expect
          .poll(() => page.getByText(number.format(target), { exact: false }).first().count())
          .toBe(1);

        // Every meal names its carbohydrate in grams; the bedtime snack holds 15 to 30 g.
        const meals = page.locator('main section[aria-labelledby^="part-"]');
        const carbs = page.locator('[data-figure="meal-carbohydrate"]');
        await expect.poll(() => carbs.count()).toBe(await meals.count());
        expect(await meals.count()).toBe(4);
        const unit = localeText(language, 'plans:diet.carbs', { value: '' }).trim();
        for (const text of await carbs.allTextContents()) expect(text).toContain(unit);
        await page.locator('[data-testid="day-figures"]').waitFor();

        // The rules that shaped the plan, in her language, with their sources.
        const pregnancy = guardrailsFor(stored, language).find((rule) => rule.id === 'pregnancy')!;
        await page.locator('[data-guardrail="pregnancy"]').getByText(pregnancy.text).waitFor();
        expect(await page.locator('[data-guardrail="pregnancy"]').textContent()).toContain('ACOG');
        await page.locator('[data-guardrail="hypoglycaemia"]').waitFor();

        // No liver and no high-mercury fish in a pregnancy plan.
        const shown = await foodNames(page);
        const forbidden = FOODS.filter((food) => /liver|swordfish|shark/.test(food.id)).map(
          (food) => food.name[language],
        );
        expect(shown.filter((name) => forbidden.includes(name))).toEqual([]);

        // A comment the planner does not understand changes nothing, and the reply says so.
        const before = await foodNames(page);
        await comment(page, language === 'en' ? 'the weather is lovely today' : 'الطقس جميل اليوم');
        await page.locator('main .planner-reply').waitFor();
        expect(await foodNames(page)).toEqual(before);

        // An allergy said in a comment is saved as her answer; sweets stay out, and the reply says why.
        await comment(
          page,
          language === 'en'
            ? 'I am allergic to peanuts, and more sweets please'
            : 'عندي حساسية من الفول السوداني، والمزيد من الحلويات',
        );
        const expected =
          language === 'en'
            ? ['Saved in your answers: allergy to peanuts.', 'Sweets: kept out by diabetes care.']
            : ['حساسية الفول السوداني', 'رعاية السكري'];
        // The plan is made again within the request; a slow machine may take seconds.
        for (const part of expected) await page.locator('main .planner-reply', { hasText: part }).waitFor();
        const peanuts = FOODS.filter((food) => food.tags.includes('peanuts')).map(
          (food) => food.name[language],
        );
        expect((await foodNames(page)).filter((name) => peanuts.includes(name))).toEqual([]);
        await page.goto('/onboarding?group=health-information&q=allergies');
        const option = language === 'en' ? 'Peanuts' : 'الفول السوداني';
        expect(await page.getByRole('checkbox', { name: option, exact: true }).isChecked()).toBe(true);

        // A meal time is answered with its day part's hours, and changes nothing.
        await page.goto('/diet');
        await hydrated(page);
        const planned = await foodNames(page);
        await comment(page, language === 'en' ? 'dinner at 9 pm' : 'العشاء الساعة 9');
        const hours = language === 'en' ? 'Evening is 14:00-20:00' : 'المساء من 14:00 إلى 20:00';
        await page.locator('main .planner-reply', { hasText: hours }).waitFor();
        expect(await foodNames(page)).toEqual(planned);

        // A condition said in a comment is saved to her answers, and its rule of care shapes the plan.
        await comment(page, language === 'en' ? 'I work night shifts' : 'أعمل في نوبات ليلية');
        const label = CONDITION_LABELS.shifts[language];
        await page.locator('main .planner-reply', { hasText: label }).waitFor();
        await page.locator('[data-guardrail="shifts"]').waitFor();
        await page.goto('/onboarding?group=health-information&q=other_conditions');
        expect(await page.locator('main textarea, main input[type="text"]').first().inputValue()).toContain(
          label,
        );
        await context.close();
      });
    },
  );
});
