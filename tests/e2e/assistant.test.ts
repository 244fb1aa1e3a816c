import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser } from './support/browser';
import { mailtoHref } from '~/features/assistant/email';
import { askedQuestions } from '~/features/questionnaire/progress';
import { questionByName } from '~/features/questionnaire/questions';
import { answerPlanQuestions } from './support/plans';
import { localeText } from './support/strings';

// Issue 21: the assistant, typed to, in English and Arabic: the main flow opens a page by name and
// says when it did not understand; the home flow greets, introduces itself once ever, asks how the
// user feels, walks through the questionnaire and hands a crisis over to the experts page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SAID = {
  en: {
    garbage: 'purple elephants dancing',
    foodTracker: 'open the food tracker',
    fine: 'I feel good today',
    age: "I'm fifty-eight years old",
    crisis: 'I want to end my life',
    add: 'add a dentist appointment on the 3rd of December at half past ten',
    yes: 'yes',
    no: 'not now',
    move: 'move my dentist appointment to 11',
    cancel: 'cancel it',
    title: 'dentist appointment',
    medicine: 'I take metformin 500 mg every 12 hours from tomorrow at 8',
    tooRare: 'I take metformin 500 mg every 1000 hours from tomorrow at 8',
    medicineName: 'metformin',
    amount: '1 tablet',
    email: 'email my doctor that my glucose was high',
    emailBody: 'my glucose was high',
    subject: 'Glucose',
    comment: 'no fish, and lighter dinners',
    mainComment: 'less bread in my diet please',
  },
  ar: {
    garbage: 'فيل بنفسجي يرقص',
    foodTracker: 'افتح متتبع الطعام',
    fine: 'أنا بخير اليوم',
    age: 'عمري ثمانية وخمسون سنة',
    crisis: 'أريد أن أموت',
    add: 'أضف موعد طبيب الأسنان يوم 3 ديسمبر الساعة العاشرة والنصف',
    yes: 'نعم',
    no: 'لا، ليس الآن',
    move: 'انقل موعد طبيب الأسنان إلى الساعة 11',
    cancel: 'ألغي موعد طبيب الأسنان',
    title: 'موعد طبيب الأسنان',
    medicine: 'آخذ ميتفورمين 500 ملغ كل 12 ساعة من بكرة الساعة 8',
    tooRare: 'آخذ ميتفورمين 500 ملغ كل 1000 ساعة من بكرة الساعة 8',
    medicineName: 'ميتفورمين',
    amount: 'قرص واحد',
    email: 'أرسل بريدا إلكترونيا إلى طبيبي أن السكر كان مرتفعا',
    emailBody: 'السكر كان مرتفعا',
    subject: 'السكر',
    comment: 'بدون سمك، وعشاء أخف',
    mainComment: 'احذف السمك من حميتي',
  },
} as const;

