// Live lists in the browser (issue 13, docs/decisions/024-live-lists.md): two people, two
// contexts; what one changes shows in the other's grid, internal task grid, My Ticket and work-score
// dashboard without a reload, a cell being typed in keeps its value, and a tab that was offline
// catches up when it is back.
import { addDays, toYmd } from '@studio/domain';
import { Client } from 'pg';
import type { Page, WebSocketRoute } from 'playwright-core';

import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, createEmployeeViaApi, DATABASE_URL, eventually, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
let project: number;
let manager: string;
let owner: string;
const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

async function signedIn(id: string, password: string): Promise<Page> {
  const context = await browser.context('en');
  const page = await context.newPage();
  await signIn(page, id, password);
  return page;
}

async function tokenOf(id: string, password: string): Promise<string> {
  const res = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: id, password }),
  });
  return (await res.json()).token as string;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE_URL()}${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

const grid = (p: Page) => p.locator('.task-grid .ht_master');
const cell = (p: Page, taskId: number, col: string) => grid(p).locator(`tr[data-task-id="${taskId}"] td[data-col="${col}"]`);
const card = (p: Page, ticketId: number) => p.locator(`[data-ticket="${ticketId}"]`);

async function openTaskView(p: Page) {
  await p.goto(`${BASE_URL()}/project/${project}/task-view`);
  await grid(p).locator('table.htCore').first().waitFor({ state: 'attached' });
}

/** How many answers of the project's task list the page has had so far. */
function listAnswers(p: Page): () => number {
  let n = 0;
  p.on('response', (r) => {
    if (r.request().method() === 'GET' && r.url().includes(`/api/projects/${project}/tasks`)) n++;
  });
  return () => n;
}

/** The task view, loaded and settled: the screen fetches once more when its live rooms are joined. */
async function openSettledTaskView(p: Page, answers: () => number) {
  await openTaskView(p);
  await eventually(() => Promise.resolve(answers() >= 2), true, 10_000);
}

async function createTask(token: string, name: string): Promise<number> {
  const body = await call(token, 'POST', `/api/projects/${project}/tasks`, {
    name, role: 12, score: 8, input: content('brief'), deadline: addDays(toYmd(new Date()), 14), employee: null,
  });
  return body.taskId ?? body.task?.taskId;
}

beforeAll(async () => {
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [12, 18, 25].map((roleId) => ({ roleId, limit: 200 })) });
  manager = await createEmployeeViaApi({ lastName: 'Trần', firstName: 'Live Manager', role: 25 }, 'manager-password');
  owner = await createEmployeeViaApi({ lastName: 'Phạm', firstName: 'Live Owner', role: 12 }, 'owner-password');
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Live Racer', platform: 1 });
  project = created.body.project.id;
  const members = await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: manager, role: 25 }, { employee: owner, role: 18 }] });
  if (members.status !== 200) throw new Error(`adding members answered ${members.status}`);
});

