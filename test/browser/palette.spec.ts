// Keyboard-first work (issue 13, docs/decisions/025): the command palette (Ctrl/Cmd+K) jumps to a
// screen, a project's own screen, a profile tab, a task by id (its row selected in the task view,
// or on the internal task screen for a system task) and a person; Alt+Arrow moves a task's status
// in the grid, Alt+T opens its ticket, Alt+L its score ledger; '?' opens the shortcut sheet. Axe on
// the dialogs, in vi and en.
import { addDays, toYmd } from '@studio/domain';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, clickPlaced, createEmployeeViaApi, DATABASE_URL, eventually, eventuallyPasses, hydrated, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
let db: Client;
let worker: string;
let project: number;
let privateTask: number;
const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

/** A task straight in the table (Planning, assigned, due in 10 days); answers its id. */
async function insertTask(projectId: number, name: string, employee: string, { system = false, score = 8 } = {}): Promise<number> {
  const { rows } = await db.query<{ task_id: number }>(
    `insert into task (alt_id, project_id, task_name, role, input, output, score, alt_score, final_score, status, is_sudden,
                       is_archived, is_system, employee, created_at, deadline, last_modified, efficiency)
     values ('t-' || gen_random_uuid(), $1, $2, 12, $3, '', $6, 0, $6, 1, false, false, $7, $4, now(), $5, now(), 0)
     returning task_id`,
    [projectId, name, content('spec.pdf'), employee, addDays(toYmd(new Date()), 10), score, system],
  );
  return rows[0].task_id;
}

beforeAll(async () => {
  db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  worker = await createEmployeeViaApi({ lastName: 'Trần Thị', firstName: 'Bích Ngọc', role: 12 });
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Palette Quest', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
  project = created.body.project.id;
  await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: worker, role: 12 }] });
  // A project the worker is not in: its task is not theirs to see.
  const other = await apiAsAdmin('POST', '/api/projects', { projectName: 'Secret Farm', platform: 2 });
  privateTask = await insertTask(other.body.project.id, 'Secret level', 'admin');
}, 60_000);

afterAll(async () => {
  await db?.end();
});

/** Uncaught errors of the pages (a key pressed while the page hydrates must not break React). */
let pageErrors: string[] = [];

afterEach(async () => {
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});

async function signedIn(lang: 'vi' | 'en', username = 'admin', password = ADMIN_PASSWORD()): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page, username, password);
  await hydrated(page);
  return page;
}

const palette = (p: Page) => p.getByTestId('command-palette');
const paletteInput = (p: Page) => palette(p).getByRole('combobox');

async function openPalette(p: Page) {
  await p.keyboard.press('Control+K');
  await paletteInput(p).waitFor();
}

/** Back from a dialog opened by a grid key: `cell` has the focus and no editor of the grid is open. */
async function expectCellFocusedNoEditor(p: Page, cell: Locator) {
  await eventually(() => cell.evaluate((td) => td === document.activeElement), true);
  expect(await p.locator('.task-grid .ht_editor_visible').count()).toBe(0);
}

/** The option the field points at (aria-activedescendant). */
async function activeOption(p: Page): Promise<string> {
  const id = await paletteInput(p).getAttribute('aria-activedescendant');
  return id ? p.locator(`[id="${id}"]`).innerText() : '';
}

/** The active option comes to match: people and projects come from the directory, fetched when the palette first opens, so they can arrive after the typing (a read at once saw no option). */
async function expectActiveOption(p: Page, pattern: RegExp) {
  await eventuallyPasses(async () => expect(await activeOption(p)).toMatch(pattern));
}

async function expectNoViolations(p: Page) {
  expect(await seriousViolations(p)).toEqual([]);
}

