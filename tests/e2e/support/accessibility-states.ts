// How the accessibility check brings a page into the state it is checked in (filled, refused,
// with a plan or a finished test): the steps HOW_TO_REACH in accessibility-pages.ts names.
import type { BrowserContext, ConsoleMessage, Locator, Page, Request, Response } from 'playwright-core';
import { answerPlanQuestions } from './plans';

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
export async function submitEmpty(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  for (const field of await form.locator('input:not([type="hidden"]), textarea').all()) await field.fill('');
  await sendUntilRefused(page, form);
}

/**
 * Presses the form's submit button until its field errors show. On a loaded machine a press landing
 * while the page finishes hydrating was seen to send nothing (once in some 300 checks); an empty form
 * is refused and writes nothing, so pressing again is what a person would do and is harmless. A
 * press that did send is waited for to the end: pressing again while the server is still answering
 * would cancel the first submission and start over, which on a saturated machine never ended.
 * Three clicks were also seen to send nothing and show nothing, with the page loaded and hydrated
 * and the button enabled (once in some 600 checks, on a saturated machine): the later presses
 * submit the form through its button without a pointer (`requestSubmit`), which runs the same
 * validation and the same submission.
 */
async function sendUntilRefused(page: Page, form: Locator): Promise<void> {
  const errors = page.locator('[aria-invalid="true"]').first();
  const submit = form.locator('[type="submit"]').first();
  const trail = pageTrail(page);
  try {
    for (let press = 1; ; press++) {
      const sent = page
        .waitForRequest((request) => request.method() === 'POST', { timeout: 5_000 })
        .catch(() => null);
      trail.lines.push(`press ${press}`);
      if (press === 1) await submit.click();
      else await submit.evaluate((button: HTMLButtonElement) => button.form?.requestSubmit(button));
      const request = await sent;
      // Its response, whether it has come already or is still on its way (null if it failed).
      if (request) await request.response();
      try {
        await errors.waitFor({ timeout: request ? 10_000 : 3_000 });
        return;
      } catch (error) {
        if (press === 3) {
          throw new Error(`${String(error)}\n${await formState(form)}\n${trail.lines.join('\n')}`, {
            cause: error,
          });
        }
      }
    }
  } finally {
    trail.stop();
  }
}

