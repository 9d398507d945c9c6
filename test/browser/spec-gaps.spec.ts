// The spec's remaining gaps (issue 23 item 3), each in vi and en with axe: the Over-deadline task
// dialog from the late-task notification, the active-task score options, the score input's clamp,
// the revenue bonus screen's per-project and per-node gates, the task messages, the yearly report's
// year warning, the project dashboard placeholder and the admin route gates.
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { cell, grid, rowScrolledTo } from './task-grid';
import { apiAsAdmin, BASE_URL, chooseOption, createEmployeeViaApi, DATABASE_URL, grantViaGroup, hydrated, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();
jest.setTimeout(180000);
let db: Client;
let pm: string;
let worker: string;
let project: number;
const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 20000 });
  const found = await seriousViolations(p);
  for (const v of found) console.log(v.id, v.targets.join(' '), v.help);
  return found;
}

/** A task written in SQL; answers its id. */
async function insertTask(f: { name: string; role?: number; status?: number; score?: number; deadline?: number | null; employee?: string | null }): Promise<number> {
  const [row] = await sql<{ task_id: number }>(
    `insert into task (alt_id, project_id, task_name, role, input, output, score, alt_score, final_score, status, is_sudden,
                       is_archived, is_system, employee, created_at, deadline, last_modified, efficiency)
     values ('g-' || gen_random_uuid(), $1, $2, $3, $4, '', $5, 0, $5, $6, false, false, false, $7, now(), $8, now(), 0)
     returning task_id`,
    [project, f.name, f.role ?? 12, content('brief'), f.score ?? 8, f.status ?? 1, f.employee === undefined ? worker : f.employee, f.deadline ?? null],
  );
  return row.task_id;
}

beforeAll(async () => {
  db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  pm = await createEmployeeViaApi({ lastName: 'Trần Quốc', firstName: 'Bảo', role: 25 });
  worker = await createEmployeeViaApi({ lastName: 'Phạm Thu', firstName: 'Hà', role: 16 });
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Ocean Rush', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}`);
  project = created.body.project.id;
  // Scores are checked against admin > config > role > limit; the suite says what it relies on.
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [12, 16].map((roleId) => ({ roleId, limit: 200 })) });
  const members = await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: pm, role: 25 }, { employee: worker, role: 16 }] });
  if (members.status !== 200) throw new Error(`adding members answered ${members.status}`);
});

afterAll(async () => {
  await db?.end();
});

async function signedIn(who: string, lang: 'vi' | 'en', to: string): Promise<Page> {
  const page = await (await browser.context(lang)).newPage();
  await signIn(page, who, 'password-123', { to });
  await hydrated(page);
  return page;
}

describe('Over-deadline task dialog (spec 3), from the late-task notification', () => {
  const text = {
    vi: { bell: /Thông báo/, title: 'Công việc quá hạn', unassigned: 'Chưa giao', name: 'Tên công việc' },
    en: { bell: /Notifications/, title: 'Over-deadline tasks', unassigned: 'Not assigned', name: 'Task name' },
  };

  it.each<'vi' | 'en'>(['vi', 'en'])('lists task name, deadline and employee per row; the project name opens the project (%s)', async (lang) => {
    const late = await insertTask({ name: `Sửa lỗi đăng nhập ${lang}`, status: 2, deadline: 20240105 });
    const orphan = await insertTask({ name: `Kiểm thử màn hình ${lang}`, status: 1, deadline: 20240107, employee: null });
    await sql(
      `insert into notification (employee_id, type, content, is_read, created_at) values ($1, 3, $2, false, now())`,
      [pm, JSON.stringify({
        projectId: project, projectName: 'Ocean Rush',
        taskDetails: [
          { taskId: late, taskName: `Sửa lỗi đăng nhập ${lang}`, deadline: 20240105, employee: worker, employeeName: 'Phạm Thu Hà' },
          { taskId: orphan, taskName: `Kiểm thử màn hình ${lang}`, deadline: 20240107, employee: null, employeeName: null },
        ],
      })],
    );
    const t = text[lang];
    const p = await signedIn(pm, lang, '/dashboard');
    await p.getByRole('button', { name: t.bell }).first().click();
    await p.locator('[data-type="3"] button').first().click();
    const dialog = p.getByRole('dialog', { name: t.title });
    await dialog.waitFor();
    const rows = dialog.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain(`Sửa lỗi đăng nhập ${lang}`);
    expect(await rows.nth(0).innerText()).toContain('05/01/2024');
    expect(await rows.nth(0).innerText()).toContain('Phạm Thu Hà');
    expect(await rows.nth(1).innerText()).toContain('07/01/2024');
    expect(await rows.nth(1).innerText()).toContain(t.unassigned);
    expect(await dialog.getByRole('columnheader', { name: t.name }).count()).toBe(1);
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `over-deadline-dialog-${lang}`);
    await dialog.getByRole('link', { name: 'Ocean Rush' }).click();
    await p.waitForURL(new RegExp(`/project/${project}/task-view$`));
    await dialog.waitFor({ state: 'detached' });
  });
});