it('Ctrl+K opens the palette anywhere; a screen name without accents and Enter navigate', async () => {
  const p = await signedIn('vi');
  // The top bar's button names the shortcut.
  await expect(p.getByRole('button', { name: /Tìm nhanh/ }).getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K Meta+K');

  await p.goto(`${BASE_URL()}/project-select/my-project`);
  await hydrated(p);
  // Also from inside a field.
  await p.getByRole('searchbox').first().click();
  await openPalette(p);
  await expect(p.getByRole('dialog', { name: 'Bảng lệnh' }).isVisible()).resolves.toBe(true);
  // An empty query lists screens; axe on the open palette.
  await expectNoViolations(p);

  await paletteInput(p).fill('nhan vien');
  await palette(p).getByRole('option', { name: /^Nhân viên\s*Hành chính/ }).waitFor();
  await screenshot(p, 'palette-vi');
  await expectNoViolations(p);

  await paletteInput(p).fill('ngay le');
  await expectActiveOption(p, /^Ngày lễ/);
  await p.keyboard.press('Enter');
  await p.waitForURL(/\/admin\/operator\/holiday$/);
  await palette(p).waitFor({ state: 'detached' });

  // Escape closes; arrows move the active option.
  await openPalette(p);
  const first = await activeOption(p);
  await p.keyboard.press('ArrowDown');
  expect(await activeOption(p)).not.toBe(first);
  await p.keyboard.press('Escape');
  await palette(p).waitFor({ state: 'detached' });
}, 180_000);

it('a task id opens the task in its project task view, its row selected; Alt+Arrow moves its status, Alt+T opens its ticket', async () => {
  const taskId = await insertTask(project, 'Palette boss', worker);
  const p = await signedIn('vi');
  await openPalette(p);
  await paletteInput(p).fill(`#${taskId}`);
  await palette(p).getByRole('option', { name: new RegExp(`Mở công việc ${taskId}: Palette boss`) }).waitFor();
  await p.keyboard.press('Enter');
  await p.waitForURL(new RegExp(`/project/${project}/task-view\\?task=${taskId}$`));

  const status = p.locator(`.task-grid .ht_master tr[data-task-id="${taskId}"] td[data-col="status"]`);
  await status.waitFor();
  await eventually(() => status.evaluate((td) => td.classList.contains('current')), true);
  expect(await status.innerText()).toBe('Lên kế hoạch');

  const serverStatus = async () => {
    const res = await apiAsAdmin<{ tasks: { taskId: number; status: number }[] }>('GET', `/api/projects/${project}/tasks`);
    return res.body.tasks.find((x) => x.taskId === taskId)?.status;
  };

  await p.keyboard.press('Alt+ArrowRight');
  await toasts(p, 'Đã cập nhật trạng thái').first().waitFor();
  await eventually(() => status.innerText(), 'Đang thực hiện');
  expect(await serverStatus()).toBe(2);

  await p.keyboard.press('Alt+ArrowLeft');
  await eventually(() => status.innerText(), 'Lên kế hoạch');
  expect(await serverStatus()).toBe(1);

  // Planning has no previous status: refused with a message, nothing sent.
  await p.keyboard.press('Alt+ArrowLeft');
  await toasts(p, 'không có trạng thái để chuyển').first().waitFor();
  expect(await serverStatus()).toBe(1);

  // Alt+T opens the selected task's edit ticket, as the context menu's "Create Edit Task Ticket" does.
  await p.keyboard.press('Alt+KeyT');
  const ticket = p.getByRole('dialog');
  await ticket.waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await p.keyboard.press('Escape');
  await ticket.waitFor({ state: 'hidden' });
  // The key opened the ticket only: the cell's editor stays closed (it opened behind the dialog, with
  // an empty value, when the grid took Alt+T for a typed 't'), and the cell has the focus back.
  await expectCellFocusedNoEditor(p, status);

  // Alt+L opens the selected task's score ledger, as the context menu's "Why this score?" does.
  await status.click();
  await p.keyboard.press('Alt+KeyL');
  const ledger = p.getByRole('dialog', { name: 'Lịch sử điểm: Palette boss' });
  await ledger.waitFor();
  // Loaded: the description names the task's score.
  await ledger.getByText(/8/).first().waitFor();
  await screenshot(p, 'palette-grid-ledger');
  expect(await seriousViolations(p)).toEqual([]);
  await p.keyboard.press('Escape');
  await ledger.waitFor({ state: 'hidden' });
  await expectCellFocusedNoEditor(p, status);

  // Shift+F10 opens the grid's menu on the selected cell; edit mode off, Alt+T and Alt+→ say so. The
  // cell is selected and focused (checked above): a click on it again opened its list editor on a fast
  // run, and the key then went to the list instead of the grid.
  await p.keyboard.press('Shift+F10');
  const menuItem = (label: string) => p.locator('.htMenu td').filter({ hasText: new RegExp(`^\\W?${label}$`) }).last();
  await menuItem('Hiển thị').hover();
  await menuItem('Chế độ chỉnh sửa').click();
  await p.locator('.htMenu').first().waitFor({ state: 'hidden' });
  await status.click();
  await p.keyboard.press('Alt+KeyT');
  await toasts(p, 'Chế độ chỉnh sửa đang tắt').first().waitFor();
  await p.keyboard.press('Alt+ArrowRight');
  await toasts(p, 'Chế độ chỉnh sửa đang tắt').nth(1).waitFor();
  expect(await p.getByRole('dialog').count()).toBe(0);
  expect(await serverStatus()).toBe(1);
}, 180_000);

it('a system task id opens the internal task screen, its project picked and its row selected; its score in vi', async () => {
  const taskId = await insertTask(project, 'Weekly sync', worker, { system: true, score: 12.5 });
  const p = await signedIn('vi');
  await openPalette(p);
  await paletteInput(p).fill(String(taskId));
  await palette(p).getByRole('option', { name: new RegExp(`Mở công việc ${taskId}: Weekly sync`) }).waitFor();
  await p.keyboard.press('Enter');
  await p.waitForURL(new RegExp(`/internal/task\\?project=${project}&task=${taskId}$`));
  const row = p.locator(`.task-grid .ht_master tr[data-row-id="${taskId}"]`);
  const status = row.locator('td[data-col="status"]');
  await status.waitFor();
  await eventually(() => status.evaluate((td) => td.classList.contains('current')), true);
  // Numbers follow the language: 12,5 in Vietnamese.
  expect(await row.locator('td[data-col="score"]').innerText()).toBe('12,5');
  await screenshot(p, 'palette-system-task');
  await expectNoViolations(p);
}, 120_000);

it('the screens of a project and the profile tabs, as far as the user may open them', async () => {
  const p = await signedIn('vi');
  await openPalette(p);
  await paletteInput(p).fill('palette quest dong thoi gian');
  // The project's permissions are asked once the typing pauses: its screens follow.
  await palette(p).getByRole('option', { name: /^Palette Quest › Dòng thời gian/ }).waitFor();
  await expectActiveOption(p, /^Palette Quest › Dòng thời gian/);
  await screenshot(p, 'palette-project-screen');
  await expectNoViolations(p);
  await p.keyboard.press('Enter');
  await p.waitForURL(new RegExp(`/project/${project}/timeline$`));
  await palette(p).waitFor({ state: 'detached' });

  await openPalette(p);
  await paletteInput(p).fill('doi mat khau');
  await expectActiveOption(p, /^Đổi mật khẩu\s*Hồ sơ/);
  await paletteInput(p).fill('thu nhap');
  await palette(p).getByRole('option', { name: /^Thu nhập\s*Hồ sơ/ }).waitFor();
  await paletteInput(p).fill('doi mat khau');
  await p.keyboard.press('Enter');
  await p.waitForURL(/\/profile\/password$/);

  // A member sees the project's task view, not its settings (Project.Edit) as the sidebar does.
  const member = await signedIn('vi', worker, 'password-123');
  await openPalette(member);
  await paletteInput(member).fill('palette quest');
  await palette(member).getByRole('option', { name: /^Palette Quest › Công việc/ }).waitFor();
  expect(await palette(member).getByRole('option', { name: /^Palette Quest › Cài đặt/ }).count()).toBe(0);
  await member.goto(`${BASE_URL()}/project/${project}/task-view`);
  const sidebar = member.getByRole('navigation', { name: 'Điều hướng dự án' });
  await sidebar.waitFor();
  expect(await sidebar.getByRole('link', { name: 'Cài đặt' }).count()).toBe(0);
}, 180_000);

it('finds a person without accents and opens their timeline', async () => {
  const p = await signedIn('vi');
  await openPalette(p);
  await paletteInput(p).fill('bich ngoc');
  await expectActiveOption(p, /Trần Thị Bích Ngọc/);
  await p.keyboard.press('Enter');
  await p.waitForURL(new RegExp(`/timeline\\?employee=${worker}$`));
}, 120_000);

it('a task the user may not see reads not found', async () => {
  const p = await signedIn('vi', worker, 'password-123');
  await openPalette(p);
  await paletteInput(p).fill(String(privateTask));
  await palette(p).getByRole('option', { name: `Không tìm thấy công việc ${privateTask} hoặc bạn không có quyền xem` }).waitFor();
  await p.keyboard.press('Enter');
  // Nothing to open: the palette stays.
  await expect(palette(p).isVisible()).resolves.toBe(true);
}, 120_000);

for (const lang of ['vi', 'en'] as const) {
  it(`'?' opens the shortcut sheet, also from the settings menu (${lang})`, async () => {
    const p = await signedIn(lang);
    const title = lang === 'vi' ? 'Phím tắt' : 'Keyboard shortcuts';
    await p.locator('main').click({ position: { x: 5, y: 5 } });
    const sheet = p.getByRole('dialog', { name: title });
    await p.keyboard.press('?');
    await sheet.waitFor();
    await expect(sheet.getByText(lang === 'vi' ? 'Bảng công việc' : 'Task grid').isVisible()).resolves.toBe(true);
    // The score ledger's key and the grid's own menu keys are listed with the others.
    await sheet.getByText(lang === 'vi' ? 'Xem vì sao công việc đang chọn có điểm này (lịch sử điểm)' : 'Show why the selected task has its score (score history)').waitFor();
    await sheet.getByText('F10').waitFor();
    await screenshot(p, `shortcuts-${lang}`);
    await expectNoViolations(p);
    await p.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await p.getByRole('button', { name: lang === 'vi' ? 'Cài đặt' : 'Settings' }).click();
    await clickPlaced(p.getByRole('menuitem', { name: title }));
    await sheet.waitFor();

    if (lang === 'en') {
      await p.keyboard.press('Escape');
      await openPalette(p);
      // The other language's label finds a screen too.
      await paletteInput(p).fill('nhan vien');
      await palette(p).getByRole('option', { name: /^Employees\s*Administrative/ }).waitFor();
      await paletteInput(p).fill('emp');
      await screenshot(p, 'palette-en');
      await expectNoViolations(p);
    }
  }, 120_000);
}
