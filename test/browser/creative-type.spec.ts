// The creative type of a task (decision 057, docs/scoring.md "Creative work"), in vi and en with axe: the
// create popup offers it for a UA task only, a task created with a type takes its type's score, and the
// task grid shows the type in its own column.
import { addDays, formatYmd, toYmd } from '@studio/domain';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { apiAsAdmin, chooseOption, createEmployeeViaApi, DATABASE_URL, hydrated, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();
jest.setTimeout(180000);
let db: Client;
let pm: string;
let ua: string;
let project: number;

beforeAll(async () => {
  db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  pm = await createEmployeeViaApi({ lastName: 'Vũ Hoàng', firstName: 'Nam', role: 25 });
  ua = await createEmployeeViaApi({ lastName: 'Đặng Thu', firstName: 'Trang', role: 5 });
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Candy Creatives', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}`);
  project = created.body.project.id;
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [5, 12].map((roleId) => ({ roleId, limit: 200 })) });
  // The UA's playable ad scores 6 (admin > config > creative scores).
  const scores = await apiAsAdmin('PUT', '/api/config/creative-scores', { creativeScores: [{ role: 5, type: 2, score: 6 }] });
  if (scores.status !== 200) throw new Error(`saving creative scores answered ${scores.status}`);
  const members = await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: pm, role: 25 }, { employee: ua, role: 5 }] });
  if (members.status !== 200) throw new Error(`adding members answered ${members.status}`);
});

let insertedMission = false;

afterAll(async () => {
  // The shared database goes back as it was for the specs after this one: the row "not set" (0), no mission added.
  await apiAsAdmin('PUT', '/api/config/creative-scores', { creativeScores: [{ role: 5, type: 2, score: 0 }] });
  if (insertedMission) await db.query(`delete from mission_config where role = 5 and mission_type = 1`);
  await db?.end();
});

async function signedIn(lang: 'vi' | 'en'): Promise<Page> {
  const page = await (await browser.context(lang)).newPage();
  await signIn(page, pm, 'password-123', { to: `/project/${project}/task-view` });
  await hydrated(page);
  return page;
}

async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 20000 });
  const found = await seriousViolations(p);
  for (const v of found) console.log(v.id, v.targets.join(' '), v.help);
  return found;
}

const text = {
  vi: {
    create: 'Tạo công việc', role: 'Vai trò', type: 'Loại creative', playable: 'Quảng cáo playable', none: 'Không phải sản phẩm creative',
    name: 'Tên công việc', output: 'Kết quả', employee: 'Nhân viên', score: 'Điểm', deadline: 'Hạn chót', ua: 'Đặng Thu Trang',
  },
  en: {
    create: 'Create task', role: 'Role', type: 'Creative type', playable: 'Playable ad', none: 'Not creative work',
    name: 'Task name', output: 'Output', employee: 'Employee', score: 'Score', deadline: 'Deadline', ua: 'Đặng Thu Trang',
  },
};

describe('the creative type in the create popup (decision 057)', () => {
  it.each<'vi' | 'en'>(['vi', 'en'])('offered for a UA task, not for a Unity Dev one; the created task takes its type\'s score (%s)', async (lang) => {
    const t = text[lang];
    const p = await signedIn(lang);
    await p.getByRole('button', { name: t.create, exact: true }).first().click();
    const dialog = p.getByRole('dialog', { name: t.create });
    await dialog.getByRole('combobox', { name: t.role }).click();
    await chooseOption(p, 'Unity Dev');
    await dialog.getByLabel(t.name, { exact: true }).waitFor();
    expect(await dialog.getByRole('combobox', { name: t.type }).count()).toBe(0);

    await dialog.getByRole('combobox', { name: t.role }).click();
    await chooseOption(p, 'UA');
    const type = dialog.getByRole('combobox', { name: t.type });
    await type.waitFor();
    expect((await type.innerText()).trim()).toBe(t.none);
    await type.click();
    await chooseOption(p, t.playable);
    const name = `Playable: match-3 hook ${lang}`;
    await dialog.getByLabel(t.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.output, { exact: true }).fill('https://cdn.example.com/playable.html');
    await dialog.getByRole('combobox', { name: t.employee }).click();
    await chooseOption(p, p.getByRole('option', { name: t.ua }));
    await dialog.getByLabel(t.score, { exact: true }).fill('10');
    await dialog.getByLabel(t.deadline).fill(formatYmd(addDays(toYmd(new Date()), 10)));
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `creative-type-create-${lang}`);
    const created = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/projects/${project}/tasks`));
    await dialog.getByRole('button', { name: t.create, exact: true }).click();
    expect((await created).status()).toBe(201);
    const rows = (await db.query(`select score, creative_type, status from task where project_id = $1 and task_name = $2`, [project, name])).rows;
    expect(rows).toEqual([{ score: 6, creative_type: 2, status: 4 }]);
    // The grid gains the type's column once a task has a type, and shows the type by name.
    const cellOfType = p.locator('.task-grid .ht_master tr').filter({ hasText: name }).locator('td[data-col="creativeType"]');
    await cellOfType.scrollIntoViewIfNeeded();
    expect((await cellOfType.innerText()).trim()).toBe(t.playable);
    await screenshot(p, `creative-type-grid-${lang}`);
  });

  it("'Why this score?' shows the type's score once the table changes (en)", async () => {
    // The UA's work score needs a mission of the role (the suite says what it relies on).
    insertedMission = ((await db.query(`insert into mission_config (role, mission_type, default_config) values (5, 1, '{}') on conflict do nothing`)).rowCount ?? 0) > 0;
    const saved = await apiAsAdmin('PUT', '/api/config/creative-scores', { creativeScores: [{ role: 5, type: 2, score: 9 }] });
    expect(saved.status).toBe(200);
    const context = await browser.context('en');
    const page = await context.newPage();
    await signIn(page, ua, 'password-123');
    await page.getByRole('button', { name: 'Why this score?' }).click();
    const month = page.getByRole('dialog');
    const task = month.locator('summary').filter({ hasText: 'Playable: match-3 hook en' });
    // Final score 6 x 1.5 = 9 in the month.
    await task.filter({ hasText: '6 × 1.5' }).waitFor({ timeout: 60_000 });
    await task.click();
    await month.getByText("Creative work, Playable ad: scored 9 for the task's 6").waitFor();
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'creative-type-ledger-en');
  });
});
