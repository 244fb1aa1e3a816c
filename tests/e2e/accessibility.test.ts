import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '~/features/shop/cart-store';
import { CHECKOUT_STORAGE_KEY } from '~/features/shop/checkout-store';
import { axeViolations } from './support/axe';
import { HOW_TO_REACH, hydrated, type Role, type Samples, type Visit } from './support/accessibility-pages';
import { watchFormEvents } from './support/accessibility-states';
import { signedInAdmin, signedInUser } from './support/accounts';
import { baseUrl, launchBrowser } from './support/browser';
import { answerPlanQuestions, SAMPLE_MEDICINE_FORM } from './support/plans';
import { pageRoutes } from './support/route-pages';

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

const [meal, otherMeal] = (
  JSON.parse(fs.readFileSync('app/catalogue/data/catalogue.json', 'utf8')) as {
    meals: Array<{ id: string; title: string; category: string }>;
  }
).meals as [{ id: string; title: string; category: string }, { id: string }];

const routes = pageRoutes();

/**
 * axe's experimental rules run too: label-content-name-mismatch (WCAG 2.5.3, level A) is one of
 * them in the axe-core that @axe-core/playwright bundles, and left out by default.
 */
const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

let browser: Browser;
let samples: Samples;
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions: Partial<Record<Role, Session>> = {};
/**
 * The expert's states make and comment on plans; checked in both languages at once on one account,
 * one language's comment could meet the other's plan still being made. Arabic has its own expert.
 */
let arabicExpert: Session;
let userEmail: string;

/** A cart with one dish and the payment step's answers, as the shop keeps them in the browser. */
async function fillCheckout(context: BrowserContext): Promise<void> {
  const cart = [
    {
      id: meal.id,
      title: meal.title,
      image: `/catalogue/images/meal-${meal.id}.svg`,
      unit_price: 1.8,
      category_title: meal.category,
      instructions: '',
      quantity: 1.5,
    },
  ];
  const checkout = {
    address: 'Kordon Cd. 12, Alsancak, Izmir',
    mobile: '+905321234567',
    email: userEmail,
    submissionKey: randomBytes(24).toString('base64url'),
  };
  await context.addInitScript(
    ({ keys, values }) => {
      localStorage.setItem(keys.cart, values.cart);
      sessionStorage.setItem(keys.checkout, values.checkout);
    },
    {
      keys: { cart: CART_STORAGE_KEY, checkout: CHECKOUT_STORAGE_KEY },
      values: { cart: JSON.stringify(cart), checkout: JSON.stringify(checkout) },
    },
  );
}

/** The user keeps one event, medicine and blood test through their own forms' actions. */
async function addHealthRecords(page: Page): Promise<void> {
  const forms: Array<[string, Record<string, string>]> = [
    ['/manage-events/add', { title: 'Eye doctor', date: '2026-12-01', time: '09:30' }],
    ['/manage-medicines/add', SAMPLE_MEDICINE_FORM],
    [
      '/manage-blood-tests/add',
      { title: 'Diabetes check', takenOn: '2026-11-10', hba1c_value: '7.2', hba1c_unit: '%' },
    ],
  ];
  for (const [path, form] of forms) {
    const response = await page.request.post(path, { form, maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
  }
}

/** The ids of the user's records, as the admin's records page links to their correct pages. */
async function recordIds(adminPage: Page, userId: string) {
  await adminPage.goto(`/admin/users/${userId}`);
  const idOf = async (segment: string) => {
    const href = await adminPage.locator(`main a[href*="/${segment}/"]`).first().getAttribute('href');
    return Number(href!.split('/').pop());
  };
  return {
    eventId: await idOf('events'),
    medicineId: await idOf('medicines'),
    bloodTestId: await idOf('blood-tests'),
  };
}

async function newContext(role: Role, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: language === 'ar' ? 'ar' : 'en-US',
    storageState: role === 'expert' && language === 'ar' ? arabicExpert : sessions[role],
  });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  if (role === 'user') await fillCheckout(context);
  await watchFormEvents(context);
  return context;
}

