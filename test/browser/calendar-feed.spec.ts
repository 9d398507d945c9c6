// The profile's Calendar tab (decision 049): the secret feed links, copy, regenerate, in vi and en.
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { BASE_URL, createEmployeeViaApi, hydrated, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();

/** No serious axe violation on what is on screen (the open dialog, else the page), then its picture. */
async function checkedShot(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, name);
}
const FEED = /^http:\/\/[^/]+\/api\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

it('vi: shows the feed link, copies it, and regenerating (after a confirmation) revokes the old one', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Phạm', firstName: 'Lịch' }, 'lich-password');
  const page = await (await browser.context('vi')).newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL() });
  await signIn(page, id, 'lich-password', { to: '/profile/calendar' });
  await hydrated(page);
  await page.locator('nav a[aria-current="page"]', { hasText: 'Lịch' }).waitFor();
  const field = page.getByRole('textbox', { name: 'Lịch của tôi' });
  await page.waitForFunction(() => (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value.includes('/api/feeds/'));
  const first = await field.inputValue();
  expect(first).toMatch(FEED);
  expect(await page.getByRole('textbox', { name: 'Ngày lễ của studio' }).inputValue()).toBe(first.replace('/feeds/calendar/', '/feeds/holidays/'));
  await checkedShot(page, 'profile-calendar-vi');

  // Calendar servers fetch it with no cookie.
  const served = await fetch(first);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8');

  await page.getByRole('button', { name: 'Sao chép liên kết', exact: true }).click();
  await toasts(page, 'Đã sao chép vào bộ nhớ tạm').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByRole('button', { name: 'Tạo lại liên kết' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Tạo lại liên kết lịch' });
  await sure.waitFor();
  await checkedShot(page, 'profile-calendar-regenerate-vi');
  await sure.getByRole('button', { name: 'Tạo lại liên kết' }).click();
  await toasts(page, 'Đã tạo liên kết mới').waitFor();
  await page.waitForFunction((old) => {
    const value = (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value;
    return !!value && value !== old;
  }, first);
  const second = await field.inputValue();
  expect(second).toMatch(FEED);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);
  await screenshot(page, 'profile-calendar-regenerated-vi');

  // A reload shows the new link again (the URL is not shown only once).
  await page.reload();
  await hydrated(page);
  await page.waitForFunction((url) => (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value === url, second);
});

it('en: the tab in English, with the instructions for each calendar app', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Nguyễn', firstName: 'Calendar' }, 'cal-password');
  const page = await (await browser.context('en')).newPage();
  await signIn(page, id, 'cal-password', { to: '/profile/calendar' });
  await hydrated(page);
  await page.getByRole('heading', { name: 'How to subscribe' }).waitFor();
  await page.waitForFunction(() => (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value.includes('/api/feeds/'));
  expect(await page.getByRole('textbox', { name: 'My calendar' }).inputValue()).toMatch(FEED);
  for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) expect(await page.getByText(app, { exact: true }).isVisible()).toBe(true);
  const open = page.getByRole('link', { name: 'Open my calendar in a calendar app' });
  expect(await open.getAttribute('href')).toMatch(/^webcal:\/\//);
  await checkedShot(page, 'profile-calendar-en');
  // A phone: the fields and buttons stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await checkedShot(page, 'profile-calendar-en-phone');
});
