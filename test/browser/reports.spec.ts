// Project report dashboard (with View Detail and the CSV import) and cost summary (spec 1).
import { readFileSync } from 'node:fs';
import { addDays, toYmd } from '@studio/domain';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';

import { ADMIN_PASSWORD, apiAsAdmin, clickPlaced, createEmployeeViaApi, DATABASE_URL, eventuallyPasses, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();
let db: Client;
const today = toYmd(new Date());
const projects: { id: number; name: string }[] = [];
let dev: string;

/** axe-core from the project's dependencies, or from AXE_CORE_PATH (a copy outside the tree). */
function axeSource(): string {
  const file = process.env.AXE_CORE_PATH ?? require.resolve('axe-core/axe.min.js');
  return readFileSync(file, 'utf8');
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (nonces only) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const count = (l: Locator, n: number) => eventuallyPasses(async () => expect(await l.count()).toBe(n));
const contains = (l: Locator, text: string) => eventuallyPasses(async () => expect(await l.innerText()).toContain(text));

/** Day k (0 = today) of project i: deterministic figures. */
function figures(i: number, k: number) {
  const costUa = (10 + i * 5 + (k % 7)) * 1_000_000;
  return {
    revenueIap: (8 + i * 4 + (k % 5)) * 1_000_000, revenueAds: (6 + i) * 1_000_000 + k * 10_000,
    costUa, costTracking: 200_000 + i * 10_000, anr: 0.3, crashRate: 1.2,
  };
}

beforeAll(async () => {
  db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  for (const [name, platform] of [['Sky Racer', 1], ['Puzzle Town', 1], ['Puzzle Town iOS', 2], ['Studio Tools', 1]] as const) {
    const created = await apiAsAdmin('POST', '/api/projects', { projectName: name, platform });
    if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
    projects.push({ id: created.body.project.id, name });
  }
  await db.query(`update project set platform = null where id = $1`, [projects[3].id]);
  const summaries = projects.flatMap((p, i) => Array.from({ length: 30 }, (_, k) => ({ project: p.id, date: addDays(today, -k), ...figures(i, k) })));
  const written = await apiAsAdmin('POST', '/api/project-summaries', { summaries });
  if (written.status !== 200) throw new Error(`writing summaries answered ${written.status}: ${JSON.stringify(written.body)}`);

  dev = await createEmployeeViaApi({ lastName: 'Nguyễn Văn', firstName: 'An', role: 12 });
  await db.query(`update employee set salary = 31000000 where id = $1`, [dev]);
  await db.query(
    `insert into task (alt_id, project_id, task_name, role, score, final_score, status, employee, start_date, last_modified)
     values ('R-1', $1, 'Build level select', 12, 24, 24, 2, $2, now() - interval '40 days', now()),
            ('R-2', $3, 'Fix store crash', 12, 8, 8, 2, $2, now() - interval '40 days', now())`,
    [projects[0].id, dev, projects[1].id],
  );
});

jest.setTimeout(120_000);

afterAll(async () => {
  await db?.end();
});

async function open(lang: 'vi' | 'en', path: string, heading: string): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: path });
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(n);