/**
 * A cell scrolled to until it lies wholly in the grid's visible part (inside the scrolling holder, off
 * the frozen header row and columns) and stays there, so a click on it needs no scroll. Handsontable
 * renders only the rows and columns in view and reuses their cells while it scrolls: on the task
 * dashboard (the column panel open) the score column starts right of the holder, and a dblclick that
 * scrolled it into view itself could land on the row's name cell once the grid re-rendered (the
 * 'Score updated' step then saved the name '50' and waited in vain, under load).
 */
async function cellInView(p: Page, taskId: number, col: string) {
  await rowScrolledTo(p, taskId);
  const inView = await p.evaluate(async ([id, key]) => {
    const selector = `.task-grid .ht_master tr[data-task-id="${id}"] td[data-col="${key}"]`;
    const holder = document.querySelector('.task-grid .ht_master .wtHolder') as HTMLElement;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const visible = () => {
      const h = holder.getBoundingClientRect();
      const start = document.querySelector('.task-grid .ht_clone_inline_start .wtHolder')?.getBoundingClientRect();
      const top = document.querySelector('.task-grid .ht_clone_top .wtHolder')?.getBoundingClientRect();
      return { left: Math.max(h.left, start?.right ?? h.left), right: h.left + holder.clientWidth, top: Math.max(h.top, top?.bottom ?? h.top), bottom: h.top + holder.clientHeight };
    };
    let settled = 0;
    for (let i = 0; i < 60 && settled < 2; i++) {
      const td = document.querySelector(selector);
      if (!td) {
        // Not rendered: the column lies further right.
        const before = holder.scrollLeft;
        holder.scrollLeft += Math.max(100, holder.clientWidth - 100);
        if (holder.scrollLeft === before) return false;
        settled = 0;
      } else {
        const c = td.getBoundingClientRect();
        const v = visible();
        const dx = c.left < v.left ? c.left - v.left - 8 : c.right > v.right ? c.right - v.right + 8 : 0;
        const dy = c.top < v.top ? c.top - v.top - 8 : c.bottom > v.bottom ? c.bottom - v.bottom + 8 : 0;
        if (dx || dy) {
          holder.scrollLeft += dx;
          holder.scrollTop += dy;
          settled = 0;
        } else settled++;
      }
      await frame();
    }
    return settled >= 2;
  }, [taskId, col] as const);
  if (!inView) throw new Error(`the ${col} cell of task ${taskId} could not be brought into the grid's view`);
}

async function openTaskView(p: Page) {
  await p.goto(`${BASE_URL()}/project/${project}/task-view`);
  await grid(p).locator('table.htCore').first().waitFor({ state: 'attached' });
  await hydrated(p);
}

/** A task of the PM's project (score 10 unless given, deadline far ahead), and the PM's task view in `lang`. */
async function taskViewWith(lang: 'vi' | 'en', task: { name: string; role: number; score?: number }) {
  const id = await insertTask({ score: 10, deadline: 20991231, ...task });
  const p = await signedIn(pm, lang, `/project/${project}/task-view`);
  await openTaskView(p);
  return { p, id };
}

const createText = { vi: { create: 'Tạo công việc', role: 'Vai trò' }, en: { create: 'Create task', role: 'Role' } };