/** The page's requests, answers and errors from now until stopped, for a failure's message. */
function pageTrail(page: Page): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') lines.push(`console: ${message.text()}`);
  };
  const onError = (error: Error) => lines.push(`page error: ${error.message}`);
  const onRequest = (request: Request) => lines.push(`${request.method()} ${request.url()}`);
  const onResponse = (response: Response) => lines.push(`${response.status()} ${response.url()}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    page.off('response', onResponse);
  };
  return { lines, stop };
}

/**
 * Records each page's clicks, invalid fields and submit events (dispatched, and whether a handler
 * prevented the default), for the failure message of a refused-form state that never showed its
 * errors: it tells a press that never became a submission from one the page swallowed.
 */
export async function watchFormEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { __formEvents: events });
    const at = () => `${Math.round(performance.now())} ms`;
    document.addEventListener(
      'click',
      (event) => events.push(`${at()} click ${(event.target as Element).tagName}`),
      true,
    );
    document.addEventListener(
      'invalid',
      (event) => events.push(`${at()} invalid ${(event.target as HTMLInputElement).name}`),
      true,
    );
    document.addEventListener('submit', () => events.push(`${at()} submit dispatched`), true);
    window.addEventListener('submit', (event) =>
      events.push(`${at()} submit prevented ${event.defaultPrevented}`),
    );
  });
}

/** What a refused-form state that never showed its errors had on the page, for its failure message. */
async function formState(form: Locator): Promise<string> {
  return form.evaluate((element: HTMLFormElement) => {
    const submit = element.querySelector<HTMLButtonElement>('[type="submit"]');
    const fields = [...element.querySelectorAll<HTMLInputElement>('input, textarea')].map(
      (field) => `${field.name}=${JSON.stringify(field.value)} invalid=${field.getAttribute('aria-invalid')}`,
    );
    const events = (window as unknown as { __formEvents?: string[] }).__formEvents ?? [];
    return `events [${events.join('; ')}], no validate ${element.noValidate}, url ${location.href}, ready ${document.readyState}, submit disabled ${submit?.disabled}, fields ${fields.join(', ')}`;
  });
}

/** Empties the text fields of a form that also has checkboxes and radios, sends it, and waits for the errors. */
export async function submitTextEmpty(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  for (const field of await form.locator('input[type="text"], input[type="email"], textarea').all()) {
    await field.fill('');
  }
  await sendUntilRefused(page, form);
}

/** Signs in with an account that does not exist, and waits for the form's error. */
export async function wrongSignIn(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  await form.locator('input[type="email"]').fill('nobody@accessibility.example');
  await form.locator('input[type="password"]').fill('Wrong-Pass-123');
  await form.locator('[type="submit"]').click();
  await form.locator('[aria-live] li').first().waitFor();
}

/** Types a quantity the cart refuses into its first line, and waits for the message. */
export async function refusedQuantity(page: Page): Promise<void> {
  const quantity = page.locator('main input[inputmode="decimal"]').first();
  await quantity.fill('0.0001');
  await quantity.press('Enter');
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}

/** Presses the page's one primary action and waits for the toast it shows. */
export async function pressForToast(page: Page): Promise<void> {
  await page.locator('main button[type="button"]').first().click();
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
  await toast.waitFor();
  await fadedIn(toast);
}

/**
 * A toast is checked once it has faded in: half-way, its colours are not the ones a reader sees. An
 * animation cancelled meanwhile (the toast moved as another came) has ended too: its `finished`
 * rejects with an AbortError, which is not a failure.
 */
async function fadedIn(toast: Locator): Promise<void> {
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Sends the questionnaire with its questions unanswered (radios cannot be emptied), and waits for the errors. */
export async function submitUnanswered(page: Page): Promise<void> {
  await page.locator('main form[method="post"] [type="submit"]').first().click();
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}

/** Saves a blood test with one marker out of range from the add form, and waits for the list. */
export async function savedBloodTest(page: Page): Promise<void> {
  const form = page.locator('main form[method="post"]');
  await form.locator('input[name="title"]').fill('Check-up');
  await form.locator('input[name="takenOn"]').fill('2026-01-15');
  await form.locator('input[name="ldl_value"]').fill('160');
  await form.locator('input[name="hdl_value"]').fill('55');
  await form.locator('[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/manage-blood-tests');
  await page.locator('main [data-flag="high"]').first().waitFor();
}

/** A saved blood test, then its edit form. */
export async function editedBloodTest(page: Page): Promise<void> {
  await savedBloodTest(page);
  await page.locator('main a[href$="/edit"]').first().click();
  await page.waitForURL((url) => url.pathname.endsWith('/edit'));
  await page.locator('main input[name="title"]').waitFor();
  await hydrated(page);
}

/** Logs a reading, then sends one the log refuses (below 10 mg/dL) and waits for the message. */
export async function refusedReading(page: Page): Promise<void> {
  const form = page.locator('main form#reading');
  await form.locator('input[name="value"]').fill('120');
  await form.locator('[type="submit"]').click();
  await page.locator('main td', { hasText: '120' }).first().waitFor();
  await form.locator('input[name="value"]').fill('5');
  await form.locator('[type="submit"]').click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
}

/** Presses delete with neither the password nor the box: the form's errors, nothing deleted. */
export async function unconfirmedDeletion(page: Page): Promise<void> {
  await page.locator('main form[method="post"] [type="submit"]').click();
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}

/** Gives the user the answers the plans need, then shows the page again with its plan. */
export async function withPlan(page: Page): Promise<void> {
  await answerPlanQuestions(page);
  await page.reload();
  await hydrated(page);
}

/** The plan made, then a comment sent: the conversation, the planner's reply and what changed. */
export async function afterAComment(page: Page): Promise<void> {
  await withPlan(page);
  // Wait for one reply more than the page had (an account may have commented before).
  const replies = page.locator('main .planner-reply');
  const before = await replies.count();
  await page.locator('main textarea').fill('no fish, and lighter dinners');
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await replies.nth(before).waitFor();
}

/**
 * Requests a gut microbiome test as the signed-in account, fills in its levels (one above its
 * range) as the admin and sets it done, through the app's own actions; gives the request's id.
 */
export async function finishedMetagenomeTest(page: Page): Promise<number> {
  const requested = await page.request.post('/request-new-test', {
    form: { type: 'metagenome', address: 'Kordon Cd. 12, Alsancak, Izmir', note: 'Mornings' },
    maxRedirects: 0,
  });
  const orderId = Number(requested.headers().location?.split('/').pop());
  const levels = {
    Phylum: [{ name: 'Firmicutes', percent: '75', min: '30', max: '70' }],
    Genus: [{ name: 'Bacteroides', percent: '20', min: '5', max: '35' }],
  };
  const changes: Record<string, string>[] = [
    { intent: 'metagenome', orderId: String(orderId), levels: JSON.stringify(levels) },
    { intent: 'status', orderId: String(orderId), status: 'done' },
  ];
  for (const form of changes) {
    const response = await page.request.post('/admin/test-requests', { form, maxRedirects: 0 });
    if (!response.ok()) throw new Error(`The admin's change answered ${response.status()}`);
  }
  return orderId;
}

