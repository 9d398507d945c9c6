// Config > Upload (spec 3): choose several files, remove one after a confirmation, upload, copy a
// link (toast and clipboard), remove an uploaded file after a confirmation.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { apiAsAdmin, BASE_URL, createEmployeeViaApi, screenshot, signIn, toasts, useBrowser } from './support';

const SCREEN = '/admin/config/upload';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const browser = useBrowser();
let operator: string;
let configOnly: string;

async function grant(employees: string[], permissions: string[]): Promise<void> {
  const created = await apiAsAdmin('POST', '/api/permission-groups', {
    permissionGroupName: `uploads-${Math.random().toString(36).slice(2, 8)}`,
    permissions: permissions.map((permissionId) => ({ permissionId, conditionType: 1, conditionValue: null })),
  });
  if (created.status !== 201) throw new Error(`group: ${created.status} ${JSON.stringify(created.body)}`);
  const members = await apiAsAdmin('PUT', `/api/permission-groups/${created.body.id}/employees`, { employees });
  if (members.status !== 200) throw new Error(`members: ${members.status}`);
}

beforeAll(async () => {
  operator = await createEmployeeViaApi({ lastName: 'Lý Thị', firstName: 'Vận Hành' }, 'operator-password');
  configOnly = await createEmployeeViaApi({ lastName: 'Đỗ Văn', firstName: 'Cấu Hình' }, 'config-password');
  await grant([operator, configOnly], ['Admin', 'Config']);
  await grant([operator], ['Cdn.Upload']);
  await grant([configOnly], ['Operator.Holiday.Get']);
});

async function screen(lang: 'vi' | 'en'): Promise<Page> {
  const context = await browser.context(lang);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL() });
  const page = await context.newPage();
  await signIn(page, operator, 'operator-password', { to: SCREEN });
  await page.getByRole('heading', { name: lang === 'vi' ? 'Tải tệp lên' : 'Upload files', level: 1 }).waitFor();
  return page;
}

const files = [
  { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
  { name: 'Báo cáo tháng 11.txt', mimeType: 'text/plain', buffer: Buffer.from('Doanh thu tháng 11') },
  { name: 'level-01.json', mimeType: 'application/json', buffer: Buffer.from('{"level":1}') },
  { name: 'nháp.md', mimeType: 'text/markdown', buffer: Buffer.from('# nháp') },
];

const chosen = (p: Page) => p.locator('li[data-chosen]');
const uploadedRow = (p: Page, name: string) => p.locator(`tr[data-file="${name}"]`);

it('uploads several files, copies a link, and removes files only after a confirmation', async () => {
  const p = await screen('vi');
  const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
  expect(await nav.getByRole('link', { name: 'Tải lên' }).getAttribute('href')).toBe(SCREEN);
  expect(await p.getByText('Tối đa 20 tệp mỗi lần, mỗi tệp không quá 50 MB').isVisible()).toBe(true);
  expect(await p.getByRole('button', { name: 'Tải lên', exact: true }).isDisabled()).toBe(true);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'uploads-empty-vi');

  // Choose four files; remove the draft from the chosen list, after a confirmation.
  await p.locator('input[type="file"]').setInputFiles(files);
  await chosen(p).nth(3).waitFor();
  expect(await chosen(p).allInnerTexts()).toHaveLength(4);
  await p.getByRole('button', { name: 'Xóa nháp.md' }).click();
  const confirm = p.getByRole('alertdialog', { name: 'Xóa tệp' });
  await confirm.getByText('Bạn có chắc muốn xóa tệp này?').waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await confirm.getByRole('button', { name: 'Hủy' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await chosen(p).count()).toBe(4);
  await p.getByRole('button', { name: 'Xóa nháp.md' }).click();
  await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await chosen(p).count()).toBe(3);
  await screenshot(p, 'uploads-chosen-vi');

  // Upload the three: one POST, a table of name and link.
  const posted = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/files'));
  await p.getByRole('button', { name: 'Tải lên', exact: true }).click();
  expect((await posted).status()).toBe(201);
  await toasts(p, 'Đã tải lên 3 tệp').waitFor();
  await uploadedRow(p, 'level-01.json').waitFor();
  expect(await chosen(p).count()).toBe(0);
  expect(await p.getByText('3 tệp', { exact: true }).isVisible()).toBe(true);
  expect(await p.getByRole('table', { name: 'Tệp đã tải lên' }).locator('tbody tr').count()).toBe(3);
  // By CSS from here on: a modal hides the page from the accessibility tree while it closes.
  const rows = p.locator('main table tbody tr');
  const link = (await uploadedRow(p, 'logo.png').getByRole('link').innerText()).trim();
  expect(link).toMatch(new RegExp(`^${BASE_URL()}/api/files/[A-Za-z0-9_-]{22}$`));
  expect(link).not.toContain('logo');
  await screenshot(p, 'uploads-done-vi');

  // Copy the link: the toast, and the clipboard holds the link.
  await uploadedRow(p, 'logo.png').getByRole('button', { name: 'Sao chép đường dẫn của logo.png' }).click();
  await toasts(p, 'Đã sao chép đường dẫn vào bộ nhớ tạm').waitFor();
  expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The link serves the image to the signed-in user, inline, with nosniff.
  const served = await p.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, type: r.headers.get('content-type'), nosniff: r.headers.get('x-content-type-options'), disposition: r.headers.get('content-disposition') };
  }, link);
  expect(served).toEqual({ status: 200, type: 'image/png', nosniff: 'nosniff', disposition: expect.stringMatching(/^inline;/) });
  const textLink = (await uploadedRow(p, 'Báo cáo tháng 11.txt').getByRole('link').innerText()).trim();
  expect(await p.evaluate(async (url) => (await fetch(url)).headers.get('content-disposition'), textLink)).toMatch(/^attachment;/);

  // Remove an uploaded file after a confirmation: the row goes and the link answers 404.
  await uploadedRow(p, 'Báo cáo tháng 11.txt').getByRole('button', { name: 'Xóa Báo cáo tháng 11.txt' }).click();
  await confirm.getByText('Đường dẫn của tệp sẽ không còn dùng được.').waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'uploads-remove-vi');
  const deleted = p.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/files/'));
  await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
  expect((await deleted).status()).toBe(204);
  await toasts(p, 'Đã xóa tệp').waitFor();
  await uploadedRow(p, 'Báo cáo tháng 11.txt').waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(2);
  expect(await p.evaluate(async (url) => (await fetch(url)).status, textLink)).toBe(404);
  expect(await seriousViolations(p)).toEqual([]);
}, 180_000);