/** The task view's create popup, opened, with `role` picked. */
async function createDialogFor(p: Page, lang: 'vi' | 'en', role: string) {
  const t = createText[lang];
  await p.getByRole('button', { name: t.create, exact: true }).first().click();
  const dialog = p.getByRole('dialog', { name: t.create });
  await dialog.getByRole('combobox', { name: t.role }).click();
  await chooseOption(p, p.getByRole('option', { name: role, exact: true }));
  return dialog;
}

describe('active-task score options in the score cell (spec 1 and 2 section 9)', () => {
  const text = {
    vi: { easy: '50 · Công việc thường xuyên: Dễ', taskHard: '40 · Khó', saved: 'Đã cập nhật điểm', active: 'Công việc thường xuyên' },
    en: { easy: '50 · Active task: Easy', taskHard: '40 · Hard', saved: 'Score updated', active: 'Active task' },
  };

  it.each<'vi' | 'en'>(['vi', 'en'])('a Unity Tester task offers its task and active options; a custom score stays allowed (%s)', async (lang) => {
    const t = text[lang];
    const { p, id } = await taskViewWith(lang, { name: `Regression pass ${lang}`, role: 16 });
    // Judged before any cell is edited: Handsontable leaves its hidden editors in the page afterwards.
    expect(await violations(p)).toEqual([]);
    await cellInView(p, id, 'score');
    await cell(p, id, 'score').dblclick();
    const list = p.locator('.autocompleteEditor');
    await list.locator('td', { hasText: t.easy }).first().waitFor();
    expect(await list.locator('td', { hasText: t.taskHard }).count()).toBeGreaterThan(0);
    await screenshot(p, `score-options-cell-${lang}`);
    await list.locator('td', { hasText: t.easy }).first().click();
    await p.locator('[data-sonner-toast]', { hasText: t.saved }).first().waitFor();
    await p.waitForFunction(([sel]) => document.querySelector(sel)?.textContent?.trim() === '50', [`.task-grid .ht_master tr[data-task-id="${id}"] td[data-col="score"]`]);
    // A score that is no option is typed and saved as it is (the editor open and holding it before Enter).
    await cellInView(p, id, 'score');
    await cell(p, id, 'score').dblclick();
    const editor = p.locator('.handsontableInputHolder:not(.ht_editor_hidden) textarea').first();
    await editor.waitFor();
    await p.keyboard.press('Control+A');
    await p.keyboard.type('37');
    await p.waitForFunction(() => (document.querySelector('.handsontableInputHolder:not(.ht_editor_hidden) textarea') as HTMLTextAreaElement | null)?.value === '37');
    await p.keyboard.press('Enter');
    await p.waitForFunction(([sel]) => document.querySelector(sel)?.textContent?.trim() === '37', [`.task-grid .ht_master tr[data-task-id="${id}"] td[data-col="score"]`]);
    expect((await sql<{ score: number }>(`select score from task where task_id = $1`, [id]))[0].score).toBe(37);

    // The create popup offers the same choices by group.
    await openTaskView(p);
    const dialog = await createDialogFor(p, lang, 'Unity Tester');
    const active = dialog.getByRole('group', { name: t.active });
    await active.waitFor();
    expect(await active.getByRole('button').count()).toBe(3);
    await active.getByRole('button').nth(2).click();
    expect(await dialog.getByLabel(lang === 'vi' ? 'Điểm' : 'Score', { exact: true }).inputValue()).toBe('200');
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `score-options-create-${lang}`);
  });
});

