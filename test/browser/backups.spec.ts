// The backups screen (issue 21 item 2, docs/decisions/037) in vi and en with axe: the admin finds it in
// the admin menu, reads the schedule, backs up now and sees the run succeed; a failed last run shows its error.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { freePort } from '../support/oidc';
import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, eventually, hydrated, screenshot, signIn, startExtraApp, stopExtraApp, toasts, useBrowser, DATABASE_URL } from './support';

type Lang = 'vi' | 'en';

const TEXT = {
  vi: {
    nav: 'Sao lưu', title: 'Sao lưu', runNow: 'Sao lưu ngay', started: 'Đã bắt đầu sao lưu', done: 'Sao lưu hoàn tất',
    daily: 'Hằng ngày lúc 02:00', succeeded: 'Thành công', failed: 'Thất bại', lastFailed: 'Lần sao lưu gần nhất đã thất bại',
    off: 'Sao lưu theo lịch đang tắt (BACKUP_CRON=off)', failedToast: 'Sao lưu thất bại', bellTitle: 'Sao lưu thất bại',
  },
  en: {
    nav: 'Backups', title: 'Backups', runNow: 'Back up now', started: 'Backup started', done: 'Backup finished',
    daily: 'Every day at 02:00', succeeded: 'Succeeded', failed: 'Failed', lastFailed: 'The last backup failed',
    off: 'Scheduled backups are off (BACKUP_CRON=off)', failedToast: 'Backup failed', bellTitle: 'Backup failed',
  },
} as const;

const browser = useBrowser();

async function onDatabase(text: string): Promise<void> {
  const client = new Client({ connectionString: DATABASE_URL() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** axe once the toasts are gone. */
async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15000 });
  return seriousViolations(p);
}

describe.each<Lang>(['vi', 'en'])('the backups screen in %s', (lang) => {
  const text = TEXT[lang];

  it('reached from the admin menu; "Back up now" runs one and the table shows it succeed', async () => {
    const page = await browser.page(lang);
    await signIn(page, 'admin', ADMIN_PASSWORD(), { to: '/admin' });
    await hydrated(page);
    await page.getByRole('link', { name: text.nav, exact: true }).first().click();
    await page.waitForURL(/\/admin\/config\/backup$/);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByText(text.daily).waitFor();
    const rowsBefore = await page.locator('tbody tr[data-status]').count();

    const button = page.getByRole('button', { name: text.runNow });
    await button.click();
    await toasts(page, text.started).waitFor();
    await toasts(page, text.done).waitFor({ timeout: 30000 });
    const newest = page.locator('tbody tr[data-status]').first();
    expect(await newest.getAttribute('data-status')).toBe('succeeded');
    expect(await newest.getByText(text.succeeded).count()).toBe(1);
    expect(await newest.locator('code').innerText()).toMatch(/^studio-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(await page.locator('tbody tr[data-status]').count()).toBe(Math.min(20, rowsBefore + 1));
    await page.getByRole('button', { name: text.runNow }).waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `backups-${lang}`);

    // A last run that failed: the screen says so with its error.
    await onDatabase(`insert into backup_run (started_at, finished_at, status, error, instance)
      values (now(), now(), 'failed', 'EACCES: permission denied, mkdir ''/mnt/backups''', 'browser#1')`);
    await page.reload();
    await hydrated(page);
    await page.getByText(text.lastFailed).waitFor();
    await page.getByRole('note').getByText("EACCES: permission denied, mkdir '/mnt/backups'").waitFor();
    expect(await page.locator('tbody tr[data-status]').first().getAttribute('data-status')).toBe('failed');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `backups-failed-${lang}`);
  });
});

describe('an instance with BACKUP_CRON=off and a folder it cannot write', () => {
  let app: ChildProcess | undefined;
  let base: string;

  beforeAll(async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'sp-browser-backups-'));
    writeFileSync(path.join(parent, 'file'), 'not a folder');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await startExtraApp(port, { BACKUP_CRON: 'off', BACKUP_DIR: path.join(parent, 'file', 'backups') });
  }, 120_000);
  afterAll(async () => { await stopExtraApp(app); });

  it.each<Lang>(['vi', 'en'])('says the schedule is off; a failed "Back up now" shows its error and reaches the bell (%s)', async (lang) => {
    const text = TEXT[lang];
    const page = await browser.page(lang);
    await signIn(page, 'admin', ADMIN_PASSWORD(), { base });
    await page.goto(`${base}/admin/config/backup`);
    await hydrated(page);
    await page.getByRole('note').filter({ hasText: text.off }).waitFor();
    await page.getByRole('button', { name: text.runNow }).click();
    // The run's own toast, and the bell's live toast of the admins' notice (the same words).
    await toasts(page, text.failedToast).first().waitFor({ timeout: 30000 });
    await page.getByRole('note').filter({ hasText: text.lastFailed }).filter({ hasText: /ENOTDIR|not a directory/i }).waitFor();
    // The bell's live toast can come before the screen's next read of the runs (it polls each second),
    // and the note may be the first language's run on this instance: the newest row turns failed soon.
    await eventually(() => page.locator('tbody tr[data-status]').first().getAttribute('data-status'), 'failed', 10_000);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, `backups-off-failed-${lang}`);

    // The admins hear of it in the bell, which leads to this screen.
    await page.goto(`${base}/dashboard`);
    await hydrated(page);
    await page.locator('button[data-unread]').click();
    const item = page.locator('li[data-type="20"]').first();
    await item.waitFor();
    expect(await item.innerText()).toContain(text.bellTitle);
    expect(await item.innerText()).toMatch(/ENOTDIR|not a directory/i);
    await screenshot(page, `backups-bell-${lang}`);
    await item.getByRole('button').first().click();
    await page.waitForURL(/\/admin\/config\/backup$/);
  });
});
