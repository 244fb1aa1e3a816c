import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser, signInAdmin } from './support/accounts';
import { hydrated } from './support/accessibility-pages';
import { knownVariantByRsid } from '~/features/lab-tests/known-variants';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { localeText } from './support/strings';

type Language = 'en' | 'ar';

/** The page's own strings (lab-tests namespace), as the page shows them. */
function strings(language: Language) {
  return (key: string, values: Record<string, string | number> = {}): string =>
    localeText(language, `lab-tests:${key}`, values);
}

async function inLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser.close());

describe.each<Language>(['en', 'ar'])('a gut microbiome test from request to chart, in %s', (language) => {
  const t = strings(language);
  let user: { context: BrowserContext; page: Page } | undefined;
  let admin: { context: BrowserContext; page: Page } | undefined;
  let email: string;
  let orderId: number;
  const last = language === 'en' ? 'Okafor' : 'Haddad';

  beforeAll(async () => {
    // The language is chosen after signing in, as a user does.
    user = await newPage(browser);
    email = (await signInNewUser(user.page, { names: { first: 'Nadia', last } })).email;
    await inLanguage(user.context, language);

    admin = await newPage(browser);
    const { page } = admin;
    await signInAdmin(page);
    await inLanguage(admin.context, language);
  }, 120_000);
  afterAll(async () => {
    await user?.context.close();
    await admin?.context.close();
  });

  it('the user requests a metagenome test from the tests hub and follows it', async () => {
    const { page } = user!;
    await page.goto('/home');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page
      .locator('aside nav')
      .getByRole('link', { name: t('nav.tests') })
      .click();
    await page.waitForURL('**/test');
    await page.getByRole('heading', { level: 1, name: t('hub.title') }).waitFor();
    await expect.poll(() => page.getByText(t('hub.none_yet')).count()).toBe(2);
    await page.getByRole('link', { name: t('hub.blood_tests') }).waitFor();
    await page.getByRole('link', { name: t('hub.posture') }).waitFor();

    await page
      .getByRole('main')
      .getByRole('link', { name: t('manage.request') })
      .click();
    await page.waitForURL('**/request-new-test');
    await hydrated(page);
    // Sent empty, the form says what is missing and nothing is requested.
    await page.getByRole('button', { name: t('request.submit') }).click();
    await page.getByText(t('errors.type_required')).waitFor();
    await page.getByText(t('errors.address_required')).waitFor();

    await page.getByLabel(t('type.metagenome')).check();
    await page.getByLabel(t('request.address')).fill('Kordon Cd. 12, Alsancak, Izmir');
    await page.getByLabel(t('request.note')).fill('Weekday mornings');
    await page.getByRole('button', { name: t('request.submit') }).click();
    await page.waitForURL(/\/manage-tests\/\d+$/);
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(t('request.sent', { id: orderId })).waitFor();
    const title = t('card.title', { type: t('type.metagenome'), id: orderId });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('test-status').textContent()).toBe(t('status.created'));
    await page.getByText(t('details.waiting.created')).waitFor();
    await page.getByText('Weekday mornings').waitFor();

    await page.goto('/manage-tests');
    const first = page.getByRole('main').getByRole('listitem').first();
    expect(await first.textContent()).toContain(title);
    expect(await first.getByTestId('test-status').textContent()).toBe(t('status.created'));
  });

  it('the admin moves it to processing, fills in the levels (refused first), and sets it done', async () => {
    const { page } = admin!;
    await page.goto('/admin/test-requests');
    await page.getByRole('heading', { level: 1, name: t('admin.title') }).waitFor();
    // Spec: the page title is the menu title and the manager panel label.
    const panel = localeText(language, 'admin:panel_label');
    expect(await page.title()).toBe(`${t('admin.title')} - ${panel}`);
    const tabs = page.getByRole('navigation', { name: t('admin.tabs') });
    expect(await tabs.getByRole('link', { name: t('admin.all') }).getAttribute('aria-current')).toBe('true');
    await tabs.getByRole('link', { name: t('status.created') }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'created');

    const title = t('card.title', { type: t('type.metagenome'), id: orderId });
    const card = page.getByRole('article', { name: title, exact: true });
    const text = await card.textContent();
    expect(text).toContain(`Nadia ${last}`);
    expect(text).toContain(email);
    await hydrated(page);

    await card.getByRole('button', { name: t('admin.change_status') }).click();
    let dialog = page.getByRole('dialog', { name: t('admin.status_title', { id: orderId }) });
    await expect.poll(() => dialog.getByRole('radio').count()).toBe(4);
    await dialog.getByRole('radio', { name: t('status.processing') }).check();
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' }).click();
    await page.getByText(t('admin.status_changed', { id: orderId, status: 'processing' })).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // On the created tab the order has left the list; it is under processing now.
    await card.waitFor({ state: 'detached' });
    await tabs.getByRole('link', { name: t('status.processing') }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'processing');
    await card.waitFor();

    await card.getByRole('button', { name: t('admin.edit_details') }).click();
    dialog = page.getByRole('dialog', { name: t('admin.edit_metagenome_title', { id: orderId }) });
    const phylum = t('rank.Phylum');
    const genus = t('rank.Genus');
    await dialog.getByRole('button', { name: t('admin.add_row', { rank: phylum }) }).click();
    const row = (rank: string, line: number, cell: 'name' | 'percent' | 'min' | 'max') =>
      dialog.getByLabel(t(`admin.row_${cell}`, { rank, line }), { exact: true });
    await row(phylum, 1, 'name').fill('Firmicutes');
    await row(phylum, 1, 'percent').fill('75');
    await row(phylum, 1, 'min').fill('70');
    await row(phylum, 1, 'max').fill('30');
    await dialog.getByRole('button', { name: t('admin.add_row', { rank: genus }) }).click();
    await row(genus, 1, 'name').fill('Bacteroides');
    await row(genus, 1, 'percent').fill('20');
    await row(genus, 1, 'min').fill('5');
    await row(genus, 1, 'max').fill('35');
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' }).click();
    // min above max is refused with its message, in the dialog, and nothing is saved.
    await dialog
      .getByRole('alert')
      .getByText(t('errors.level_range_reversed', { rank: 'Phylum', name: 'Firmicutes' }))
      .waitFor();
    await row(phylum, 1, 'min').fill('30');
    await row(phylum, 1, 'max').fill('70');
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' }).click();
    await page.getByText(t('genome_test_details_changed', { id: orderId })).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The same card, replaced in place without a reload, shows the saved levels in its details.
    await card.getByRole('button', { name: t('admin.show_details'), exact: true }).click();
    dialog = page.getByRole('dialog', { name: title });
    await dialog.getByTestId('level-row').first().waitFor();
    expect(await dialog.getByTestId('level-row').allTextContents()).toEqual([
      expect.stringContaining('Firmicutes'),
      expect.stringContaining('Bacteroides'),
    ]);
    const audit = await dialog.getByTestId('audit').textContent();
    expect(audit).toContain(
      t('admin.audit_status', { from: t('status.created'), to: t('status.processing') }),
    );
    expect(audit).toContain(t('admin.audit_details'));
    expect(audit).toContain('Phylum Firmicutes 75% (30–70)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: t('admin.change_status') }).click();
    dialog = page.getByRole('dialog', { name: t('admin.status_title', { id: orderId }) });
    await dialog.getByRole('radio', { name: t('status.done') }).check();
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : 'حفظ' }).click();
    await page.getByText(t('admin.status_changed', { id: orderId, status: 'done' })).waitFor();
  });

  it('the user sees the chart with the out-of-range level marked, and the hub says plans use it', async () => {
    const { page } = user!;
    await page.goto(`/manage-tests/${orderId}`);
    expect(await page.getByTestId('test-status').textContent()).toBe(t('status.done'));
    const chart = page.getByRole('img', { name: new RegExp(t('rank.Phylum')) });
    expect(await chart.getAttribute('aria-label')).toContain(
      `Firmicutes (▲ ${t('results.level_status.high')})`,
    );
    const high = page.getByTestId('chart-row').filter({ hasText: 'Firmicutes' });
    expect(await high.getAttribute('data-status')).toBe('high');
    expect(await high.getByTestId('chart-label').textContent()).toBe(
      `75% ▲ ${t('results.level_status.high')}`,
    );
    const normal = page.getByTestId('chart-row').filter({ hasText: 'Bacteroides' });
    expect(await normal.getByTestId('chart-label').textContent()).toBe('20%');
    const rows = await page.getByTestId('level-row').allTextContents();
    expect(rows[0]).toContain(`▲ ${t('results.level_status.high')}`);
    expect(rows[1]).toContain(t('results.level_status.normal'));

    // The bar grows from the start edge: the right in Arabic, the left in English.
    const bar = await high.locator('.relative > span').nth(1).boundingBox();
    const track = await high.locator('.relative').boundingBox();
    expect(bar && track).toBeTruthy();
    if (language === 'ar') expect(Math.round(bar!.x + bar!.width)).toBe(Math.round(track!.x + track!.width));
    else expect(Math.round(bar!.x)).toBe(Math.round(track!.x));

    await page.goto('/test');
    // The finished test now feeds the plans; the genome side still uses the user's sample.
    expect(await page.getByTestId('source-metagenome').textContent()).toContain(String(orderId));
    expect(await page.getByTestId('source-genome').textContent()).toMatch(/S[1-5]/);
  });

  it('gives another user the 404 page for this request', async () => {
    const other = await newPage(browser);
    await signInNewUser(other.page, { names: { first: 'Omar', last: 'Stranger' } });
    const response = await other.page.goto(`/manage-tests/${orderId}`);
    expect(response?.status()).toBe(404);
    await other.page.getByText('Page Not Found').waitFor();
    await other.context.close();
  });
});