describe('the score input stays within 0..limit, with the spec messages (spec 2 section 5)', () => {
  const text = {
    vi: { negative: 'Điểm phải lớn hơn 0', exceeds: 'Điểm vượt quá giới hạn', score: 'Điểm', range: 'Từ 0 đến 200 với vai trò này' },
    en: { negative: 'Score must be greater than 0', exceeds: 'Score exceeds the limit', score: 'Score', range: 'From 0 to 200 for this role' },
  };

  it.each<'vi' | 'en'>(['vi', 'en'])('the create popup clamps a typed score to the bounds; the grid refuses one outside them (%s)', async (lang) => {
    const t = text[lang];
    const { p, id } = await taskViewWith(lang, { name: `Clamp check ${lang}`, role: 12 });
    const dialog = await createDialogFor(p, lang, 'Unity Dev');
    await dialog.getByText(t.range).waitFor();
    const score = dialog.getByLabel(t.score, { exact: true });
    await score.fill('250');
    expect(await score.inputValue()).toBe('200');
    await p.locator('[data-sonner-toast]', { hasText: t.exceeds }).first().waitFor();
    await score.fill('-5');
    expect(await score.inputValue()).toBe('0');
    await p.locator('[data-sonner-toast]', { hasText: t.negative }).first().waitFor();
    await score.fill('120');
    expect(await score.inputValue()).toBe('120');
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `score-clamp-create-${lang}`);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    for (const [typed, message] of [['250', t.exceeds], ['-3', t.negative]] as const) {
      await cellInView(p, id, 'score');
      await cell(p, id, 'score').dblclick();
      await p.keyboard.press('Control+A');
      await p.keyboard.type(typed);
      await p.keyboard.press('Enter');
      await p.locator('[data-sonner-toast]', { hasText: message }).first().waitFor();
      expect((await cell(p, id, 'score').innerText()).trim()).toBe('10');
    }
    expect((await sql<{ score: number }>(`select score from task where task_id = $1`, [id]))[0].score).toBe(10);
  });
});

describe('revenue bonus (spec 3): tree items by Get or Set, editable with Set; project cards by Get', () => {
  const text = {
    vi: { title: 'Thưởng doanh thu', marketing: 'Marketing', product: 'Sản phẩm', share: 'Phần của dự án Ocean Rush' },
    en: { title: 'Revenue bonus', marketing: 'Marketing', product: 'Product', share: 'Project share of Ocean Rush' },
  };
  let operator: string;

  beforeAll(async () => {
    operator = await createEmployeeViaApi({ lastName: 'Đỗ Minh', firstName: 'Khoa', role: 19 });
    await grantViaGroup('gaps-bonus-operator', [operator], ['Admin', 'BusinessReward.Config.Internal.Get', 'BusinessReward.Config.Internal.Set']);
    // Marketing team node (2): read; UA (44) and monetization (45): set. Nothing else of the tree.
    await grantViaGroup('gaps-bonus-read', [operator], ['BusinessReward.Config.Project.Get'], { type: 3, value: { value: 2 } });
    await grantViaGroup('gaps-bonus-set', [operator], ['BusinessReward.Config.Project.Set'], { type: 2, value: { from: 44, to: 45, exclude: [] } });
  });

  it.each<'vi' | 'en'>(['vi', 'en'])('shows only the nodes held, editable only where set (%s)', async (lang) => {
    const t = text[lang];
    const p = await signedIn(operator, lang, '/admin/operator/bonus');
    await p.getByRole('heading', { name: t.title, exact: true }).waitFor();
    const marketing = p.locator('section[aria-labelledby="bonus-marketing-title"]');
    await marketing.waitFor();
    expect(await marketing.locator('li[data-node]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node')))).toEqual(['marketing', 'ua', 'monetization']);
    expect(await p.locator('#bonus-marketingFund-marketing').isDisabled()).toBe(true);
    expect(await p.locator('#bonus-marketingFund-ua').isDisabled()).toBe(false);
    expect(await p.locator('#bonus-marketingFund-monetization').isDisabled()).toBe(false);
    expect(await p.locator('section[aria-labelledby="bonus-product-title"]').count()).toBe(0);
    expect(await p.locator('#bonus-internal-gplay').count()).toBe(0);
    // A global Get reaches every project's card.
    await p.getByRole('textbox', { name: t.share }).waitFor();
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `bonus-operator-nodes-${lang}`);
  });

  it('saves a change of the nodes it may set and nothing else', async () => {
    const p = await signedIn(operator, 'en', '/admin/operator/bonus');
    const ua = p.locator('#bonus-marketingFund-ua');
    const mon = p.locator('#bonus-marketingFund-monetization');
    const [u, m] = [Number(await ua.inputValue()), Number(await mon.inputValue())];
    await ua.fill(String(Math.round((u + 5) * 1000) / 1000));
    await mon.fill(String(Math.round((m - 5) * 1000) / 1000));
    const put = p.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/bonus/internal'));
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    const res = await put;
    expect(res.status()).toBe(200);
    const sent = JSON.parse(res.request().postData() ?? '{}').businessRewardDistributionInternal;
    expect(Object.keys(sent.marketingFund).sort()).toEqual(['monetization', 'ua']);
    expect(sent.gplayFund).toBeUndefined();
  });
});

