// The first-run checklist on the dashboard (issue 20 scope 5, decision 033), in vi and en with axe:
// on a fresh database the admin sees what is left, follows a step's link, sees the step turn done,
// hides the card and finds it again. The shared app's database fills up with other suites' data, so
// this spec starts a second app on a database of its own (as sso.spec.ts does for its settings).
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { freePort } from '../support/oidc';
import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, hydrated, screenshot, signIn, startExtraApp, stopExtraApp, toasts, useBrowser, DATABASE_URL } from './support';

type Lang = 'vi' | 'en';

const TEXT = {
  vi: {
    title: 'Thiết lập studio', fresh: 'Đã xong 1/6 bước', after: 'Đã xong 2/6 bước', scoringLink: 'Xem giới hạn điểm',
    limitHeading: 'Giới hạn điểm theo vai trò', saved: 'Đã lưu cấu hình', hide: 'Ẩn danh sách thiết lập', reopen: 'Danh sách thiết lập',
    peopleLink: 'Thêm nhân sự', connectorDone: 'Thông tin tài khoản quảng cáo được mã hóa bằng khóa này trước khi lưu.',
  },
  en: {
    title: 'Set up your studio', fresh: '1 of 6 done', after: '2 of 6 done', scoringLink: 'Review score limits',
    limitHeading: 'Role score limit', saved: 'Configuration saved successfully', hide: 'Hide the setup checklist', reopen: 'Setup checklist',
    peopleLink: 'Add people', connectorDone: 'Ad network credentials are encrypted with this key before they are stored.',
  },
} as const;

const browser = useBrowser();
let app: ChildProcess | undefined;
let base: string;
let serverUrl: URL;
const database = `sp_setup_checklist_${process.pid}`;

async function onServer(db: string, text: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  serverUrl = new URL(DATABASE_URL());
  await onServer('postgres', `drop database if exists ${database} with (force)`);
  await onServer('postgres', `create database ${database}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  // The production build on a database of its own (migrated, with only the built-in admin).
  app = await startExtraApp(port, { DATABASE_URL: url.toString() });
}, 120_000);

afterAll(async () => {
  await stopExtraApp(app);
  if (serverUrl) await onServer('postgres', `drop database if exists ${database} with (force)`).catch(() => {});
});

/** axe once the toasts are gone (sonner's are not part of the card). */
async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15000 });
  return seriousViolations(p);
}

const card = (p: Page) => p.getByTestId('setup-checklist');
const stepRow = (p: Page, key: string) => card(p).locator(`li[data-step="${key}"]`);

describe.each<Lang>(['vi', 'en'])('the setup checklist in %s', (lang) => {
  const text = TEXT[lang];

  beforeAll(async () => {
    // Each language starts from the fresh state: nothing reviewed, nothing hidden (the other data is untouched by the flow).
    await onServer(database, `delete from setup_step_review; delete from setup_checklist_dismissal`);
  });

  it('shows what is left, turns a step done after its screen is used, hides and reopens', async () => {
    const page = await browser.page(lang);
    await signIn(page, 'admin', ADMIN_PASSWORD(), { base });
    await hydrated(page);
    await card(page).getByRole('heading', { name: text.title }).waitFor();
    // Fresh: only the connector keys (CONNECTOR_KEYS is set) are in place.
    expect(await card(page).getByTestId('setup-progress').innerText()).toBe(text.fresh);
    const progress = card(page).getByRole('progressbar');
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await progress.getAttribute('aria-valuemax')).toBe('6');
    expect(await card(page).locator('li[data-done="true"]').count()).toBe(1);
    expect(await stepRow(page, 'connector-keys').getAttribute('data-done')).toBe('true');
    await stepRow(page, 'connector-keys').getByText(text.connectorDone).waitFor();
    expect(await stepRow(page, 'people').getByRole('link', { name: text.peopleLink }).getAttribute('href')).toBe('/admin/administrative/employee');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `setup-checklist-fresh-${lang}`);

    // Follow the scoring step's link by keyboard, change a limit on that screen, come back.
    const link = stepRow(page, 'scoring').getByRole('link', { name: text.scoringLink });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/config\/role\/limit$/);
    await page.getByRole('heading', { name: text.limitHeading }).waitFor();
    const cell = page.locator('.task-grid .ht_master tr[data-row-id="r13"] td[data-col="v"]');
    await cell.dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(lang === 'vi' ? '180' : '190');
    await page.keyboard.press('Enter');
    await toasts(page, text.saved).waitFor();
    await page.goBack();
    await page.waitForURL(/\/dashboard/);
    await page.waitForFunction((after) => document.querySelector('[data-testid="setup-progress"]')?.textContent === after, text.after);
    expect(await stepRow(page, 'scoring').getAttribute('data-done')).toBe('true');
    // A done step offers neither its link nor the mark.
    expect(await stepRow(page, 'scoring').getByRole('link').count()).toBe(0);
    expect(await stepRow(page, 'scoring').getByRole('button').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `setup-checklist-step-done-${lang}`);

    // Hide: the card goes, the keyboard lands on the quick-link tile that reopens it; a reload keeps it hidden.
    await card(page).getByRole('button', { name: text.hide }).click();
    await card(page).waitFor({ state: 'detached' });
    const reopen = page.getByRole('button', { name: new RegExp(`^${text.reopen}`) });
    await page.waitForFunction((name) => document.activeElement?.textContent?.startsWith(name) === true, text.reopen);
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.reload();
    await hydrated(page);
    await reopen.waitFor();
    expect(await card(page).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `setup-checklist-hidden-${lang}`);

    // Reopen by keyboard: the card is back where it left off.
    await reopen.focus();
    await page.keyboard.press('Enter');
    await card(page).waitFor();
    expect(await card(page).getByTestId('setup-progress').innerText()).toBe(text.after);
  });
});