describe.each<Language>(['en', 'ar'])(
  'a genome test: the admin fills in the variants, the user reads what they mean, in %s',
  (language) => {
    const t = strings(language);
    const save = language === 'en' ? 'Save' : 'حفظ';
    /** What the app says a genotype means, in the test's language (the variant table is the source). */
    const meaning = (rsid: string, index: number) => knownVariantByRsid(rsid)!.meaning[index]![language];

    it('refuses empty details, saves trimmed variants and shows each with its meaning and source', async () => {
      const user = await newPage(browser);
      await signInNewUser(user.page, { names: { first: 'Ines', last: 'Varela' } });
      await inLanguage(user.context, language);
      await user.page.goto('/request-new-test');
      await hydrated(user.page);
      await user.page.getByLabel(t('type.genome')).check();
      await user.page.getByLabel(t('request.address')).fill('Rua Augusta 10, Lisbon');
      await user.page.getByRole('button', { name: t('request.submit') }).click();
      await user.page.waitForURL(/\/manage-tests\/\d+$/);
      const orderId = Number(new URL(user.page.url()).pathname.split('/').pop());

      const admin = await newPage(browser);
      await signInAdmin(admin.page);
      await inLanguage(admin.context, language);
      await admin.page.goto('/admin/test-requests?status=created');
      await hydrated(admin.page);
      const card = admin.page.getByRole('article', {
        name: t('card.title', { type: t('type.genome'), id: orderId }),
        exact: true,
      });
      await card.getByRole('button', { name: t('admin.edit_details') }).click();
      const dialog = admin.page.getByRole('dialog', { name: t('admin.edit_genome_title', { id: orderId }) });
      await dialog.getByLabel(t('admin.description')).fill('   ');
      await dialog.getByLabel(t('admin.candidate_variants')).fill('  \n ');
      await dialog.getByRole('button', { name: save }).click();
      await dialog.getByText(t('errors.error_empty_description')).waitFor();
      await dialog.getByText(t('errors.error_empty_candidate_variation')).waitFor();

      await dialog.getByLabel(t('admin.description')).fill('  Two variants of interest.  ');
      await dialog
        .getByLabel(t('admin.candidate_variants'))
        .fill(' LCT rs4988235 C/C \n\nFTO rs9939609 A/T\n   \nXYZ1 rs123 A/G');
      await dialog.getByRole('button', { name: save }).click();
      await admin.page.getByText(t('genome_test_details_changed', { id: orderId })).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Reopened, the dialog shows what was stored: trimmed, empties dropped.
      await card.getByRole('button', { name: t('admin.edit_details') }).click();
      expect(await dialog.getByLabel(t('admin.description')).inputValue()).toBe('Two variants of interest.');
      expect(await dialog.getByLabel(t('admin.candidate_variants')).inputValue()).toBe(
        'LCT rs4988235 C/C\nFTO rs9939609 A/T\nXYZ1 rs123 A/G',
      );
      await admin.page.keyboard.press('Escape');
      await card.getByRole('button', { name: t('admin.change_status') }).click();
      const statusDialog = admin.page.getByRole('dialog', { name: t('admin.status_title', { id: orderId }) });
      await statusDialog.getByRole('radio', { name: t('status.done') }).check();
      await statusDialog.getByRole('button', { name: save }).click();
      await admin.page.getByText(t('admin.status_changed', { id: orderId, status: 'done' })).waitFor();

      await user.page.reload();
      const main = user.page.getByRole('main');
      await main.getByText('Two variants of interest.').waitFor();
      await main.getByText(meaning('rs4988235', 2)).waitFor();
      await main.getByText(/Enattah NS et al/).waitFor();
      await main.getByText(meaning('rs9939609', 1)).waitFor();
      await main.getByText(t('results.variant_unknown')).waitFor();
      await user.context.close();
      await admin.context.close();
    });
  },
);