describe.each(['en', 'ar'] as const)('the assistant in %s', (language) => {
  const t = (key: string, values?: Record<string, string | number>) => localeText(language, key, values);
  const said = SAID[language];
  const titleOf = (name: string) => questionByName(name)!.title[language];
  /** The offer a new user hears on /home: the whole first group is open. */
  const walkOffer = t('assistant:home.walk_offer', {
    group: t('questionnaire:groups.onboarding'),
    count: askedQuestions('onboarding', {}).length,
  });

  async function openOn(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: t('assistant:overlay.start') }).click();
    const overlay = page.getByRole('dialog', { name: t('assistant:overlay.title') });
    await overlay.waitFor();
    return overlay;
  }

  async function type(page: Page, text: string) {
    await page.getByLabel(t('assistant:overlay.message')).fill(text);
    await page.getByRole('button', { name: t('assistant:overlay.send') }).click();
  }

  it('opens a page by name and says when it did not understand', async () => {
    const { context, page } = await signedInUser(browser);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    const overlay = await openOn(page, '/shop');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const log = overlay.getByRole('log');
    await log.getByText(t('assistant:main.ask')).waitFor();
    await expect
      .poll(() =>
        page.getByLabel(t('assistant:overlay.message')).evaluate((input) => input === document.activeElement),
      )
      .toBe(true);

    await type(page, said.garbage);
    await log.getByText(said.garbage).waitFor();
    await log.getByText(t('assistant:reply.not_understood')).waitFor();
    await overlay.getByText(t('assistant:overlay.listening')).waitFor();

    await type(page, said.foodTracker);
    await page.waitForURL('**/diet-tracker');
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });

  it('greets on /home, introduces itself once ever, asks how the user feels, walks through the questionnaire and hands a crisis to the experts', async () => {
    const { context, page } = await signedInUser(browser, { names: { first: 'Layla', last: 'Sol' } });
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    let overlay = await openOn(page, '/home');
    let log = overlay.getByRole('log');
    await log.getByText(t('assistant:home.hi', { name: 'Layla' })).waitFor();
    await log.getByText(t('assistant:home.intro')).waitFor();
    await log.getByText(t('assistant:home.feeling_question')).waitFor();
    await type(page, said.fine);
    await log.getByText(t('assistant:home.feeling_thanks')).waitFor();

    // The questionnaire by voice: a sentence holding no number is refused with the reason, and the
    // question asked again; the age said in a sentence is kept, and the walk goes on from it.
    const question = overlay.locator('#assistant-question');
    await question.getByText(walkOffer).waitFor();
    await type(page, said.yes);
    await question.getByText(titleOf('age')).waitFor();
    await type(page, said.garbage);
    await log.getByText(t('questionnaire:errors.not_a_number')).waitFor();
    await type(page, said.age);
    await question.getByText(titleOf('sex')).waitFor();
    await question.getByRole('button', { name: t('assistant:overlay.skip') }).click();
    await question.getByText(titleOf('weight')).waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    // The questionnaire's page shows the age said as the answer kept.
    await page.goto('/onboarding?group=onboarding&q=age');
    await expect.poll(() => page.getByLabel(titleOf('age')).inputValue()).toBe('58');

    // A new session: greeted again, never introduced again; a crisis goes straight to the experts.
    overlay = await openOn(page, '/home');
    log = overlay.getByRole('log');
    await log.getByText(t('assistant:home.feeling_question')).waitFor();
    await expect.poll(() => log.getByText(t('assistant:home.intro')).count()).toBe(0);
    await type(page, said.crisis);
    await page.waitForURL('**/experts');
    await context.close();
  });

  it('adds, moves and cancels an event after reading each back, and the page behind shows it at once', async () => {
    const { context, page } = await signedInUser(browser);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    const overlay = await openOn(page, '/home');
    const log = overlay.getByRole('log');
    await log.getByText(t('assistant:home.feeling_question')).waitFor();
    await type(page, said.fine);
    // Not now: the user came to add an appointment, not to answer the questionnaire.
    await overlay.locator('#assistant-question').getByText(walkOffer).waitFor();
    await type(page, said.no);
    await log.getByText(t('assistant:main.ask')).waitFor();
    const events = page.locator('main');

    await type(page, said.add);
    // Read back with the weekday before anything is saved.
    const day = new Intl.DateTimeFormat(language, {
      numberingSystem: 'latn',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(Date.UTC(new Date().getUTCFullYear(), 11, 3)));
    await overlay.locator('#assistant-question').getByText(day, { exact: false }).waitFor();
    expect(await events.getByText(said.title).count()).toBe(0);
    await type(page, said.yes);
    await log.getByText(t('assistant:act.event_added', { title: said.title })).waitFor();
    await events.getByText(said.title).waitFor();

    await type(page, said.move);
    await overlay.locator('#assistant-question').getByText('11:00', { exact: false }).waitFor();
    await type(page, said.yes);
    await log.getByText(t('assistant:act.event_changed', { title: said.title })).waitFor();
    await events.getByText('11:00').waitFor();

    await type(page, said.cancel);
    await overlay.locator('#assistant-question').getByText(said.title, { exact: false }).waitFor();
    await type(page, said.yes);
    await log.getByText(t('assistant:act.event_cancelled', { title: said.title })).waitFor();
    await expect.poll(() => events.getByText(said.title).count()).toBe(0);
    await context.close();
  });

  it('adds a medicine after reading it back, refusing a dose every 1,000 hours and asking how much is taken each time', async () => {
    const { context, page } = await signedInUser(browser);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    const overlay = await openOn(page, '/manage-medicines');
    const log = overlay.getByRole('log');
    await log.getByText(t('assistant:main.ask')).waitFor();
    await type(page, said.tooRare);
    await log.getByText(t('assistant:ask.medication_interval_range')).waitFor();
    await type(page, said.medicine);
    // "500 mg" is the strength: how much is taken each time is asked for.
    await log.getByText(t('assistant:ask.medication_amount')).waitFor();
    await type(page, said.amount);
    await overlay
      .locator('#assistant-question')
      .getByText(t('assistant:read_back.every_hours', { hours: 12 }), { exact: false })
      .waitFor();
    await type(page, said.yes);
    await log.getByText(t('assistant:act.medication_added', { title: said.medicineName })).waitFor();
    await page.locator('main').getByText(said.medicineName).first().waitFor();
    await context.close();
  });

  it('writes an e-mail, asking for an address instead of a person, up to the mail link', async () => {
    const { context, page } = await signedInUser(browser);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    // The mail link the app follows, caught before the machine's mail app would open.
    await context.addInitScript(() => {
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest?.('a[href^="mailto:"]');
          if (!link) return;
          (window as { mailto?: string }).mailto = (link as HTMLAnchorElement).href;
          event.preventDefault();
        },
        true,
      );
    });
    // On a phone: the read-back is long, and the whole dialog and its newest line must stay in view.
    await page.setViewportSize({ width: 390, height: 800 });
    const overlay = await openOn(page, '/glucose');
    const log = overlay.getByRole('log');
    const question = overlay.locator('#assistant-question');
    await log.getByText(t('assistant:main.ask')).waitFor();
    await type(page, said.email);
    await question.getByText(t('assistant:email.ask_recipient')).waitFor();
    await type(page, 'my doctor');
    await question.getByText(t('assistant:email.bad_recipient')).waitFor();
    await type(page, 'dr.ali@example.com');
    await question.getByText(t('assistant:email.ask_subject')).waitFor();
    await type(page, said.subject);
    const email = { recipient: 'dr.ali@example.com', subject: said.subject, body: said.emailBody };
    await question.getByText(t('assistant:email.read_back', email)).waitFor();
    const box = (await overlay.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect
      .poll(() =>
        log.evaluate((element) => {
          const newest = element.querySelector('li:last-child')!.getBoundingClientRect();
          return newest.bottom <= element.getBoundingClientRect().bottom + 1;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as { mailto?: string }).mailto)).toBeUndefined();
    await type(page, said.yes);
    await expect
      .poll(() => page.evaluate(() => (window as { mailto?: string }).mailto))
      .toBe(mailtoHref(email));
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });

  it('offers to make the diet plan once every question is answered, then takes a comment on it, refusing a blank one, or one said elsewhere after a read-back, and shows the plan remade', async () => {
    const { context, page } = await signedInUser(browser);
    // The questionnaire's answers are posted in English, as its English form sends them.
    await answerPlanQuestions(page);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    const home = await openOn(page, '/home');
    await type(page, said.fine);
    await home.getByRole('log').getByText(t('assistant:home.answered_all')).waitFor();
    await home.locator('#assistant-question').getByText(t('assistant:home.diet_offer')).waitFor();
    await type(page, said.yes);
    await page.waitForURL('**/diet');
    await page.getByRole('heading', { name: t('plans:diet.title'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: t('plans:chat.title') }).waitFor();
    const overlay = await openOn(page, '/diet');
    const log = overlay.getByRole('log');
    await log.getByText(t('assistant:comment.ask_diet')).waitFor();
    await type(page, '   ');
    await log.getByText(t('assistant:wrong_answer')).waitFor();
    await type(page, said.comment);
    // The last line stays in view after the overlay closes, for whoever cannot hear it.
    await overlay.waitFor({ state: 'detached' });
    await page.locator('[data-sonner-toast]').getByText(t('assistant:act.plan_remade')).waitFor();
    const conversation = page.getByRole('list', { name: t('plans:chat.conversation') });
    await expect.poll(() => conversation.textContent()).toContain(said.comment);
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(1);

    // Said anywhere else, a comment naming the plan is read back, added on a yes, and the plan shown.
    const fromShop = await openOn(page, '/shop');
    await type(page, said.mainComment);
    const readBack = t('assistant:read_back.comment_diet', { comment: said.mainComment });
    await fromShop.locator('#assistant-question').getByText(readBack).waitFor();
    await type(page, said.yes);
    await page.waitForURL('**/diet');
    await page.locator('[data-sonner-toast]').getByText(t('assistant:act.plan_remade')).first().waitFor();
    await expect.poll(() => conversation.textContent()).toContain(said.mainComment);
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(2);
    await context.close();
  });

  it('wakes with the key chord and goes off with Escape', async () => {
    const { context, page } = await signedInUser(browser);
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
    await page.goto('/glucose');
    await hydrated(page);
    await page.keyboard.press('Control+Meta+Shift+KeyW');
    const overlay = page.getByRole('dialog', { name: t('assistant:overlay.title') });
    await overlay.getByRole('log').getByText(t('assistant:main.ask')).waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });
});