it('one edits a task and approves a ticket; the other sees both live, keeps a cell being typed, and catches up after going offline', async () => {
  const managerToken = await tokenOf(manager, 'manager-password');
  const ownerToken = await tokenOf(owner, 'owner-password');
  const first = await createTask(managerToken, 'Engine sound');
  const second = await createTask(managerToken, 'Tyre smoke');

  const boss = await signedIn(manager, 'manager-password');
  const other = await signedIn(owner, 'owner-password');
  await openTaskView(boss);
  await openTaskView(other);
  await cell(other, first, 'taskName').waitFor();

  // 1. The manager renames a task in the grid: the other grid follows without a reload.
  await cell(boss, first, 'taskName').dblclick();
  await boss.keyboard.press('Control+A');
  await boss.keyboard.type('Engine sound v2');
  await boss.keyboard.press('Enter');
  await toasts(boss, 'Task name updated').waitFor();
  await eventually(() => cell(other, first, 'taskName').innerText(), 'Engine sound v2');
  await screenshot(other, 'live-grid-updated');

  // 2. The other is typing in a cell of another row while the manager edits again: the grid
  //    shows the manager's change and the typed text stays in the open editor, then saves.
  await cell(other, second, 'taskName').dblclick();
  const editor = other.locator('textarea.handsontableInput');
  await other.keyboard.press('Control+A');
  await other.keyboard.type('Tyre smoke typed');
  await cell(boss, first, 'taskName').dblclick();
  await boss.keyboard.press('Control+A');
  await boss.keyboard.type('Engine sound v3');
  await boss.keyboard.press('Enter');
  await eventually(() => cell(boss, first, 'taskName').innerText(), 'Engine sound v3');
  await eventually(() => cell(other, first, 'taskName').innerText(), 'Engine sound v3');
  expect(await editor.isVisible()).toBe(true);
  expect(await editor.inputValue()).toBe('Tyre smoke typed');
  await screenshot(other, 'live-grid-editor-kept');
  await other.keyboard.press('Enter');
  await toasts(other, 'Task name updated').waitFor();
  await eventually(() => cell(other, second, 'taskName').innerText(), 'Tyre smoke typed');
  await eventually(() => cell(boss, second, 'taskName').innerText(), 'Tyre smoke typed');

  // 3. The owner's task request waits on My Ticket; the manager approves it; the card turns Accepted.
  const { id: ticket } = await call(ownerToken, 'POST', '/api/tickets', {
    title: 'Add a pit stop', requestType: 12, priority: 1,
    content: { project, taskName: 'Pit stop', input: 'brief', score: 8, deadline: addDays(toYmd(new Date()), 20), employee: null, role: 12 },
  });
  await other.goto(`${BASE_URL()}/ticket/my-ticket?tab=sent`);
  await card(other, ticket).getByText('Waiting').waitFor();
  await boss.goto(`${BASE_URL()}/ticket/my-ticket?id=${ticket}`);
  const detail = boss.getByRole('dialog', { name: 'Add a pit stop' });
  await detail.getByRole('button', { name: 'Confirm' }).click();
  await toasts(boss, 'Create response ticket successfully').waitFor();
  await card(other, ticket).getByText('Accepted').waitFor({ timeout: 3000 });
  await screenshot(other, 'live-my-ticket-accepted');

  // 4. Offline, a change by someone else is missed; back online, the grid catches up.
  await openTaskView(other);
  await cell(other, first, 'taskName').waitFor();
  await other.context().setOffline(true);
  await call(managerToken, 'PATCH', `/api/tasks/${first}`, { name: 'Engine sound offline' });
  // A sleep on purpose: the page offline must not change in it.
  await other.waitForTimeout(700);
  expect(await cell(other, first, 'taskName').innerText()).toBe('Engine sound v3');
  await other.context().setOffline(false);
  await eventually(() => cell(other, first, 'taskName').innerText(), 'Engine sound offline', 5000);
}, 180_000);

it('the task dashboard and the decide-break list follow changes made elsewhere', async () => {
  const managerToken = await tokenOf(manager, 'manager-password');
  const ownerToken = await tokenOf(owner, 'owner-password');
  const task = await createTask(managerToken, 'Drift camera');
  const admin = await signedIn('admin', ADMIN_PASSWORD());

  await admin.goto(`${BASE_URL()}/dashboard/task-dashboard`);
  // The dashboard lists every project's tasks by status, role and id: in a full run (thousands of
  // tasks from other suites) a new task is far below the rendered rows, so filter on this project.
  const filter = admin.getByRole('group', { name: 'Filter 1' });
  await filter.getByRole('combobox', { name: 'Column' }).click();
  await chooseOption(admin, 'Project');
  await filter.getByRole('combobox', { name: 'Value' }).click();
  await chooseOption(admin, 'Live Racer');
  await admin.getByRole('button', { name: 'Apply' }).click();
  await cell(admin, task, 'taskName').waitFor();
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { name: 'Drift camera v2' });
  await eventually(() => cell(admin, task, 'taskName').innerText(), 'Drift camera v2');

  await admin.goto(`${BASE_URL()}/admin/operator/decide-break`);
  await admin.getByRole('heading', { name: 'Decide leave' }).or(admin.locator('h1')).first().waitFor();
  // Filed while the page may still be joining its room: the fetch after joining catches it.
  const fileBreak = (days: number, reason: string) => call(ownerToken, 'POST', '/api/tickets', {
    title: 'Day off', requestType: 11, priority: 1, content: { date: addDays(toYmd(new Date()), days), breakTime: 0, isPermitted: false, reason },
  });
  await fileBreak(3, 'Live dentist visit');
  // (Hydrating, connecting and joining take a while on a busy machine.)
  await admin.getByText('Live dentist visit').waitFor({ timeout: 10_000 });
  // Filed once the room is joined: the live event brings it.
  await fileBreak(4, 'Live family visit');
  await admin.getByText('Live family visit').waitFor({ timeout: 3000 });
  await screenshot(admin, 'live-decide-break');
}, 120_000);