it('says when copying fails and when the browser cannot copy at all', async () => {
  const p = await screen('en');
  await p.locator('input[type="file"]').setInputFiles([files[2]]);
  await p.getByRole('button', { name: 'Upload', exact: true }).click();
  await toasts(p, '1 file uploaded').waitFor();
  const copy = uploadedRow(p, 'level-01.json').getByRole('button', { name: 'Copy path of level-01.json' });

  await copy.click();
  await toasts(p, 'Path copied to clipboard').waitFor();

  // The Clipboard API refuses and the copy command does nothing.
  await p.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    document.execCommand = () => false;
  });
  await copy.click();
  await toasts(p, 'Failed to copy path to clipboard').waitFor();

  // No Clipboard API at all (as on a plain-HTTP host) and no copy command.
  await p.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
  await copy.click();
  await toasts(p, 'Clipboard API not supported').waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'uploads-done-en');
});

it('shows the English screen and refuses files over 50 MB before sending', async () => {
  const p = await screen('en');
  // Playwright passes files over 50 MB by path.
  const huge = path.join(mkdtempSync(path.join(tmpdir(), 'sp-upload-')), 'huge.bin');
  writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024 + 1));
  await p.locator('input[type="file"]').setInputFiles([files[0]]);
  await p.locator('input[type="file"]').setInputFiles(huge);
  await toasts(p, 'Each file must not be larger than 50 MB').waitFor();
  expect(await chosen(p).allInnerTexts()).toEqual([expect.stringContaining('logo.png')]);
  await p.getByRole('button', { name: 'Remove logo.png' }).click();
  await p.getByRole('alertdialog', { name: 'Remove file' }).getByText('Are you sure to remove this file?').waitFor();
  await screenshot(p, 'uploads-remove-en');
  await p.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await p.getByText('No file chosen yet').waitFor();
  await screenshot(p, 'uploads-empty-en');
});

it('sends a user without the upload permission to the dashboard and hides the entry', async () => {
  const context = await browser.context('vi');
  const p = await context.newPage();
  await signIn(p, configOnly, 'config-password', { to: SCREEN });
  await p.waitForURL(/\/dashboard/);
  // On an admin screen they may open, the sidebar has no upload entry.
  await p.goto(`${BASE_URL()}/admin/operator/holiday`);
  const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
  await nav.getByRole('link', { name: 'Ngày lễ' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Tải lên' }).count()).toBe(0);
});
