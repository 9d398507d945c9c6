// Issue 20: where a needed setting is missing, the screen says which and links to where it is set, for
// those who may change it (never a silent 0): a role without a score limit in the create-task dialog and
// in the task grid's score cell, in vi and en, with axe.
import { addDays, formatYmd, toYmd } from '@studio/domain';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { apiAsAdmin, chooseOption, createEmployeeViaApi, grantViaGroup, screenshot, signIn, toasts, useBrowser } from './support';

/** Artist 3D: no other browser suite scores its tasks. */
const ROLE = 17;
const TEXT = {
  vi: {
    create: 'Tạo công việc', role: 'Vai trò', name: 'Tên công việc', score: 'Điểm', deadline: 'Hạn chót',
    note: 'Chưa đặt giới hạn điểm cho vai trò Artist 3D, nên chưa thể chấm điểm công việc của vai trò này.',
    link: 'Đặt giới hạn điểm theo vai trò', screen: 'Giới hạn điểm theo vai trò',
  },
  en: {
    create: 'Create task', role: 'Role', name: 'Task name', score: 'Score', deadline: 'Deadline',
    note: 'No score limit is set for the role Artist 3D, so its tasks cannot be scored.',
    link: 'Set the role score limit', screen: 'Role score limit',
  },
} as const;

const browser = useBrowser();
let project: number;
let taskId: number;
let lead: string;
let plainLead: string;

beforeAll(async () => {
  lead = await createEmployeeViaApi({ lastName: 'Phạm', firstName: 'Quản lý', role: 25 });
  plainLead = await createEmployeeViaApi({ lastName: 'Vũ', firstName: 'Quản lý', role: 25 });
  const artist = await createEmployeeViaApi({ lastName: 'Ngô', firstName: 'Họa sĩ', role: ROLE });
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Moving day', platform: 1 });
  project = created.body.project.id;
  await apiAsAdmin('PATCH', `/api/projects/${project}`, {
    employees: [{ employee: lead, role: 25 }, { employee: plainLead, role: 25 }, { employee: artist, role: ROLE }],
  });
  const task = await apiAsAdmin('POST', `/api/projects/${project}/tasks`, {
    name: 'Castle model', input: '', output: '', score: 10, role: ROLE, employee: artist, deadline: addDays(toYmd(new Date()), 20),
  });
  if (task.status !== 201) throw new Error(`creating a task answered ${task.status}: ${JSON.stringify(task.body)}`);
  taskId = task.body.taskId;
  // The admin took the default limit away (0 = not set); only `lead` may set it again.
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: ROLE, limit: 0 }] });
  await grantViaGroup('role-limit-editors', [lead], ['Config', 'Config.RoleLimit.Get', 'Config.RoleLimit.Set']);
});

afterAll(async () => {
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: ROLE, limit: 200 }] });
});

async function pageAs(user: string, lang: 'vi' | 'en'): Promise<Page> {
  const page = await browser.page(lang);
  await signIn(page, user, 'password-123', { to: `/project/${project}/task-view` });
  await page.locator('.task-grid .ht_master table.htCore').first().waitFor({ state: 'attached' });
  return page;
}

describe.each(['vi', 'en'] as const)('a role without a score limit (%s)', (lang) => {
  const x = TEXT[lang];

  it('the create dialog names the missing setting and links to it; the link opens the role score limit', async () => {
    const p = await pageAs(lead, lang);
    await p.getByRole('button', { name: x.create, exact: true }).click();
    const dialog = p.getByRole('dialog', { name: x.create });
    await dialog.getByRole('combobox', { name: x.role }).click();
    await chooseOption(p, 'Artist 3D');
    const note = dialog.getByRole('note').filter({ hasText: x.note });
    await note.waitFor();
    await dialog.getByLabel(x.name, { exact: true }).fill('Tower model');
    await dialog.getByLabel(x.score, { exact: true }).fill('20');
    await dialog.getByLabel(x.deadline, { exact: true }).fill(formatYmd(addDays(toYmd(new Date()), 10)));
    expect(await seriousViolations(p)).toEqual([]);
    await screenshot(p, `setting-missing-create-${lang}`);
    await dialog.getByRole('button', { name: x.create }).click();
    await toasts(p).filter({ hasText: lang === 'en' ? 'No score limit is set for the role Artist 3D' : 'Chưa đặt giới hạn điểm cho vai trò Artist 3D' }).first().waitFor();
    await note.getByRole('link', { name: x.link }).click();
    await p.waitForURL(/\/admin\/config\/role\/limit$/);
    await p.getByRole('heading', { name: x.screen }).first().waitFor();
  });

  it("the score cell's refusal says which setting is missing, with the link only for who may set it", async () => {
    const p = await pageAs(lead, lang);
    const score = p.locator(`.task-grid .ht_master tr[data-task-id="${taskId}"] td[data-col="score"]`);
    await score.dblclick();
    await p.keyboard.press('Control+A');
    await p.keyboard.type('12');
    await p.keyboard.press('Enter');
    const toast = toasts(p, x.note);
    await toast.waitFor();
    await toast.getByRole('link', { name: x.link }).waitFor();
    // The pointer on the toast holds it (sonner pauses its timer), as a reader's would: axe and the
    // screenshot see it however slow the machine.
    await toast.hover();
    // The toasts (the grid's cell editor behind them is Handsontable's own, swept at rest by a11y-routes).
    expect(await seriousViolations(p, '[data-sonner-toaster]')).toEqual([]);
    await screenshot(p, `setting-missing-grid-${lang}`);
    expect(await score.innerText()).toBe('10');

    const other = await pageAs(plainLead, lang);
    const cell = other.locator(`.task-grid .ht_master tr[data-task-id="${taskId}"] td[data-col="score"]`);
    await cell.dblclick();
    await other.keyboard.press('Control+A');
    await other.keyboard.type('12');
    await other.keyboard.press('Enter');
    await toasts(other, x.note).waitFor();
    expect(await toasts(other, x.note).getByRole('link').count()).toBe(0);
  });
});
