import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLlm } from '../support/fake-llm';
import { fixtureMeals, fixtureThreats } from '../support/plan-fixtures';
import { hydrated } from './support/accessibility-pages';
import { launchBrowser, signInWith } from './support/browser';
import { answerPlanQuestions } from './support/plans';
import {
  freePort,
  startServer,
  stopServer,
  tempDataDir,
  waitHealthy,
  type ServerProcess,
} from './support/process';
import { localeText } from './support/strings';

// Issue 8, bad input, in the browser: with a remote model configured (a fake OpenAI-compatible
// endpoint on 127.0.0.1), the plan is made as a background job the page follows, and a model that
// fails leaves the plan and the comments as they were, with the page saying why, in English and Arabic.
// A server of its own: the shared e2e server runs the embedded planner.

const llm = new FakeLlm();
const dataDir = tempDataDir();
let server: ServerProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const baseURL = await llm.start();
  server = startServer({
    port: await freePort(),
    dataDir,
    env: { SEED_DEMO: 'auto', LLM_API_KEY: 'test-key', LLM_BASE_URL: baseURL, LLM_TIMEOUT_MS: '1500' },
  });
  await waitHealthy(server);
  const [, email, password] = /user\s+(\S+@\S+)\s+(\S+)/.exec(server.output()) ?? [];
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: server.base, locale: 'en-US' });
  page = await context.newPage();
  await page.goto('/auth/login');
  await signInWith(page, email!, password!);
  await page.waitForURL('**/home');
  await answerPlanQuestions(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
  await llm.stop();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

async function comment(text: string) {
  await page.locator('main textarea').fill(text);
  await page.locator('main form[method="post"] button[type="submit"]').click();
}

describe('plans made by a remote model', () => {
  it('follows the job to the plan, then keeps it when the model answers 500 (English)', async () => {
    llm.answerTasks({
      'generate-diet': { content: `Here you are:\n${JSON.stringify(fixtureMeals(true))}` },
      'generate-threats': { content: JSON.stringify(fixtureThreats) },
    });
    await page.goto('/diet');
    await page.locator('main li.food h3', { hasText: 'Grilled salmon' }).waitFor({ timeout: 30_000 });
    expect(llm.requests.some((request) => request.model === 'gpt-4')).toBe(true);
    // The diet shows before its threats step ends; a comment before the job ends is refused as busy.
    await expect.poll(() => page.locator('#job-progress').count(), { timeout: 30_000 }).toBe(0);

    llm.answerTasks({ 'generate-diet': { status: 500 }, 'generate-threats': { status: 500 } });
    await hydrated(page);
    await comment('no fish');
    await page.getByText(localeText('en', 'plans:errors.unavailable')).waitFor({ timeout: 30_000 });
    await page.locator('main li.food h3', { hasText: 'Grilled salmon' }).waitFor();
    await expect.poll(() => page.locator('main .planner-reply').count()).toBe(0);
    await expect.poll(() => page.getByText('no fish', { exact: true }).count()).toBe(0);
  });

  it('says the planner took too long when it never answers, in Arabic, and keeps the plan', async () => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.base }]);
    llm.answerTasks({ 'generate-diet': { hang: true }, 'generate-threats': { hang: true } });
    await page.goto('/diet');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await comment('بدون سمك');
    await page.getByText(localeText('ar', 'plans:errors.timeout')).waitFor({ timeout: 30_000 });
    await page.locator('main li.food h3', { hasText: 'Grilled salmon' }).waitFor();
    await expect.poll(() => page.getByText('بدون سمك', { exact: true }).count()).toBe(0);
  });
});