/** The admin's list with a finished request on it, so its details and edit dialogs show levels. */
export async function withFinishedTest(page: Page): Promise<void> {
  await finishedMetagenomeTest(page);
  await page.reload();
  await hydrated(page);
}

/** A finished request's page, its chart drawn. */
export async function finishedTestPage(page: Page): Promise<void> {
  const orderId = await finishedMetagenomeTest(page);
  await page.goto(`/manage-tests/${orderId}`);
  await hydrated(page);
  await page.getByTestId('chart-Phylum').waitFor();
}

/** Presses Start where the browser has no camera to give, and waits for the page's explanation. */
export async function cameraRefused(page: Page): Promise<void> {
  await page.locator('main button[type="button"]').first().click();
  await page.locator('main [role="alert"]').first().waitFor();
}

/** Fills the fields of the page's main form by name and sends it (works in every language). */
export async function sendForm(page: Page, values: Record<string, string>): Promise<void> {
  const form = page.locator('main form[method="post"]').first();
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[type="submit"]').first().click();
}

const SAMPLE_MEDICINE = {
  name: 'Metformin',
  usageAmount: '1 tablet',
  usageInterval: '12',
  usageStartDate: '2026-01-01',
  usageStartTime: '08:00',
  amount: '30',
};

/** Adds an event from /manage-events/add, then opens its edit page and submits it empty. */
export async function editAnEvent(page: Page): Promise<void> {
  await sendForm(page, { title: 'Dentist', date: '2026-05-12', time: '14:30' });
  await page.waitForURL('**/home?page=1');
  await page.locator('main a[href$="/edit"]').first().click();
  await page.waitForURL('**/manage-events/*/edit');
  // The address changes before the edit page has replaced the list: wait for its form.
  await page.locator('main input[name="title"]').waitFor();
  await hydrated(page);
  await submitEmpty(page);
}

/** Adds a medicine from /manage-medicines/add, then opens its edit page and submits it empty. */
export async function editAMedicine(page: Page): Promise<void> {
  await sendForm(page, SAMPLE_MEDICINE);
  await page.waitForURL('**/manage-medicines');
  await page.locator('main a[href$="/edit"]').first().click();
  await page.waitForURL('**/manage-medicines/*/edit');
  // The address changes before the edit page has replaced the list: wait for its form.
  await page.locator('main input[name="name"]').waitFor();
  await hydrated(page);
  await submitEmpty(page);
}

/** Gives the medicines page a medicine with doses, a chart and its dialogs. */
export async function addAMedicine(page: Page): Promise<void> {
  await page.goto('/manage-medicines/add');
  await hydrated(page);
  await sendForm(page, SAMPLE_MEDICINE);
  await page.waitForURL('**/manage-medicines');
  await page.locator('[data-testid="medicine"]').first().waitFor();
  await hydrated(page);
}

/** Turns the calendar feed on (or resets it) and waits for its address. */
export async function showFeedAddress(page: Page): Promise<void> {
  await page.locator('main form button[type="submit"]').first().click();
  await page.locator('#feed-url').waitFor();
  // Its success toast is checked once it has faded in, as pressForToast does.
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
  if ((await toast.count()) > 0) await fadedIn(toast);
}

/**
 * The account's workout and meditation plans made (by opening their pages), then the page checked
 * again with its first planned item ticked where it has one: charts, history and the ticked box.
 */
export async function withTrackedPlans(page: Page): Promise<void> {
  const url = page.url();
  await answerPlanQuestions(page);
  for (const plan of ['/workout', '/meditation']) {
    await page.goto(plan);
    await page.locator('main .schedule-day').first().waitFor();
  }
  await page.goto(url);
  await hydrated(page);
  const box = page.getByTestId('tracker-item').getByRole('checkbox').first();
  if ((await box.count()) > 0 && !(await box.isChecked())) {
    // The box follows the server's answer (it goes back after a refusal), so it is clicked, not check()ed.
    await box.click();
    await page.getByTestId('history-entry').first().waitFor();
  }
}

/** The assistant's overlay open on the page, its first question asked and listening. */
export async function assistantOpen(page: Page): Promise<void> {
  await page.locator('#assistant-button').click();
  await page.locator('#assistant-question').waitFor();
}
