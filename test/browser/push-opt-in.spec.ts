// Web Push from the bell (decision 051): the PWA's manifest and service worker are served and the
// worker registers; the opt-in in the bell's panel in vi and en, with axe. Headless Chromium has no
// push service: with notifications allowed, subscribing fails, and the panel says so and stays off;
// with notifications not allowed, it says they are blocked. Neither is shown as "on".
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { BASE_URL, createEmployeeViaApi, hydrated, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();

async function openBell(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  await page.getByTestId('push-toggle').waitFor();
}

it('the manifest and /sw.js are served with their types, the worker registers at scope /, and it has no fetch handler', async () => {
  const manifest = await fetch(`${BASE_URL()}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const body = await manifest.json() as { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ name: 'Studio Portal', start_url: '/', scope: '/', display: 'standalone' });
  for (const icon of body.icons.filter((i) => i.src.endsWith('.png'))) {
    const res = await fetch(BASE_URL() + icon.src);
    expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
  }
  const sw = await fetch(`${BASE_URL()}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(sw.headers.get('cache-control')).toBe('public, max-age=0');
  const source = await sw.text();
  expect(source).toContain("addEventListener('push'");
  expect(source).toContain("addEventListener('notificationclick'");
  expect(source).not.toMatch(/addEventListener\(['"]fetch['"]/); // nothing cached, nothing intercepted

  const id = await createEmployeeViaApi({ lastName: 'Phạm', firstName: 'Đẩy', role: 12 }, 'push-password');
  const page = await (await browser.context('vi')).newPage();
  await signIn(page, id, 'push-password');
  await page.goto(`${BASE_URL()}/`);
  await hydrated(page);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const registered = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL };
  });
  expect(registered).toEqual({ scope: `${BASE_URL()}/`, script: `${BASE_URL()}/sw.js` });
});

it('vi: notifications allowed but no push service: the button asks, the subscription fails, the panel says so and stays off', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Trần', firstName: 'Thông', role: 12 }, 'push-password');
  const context = await browser.context('vi');
  await context.grantPermissions(['notifications'], { origin: BASE_URL() });
  const page = await context.newPage();
  await signIn(page, id, 'push-password');
  await page.goto(`${BASE_URL()}/`);
  await hydrated(page);
  await openBell(page, /Thông báo/);
  const panel = page.getByTestId('push-toggle');
  expect(await panel.getAttribute('data-state')).toBe('off');
  const button = panel.getByRole('button', { name: 'Bật thông báo đẩy' });
  expect(await button.getAttribute('aria-pressed')).toBe('false');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'push-opt-in-vi');

  const calls: string[] = [];
  page.on('response', (r) => { if (r.url().includes('/api/push')) calls.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`); });
  await button.click();
  const alert = panel.getByRole('alert');
  await alert.waitFor({ timeout: 20_000 });
  expect(await alert.textContent()).toBe('Trình duyệt không đăng ký được: dịch vụ đẩy của trình duyệt không phản hồi. Thông báo đẩy vẫn tắt; hãy thử lại sau hoặc dùng trình duyệt khác.');
  expect(await panel.getAttribute('data-state')).toBe('off');
  // The key was fetched; nothing was stored, as the browser holds no subscription.
  expect(calls).toEqual(['GET /api/push/public-key 200']);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription().then((s) => s === null))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'push-opt-in-failed-vi');
});

it('en: notifications not allowed: the panel says they are blocked and how to allow them', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Lê', firstName: 'Push', role: 12 }, 'push-password');
  const page = await (await browser.context('en')).newPage();
  await signIn(page, id, 'push-password');
  await page.goto(`${BASE_URL()}/`);
  await hydrated(page);
  await openBell(page, /Notifications/);
  const panel = page.getByTestId('push-toggle');
  expect(await panel.getByText('Get what needs your answer on this device, even with the portal closed.').isVisible()).toBe(true);
  await panel.getByRole('button', { name: 'Turn on push notifications' }).click();
  const alert = panel.getByRole('alert');
  await alert.waitFor({ timeout: 20_000 });
  expect(await alert.textContent()).toBe('Notifications are blocked for this site. Allow them in the browser\'s site settings, then try again.');
  expect(await panel.getAttribute('data-state')).toBe('off');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'push-opt-in-blocked-en');
});