it('a socket that drops (the network, not the browser, went away) catches up on what it missed once it reconnects', async () => {
  const managerToken = await tokenOf(manager, 'manager-password');
  const task = await createTask(managerToken, 'Gearbox whine');
  const context = await browser.context('en');
  const p = await context.newPage();
  // Every socket.io connection of the tab goes through here. A drop closes both ends; while `down`
  // a new attempt is held unconnected, as on a dead network, and is let through once it is back.
  // navigator.onLine stays true throughout, so only the reconnect path can bring the change (the
  // offline step above covers the `online` event).
  let down = false;
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const held: WebSocketRoute[] = [];
  await p.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) held.push(ws);
    else open.push({ page: ws, server: ws.connectToServer() });
  });
  const answers = listAnswers(p);
  await signIn(p, manager, 'manager-password');
  // Settled first: the fetch made on joining the rooms would otherwise bring the rename below.
  await openSettledTaskView(p, answers);
  await cell(p, task, 'taskName').waitFor();
  await eventually(() => Promise.resolve(open.length > 0), true, 10_000);

  down = true;
  for (const { page, server } of open.splice(0)) {
    await server.close().catch(() => undefined);
    await page.close().catch(() => undefined);
  }
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { name: 'Gearbox whine fixed' });
  // socket.io retries after about a second: that attempt is held.
  await eventually(() => Promise.resolve(held.length > 0), true, 10_000);
  expect(await cell(p, task, 'taskName').innerText()).toBe('Gearbox whine');

  down = false;
  for (const ws of held.splice(0)) open.push({ page: ws, server: ws.connectToServer() });
  await eventually(() => cell(p, task, 'taskName').innerText(), 'Gearbox whine fixed', 10_000);
  // Rooms are joined again: the next change arrives live.
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { name: 'Gearbox whine gone' });
  await eventually(() => cell(p, task, 'taskName').innerText(), 'Gearbox whine gone', 5000);
}, 120_000);

it('the internal task grid follows system tasks changed and added elsewhere', async () => {
  const managerToken = await tokenOf(manager, 'manager-password');
  const { taskId } = await call(managerToken, 'POST', '/api/system-tasks', { project, taskName: 'Standup notes', score: 2 });
  const boss = await signedIn(manager, 'manager-password');
  const other = await signedIn(owner, 'owner-password');
  const internal = (p: Page) => p.locator('.task-grid .ht_master');
  const internalCell = (p: Page, id: number, col: string) => internal(p).locator(`tr[data-row-id="${id}"] td[data-col="${col}"]`);
  for (const p of [boss, other]) {
    await p.goto(`${BASE_URL()}/internal/task?project=${project}`);
    await internalCell(p, taskId, 'taskName').waitFor();
  }
  // The manager renames it, then adds another: the owner's screen shows both without a reload.
  await call(managerToken, 'PATCH', `/api/tasks/${taskId}`, { name: 'Standup notes v2' });
  await eventually(() => internalCell(other, taskId, 'taskName').innerText(), 'Standup notes v2');
  await eventually(() => internalCell(boss, taskId, 'taskName').innerText(), 'Standup notes v2');
  const added = (await call(managerToken, 'POST', '/api/system-tasks', { project, taskName: 'Retro board', score: 1 })).taskId as number;
  await eventually(() => internalCell(other, added, 'taskName').innerText().catch(() => ''), 'Retro board');
  await screenshot(other, 'live-internal-grid');
}, 120_000);

