import type { Page } from 'playwright-core';

/** Who opens the page: a visitor, a signed-in user with an order and a filled cart, or the admin. */
export type Role = 'visitor' | 'user' | 'admin';

/** Values known once the user exists: the order they placed, and a dish that is not in their cart. */
export type Samples = { orderId: number; productId: string };

export type Visit = {
  as: Role;
  url: string | ((samples: Samples) => string);
  /** A state reached on the page before the check, named in the test's title. */
  state?: { name: string; reach: (page: Page) => Promise<void> };
  /** The page offers a dialog: the check fails if it finds none to open. */
  hasDialog?: boolean;
};

/**
 * Waits until React has hydrated the page (its first commit on the document), so that a form is
 * checked by its script rather than sent before the script took over. React keeps the root fiber on
 * the container under a "__reactContainer$" key; after the first commit its tree has a child.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    const fiber = key
      ? (document as unknown as Record<string, { stateNode?: { current?: { child?: unknown } } }>)[key]
      : undefined;
    return Boolean(fiber?.stateNode?.current?.child);
  });
}

/** Clears the main form's fields and submits it, then waits for the field errors. */
async function submitEmpty(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  for (const field of await form.locator('input:not([type="hidden"]), textarea').all()) await field.fill('');
  await form.locator('[type="submit"]').first().click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
}

/** Signs in with an account that does not exist, and waits for the form's error. */
async function wrongSignIn(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  await form.locator('input[type="email"]').fill('nobody@accessibility.example');
  await form.locator('input[type="password"]').fill('Wrong-Pass-123');
  await form.locator('[type="submit"]').click();
  await form.locator('[aria-live] li').first().waitFor();
}

/** Types a quantity the cart refuses into its first line, and waits for the message. */
async function refusedQuantity(page: Page): Promise<void> {
  const quantity = page.locator('main input[inputmode="decimal"]').first();
  await quantity.fill('0.0001');
  await quantity.press('Enter');
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}

/** Presses the page's one primary action and waits for the toast it shows. */
async function pressForToast(page: Page): Promise<void> {
  await page.locator('main button[type="button"]').first().click();
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
  await toast.waitFor();
  // Checked once it has faded in: half-way, its colours are not the ones a reader sees.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

/** Sends the questionnaire with its questions unanswered (radios cannot be emptied), and waits for the errors. */
async function submitUnanswered(page: Page): Promise<void> {
  await page.locator('main form[method="post"] [type="submit"]').first().click();
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}

const visit = (as: Role, url: Visit['url']): Visit => ({ as, url });
/** A form page is checked with the form submitted empty: the whole page, and its field errors too. */
const emptyForm = (as: Role, url: string): Visit => ({
  as,
  url,
  state: { name: 'submitted empty', reach: submitEmpty },
});

/**
 * How the accessibility check reaches each page route of app/routes.ts, keyed by its path: one
 * sample of each page (pages of one template are not repeated), in the state that shows the most.
 * A new page route needs an entry here (the check fails and asks for one); every dialog a page can
 * open is opened and checked on its own, with no entry needed.
 */
export const HOW_TO_REACH: Record<string, Visit[]> = {
  '/': [visit('visitor', '/')],
  '/vivai': [visit('visitor', '/vivai')],
  '/auth/login': [
    emptyForm('visitor', '/auth/login'),
    { ...visit('visitor', '/auth/login'), state: { name: 'refused by the server', reach: wrongSignIn } },
  ],
  '/auth/register': [emptyForm('visitor', '/auth/register')],
  '/auth/forgot-password': [emptyForm('visitor', '/auth/forgot-password')],
  '/auth/reset-password': [emptyForm('visitor', '/auth/reset-password?token=sample-token')],
  '/auth/confirm': [visit('visitor', '/auth/confirm?token=not-a-valid-token')],
  // Action-only addresses: a GET shows the 404 page, signed out and signed in.
  '/auth/logout': [visit('visitor', '/auth/logout'), visit('user', '/auth/logout')],
  '/api/language': [visit('visitor', '/api/language')],
  '/home': [visit('user', '/home')],
  '/profile': [emptyForm('user', '/profile')],
  // The first question, submitted unanswered; the summary lists every group with its answers.
  '/onboarding': [
    { ...visit('user', '/onboarding'), state: { name: 'sent unanswered', reach: submitUnanswered } },
  ],
  '/onboarding/summary': [visit('user', '/onboarding/summary')],
  '/shop': [visit('user', '/shop')],
  '/shop/cart': [
    visit('user', '/shop/cart'),
    { ...visit('user', '/shop/cart'), state: { name: 'a quantity refused', reach: refusedQuantity } },
  ],
  '/shop/payment': [emptyForm('user', '/shop/payment')],
  '/shop/order-confirmation': [visit('user', '/shop/order-confirmation')],
  '/shop/order-done': [visit('user', ({ orderId }) => `/shop/order-done?order=${orderId}`)],
  '/shop/orders': [visit('user', '/shop/orders')],
  '/shop/product/:productId': [
    visit('user', ({ productId }) => `/shop/product/${productId}`),
    {
      ...visit('user', ({ productId }) => `/shop/product/${productId}`),
      state: { name: 'added to the cart, its toast shown', reach: pressForToast },
    },
  ],
  '/page/:slug': [visit('visitor', '/page/privacy-policy')],
  '/admin/login': [emptyForm('visitor', '/admin/login')],
  '/admin': [visit('admin', '/admin')],
  // Each order card opens the order's status dialog.
  '/admin/shop-orders': [{ ...visit('admin', '/admin/shop-orders'), hasDialog: true }],
  // A later page: with fewer than 16 orders, the empty list and its way back to page 1.
  '/admin/shop-orders/page/:page': [visit('admin', '/admin/shop-orders/page/2')],
  // The error page, in the visitor's frame and in the signed-in one.
  '/*': [visit('visitor', '/no/such-page'), visit('user', '/no/such-page')],
};
