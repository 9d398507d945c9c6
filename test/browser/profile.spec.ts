// The profile area (spec 1 section 2 "Profile"): info, change password, API keys, Git SSH key.
import { readFileSync } from 'fs';
import type { Page } from 'playwright-core';

import { BASE_URL, createEmployeeViaApi, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();

async function signedIn(id: string, password: string): Promise<Page> {
  const context = await browser.context('vi');
  const page = await context.newPage();
  await signIn(page, id, password);
  return page;
}

it('shows the employee id and name on the info tab', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Lê Thị', firstName: 'Mai', role: 15 }, 'mai-password');
  const p = await signedIn(id, 'mai-password');
  await p.goto(`${BASE_URL()}/profile`);
  await p.waitForURL(/\/profile\/info$/);
  const card = p.locator('main');
  await card.getByRole('heading', { name: 'Lê Thị Mai' }).waitFor();
  expect(await card.getByText(id, { exact: true }).isVisible()).toBe(true);
  expect(await card.getByText('Game Design').first().isVisible()).toBe(true);
  await screenshot(p, 'profile-info');
});

it('changes the password: mismatch message, success, then sign-in with the new one', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Vũ Minh', firstName: 'Tuấn' }, 'old-password-1');
  const p = await signedIn(id, 'old-password-1');
  await p.goto(`${BASE_URL()}/profile/password`);
  await p.getByLabel('Mật khẩu hiện tại').fill('old-password-1');
  await p.getByLabel('Mật khẩu mới', { exact: true }).fill('new-password-1');
  await p.getByLabel('Xác nhận mật khẩu mới').fill('new-password-2');
  await p.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await p.locator('#confirm-error').getByText('Mật khẩu xác nhận không khớp').waitFor();
  await screenshot(p, 'profile-password-mismatch');

  await p.getByLabel('Xác nhận mật khẩu mới').fill('new-password-1');
  await p.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await toasts(p, 'Đổi mật khẩu thành công').waitFor();
  await p.waitForURL(/\/auth\/login$/);

  // The old password no longer works; the new one does.
  await p.getByLabel('Tên đăng nhập').fill(id);
  await p.getByLabel('Mật khẩu').fill('old-password-1');
  const refused = p.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await p.getByRole('button', { name: 'Đăng nhập' }).click();
  expect((await refused).status()).toBe(401);
  await p.getByLabel('Mật khẩu').fill('new-password-1');
  await p.getByRole('button', { name: 'Đăng nhập' }).click();
  await p.waitForURL(/\/dashboard$/);
});

it('creates, copies, lists, refreshes and deletes an API key', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Hoàng', firstName: 'Lan' }, 'lan-password');
  const p = await signedIn(id, 'lan-password');
  await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL() });
  await p.goto(`${BASE_URL()}/profile/api-key`);
  await p.getByText('Bạn chưa có khóa API nào').waitFor();

  await p.getByRole('button', { name: 'Tạo khóa' }).click();
  const create = p.getByRole('dialog');
  await create.getByLabel('Tên khóa').fill('Build server');
  await screenshot(p, 'profile-api-key-create');
  await create.getByRole('button', { name: 'Tạo', exact: true }).click();

  // Shown once, with a copy button.
  const secret = p.getByRole('dialog', { name: 'Khóa API của bạn' });
  await secret.waitFor();
  const key = (await secret.locator('code').innerText()).trim();
  expect(key.length).toBeGreaterThan(20);
  await screenshot(p, 'profile-api-key-secret');
  await secret.getByRole('button', { name: 'Sao chép khóa' }).click();
  await toasts(p, 'Đã sao chép vào bộ nhớ tạm').waitFor();
  expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect((await fetch(`${BASE_URL()}/api/auth/me`, { headers: { 'X-API-Key': key } })).status).toBe(200);
  await secret.getByRole('button', { name: 'Đóng' }).first().click();

  // The list shows the card, never the key.
  const card = p.getByRole('article', { name: 'Build server' });
  await card.waitFor();
  expect(await card.innerText()).not.toContain(key);
  await screenshot(p, 'profile-api-key-list');

  // Refresh asks first, then shows a new key; the old one stops working.
  await card.getByRole('button', { name: 'Làm mới' }).click();
  const sure = p.getByRole('alertdialog');
  await sure.getByText('Bạn có chắc chắn muốn làm mới khóa này?', { exact: false }).waitFor();
  await sure.getByRole('button', { name: 'Làm mới khóa' }).click();
  const refreshed = p.getByRole('dialog', { name: 'Khóa API của bạn' });
  await refreshed.waitFor();
  const newKey = (await refreshed.locator('code').innerText()).trim();
  expect(newKey).not.toBe(key);
  expect((await fetch(`${BASE_URL()}/api/auth/me`, { headers: { 'X-API-Key': key } })).status).toBe(401);
  await refreshed.getByRole('button', { name: 'Đóng' }).first().click();

  // Delete asks first, then the card is gone.
  await card.getByRole('button', { name: 'Xóa' }).click();
  await p.getByRole('alertdialog').getByRole('button', { name: 'Xóa khóa' }).click();
  await toasts(p, 'Xóa khóa API thành công').waitFor();
  await p.getByText('Bạn chưa có khóa API nào').waitFor();
  expect(await p.getByRole('article', { name: 'Build server' }).count()).toBe(0);
  expect((await fetch(`${BASE_URL()}/api/auth/me`, { headers: { 'X-API-Key': newKey } })).status).toBe(401);
});

it('resets the SSH key and downloads it as private_key', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Bùi Đức', firstName: 'Long' }, 'long-password');
  const p = await signedIn(id, 'long-password');
  await p.goto(`${BASE_URL()}/profile/git`);
  await p.getByText('Bạn chưa có khóa SSH').waitFor();
  await p.getByRole('button', { name: 'Đặt lại khóa SSH' }).click();
  await p.getByRole('alertdialog').getByRole('button', { name: 'Đặt lại khóa SSH' }).click();
  await toasts(p, 'Đặt lại khóa SSH thành công').waitFor();

  const download = p.waitForEvent('download');
  await p.getByRole('button', { name: 'Tải khóa riêng tư' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('private_key');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('-----BEGIN OPENSSH PRIVATE KEY-----')).toBe(true);
  await p.getByRole('region', { name: 'Khóa hiện tại' }).waitFor();
  await screenshot(p, 'profile-git');
});
