// The first visit follows the browser's language when it names one of ours; a signed-in user's
// choice is kept on the server and follows them to a browser that never chose (issue 13).
import type { Browser, BrowserContext } from 'playwright-core';

import { BASE_URL, createEmployeeViaApi, launch, newContext, screenshot, signIn } from './support';
import { seriousViolations } from './axe';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  for (const context of browser.contexts()) await context.close();
});

/** A browser that has never been here: no language cookie, only its own Accept-Language. */
function freshBrowser(locale: string): Promise<BrowserContext> {
  return newContext(browser, 'vi', { width: 1280, height: 800 }, { locale });
}

describe('language of the first visit', () => {
  it('an en-US browser lands in English', async () => {
    const p = await (await freshBrowser('en-US')).newPage();
    await p.goto(`${BASE_URL()}/auth/login`);
    await p.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await p.locator('html').getAttribute('lang')).toBe('en');
    expect(await seriousViolations(p)).toEqual([]);
    await screenshot(p, 'language-first-visit-en');
  });

  it('a vi-VN browser lands in Vietnamese, and a language we do not have falls back to it', async () => {
    for (const locale of ['vi-VN', 'fr-FR']) {
      const p = await (await freshBrowser(locale)).newPage();
      await p.goto(`${BASE_URL()}/auth/login`);
      await p.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
      expect(await p.locator('html').getAttribute('lang')).toBe('vi');
    }
  });

  it('a choice on the page sticks over the browser\'s language', async () => {
    const p = await (await freshBrowser('en-US')).newPage();
    await p.goto(`${BASE_URL()}/auth/login`);
    await p.getByRole('button', { name: 'Tiếng Việt' }).click();
    await p.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
    await p.reload();
    await p.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
  });
});

describe('a signed-in user\'s choice', () => {
  it('follows them to another browser', async () => {
    const id = await createEmployeeViaApi({ lastName: 'Ngôn', firstName: 'Ngữ' });
    const first = await (await freshBrowser('vi-VN')).newPage();
    await signIn(first, id, 'password-123');
    await first.getByRole('button', { name: 'Cài đặt' }).click();
    await first.getByRole('menuitem', { name: /Ngôn ngữ/ }).click();
    const saved = first.waitForResponse((r) => r.url().endsWith('/api/auth/language'));
    await first.getByRole('menuitemradio', { name: 'English' }).click();
    expect((await saved).status()).toBe(204);

    // Another browser, asking for Vietnamese, that has never chosen: English after sign-in.
    const second = await (await freshBrowser('vi-VN')).newPage();
    await second.goto(`${BASE_URL()}/auth/login`);
    await second.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
    await signIn(second, id, 'password-123');
    await second.getByRole('button', { name: 'Settings' }).waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('en');
  });
});
