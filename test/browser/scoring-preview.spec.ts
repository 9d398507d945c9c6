// Admin > config: "Review before saving", then Preview: the employees whose month would change, before ->
// after, largest change first, then Save or Cancel (API.md preview; docs/scoring.md "Preview"; decision 056).
// Role penalty in Vietnamese, efficiency scale in English; axe on each dialog.
import { addDays, toYmd } from '@studio/domain';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, createEmployeeViaApi, DATABASE_URL, eventually, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
jest.setTimeout(120000);

let db: Client;
let project: number;
const today = toYmd(new Date());
/** Two days ago, company time: the testers' tasks are two days late. */
const due = addDays(today, -2);
const yyyymm = (ymd: number) => `${Math.floor(ymd / 10000)}-${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}`;

async function sql(text: string, params: unknown[] = []) {
  return (await db.query(text, params)).rows;
}

async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15000 });
  return seriousViolations(p);
}

async function open(path: string, heading: string, lang: 'vi' | 'en'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: `/admin/config/${path}` });
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

const cell = (p: Page, rowId: string, col: string) => p.locator('.task-grid .ht_master').locator(`tr[data-row-id="${rowId}"] td[data-col="${col}"]`);

async function typeInto(p: Page, rowId: string, col: string, text: string) {
  // Scrolled first and left to settle: when the dblclick itself scrolls, the grid re-renders its rows
  // (it reuses their cells) after Playwright chose where to click, and the edit can land on another row.
  await cell(p, rowId, col).scrollIntoViewIfNeeded();
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await cell(p, rowId, col).dblclick();
  await p.keyboard.press('Control+A');
  await p.keyboard.type(text);
  await p.keyboard.press('Enter');
  await eventually(() => cell(p, rowId, col).innerText().then((v) => v.trim()), text);
}

/**
 * Sets a month input as a person picking a month does. Playwright's fill() assigns the element's value,
 * which React's value tracker takes for its own, so onChange never fires: the native setter and an input
 * event do what a picker does.
 */
