// The first visit follows the browser's language when it names one of ours; a signed-in user's
// choice is kept on the server and follows them to a browser that never chose (issue 13).
import type { BrowserContext, Page } from 'playwright-core';

import { BASE_URL, clickPlaced, createEmployeeViaApi, screenshot, signIn, storeLanguage, useBrowser } from './support';
import { seriousViolations } from './axe';

const browser = useBrowser();

/** A browser that has never been here: no language cookie, only its own Accept-Language. */
function freshBrowser(locale: string): Promise<BrowserContext> {
  return browser.context('vi', { width: 1280, height: 800 }, { locale });
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

const SETTINGS = { vi: 'Cài đặt', en: 'Settings' } as const;
const LANGUAGE_MENU = { vi: /Ngôn ngữ/, en: /Language/ } as const;
const LANGUAGE_NAME = { vi: 'Tiếng Việt', en: 'English' } as const;

/** Chooses `next` in the settings menu of a page shown in `current`; answers once the server kept it. */
async function chooseLanguage(page: Page, current: 'vi' | 'en', next: 'vi' | 'en'): Promise<void> {
  await page.getByRole('button', { name: SETTINGS[current] }).click();
  await clickPlaced(page.getByRole('menuitem', { name: LANGUAGE_MENU[current] }));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/language'));
  await clickPlaced(page.getByRole('menuitemradio', { name: LANGUAGE_NAME[next] }));
  expect((await saved).status()).toBe(204);
  await page.getByRole('button', { name: SETTINGS[next] }).waitFor();
}

/**
 * What this page's browser remembers: its language cookie, and the localStorage copy root.tsx keeps
 * in line with it once the page hydrated (waited for up to 5 s).
 */
async function remembered(page: Page, lang: 'vi' | 'en') {
  await page.waitForFunction((l) => window.localStorage.getItem('lng') === l, lang, { timeout: 5000 }).catch(() => undefined);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lng')?.value;
  return { cookie, storage: await page.evaluate(() => window.localStorage.getItem('lng')) };
}

describe('a signed-in user\'s choice', () => {
  it('the last choice wins in every browser: en in A, then vi in B, and A is in vi on its next visit', async () => {
    const id = await createEmployeeViaApi({ lastName: 'Hai', firstName: 'Trình' });
    const a = await (await freshBrowser('vi-VN')).newPage();
    await signIn(a, id, 'password-123');
    await chooseLanguage(a, 'vi', 'en');
    expect(await remembered(a, 'en')).toEqual({ cookie: 'en', storage: 'en' });

    // B already has a cookie of its own (vi): the stored en still wins there, and B's cookie follows.
    const bContext = await freshBrowser('vi-VN');
    await bContext.addCookies([{ name: 'lng', value: 'vi', url: BASE_URL() }]);
    const b = await bContext.newPage();
    await signIn(b, id, 'password-123');
    await b.getByRole('button', { name: SETTINGS.en }).waitFor();
    expect(await remembered(b, 'en')).toEqual({ cookie: 'en', storage: 'en' });
    await chooseLanguage(b, 'en', 'vi');

    await a.goto(`${BASE_URL()}/dashboard`);
    await a.getByRole('button', { name: SETTINGS.vi }).waitFor();
    expect(await a.locator('html').getAttribute('lang')).toBe('vi');
    expect(await remembered(a, 'vi')).toEqual({ cookie: 'vi', storage: 'vi' });
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'language-follows-user-a-vi');
  }, 120_000);

  it('a shared browser shows the next user their own stored language, not the last user\'s', async () => {
    const first = await createEmployeeViaApi({ lastName: 'Trước', firstName: 'Người' });
    const second = await createEmployeeViaApi({ lastName: 'Sau', firstName: 'Người' });
    // The second user chose Vietnamese in some other browser.
    await storeLanguage(second, 'password-123', 'vi');
    const p = await (await freshBrowser('vi-VN')).newPage();
    // The first user chooses English here, then leaves (as signing out does, the session cookie goes).
    await signIn(p, first, 'password-123');
    await chooseLanguage(p, 'vi', 'en');
    await p.context().clearCookies({ name: 'jwt' });
    await p.goto(`${BASE_URL()}/auth/login`);
    await p.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(p, second, 'password-123');
    await p.getByRole('button', { name: SETTINGS.vi }).waitFor();
    expect(await p.locator('html').getAttribute('lang')).toBe('vi');
    expect(await remembered(p, 'vi')).toEqual({ cookie: 'vi', storage: 'vi' });
  }, 120_000);

  it('a browser\'s choice made before signing in becomes the language of a user who had none', async () => {
    const id = await createEmployeeViaApi({ lastName: 'Mới', firstName: 'Người' });
    const p = await (await freshBrowser('vi-VN')).newPage();
    await p.goto(`${BASE_URL()}/auth/login`);
    await p.getByRole('button', { name: 'English' }).click();
    await p.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(p, id, 'password-123');
    await p.getByRole('button', { name: SETTINGS.en }).waitFor();
    // Another browser that never chose follows the user.
    const other = await (await freshBrowser('vi-VN')).newPage();
    await signIn(other, id, 'password-123');
    await other.getByRole('button', { name: SETTINGS.en }).waitFor();
  });

  it('follows them to another browser', async () => {
    const id = await createEmployeeViaApi({ lastName: 'Ngôn', firstName: 'Ngữ' });
    const first = await (await freshBrowser('vi-VN')).newPage();
    await signIn(first, id, 'password-123');
    await chooseLanguage(first, 'vi', 'en');

    // Another browser, asking for Vietnamese, that has never chosen: English after sign-in.
    const second = await (await freshBrowser('vi-VN')).newPage();
    await second.goto(`${BASE_URL()}/auth/login`);
    await second.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
    await signIn(second, id, 'password-123');
    await second.getByRole('button', { name: 'Settings' }).waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('en');
  });
});