it('admin reads the project report: chips, 7-day cards, report by date, treemap, per-project table and View Detail', async () => {
  const page = await open('vi', '/dashboard/project-report-dashboard', 'Báo cáo dự án');

  const chips = page.getByRole('list', { name: 'Tổng quan' }).getByRole('listitem');
  await count(chips, 8);
  // Android and iOS by default: today's total revenue of the three store projects, not of the tools project.
  const todayRevenue = [0, 1, 2].reduce((s, i) => s + figures(i, 0).revenueIap + figures(i, 0).revenueAds, 0);
  const byDate = page.getByRole('table', { name: 'Báo cáo theo ngày' });
  await contains(byDate.getByRole('row').nth(1), vnd(todayRevenue));
  await count(byDate.getByRole('row'), 1 + 7);

  // Hovering a chip shows the top projects of each day.
  await chips.nth(5).getByRole('button').hover();
  const tip = page.getByRole('tooltip').filter({ hasText: '5 dự án cao nhất' }).first();
  await tip.waitFor({ state: 'visible' });
  await contains(tip, 'Puzzle Town iOS');

  for (const name of ['Chi phí', 'Doanh thu', 'Lợi nhuận', 'ROAS']) {
    await count(page.getByRole('region', { name, exact: true }).locator('.recharts-line-curve'), 1);
  }
  await count(page.getByRole('list', { name: 'Dự án theo chỉ số' }).getByRole('listitem'), 3);
  const perProject = page.getByRole('table', { name: 'Báo cáo theo dự án' });
  await count(perProject.getByRole('row'), 1 + 3);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-project-report-vi');
  // The app shell scrolls inside: a second picture for the treemap and the per-project table.
  await page.getByRole('heading', { name: 'Báo cáo theo dự án' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-project-report-vi-lower');

  await perProject.getByRole('button', { name: 'Xem chi tiết: Sky Racer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chi tiết dự án' });
  await count(dialog.getByRole('table', { name: 'Số liệu theo ngày' }).getByRole('row'), 1 + 7);
  const weekRevenue = Array.from({ length: 7 }, (_, k) => figures(0, k)).reduce((s, f) => s + f.revenueIap + f.revenueAds, 0);
  await contains(dialog.getByRole('table', { name: 'Tổng cộng' }), vnd(weekRevenue));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-project-detail-vi');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Platform Other only: just the tools project.
  await page.getByRole('button', { name: /Nền tảng/ }).click();
  await clickPlaced(page.getByRole('menuitem', { name: 'Bỏ chọn' }));
  await clickPlaced(page.getByRole('menuitemcheckbox', { name: 'Khác' }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Áp dụng' }).click();
  await count(perProject.getByRole('row'), 2);
  await contains(perProject, 'Studio Tools');
});

it('admin imports project summaries from CSV: the count and the bad lines', async () => {
  const page = await open('vi', '/dashboard/project-report-dashboard', 'Báo cáo dự án');
  page.setDefaultTimeout(15_000);
  await page.getByRole('button', { name: 'Nhập CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập số liệu dự án' });
  await dialog.waitFor();
  const day = addDays(today, -40);
  await dialog.getByLabel('Nội dung CSV').fill([
    'project,date,revenueIap,revenueAds,costUa,costTracking,anr,crashRate',
    `${projects[0].id},${day},1000,2000,3000,400,0.1,0.2`,
    `${projects[0].id},${day},x,2000,3000,400,0.1,0.2`,
  ].join('\n'));
  try {
    await dialog.getByRole('button', { name: 'Nhập', exact: true }).click();
  } catch (error) {
    await screenshot(page, 'reports-import-failure');
    throw error;
  }
  await contains(dialog.getByRole('status'), 'Số dòng đã nhập: 1');
  await contains(dialog.getByRole('status'), 'Dòng 3:');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-import-vi');
  const stored = await db.query(`select revenue_iap::int as r from project_summary where project_id = $1 and date = $2`, [projects[0].id, day]);
  expect(stored.rows).toEqual([{ r: 1000 }]);
});

it('the project report in English', async () => {
  const page = await open('en', '/dashboard/project-report-dashboard', 'Project report');
  await count(page.getByRole('list', { name: 'Summary' }).getByRole('listitem'), 8);
  await page.getByRole('table', { name: 'Report by Project' }).getByRole('button', { name: 'View Detail: Puzzle Town', exact: true }).waitFor({ state: 'visible' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'reports-project-report-en');
});

it('cost summary: a range, grouped by project, role and employee, money in thousands of VND', async () => {
  for (const lang of ['vi', 'en'] as const) {
    const page = await open(lang, '/dashboard/cost-summary', lang === 'vi' ? 'Tổng hợp chi phí' : 'Cost summary');
    // A whole past month: the salary (31,000,000) split 24:8 between the two projects.
    const start = Math.floor(addDays(today, -32) / 100) * 100 + 1;
    const y = Math.floor(start / 10000), m = Math.floor(start / 100) % 100;
    const end = start + new Date(Date.UTC(y, m, 0)).getUTCDate() - 1;
    const dd = (ymd: number) => `${String(ymd % 100).padStart(2, '0')}/${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}/${Math.floor(ymd / 10000)}`;
    await page.getByLabel(lang === 'vi' ? 'Từ ngày' : 'From', { exact: true }).fill(dd(start));
    await page.getByLabel(lang === 'vi' ? 'Đến ngày' : 'To', { exact: true }).fill(dd(end));
    await page.getByRole('button', { name: lang === 'vi' ? 'Áp dụng' : 'Apply' }).click();
    const grid = page.getByRole('table', { name: lang === 'vi' ? 'Tổng hợp chi phí' : 'Cost summary' });
    const fmt = (n: number) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 0 }).format(n);
    // Grand total first: fixed 31,000 thousand, post 49,600 thousand.
    const total = grid.locator('tr[data-level="total"]');
    await contains(total, fmt(31_000));
    await contains(total, fmt(49_600));
    await count(grid.locator('tr[data-level="project"]'), 2);
    await contains(grid.locator('tr[data-level="employee"]').first(), 'Nguyễn Văn An');
    // 24/32 of 31,000,000 = 23,250,000 in Sky Racer.
    await contains(grid.locator('tr[data-level="project"]', { hasText: 'Sky Racer' }), fmt(23_250));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `reports-cost-summary-${lang}`);
  }
});
