// Admin > config: the scoring configuration screens (spec 3 "Config screens"): the role benchmark's
// x20 paired input and its debounced save, the role score limit, number checks, quick config, missions.
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, eventually, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
jest.setTimeout(120000);

/** axe, once the toasts are gone (sonner's are not part of these screens). */
async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15000 });
  return seriousViolations(p);
}

async function open(path: string, heading: string, lang: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: `/admin/config/${path}` });
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

const grid = (p: Page) => p.locator('.task-grid .ht_master');
const cell = (p: Page, rowId: string, col: string) => grid(p).locator(`tr[data-row-id="${rowId}"] td[data-col="${col}"]`);

async function typeInto(p: Page, rowId: string, col: string, text: string) {
  await cell(p, rowId, col).dblclick();
  await p.keyboard.press('Control+A');
  await p.keyboard.type(text);
  await p.keyboard.press('Enter');
}

it('role benchmark: typing 8 shows 160 in the x20 input, saves after the debounce and stays after a reload', async () => {
  const p = await open('role/benchmark', 'Định mức theo vai trò');
  // The admin sidebar offers the screen; system roles are not rows, only active levels are columns.
  expect(await p.getByRole('navigation', { name: 'Điều hướng quản trị' }).getByRole('link', { name: 'Định mức theo vai trò' }).getAttribute('href'))
    .toBe('/admin/config/role/benchmark');
  await cell(p, 'r12', 'l33').waitFor();
  expect(await grid(p).locator('tr[data-row-id="r1"]').count()).toBe(0);
  expect(await grid(p).locator('td[data-col="l11"]').count()).toBe(0);

  const saved = p.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/config/role-benchmarks'));
  const typedAt = Date.now();
  await typeInto(p, 'r12', 'l33', '8');
  await eventually(() => cell(p, 'r12', 'l33x').innerText(), '160');
  const res = await saved;
  // Debounced: the save goes out about 500 ms after the edit, with only the edited row.
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
  expect(res.request().postDataJSON()).toEqual({ benchmarks: [{ role: 12, roleLevel: 33, benchmark: 8 }] });
  await toasts(p, 'Đã lưu cấu hình').waitFor();

  // Typing in the x20 input divides back.
  await typeInto(p, 'r13', 'l32x', '100');
  await eventually(() => cell(p, 'r13', 'l32').innerText(), '5');
  await eventually(async () => JSON.stringify((await apiAsAdmin('GET', '/api/config/role-benchmarks')).body.benchmarks
    // The other levels hold the start's default 0 ("not set", docs/scoring.md Defaults).
    .filter((r: { role: number; benchmark: number }) => (r.role === 12 || r.role === 13) && r.benchmark !== 0)), JSON.stringify([
    { role: 12, roleLevel: 33, benchmark: 8 }, { role: 13, roleLevel: 32, benchmark: 5 },
  ]));

  await p.reload();
  await cell(p, 'r12', 'l33').waitFor();
  expect(await cell(p, 'r12', 'l33').innerText()).toBe('8');
  expect(await cell(p, 'r12', 'l33x').innerText()).toBe('160');
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-role-benchmark-vi');
});

it('role limit: sets the score limit of a role, refuses what is not a number', async () => {
  const p = await open('role/limit', 'Role score limit', 'en');
  await cell(p, 'r13', 'v').waitFor();
  await typeInto(p, 'r13', 'v', '150');
  await toasts(p, 'Configuration saved successfully').waitFor();
  const limits = (await apiAsAdmin('GET', '/api/config/role-score-limits')).body.scoreLimits as { roleId: number; limit: number }[];
  expect(limits).toContainEqual({ roleId: 13, limit: 150 });

  const before = (await apiAsAdmin('GET', '/api/config/role-score-limits')).body;
  await typeInto(p, 'r14', 'v', 'abc');
  await toasts(p, 'Please enter a number').waitFor();
  // A sleep on purpose, past the save debounce: nothing may be saved in it.
  await p.waitForTimeout(700);
  expect((await apiAsAdmin('GET', '/api/config/role-score-limits')).body).toEqual(before);
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-role-limit-en');
});

it('performance states show percents; performance scale quick config fills every role', async () => {
  const p = await open('role/performance-states', 'Ngưỡng hiệu suất');
  await typeInto(p, 'r12', 's2', '80');
  await toasts(p, 'Đã lưu cấu hình').waitFor();
  expect(await cell(p, 'r12', 's2').innerText()).toBe('80 %');
  expect((await apiAsAdmin('GET', '/api/config/performance-states')).body.performanceStates).toContainEqual({ role: 12, type: 2, percent: 0.8 });
  await typeInto(p, 'r12', 's3', '150');
  await toasts(p, 'Phần trăm phải nằm trong khoảng 0 đến 100').waitFor();

  await p.goto(`${BASE_URL()}/admin/config/task/performance-scale`);
  await p.getByRole('heading', { name: 'Hệ số hiệu suất' }).waitFor();
  await p.getByRole('button', { name: 'Cấu hình nhanh' }).click();
  const dialog = p.getByRole('dialog', { name: 'Cấu hình nhanh' });
  await dialog.getByLabel('Hệ số cho nhân viên cấp Middle trong dự án yêu cầu cấp Senior').fill('0.8');
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-quick-config-vi');
  await dialog.getByRole('button', { name: 'Áp dụng cho mọi vai trò' }).click();
  await toasts(p, 'Cập nhật tất cả thành công').waitFor();
  const scales = (await apiAsAdmin('GET', '/api/config/performance-scales')).body.performanceScales as { role: number; roleLevelUser: number; roleLevelProject: number; scale: number }[];
  expect(scales.filter((s) => s.roleLevelUser === 33 && s.roleLevelProject === 34 && s.scale === 0.8)).toHaveLength(51);
  // The grid shows it (CEO, the first role, Middle employee in a Senior project).
  await eventually(() => cell(p, 'r2u33', 'p34').innerText(), '0.8');
});

it('missions: a team-performance mission for the project manager', async () => {
  const p = await open('role/mission', 'Cấu hình nhiệm vụ');
  await p.getByRole('combobox', { name: 'Vai trò' }).click();
  await chooseOption(p, p.getByRole('option', { name: 'Project Manager' }));
  await p.getByRole('button', { name: 'Thêm nhiệm vụ' }).click();
  await p.getByRole('combobox', { name: 'Loại nhiệm vụ' }).click();
  await chooseOption(p, p.getByRole('option', { name: 'Hiệu suất nhóm' }));
  await p.getByRole('group', { name: 'Các vai trò trong nhóm' }).getByLabel('Unity Dev', { exact: true }).check();
  await p.getByLabel('Hiệu suất (%)').fill('75');
  await p.getByRole('button', { name: 'Lưu' }).click();
  await toasts(p, 'Cập nhật thành công').waitFor();
  expect((await apiAsAdmin('GET', '/api/config/missions/25/3')).body).toEqual({
    missionConfig: { role: 25, missionType: 3, defaultConfig: { roles: [12], performance: 0.75 } },
  });
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-mission-vi');
});