/**
 * One browser context per role and language, so pages share its cache of scripts and styles (a
 * context per page took twice as long). Pages of the user's context share its storage: each load
 * sets the cart afresh, and a page that adds a dish only adds one the others may show.
 */
const contexts = new Map<string, Promise<BrowserContext>>();
function open(role: Role, language: Language): Promise<BrowserContext> {
  const key = `${role}:${language}`;
  if (!contexts.has(key)) contexts.set(key, newContext(role, language));
  return contexts.get(key)!;
}

/**
 * Pages a check has finished with, per context: the next check navigates one of them instead of
 * opening a tab. A new tab cost Chromium's browser process about twice the work of a navigation.
 * A check that failed closes its page, so no unknown state reaches another check.
 */
const idlePages = new Map<BrowserContext, Page[]>();
async function takePage(context: BrowserContext): Promise<Page> {
  return idlePages.get(context)?.pop() ?? context.newPage();
}
function releasePage(context: BrowserContext, page: Page): void {
  idlePages.set(context, [...(idlePages.get(context) ?? []), page]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const user = await signedInUser(browser, { names: { first: 'Lina', last: 'Haddad' } });
  userEmail = user.email;
  // The user places one order through the confirmation page, so their order pages have one to show.
  await fillCheckout(user.context);
  await user.page.goto('/shop/order-confirmation');
  await hydrated(user.page);
  await user.page.locator('main form[method="post"] [type="submit"]').click();
  await user.page.waitForURL('**/shop/order-done?order=*');
  const orderId = Number(new URL(user.page.url()).searchParams.get('order'));
  await addHealthRecords(user.page);
  sessions.user = await user.context.storageState();
  await user.context.close();

  const expert = await signedInUser(browser, { names: { first: 'Nadia', last: 'Karimi' }, type: 'expert' });
  sessions.expert = await expert.context.storageState();
  await expert.context.close();
  const expertAr = await signedInUser(browser, { names: { first: 'Huda', last: 'Mansour' }, type: 'expert' });
  // Answered here, in English, as the shared account was by the English checks: the states post the
  // English answers again, which a questionnaire already complete takes without reading them.
  await answerPlanQuestions(expertAr.page);
  arabicExpert = await expertAr.context.storageState();
  await expertAr.context.close();

  const admin = await signedInAdmin(browser);
  const records = await recordIds(admin.page, user.userId);
  sessions.admin = await admin.context.storageState();
  await admin.context.close();
  samples = { orderId, productId: otherMeal.id, userId: user.userId, expertId: expert.userId, ...records };
}, 120_000);
afterAll(() => browser.close());

/** Serious and critical violations, one line each, with the elements at fault. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Axe reads colours as they are drawn: a button still fading back from its pending colour, or a
  // toast fading in or out, would be measured half-way. An analysis counts only if the page was still
  // before it and nothing started moving while it ran (a toast can time out mid-analysis on a busy
  // machine); otherwise it is made again.
  for (let attempt = 1; ; attempt++) {
    await untilStill(page);
    const movesBefore = await page.evaluate(() => (window as { moves?: number }).moves ?? 0);
    const violations = await violationsOf(page);
    const movesAfter = await page.evaluate(() => (window as { moves?: number }).moves ?? 0);
    if (movesAfter === movesBefore || attempt === 3) return violations;
  }
}

/**
 * Waits until the page has been still for a few frames (a toast is drawn transparent for a frame
 * before its fade-in starts), and from then on counts, in `window.moves`, every transition or
 * animation that starts. Endless animations (a spinner) do not count.
 */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as { stillFrames?: number; moves?: number };
    state.stillFrames = 0;
    if (state.moves !== undefined) return;
    state.moves = 0;
    const count = (event: Event) => {
      const element = event.target as Element;
      if (event.type === 'animationstart' && getComputedStyle(element).animationIterationCount === 'infinite')
        return;
      state.moves = (state.moves ?? 0) + 1;
    };
    document.addEventListener('transitionrun', count, true);
    document.addEventListener('animationstart', count, true);
  });
  await page.waitForFunction(
    () => {
      const still =
        document.querySelector('[data-testid="progress-bar"][aria-hidden="false"]') === null &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          );
      const frames = window as { stillFrames?: number };
      frames.stillFrames = still ? (frames.stillFrames ?? 0) + 1 : 0;
      return frames.stillFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

async function violationsOf(page: Page): Promise<string[]> {
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  // Only violations are read, so axe need not collect the details of what passed.
  const violations = await axeViolations(page, { rules, resultTypes: ['violations'] }, [
    'serious',
    'critical',
  ]);
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
    return `${violation.id} (${violation.impact}) ${violation.help}\n  ${nodes.slice(0, 5).join('\n  ')}`;
  });
}

