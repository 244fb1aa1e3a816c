import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import posePackage from '@mediapipe/pose/package.json';
import { hydrated } from './support/accessibility-pages';
import { baseUrl, launchBrowser, newPage } from './support/browser';

const MODEL_PATH = `/models/pose/${posePackage.version}/`;

/**
 * Chromium's built-in fake camera (a moving test pattern, no person in it). The fake UI flag
 * answers the permission prompt with "allow"; without it, headless Chromium refuses the camera.
 * The page's WebGL runs on Chromium's software renderer, with the suite's usual --disable-gpu.
 */
function launch(allowCamera: boolean): Promise<Browser> {
  return launchBrowser([
    '--use-fake-device-for-media-stream',
    ...(allowCamera ? ['--use-fake-ui-for-media-stream'] : []),
  ]);
}

/** The chunk that loads the model: the page imports it only when the user starts. */
const isRuntimeChunk = (request: Request) => /\/assets\/pose-runtime\.client-/.test(request.url());
const isModelRequest = (request: Request) => request.url().includes(MODEL_PATH) || isRuntimeChunk(request);

/** On a loaded two-core machine the software-rendered model takes seconds a frame: the waits are long. */
const MODEL_WAIT_MS = 150_000;
const CAMERA_TEST_MS = 240_000;

async function waitForFrames(page: Page, count: number) {
  await page.waitForFunction(
    (n) =>
      Number(document.querySelector<HTMLElement>('[data-testid="pose-view"]')?.dataset.processedFrames) >= n,
    count,
    { timeout: MODEL_WAIT_MS },
  );
}

async function signedIn(browser: Browser, language: 'en' | 'ar') {
  const { context, page } = await newPage(browser);
  await signInNewUser(page);
  if (language === 'ar') {
    await page.getByLabel('Language').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  return { context, page, requests };
}

const texts = {
  en: { squat: 'Squat', start: 'Start', stop: 'Stop and release the camera', noPerson: 'No person in view.' },
  ar: { squat: 'القرفصاء', start: 'ابدأ', stop: 'أوقف وحرّر الكاميرا', noPerson: 'لا يوجد شخص في الصورة.' },
};

describe('posture check with a camera', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(true);
  });
  afterAll(() => browser.close());

  it(
    'in en: runs the model from our own origin on the camera frames and says no one is in view',
    async () => {
      const text = texts.en;
      const { context, page, requests } = await signedIn(browser, 'en');
      const response = await page.goto('/pose-test');
      expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
      await hydrated(page);
      // Nothing of the model, nor the code that loads it, is fetched before the user starts.
      expect(requests.filter(isModelRequest)).toEqual([]);
      await page.getByRole('radio', { name: text.squat }).check();
      await page.getByRole('button', { name: text.start, exact: true }).click();

      await waitForFrames(page, 3);
      await page.getByTestId('pose-status').getByText(text.noPerson).waitFor();
      expect(await page.getByTestId('rep-count').textContent()).toBe('0');

      const origins = new Set(requests.map((request) => new URL(request.url()).origin));
      expect([...origins]).toEqual([baseUrl()]);
      const modelFiles = requests
        .map((request) => new URL(request.url()).pathname)
        .filter((path) => path.startsWith(MODEL_PATH))
        .map((path) => path.slice(MODEL_PATH.length));
      expect(modelFiles).toEqual(
        expect.arrayContaining(['pose.js', 'pose_landmark_lite.tflite', 'pose_web.binarypb']),
      );
      expect(modelFiles.some((file) => file.endsWith('.wasm'))).toBe(true);
      expect(requests.some(isRuntimeChunk)).toBe(true);
      for (const request of requests.filter((r) => r.url().includes(MODEL_PATH))) {
        const answer = await request.response();
        expect(answer?.status(), request.url()).toBe(200);
        expect(answer?.headers()['cache-control']).toContain('immutable');
      }

      await stopReleasesTheCamera(page, text);

      // A second set reuses the loaded model and counts frames from zero again.
      await page.getByRole('button', { name: text.start, exact: true }).click();
      await waitForFrames(page, 2);
      await page.getByTestId('pose-status').getByText(text.noPerson).waitFor();
      await page.getByRole('button', { name: text.stop }).click();
      await context.close();
    },
    CAMERA_TEST_MS,
  );

  // One run of the model in Arabic, reached by a client-side navigation from a page whose policy
  // forbids WebAssembly: each model run costs a slow machine most of a minute.
  it(
    'in ar: runs after a client-side navigation from a page whose policy forbids WebAssembly, the picture not mirrored',
    async () => {
      const text = texts.ar;
      const { context, page, requests } = await signedIn(browser, 'ar');
      const home = await page.goto('/home');
      expect(home?.headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');
      await hydrated(page);
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate('/pose-test'),
      );
      await page.getByRole('radio', { name: text.squat }).waitFor();
      await hydrated(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(requests.filter(isModelRequest)).toEqual([]);
      await page.getByRole('radio', { name: text.squat }).check();
      await page.getByRole('button', { name: text.start, exact: true }).click();
      await waitForFrames(page, 2);
      await page.getByTestId('pose-status').getByText(text.noPerson).waitFor();
      expect(await page.getByTestId('rep-count').textContent()).toBe('0');
      // The picture is never mirrored by the page's direction.
      expect(await page.getByTestId('pose-view').getAttribute('dir')).toBe('ltr');
      const origins = new Set(requests.map((request) => new URL(request.url()).origin));
      expect([...origins]).toEqual([baseUrl()]);
      await stopReleasesTheCamera(page, text);
      await context.close();
    },
    CAMERA_TEST_MS,
  );
});

/** Stop releases the camera: the picture is gone and every track of the stream has ended. */
async function stopReleasesTheCamera(page: Page, text: (typeof texts)['en']): Promise<void> {
  const stream = await page.locator('video').evaluateHandle((video) => (video as HTMLVideoElement).srcObject);
  await page.getByRole('button', { name: text.stop }).click();
  await page.getByRole('button', { name: text.start, exact: true }).waitFor();
  expect(await page.locator('video').evaluate((video) => (video as HTMLVideoElement).srcObject)).toBeNull();
  expect(
    await stream.evaluate((media) => (media as MediaStream).getTracks().map((track) => track.readyState)),
  ).toEqual(['ended']);
}

describe('posture check with the camera refused', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(false);
  });
  afterAll(() => browser.close());

  it.each([
    ['en', 'Camera access was refused.'],
    ['ar', 'رُفض الوصول إلى الكاميرا.'],
  ] as const)('in %s: says so clearly and loads no model', async (language, message) => {
    const text = texts[language];
    const { context, page, requests } = await signedIn(browser, language);
    await page.goto('/pose-test');
    await hydrated(page);
    await page.getByRole('button', { name: text.start, exact: true }).click();
    await page.getByRole('alert').getByText(message).waitFor();
    expect(requests.filter((request) => request.url().includes(MODEL_PATH))).toEqual([]);
    await page.getByRole('button', { name: text.start, exact: true }).waitFor();
    await context.close();
  });
});