describe("the spec's task and report messages, and the project dashboard placeholder", () => {
  const text = {
    vi: {
      saved: 'Đã cập nhật điểm', failed: 'Cập nhật thời gian thất bại', editInput: 'Sửa đầu vào', notSaved: 'Dữ liệu chưa được lưu', cancel: 'Hủy',
      year: 'Năm', apply: 'Áp dụng', warningYear: 'Vui lòng chọn năm', dashboard: 'Bảng điều khiển dự án', placeholder: 'Bảng điều khiển của dự án sẽ sớm có.',
    },
    en: {
      saved: 'Score updated', failed: 'Failed to update time', editInput: 'Edit input', notSaved: 'Data has not been saved', cancel: 'Cancel',
      year: 'Year', apply: 'Apply', warningYear: 'Please pick a year', dashboard: 'Project dashboard', placeholder: 'This project’s dashboard is coming soon.',
    },
  };

  beforeAll(async () => {
    await grantViaGroup('gaps-task-dashboard', [pm], ['Task.Get.All', 'Dashboard.Employees.YearReport']);
  });

  it.each<'vi' | 'en'>(['vi', 'en'])("a failed score save in the task dashboard warns 'Failed to update time' (%s)", async (lang) => {
    const t = text[lang];
    const id = await insertTask({ name: `Dashboard score ${lang}`, role: 12, score: 10, deadline: 20991231 });
    const p = await signedIn(pm, lang, '/dashboard/task-dashboard');
    await rowScrolledTo(p, id);
    // Judged before any cell is edited: Handsontable leaves its hidden editors in the page afterwards.
    expect(await violations(p)).toEqual([]);
    const edit = async (value: string) => {
      await cellInView(p, id, 'score');
      await cell(p, id, 'score').dblclick();
      await p.keyboard.press('Control+A');
      await p.keyboard.type(value);
      await p.keyboard.press('Enter');
    };
    // The first save reads the role's limit (200) and keeps it.
    await edit('50');
    await p.locator('[data-sonner-toast]', { hasText: t.saved }).first().waitFor();
    // The limit is lowered meanwhile: the screen lets 100 through, the server refuses it.
    await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: 12, limit: 60 }] });
    try {
      await edit('100');
      const warning = p.locator('[data-sonner-toast]', { hasText: t.failed }).first();
      await warning.waitFor();
      expect(await warning.innerText()).toContain(lang === 'vi' ? 'Điểm vượt quá giới hạn' : 'Score exceeds the limit');
      await screenshot(p, `task-dashboard-update-time-failed-${lang}`);
    } finally {
      await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: 12, limit: 200 }] });
    }
    expect((await sql<{ score: number }>(`select score from task where task_id = $1`, [id]))[0].score).toBe(50);
  });

  it.each<'vi' | 'en'>(['vi', 'en'])("leaving an input edit unsaved says 'Data has not been saved' (%s)", async (lang) => {
    const t = text[lang];
    const { p, id } = await taskViewWith(lang, { name: `Unsaved input ${lang}`, role: 12, score: 8 });
    await cell(p, id, 'taskName').click({ button: 'right' });
    await p.locator('.htMenu td').filter({ hasText: new RegExp(`^\\W?${t.editInput}$`) }).last().click();
    const dialog = p.getByRole('dialog', { name: t.editInput });
    await dialog.getByRole('textbox').fill('https://docs.example.com/new-brief');
    await dialog.getByRole('button', { name: t.cancel }).click();
    await p.locator('[data-sonner-toast]', { hasText: t.notSaved }).first().waitFor();
    expect((await sql<{ input: string }>(`select input from task where task_id = $1`, [id]))[0].input).toBe(content('brief'));
    await screenshot(p, `task-input-not-saved-${lang}`);
  });

  it.each<'vi' | 'en'>(['vi', 'en'])("the yearly report's Apply without a year warns and fetches nothing (%s)", async (lang) => {
    const t = text[lang];
    const p = await signedIn(pm, lang, '/dashboard/employee-yearly-report');
    const url = p.url();
    await p.getByLabel(t.year, { exact: true }).fill('');
    await p.getByRole('button', { name: t.apply, exact: true }).click();
    await p.locator('[data-sonner-toast]', { hasText: t.warningYear }).first().waitFor();
    expect(p.url()).toBe(url);
    await screenshot(p, `yearly-warning-year-${lang}`);
    expect(await violations(p)).toEqual([]);
  });

  it.each<'vi' | 'en'>(['vi', 'en'])('the project dashboard is a placeholder page behind Task.Get, linked from the sidebar (%s)', async (lang) => {
    const t = text[lang];
    const p = await signedIn(pm, lang, `/project/${project}/task-view`);
    await p.locator(`nav a[href="/project/${project}/dashboard"]`).first().click();
    await p.waitForURL(new RegExp(`/project/${project}/dashboard$`));
    await p.getByRole('heading', { name: t.dashboard, exact: true }).waitFor();
    await p.getByText(t.placeholder).waitFor();
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `project-dashboard-${lang}`);
  });

  it('the project dashboard sends someone without Task.Get on the project to the dynamic dashboard', async () => {
    const outsider = await createEmployeeViaApi({ lastName: 'Ngô', firstName: 'Lan', role: 12 });
    const p = await (await browser.context('en')).newPage();
    await signIn(p, outsider, 'password-123', { to: `/project/${project}/dashboard` });
    await p.waitForURL(/\/dashboard$/);
  });
});