/** Opens every distinct dialog the page offers (one per trigger text), checks it, and closes it. */
async function dialogViolations(page: Page): Promise<{ opened: number; found: string[] }> {
  // A state that is itself an open dialog (the assistant) was checked with the page; the page's own
  // dialogs are checked by its visit without that state.
  if ((await page.getByRole('dialog').count()) > 0) return { opened: 0, found: [] };
  const found: string[] = [];
  const seen = new Set<string>();
  for (const trigger of await page.locator('main [aria-haspopup="dialog"]').all()) {
    const text = (await trigger.innerText()).trim();
    if (seen.has(text)) continue;
    seen.add(text);
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    found.push(...(await seriousViolations(page)).map((line) => `dialog "${text}": ${line}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return { opened: seen.size, found };
}

function title(path: string, visit: Visit): string {
  const url = typeof visit.url === 'string' ? visit.url : path;
  return `${url} as ${visit.as}${visit.state ? `, ${visit.state.name}` : ''}`;
}

describe('the accessibility check covers the route table', () => {
  it('knows how to reach every page route of app/routes.ts', () => {
    const missing = routes.filter((route) => !HOW_TO_REACH[route.path]);
    expect(
      missing.map((route) => `${route.path} (${route.file})`),
      'Say in tests/e2e/support/accessibility-pages.ts how to reach these pages (visitor, user or admin, with a sample parameter)',
    ).toEqual([]);
    const stale = Object.keys(HOW_TO_REACH).filter((path) => !routes.some((route) => route.path === path));
    expect(stale, 'These entries of HOW_TO_REACH name no route of app/routes.ts').toEqual([]);
  });
});

describe.each(LANGUAGES)('no serious or critical axe violation in %s', (language) => {
  const visits = routes.flatMap((route) =>
    (HOW_TO_REACH[route.path] ?? []).map((visit) => ({ name: title(route.path, visit), visit })),
  );
  // Pages are checked a few at a time: most of a check is waiting for the page and its scripts. A
  // check's clock runs while nine others share the machine's cores, hence a longer budget than the
  // suite's 60 s for one journey (a check that takes 10 s alone took 80 s on a slow day).
  it.concurrent.for(visits)('$name', { timeout: 180_000 }, async ({ visit }, { expect }) => {
    const context = await open(visit.as, language);
    const page = await takePage(context);
    let checked = false;
    try {
      const url = typeof visit.url === 'string' ? visit.url : visit.url(samples);
      await page.goto(url, { waitUntil: 'networkidle' });
      await hydrated(page);
      // The page itself, not a sign-in page a guard sent the visit to.
      expect(new URL(page.url()).pathname).toBe(new URL(url, baseUrl()).pathname);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      if (visit.state) await visit.state.reach(page);
      const onPage = await seriousViolations(page);
      const dialogs = await dialogViolations(page);
      expect([...onPage, ...dialogs.found]).toEqual([]);
      if (visit.hasDialog) expect(dialogs.opened, 'dialogs opened').toBeGreaterThan(0);
      checked = true;
    } finally {
      if (checked) releasePage(context, page);
      else await page.close();
    }
  });
});