async function pickMonth(input: Locator, value: string) {
  await input.evaluate((el, v) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** The preview table's rows as text: name, then each figure's cell. */
async function previewRows(p: Page): Promise<string[][]> {
  const rows = p.getByRole('dialog').getByRole('table').locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

beforeAll(async () => {
  db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  const a = await createEmployeeViaApi({ lastName: 'Trần Thu', firstName: 'An', role: 16 });
  const b = await createEmployeeViaApi({ lastName: 'Lê Văn', firstName: 'Bình', role: 16 });
  const c = await createEmployeeViaApi({ lastName: 'Phạm Quốc', firstName: 'Cường', role: 12 });
  [{ id: project }] = await sql(`insert into project (name, platform) values ('Preview Quest', 1) returning id`);
  // Unity testers' open tasks two days late, decayed at today's 10 %: 40 -> 32, 20 -> 16.
  const late = (employee: string, score: number) => sql(
    `insert into task (alt_id, project_id, task_name, role, score, final_score, status, employee, deadline, start_date)
     values ('pv-' || gen_random_uuid(), $1, 'Regression pass', 16, $2, $3, 2, $4, $5, now() - interval '5 days')`,
    [project, score, score * 0.8, employee, due],
  );
  await late(a, 40);
  await late(b, 20);
  // A very hard task handed in today: 10.
  await sql(
    `insert into task (alt_id, project_id, task_name, role, score, final_score, status, employee, end_date, deadline, efficiency)
     values ('pv-' || gen_random_uuid(), $1, 'Shader rewrite', 12, 10, 10, 3, $2, now(), $3, 3)`,
    [project, c, addDays(today, 5)],
  );
});
afterAll(async () => {
  // The shared database goes back to the defaults for the specs after this one.
  await apiAsAdmin('PUT', '/api/config/role-penalties', { rolePenalties: [{ role: 16, penaltyPercentage: 10 }] });
  await apiAsAdmin('PUT', '/api/config/efficiency-scales', { scales: [{ type: 3, scale: 1 }] });
  await db?.end();
});

it('role penalty (vi): review, preview the testers\' month largest change first, then save', async () => {
  const p = await open('role/penalty', 'Mức phạt theo vai trò', 'vi');
  await cell(p, 'r16', 'v').waitFor();
  await p.getByRole('switch', { name: 'Xem trước khi lưu' }).click();
  await typeInto(p, 'r16', 'v', '15');
  await p.getByText('1 thay đổi đang chờ xem: bấm Xem trước.').waitFor();
  // A sleep on purpose, past the save debounce: a reviewed edit is not saved by itself.
  await p.waitForTimeout(700);
  expect((await apiAsAdmin('GET', '/api/config/role-penalties')).body.rolePenalties).toContainEqual({ role: 16, penaltyPercentage: 10 });

  await p.getByRole('button', { name: 'Xem trước', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Thay đổi này ảnh hưởng đến tháng của mọi người thế nào' });
  const monthInput = dialog.getByLabel('Tháng', { exact: true });
  // This month's preview first, then the month of the testers' deadline.
  await dialog.getByText('Đang tính…').waitFor({ state: 'hidden' });
  // A month picked while the first answer is drawn can be missed: picked again until it shows (3 tries).
  for (let attempt = 1; ; attempt++) {
    await pickMonth(monthInput, yyyymm(addDays(due, -40)));
    await pickMonth(monthInput, yyyymm(due));
    const shown = await dialog.getByText('Trần Thu An').waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (shown) break;
    if (attempt === 3) throw new Error(`month ${await monthInput.inputValue()}, due ${due}:\n${await dialog.innerText()}`);
  }
  // Ours, larger change first (other specs' testers may be listed too).
  const ours = ['Trần Thu An', 'Lê Văn Bình'];
  await eventually(async () => JSON.stringify((await previewRows(p)).filter((r) => ours.includes(r[0])).map((r) => [r[0], r[3]])), JSON.stringify([
    ['Trần Thu An', '32 → 28'], ['Lê Văn Bình', '16 → 14'],
  ]));
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-preview-role-penalty-vi');

  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await toasts(p, 'Đã lưu cấu hình').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  expect((await apiAsAdmin('GET', '/api/config/role-penalties')).body.rolePenalties).toContainEqual({ role: 16, penaltyPercentage: 15 });
  // Saved: the testers' tasks decay at 15 % at once.
  expect((await sql(`select final_score::float8 as f from task where project_id = $1 and role = 16 order by score desc`, [project])).map((r) => r.f))
    .toEqual([28, 14]);
});

it('efficiency scale (en): Cancel keeps the table as it was, Save applies it', async () => {
  const p = await open('task/efficiency-scale', 'Efficiency scale', 'en');
  await cell(p, 't3', 'v').waitFor();
  await p.getByRole('switch', { name: 'Review before saving' }).click();
  await typeInto(p, 't3', 'v', '2');
  await p.getByText('1 change waits for review: press Preview.').waitFor();

  await p.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: "What this change does to people's month" });
  await dialog.getByText('Computing…').waitFor({ state: 'hidden' });
  await pickMonth(dialog.getByLabel('Month', { exact: true }), yyyymm(today));
  await eventually(async () => JSON.stringify((await previewRows(p)).filter((r) => r[0] === 'Phạm Quốc Cường').map((r) => [r[0], r[2]])),
    JSON.stringify([['Phạm Quốc Cường', '10 → 20']]));
  expect(await violations(p)).toEqual([]);
  await screenshot(p, 'scoring-preview-efficiency-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await apiAsAdmin('GET', '/api/config/efficiency-scales')).body.scales).toContainEqual({ type: 3, scale: 1 });

  await p.getByRole('button', { name: 'Preview', exact: true }).click();
  await dialog.getByRole('table').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toasts(p, 'Configuration saved successfully').waitFor();
  expect((await apiAsAdmin('GET', '/api/config/efficiency-scales')).body.scales).toContainEqual({ type: 3, scale: 2 });
  await p.getByText('0 changes wait for review: press Preview.').waitFor();
});