/** The status and Location a signed-in user's request of a page answers, redirects not followed (the loader's gate). */
async function pageGate(username: string, path: string): Promise<{ status: number; location: string | null }> {
  const login = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'password-123' }),
  });
  const { token } = await login.json();
  const res = await fetch(`${BASE_URL()}${path}`, { headers: { cookie: `jwt=${token}` }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

describe('admin route gates (spec 3): scoring-config screens need Config, the bonus reveal needs Admin', () => {
  let hr: string;
  let withGates: string;

  beforeAll(async () => {
    // Both open the admin area through its administrative part, so only the screens' own gates decide.
    hr = await createEmployeeViaApi({ lastName: 'Vũ Thị', firstName: 'Mai', role: 20 });
    withGates = await createEmployeeViaApi({ lastName: 'Hoàng Văn', firstName: 'Nam', role: 20 });
    await grantViaGroup('gaps-gates-tables', [hr, withGates], ['Admin.Employee.Get', 'Config.RolePenalty.Get', 'BusinessReward.Export']);
    await grantViaGroup('gaps-gates-areas', [withGates], ['Config', 'Admin']);
  });

  it('without Config a scoring-config screen sends to the dynamic dashboard; without Admin so does the reveal', async () => {
    for (const path of ['/admin/config/role/penalty', '/admin/operator/admin-employee-bonus']) {
      const gate = await pageGate(hr, path);
      expect([gate.status, gate.location?.replace(BASE_URL(), '')]).toEqual([302, '/dashboard']);
      expect((await pageGate(withGates, path)).status).toBe(200);
    }
    // The area itself still opens for them (employee list).
    expect((await pageGate(hr, '/admin/administrative/employee')).status).toBe(200);
  });

  it.each<'vi' | 'en'>(['vi', 'en'])('with the area permission both screens open (%s)', async (lang) => {
    const p = await signedIn(withGates, lang, '/admin/config/role/penalty');
    await p.getByRole('heading', { name: lang === 'vi' ? 'Mức phạt theo vai trò' : 'Role penalty' }).first().waitFor();
    expect(await violations(p)).toEqual([]);
    await p.goto(`${BASE_URL()}/admin/operator/admin-employee-bonus`);
    await p.getByRole('heading', { name: lang === 'vi' ? 'Công bố thưởng' : 'Bonus reveal' }).first().waitFor();
    await hydrated(p);
    expect(await violations(p)).toEqual([]);
    await screenshot(p, `reveal-gate-${lang}`);
    // Someone without them lands on the dashboard.
    const q = await (await browser.context(lang)).newPage();
    await signIn(q, hr, 'password-123', { to: '/admin/operator/admin-employee-bonus' });
    await q.waitForURL(/\/dashboard$/);
  });
});