it('a penalty given in one context moves the work-score dashboard open in the other', async () => {
  // The owner's role counts a work score (mission 1), as a configured role does.
  const db = new Client({ connectionString: DATABASE_URL() });
  await db.connect();
  try {
    await db.query(`insert into mission_config (role, mission_type, default_config) values (12, 1, '{}') on conflict do nothing`);
  } finally {
    await db.end();
  }
  const other = await signedIn(owner, 'owner-password');
  await other.goto(`${BASE_URL()}/dashboard`);
  const penalties = other.locator('[data-mission="ws-1"] dl > div').filter({ has: other.locator('dt', { hasText: /^Penalties$/ }) }).locator('dd');
  await penalties.waitFor();
  const before = Number(await penalties.innerText());

  const boss = await signedIn(manager, 'manager-password');
  await openTaskView(boss);
  await boss.getByRole('tab', { name: 'Penalty table' }).click();
  await boss.getByRole('button', { name: 'Create penalty' }).click();
  const dialog = boss.getByRole('dialog', { name: 'Create penalty' });
  await dialog.getByRole('combobox', { name: 'Employee' }).click();
  await chooseOption(boss, boss.getByRole('option', { name: 'Phạm Live Owner' }));
  await dialog.getByLabel('Score').fill('3');
  await dialog.getByLabel('Reason').fill('Broke the nightly build');
  await dialog.getByRole('button', { name: 'Create penalty' }).click();
  await toasts(boss, 'Penalty created').waitFor();

  await eventually(async () => Number(await penalties.innerText()), before + 3);
  await screenshot(other, 'live-dashboard-penalty');
}, 120_000);

it('a refetch that brings nothing new leaves an open context menu open', async () => {
  const token = await tokenOf(manager, 'manager-password');
  const shown = await createTask(token, 'Menu stays open');
  const hidden = await createTask(token, 'Out of sight');
  await call(token, 'PATCH', `/api/tasks/${hidden}`, { isArchived: true });
  const p = await signedIn(manager, 'manager-password');
  const answers = listAnswers(p);
  await openSettledTaskView(p, answers);
  await cell(p, shown, 'taskName').waitFor();
  await cell(p, shown, 'taskName').click({ button: 'right' });
  const item = p.locator('.htMenu td').filter({ hasText: /^\W?Action$/ }).last();
  await item.waitFor();
  // A change to a task this grid does not show: the project's live event refetches the same list.
  const before = answers();
  await call(token, 'PATCH', `/api/tasks/${hidden}`, { name: 'Still out of sight' });
  await eventually(() => Promise.resolve(answers() > before), true, 5000);
  // A sleep on purpose: the refetched list re-renders meanwhile, and the open menu must stay.
  await p.waitForTimeout(300);
  expect(await item.isVisible()).toBe(true);
  await item.hover();
  await p.locator('.htMenu td').filter({ hasText: /^\W?Hide task$/ }).last().waitFor();
});

it('the project timeline and the penalty table follow changes made elsewhere', async () => {
  const managerToken = await tokenOf(manager, 'manager-password');
  const task = await createTask(managerToken, 'Drift camera');
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { employee: owner });
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { status: 2 });

  const other = await signedIn(owner, 'owner-password');
  await other.goto(`${BASE_URL()}/project/${project}/timeline`);
  const bar = other.locator(`button[data-task="${task}"]`);
  await bar.waitFor();
  await call(managerToken, 'PATCH', `/api/tasks/${task}`, { name: 'Drift camera v2' });
  await eventually(() => bar.innerText(), 'Drift camera v2');

  const boss = await signedIn(manager, 'manager-password');
  await openTaskView(boss);
  await boss.getByRole('tab', { name: 'Penalty table' }).click();
  const table = boss.locator('.task-grid .ht_master');
  const reasons = () => table.locator('td[data-col="reason"]').allInnerTexts().then((all) => all.includes('Skipped the playtest'));
  await eventually(reasons, false);
  // Given and taken back by someone else: the open table follows both.
  const { id } = await call(managerToken, 'POST', `/api/projects/${project}/penalties`, { employee: owner, role: 18, score: 1, reason: 'Skipped the playtest' });
  await eventually(reasons, true);
  await screenshot(boss, 'live-penalty-table');
  await call(managerToken, 'DELETE', `/api/penalties/${id}`);
  await eventually(reasons, false);
}, 120_000);
