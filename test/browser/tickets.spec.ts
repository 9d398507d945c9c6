// Tickets, notifications and the operator calendar in the browser (spec 1 'Notifications';
// spec 2 'Tickets and requests'; spec 3 'Holidays, Makeups, Break', 'Decide Break'). Two people
// signed in at once: an employee, and the manager who is their contact admin and project manager.
import { addDays, formatYmd, toYmd } from '@studio/domain';
import type { Locator, Page } from 'playwright-core';
import type { Row } from '../support/http';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, clickPlaced, createEmployeeViaApi, hydrated, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
let worker: string;
let manager: string;
let project: number;
const WORKER = { lastName: 'Phạm Thị', firstName: 'Lan' };
const MANAGER = { lastName: 'Vũ Đức', firstName: 'Minh' };
const PROJECT = 'Ocean Tycoon';
const tomorrow = addDays(toYmd(new Date()), 1);
const nextWeek = addDays(toYmd(new Date()), 7);

beforeAll(async () => {
  // Task scores are checked against admin > config > role > limit (a role without a row has limit 0).
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [12, 13, 25].map((roleId) => ({ roleId, limit: 200 })) });
  manager = await createEmployeeViaApi({ ...MANAGER, role: 25 }, 'manager-password');
  worker = await createEmployeeViaApi({ ...WORKER, role: 12 }, 'worker-password');
  const contact = await apiAsAdmin('PATCH', `/api/hr/employees/${worker}`, { contactAdmin: manager });
  if (contact.status !== 200) throw new Error(`setting the contact admin answered ${contact.status}: ${JSON.stringify(contact.body)}`);
  const leave = await apiAsAdmin('PUT', `/api/hr/employees/${worker}/permitted-day`, { permittedDay: 12 });
  if (leave.status >= 300) throw new Error(`setting the leave days answered ${leave.status}`);
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: PROJECT, platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
  project = created.body.project.id;
  const members = await apiAsAdmin('PATCH', `/api/projects/${project}`, {
    employees: [{ employee: worker, role: 12 }, { employee: manager, role: 25 }],
  });
  if (members.status !== 200) throw new Error(`adding members answered ${members.status}: ${JSON.stringify(members.body)}`);
});

/** Resolves once the page's socket.io connection is accepted (the CONNECT answer '40'). */
function socketReady(p: Page): Promise<void> {
  return new Promise((resolve) => {
    p.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** A signed-in page with its live socket. */
async function signedIn(user: string, password: string, opts: { lang?: 'vi' | 'en'; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.context(opts.lang ?? 'vi', opts.viewport);
  const p = await context.newPage();
  const ready = socketReady(p);
  await signIn(p, user, password);
  await hydrated(p);
  await ready;
  return p;
}

async function open(p: Page, target: string): Promise<void> {
  const ready = socketReady(p);
  await p.goto(`${BASE_URL()}${target}`);
  await hydrated(p);
  await ready;
}

const bell = (p: Page) => p.getByRole('button', { name: /^Thông báo/ });
const bellCount = (p: Page) => p.getByTestId('notification-count');
/** The unread count the bell shows (0 without a badge). */
const unread = async (p: Page) => Number(await bell(p).getAttribute('data-unread'));
/** Waits until the bell shows `n` unread, without any reload. */
async function bellShows(p: Page, n: number): Promise<void> {
  await p.waitForFunction((count) => document.querySelector(`button[data-unread="${count}"]`) !== null, n, { timeout: 15000 });
  if (n > 0) expect(await bellCount(p).innerText()).toBe(String(n));
}
const panel = (p: Page) => p.getByRole('dialog', { name: 'Thông báo' });

/** Picks an option of a plain (Radix) select. */
async function choose(scope: Page | Locator, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await chooseOption(page, option);
}

/** Picks `name` in a searchable select found by its label. */
async function pick(scope: Page | Locator, label: string, name: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(name.split(' ').pop()!);
  await chooseOption(page, name);
}

async function newRequest(p: Page, group: string, type: string): Promise<Locator> {
  await p.getByRole('button', { name: 'Tạo yêu cầu' }).click();
  const dialog = p.getByRole('dialog', { name: 'Tạo yêu cầu' });
  await choose(dialog, 'Nhóm yêu cầu', group);
  await choose(dialog, 'Loại yêu cầu', type);
  return dialog;
}

describe('leave request, live notifications and the decision from the bell', () => {
  it('files a leave request for tomorrow afternoon; the contact admin accepts it from the notification list', async () => {
    const boss = await signedIn(manager, 'manager-password');
    await bellShows(boss, 0);

    const emp = await signedIn(worker, 'worker-password');
    // The app menu offers My Ticket now.
    await emp.getByRole('button', { name: 'Ứng dụng' }).click();
    await clickPlaced(emp.getByRole('menu').getByRole('menuitem', { name: 'Yêu cầu' }));
    await emp.waitForURL(/\/ticket\/my-ticket$/);
    await emp.getByRole('heading', { name: 'Yêu cầu của tôi' }).waitFor();
    await screenshot(emp, 'tickets-my-ticket-empty');

    // Checked before sending: the title first, then the earliest date.
    const dialog = await newRequest(emp, 'Hành chính', 'Nghỉ phép');
    await dialog.getByTestId('leave-left').filter({ hasText: '12 ngày' }).waitFor();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await toasts(emp, 'Vui lòng nhập tiêu đề').waitFor();
    await dialog.getByLabel('Tiêu đề').fill('Đi khám răng');
    await dialog.getByLabel('Ngày nghỉ', { exact: true }).fill(formatYmd(addDays(toYmd(new Date()), -1)));
    await dialog.getByRole('radio', { name: /Buổi chiều/ }).click();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await toasts(emp, /Chỉ có thể xin nghỉ từ ngày/).waitFor();
    await dialog.getByLabel('Ngày nghỉ', { exact: true }).fill(formatYmd(tomorrow));
    await screenshot(emp, 'tickets-request-break');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await toasts(emp, 'Tạo yêu cầu thành công').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The new request is in Sent, waiting.
    await emp.waitForURL(/tab=sent/);
    const sentCard = emp.getByRole('button', { name: /Đi khám răng/ });
    await sentCard.waitFor();
    expect(await sentCard.innerText()).toContain('Đang chờ');
    expect(await sentCard.innerText()).toContain(`${WORKER.lastName} ${WORKER.firstName}`);

    // The manager's bell counts it without a reload, and a toast tells the line.
    await bellShows(boss, 1);
    await toasts(boss, /xin nghỉ ngày/).waitFor();
    await bell(boss).click();
    const list = panel(boss);
    const item = list.locator('li[data-type="9"]');
    await item.waitFor();
    expect(await item.innerText()).toContain(`${WORKER.lastName} ${WORKER.firstName} xin nghỉ ngày ${formatYmd(tomorrow)} (Buổi chiều)`);
    expect(await item.innerText()).toContain('Nghỉ có phép');
    await screenshot(boss, 'tickets-bell-decide');
    // Read-all leaves the decision unread.
    const readAll = boss.waitForResponse((r) => r.url().endsWith('/api/notifications/read-all'));
    await list.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
    expect((await readAll).ok()).toBe(true);
    expect(await item.count()).toBe(1);
    await item.getByRole('button', { name: 'Đồng ý' }).click();
    await toasts(boss, 'Đã duyệt yêu cầu nghỉ phép').waitFor();
    await item.waitFor({ state: 'detached' });
    // As the employee's project manager, the manager is also told the employee is off.
    const off = list.locator('li[data-type="10"]');
    await off.waitFor();
    expect(await off.innerText()).toContain(`${WORKER.lastName} ${WORKER.firstName} nghỉ phép ngày ${formatYmd(tomorrow)} (Buổi chiều)`);
    await bellShows(boss, 1);
    // The decision is in the read list, settled.
    await list.getByRole('tab', { name: 'Đã đọc' }).click();
    await list.locator('li[data-type="9"]').filter({ hasText: 'Đã đồng ý' }).waitFor();

    // The employee hears back at once: the bell rings with the decision.
    await bellShows(emp, 1);
    expect(await emp.locator('[data-unread="1"] svg.origin-top').getAttribute('class')).toContain('animate-');
    await bell(emp).click();
    const approved = panel(emp).locator('li[data-type="8"]');
    await approved.waitFor();
    expect(await approved.innerText()).toContain(`Yêu cầu nghỉ ngày ${formatYmd(tomorrow)} (Buổi chiều) của bạn đã được duyệt`);
    await screenshot(emp, 'tickets-bell-approved');
    // Clicking marks it read and opens the leave ticket, now answered.
    await approved.getByRole('button').first().click();
    await emp.waitForURL(/\/ticket\/my-ticket\?id=\d+/);
    const detail = emp.getByRole('dialog', { name: 'Đi khám răng' });
    await detail.getByTestId('ticket-response').filter({ hasText: 'Đã duyệt' }).waitFor();
    await bellCount(emp).waitFor({ state: 'detached' });
    await screenshot(emp, 'tickets-detail-break-answered');
    await detail.getByRole('button', { name: 'Đóng' }).first().click();

    // Half a day of leave was spent: 11,5 left, in the ticket popup and on the dashboard.
    const again = await newRequest(emp, 'Hành chính', 'Nghỉ phép');
    await again.getByTestId('leave-left').filter({ hasText: '11,5 ngày' }).waitFor();
    await again.getByRole('button', { name: 'Hủy' }).click();
    expect((await apiAsAdmin('GET', `/api/hr/employees/${worker}`)).body.employee.permittedDayLeft).toBe(11.5);
  });
});

describe('a task request answered with a counter-proposal', () => {
  it('asks for a new task; the manager proposes a lower score; the employee agrees and the task exists', async () => {
    const boss = await signedIn(manager, 'manager-password');
    const emp = await signedIn(worker, 'worker-password');
    await open(emp, '/ticket/my-ticket');
    const bossBefore = await unread(boss);
    const empBefore = await unread(emp);

    const dialog = await newRequest(emp, 'Công việc', 'Tạo công việc');
    await dialog.getByLabel('Tiêu đề').fill('Cần làm màn hình cửa hàng');
    await pick(dialog, 'Dự án', PROJECT);
    await dialog.getByLabel('Tên công việc').fill('Shop screen');
    await dialog.getByLabel('Đầu vào').fill('https://example.com/shop-mockup');
    await dialog.getByLabel('Điểm').fill('10');
    await dialog.getByLabel('Hạn chót', { exact: true }).fill(formatYmd(nextWeek));
    await pick(dialog, 'Nhân viên', `${WORKER.lastName} ${WORKER.firstName}`);
    // Picking the member fills in their role.
    expect(await dialog.getByRole('combobox', { name: 'Vai trò', exact: true }).innerText()).toContain('Unity Dev');
    await screenshot(emp, 'tickets-request-create-task');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await toasts(emp, 'Tạo yêu cầu thành công').waitFor();

    // The manager is told, and finds it in Received with the red dot.
    await bellShows(boss, bossBefore + 1);
    await bell(boss).click();
    const note = panel(boss).locator('li[data-type="13"]');
    await note.waitFor();
    expect(await note.innerText()).toContain(`yêu cầu tạo công việc “Shop screen” trong ${PROJECT}`);
    await note.getByRole('button').first().click();
    await boss.waitForURL(/\/ticket\/my-ticket\?id=\d+/);
    await boss.getByTestId('received-dot').waitFor();
    const request = boss.getByRole('dialog', { name: 'Cần làm màn hình cửa hàng' });
    await request.getByText('Shop screen').waitFor();
    expect(await request.innerText()).toContain(PROJECT);
    expect(await request.innerText()).toContain(`${WORKER.lastName} ${WORKER.firstName}`);
    await screenshot(boss, 'tickets-detail-respond');

    // Negotiation: only name, score and deadline can change; the score goes down to 6.
    await request.getByRole('button', { name: 'Thương lượng' }).click();
    const counter = boss.getByRole('dialog', { name: 'Đề xuất lại' });
    await counter.getByLabel('Điểm').fill('6');
    await screenshot(boss, 'tickets-negotiation');
    await counter.getByRole('button', { name: 'Gửi đề xuất' }).click();
    await toasts(boss, 'Đã gửi đề xuất lại').waitFor();
    await request.getByTestId('ticket-response').filter({ hasText: 'Đã phản hồi bằng một đề xuất khác' }).waitFor();
    await boss.keyboard.press('Escape');

    // The employee receives the counter-proposal and agrees to it.
    await bellShows(emp, empBefore + 1);
    await emp.getByTestId('received-dot').waitFor();
    await emp.getByRole('tab', { name: /Đã nhận/ }).click();
    const received = emp.getByRole('list', { name: 'Đã nhận' }).getByRole('button', { name: /Cần làm màn hình cửa hàng/ });
    await received.waitFor();
    await screenshot(emp, 'tickets-my-ticket-received');
    await received.click();
    const proposal = emp.getByRole('dialog', { name: 'Cần làm màn hình cửa hàng' });
    expect(await proposal.innerText()).toContain('Tạo công việc (đề xuất lại)');
    await proposal.getByText('10').first().waitFor();
    await screenshot(emp, 'tickets-detail-negotiation');
    await proposal.getByRole('button', { name: 'Đồng ý' }).click();
    await toasts(emp, 'Phản hồi yêu cầu thành công').waitFor();
    await proposal.getByTestId('ticket-response').filter({ hasText: 'Đã duyệt' }).waitFor();
    await emp.getByTestId('received-dot').waitFor({ state: 'detached' });

    // The task is in the project with the agreed score.
    const { body } = await apiAsAdmin('GET', `/api/projects/${project}/tasks`);
    const task = (body.tasks as { taskName: string; score: number; employee: string; deadline: number }[]).find((x) => x.taskName === 'Shop screen');
    expect(task).toMatchObject({ score: 6, employee: worker, deadline: nextWeek });

    // And the manager hears of the agreement.
    await bellShows(boss, bossBefore + 1);
    await bell(boss).click();
    await panel(boss).locator('li[data-type="16"]').filter({ hasText: `đồng ý tạo công việc “Shop screen” trong ${PROJECT}` }).waitFor();
  });
});

describe('operator calendar', () => {
  it('adds a holiday, then deletes it after a confirmation', async () => {
    const context = await browser.context('vi');
    const p = await context.newPage();
    await signIn(p, 'admin', ADMIN_PASSWORD());
    await open(p, '/admin/operator/holiday');
    await p.getByRole('heading', { name: 'Ngày lễ' }).waitFor();
    const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
    for (const name of ['Ngày lễ', 'Ngày làm bù', 'Ngày nghỉ', 'Duyệt nghỉ phép']) await nav.getByRole('link', { name }).waitFor();

    await p.getByRole('button', { name: 'Thêm ngày lễ' }).click();
    const dialog = p.getByRole('dialog', { name: 'Thêm ngày lễ' });
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    await toasts(p, 'Vui lòng điền đầy đủ thông tin').waitFor();
    const day = addDays(toYmd(new Date()), 30);
    await dialog.getByLabel('Ngày', { exact: true }).fill(formatYmd(day));
    await dialog.getByLabel('Mô tả').fill('Quốc khánh');
    await screenshot(p, 'calendar-holiday-dialog');
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    await toasts(p, 'Thêm mới thành công').waitFor();
    const row = p.locator('tr', { hasText: 'Quốc khánh' });
    await row.waitFor();
    expect(await row.innerText()).toContain(formatYmd(day));
    await screenshot(p, 'calendar-holidays');

    await row.getByRole('button', { name: `Xóa ngày ${formatYmd(day)}` }).click();
    const confirm = p.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Hủy' }).click();
    await toasts(p, 'Đã hủy thao tác xóa.').waitFor();
    await row.getByRole('button', { name: `Xóa ngày ${formatYmd(day)}` }).click();
    await confirm.getByRole('button', { name: 'Xóa' }).click();
    await toasts(p, 'Xóa thành công').waitFor();
    await row.waitFor({ state: 'detached' });
    const { body } = await apiAsAdmin('GET', '/api/calendar/holidays');
    expect((body.holidays as { description: string }[]).some((h) => h.description === 'Quốc khánh')).toBe(false);
  });
});

/** Calls the API as `user`. */
async function apiAs<T = Row>(user: string, password: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const login = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password }),
  });
  const { token } = await login.json();
  const res = await fetch(`${BASE_URL()}${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe('operator screens', () => {
  it('declines a pending leave request from Decide Break and records a day off by hand', async () => {
    const day = addDays(toYmd(new Date()), 3);
    const filed = await apiAs(worker, 'worker-password', 'POST', '/api/tickets', {
      title: 'Việc gia đình', description: 'Đón con', requestType: 11, priority: 2, content: { date: day, breakTime: 0, isPermitted: false },
    });
    expect(filed.status).toBe(201);

    const context = await browser.context('vi');
    const p = await context.newPage();
    await signIn(p, 'admin', ADMIN_PASSWORD());
    await open(p, '/admin/operator/decide-break');
    await p.getByRole('heading', { name: 'Duyệt nghỉ phép' }).waitFor();
    const row = p.locator('tr', { hasText: `${WORKER.lastName} ${WORKER.firstName}` }).filter({ hasText: formatYmd(day) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Buổi sáng');
    expect(await row.innerText()).toContain('Đón con');
    expect(await row.innerText()).toContain('Nghỉ không phép');
    await screenshot(p, 'calendar-decide-break');
    await row.getByRole('button', { name: /^Từ chối cho/ }).click();
    await toasts(p, 'Đã từ chối yêu cầu nghỉ phép').waitFor();
    await row.waitFor({ state: 'detached' });
    const ticket = await apiAs(worker, 'worker-password', 'GET', `/api/tickets/${filed.body.id}`);
    expect(ticket.body.ticket.state).toBe('Rejected');

    // Day off by hand: employee, date, 4 hours (quick choice), description.
    await open(p, '/admin/operator/break');
    await p.getByRole('heading', { name: 'Ngày nghỉ', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
    const dialog = p.getByRole('dialog', { name: 'Thêm ngày nghỉ' });
    await dialog.getByLabel('Số giờ').fill('9');
    await pick(dialog, 'Nhân viên', `${WORKER.lastName} ${WORKER.firstName}`);
    await dialog.getByLabel('Ngày', { exact: true }).fill(formatYmd(day));
    await dialog.getByLabel('Mô tả').fill('Khám sức khỏe');
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    // Out of range: a warning, and the hours go back to 8.
    await toasts(p, 'Số giờ phải từ 1 đến 8').waitFor();
    expect(await dialog.getByLabel('Số giờ').inputValue()).toBe('8');
    await dialog.getByRole('button', { name: '4 giờ' }).click();
    await screenshot(p, 'calendar-day-off-dialog');
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    await toasts(p, 'Thêm mới thành công').waitFor();
    const record = p.locator('tr', { hasText: 'Khám sức khỏe' });
    await record.waitFor();
    expect(await record.innerText()).toContain('4 giờ');
    expect(await record.innerText()).toContain(`${WORKER.lastName} ${WORKER.firstName}`);
    await screenshot(p, 'calendar-day-off');

    // Makeup days follow the holiday pattern; a missing description is a warning.
    await open(p, '/admin/operator/makeup');
    await p.getByRole('button', { name: 'Thêm ngày làm bù' }).click();
    const makeup = p.getByRole('dialog', { name: 'Thêm ngày làm bù' });
    await makeup.getByLabel('Ngày', { exact: true }).fill(formatYmd(addDays(toYmd(new Date()), 10)));
    await makeup.getByRole('button', { name: 'Thêm' }).click();
    await toasts(p, 'Vui lòng điền đầy đủ thông tin').waitFor();
    await makeup.getByLabel('Mô tả').fill('Làm bù thứ Bảy');
    await makeup.getByRole('button', { name: 'Thêm' }).click();
    await p.locator('tr', { hasText: 'Làm bù thứ Bảy' }).waitFor();
    await screenshot(p, 'calendar-makeups');

    // 900 px wide, and in English.
    const pending = await apiAs(worker, 'worker-password', 'POST', '/api/tickets', {
      title: 'Họp phụ huynh', description: 'Họp phụ huynh đầu năm học ở trường của con', requestType: 11, priority: 3,
      content: { date: addDays(day, 1), breakTime: 1, isPermitted: true },
    });
    expect(pending.status).toBe(201);
    const narrow = await browser.page('vi', { width: 900, height: 800 });
    await signIn(narrow, 'admin', ADMIN_PASSWORD());
    await open(narrow, '/admin/operator/break');
    await narrow.locator('tr', { hasText: 'Khám sức khỏe' }).waitFor();
    await screenshot(narrow, 'calendar-day-off-900');
    await open(narrow, '/admin/operator/decide-break');
    await narrow.locator('tr', { hasText: 'Họp phụ huynh' }).waitFor();
    await screenshot(narrow, 'calendar-decide-break-900');
    const en = await browser.page('en', { width: 900, height: 800 });
    await signIn(en, 'admin', ADMIN_PASSWORD());
    await open(en, '/admin/operator/decide-break');
    await en.getByRole('heading', { name: 'Decide breaks' }).waitFor();
    await en.locator('tr', { hasText: 'Afternoon' }).getByText('Paid leave').waitFor();
    await screenshot(en, 'calendar-decide-break-en-900');
    await open(en, '/admin/operator/holiday');
    await en.getByRole('button', { name: 'Add holiday' }).click();
    await en.getByRole('dialog', { name: 'Add a holiday' }).waitFor();
    await screenshot(en, 'calendar-holiday-dialog-en-900');
  });
});

describe('withdrawing a leave request (decision 026)', () => {
  it('takes back a pending paid leave request from My Ticket: its days are free again and the contact admin has nothing to decide', async () => {
    const day = addDays(toYmd(new Date()), 5);
    const before = (await apiAs<{ permittedDayLeft: number; permittedDayPending: number }>(worker, 'worker-password', 'GET', '/api/breaks/balance')).body;
    const filed = await apiAs(worker, 'worker-password', 'POST', '/api/tickets', {
      title: 'Về quê ăn cưới', description: 'Đám cưới em họ', requestType: 11, priority: 2, content: { date: day, breakTime: 2, isPermitted: true },
    });
    expect(filed.status).toBe(201);
    const held = (await apiAs<typeof before>(worker, 'worker-password', 'GET', '/api/breaks/balance')).body;
    expect(held.permittedDayPending).toBe(before.permittedDayPending + 1);

    const emp = await signedIn(worker, 'worker-password');
    await open(emp, `/ticket/my-ticket?tab=sent&id=${filed.body.id}`);
    const detail = emp.getByRole('dialog', { name: 'Về quê ăn cưới' });
    await detail.waitFor();
    expect(await seriousViolations(emp)).toEqual([]);
    await detail.getByRole('button', { name: 'Rút lại yêu cầu' }).click();
    const confirm = emp.getByRole('alertdialog', { name: 'Rút lại yêu cầu này?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('hoàn lại số ngày phép');
    expect(await seriousViolations(emp)).toEqual([]);
    await screenshot(emp, 'tickets-withdraw-confirm');
    await confirm.getByRole('button', { name: 'Rút lại yêu cầu' }).click();
    await toasts(emp, 'Đã rút lại yêu cầu').waitFor();
    await detail.locator('[data-withdrawn]').filter({ hasText: 'đã rút lại lúc' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Rút lại yêu cầu' }).count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'Sửa yêu cầu' }).count()).toBe(0);
    await screenshot(emp, 'tickets-withdrawn-detail');
    await detail.getByRole('button', { name: 'Đóng' }).first().click();
    const card = emp.getByRole('button', { name: /Về quê ăn cưới/ });
    expect(await card.innerText()).toContain('Đã rút lại');

    // The days it held are free again.
    const after = (await apiAs<typeof before>(worker, 'worker-password', 'GET', '/api/breaks/balance')).body;
    expect(after).toEqual(before);
    // The contact admin sees it withdrawn in Received, no longer waiting for them.
    const boss = await signedIn(manager, 'manager-password');
    await open(boss, '/ticket/my-ticket?tab=received');
    const received = boss.getByRole('button', { name: /Về quê ăn cưới/ });
    await received.waitFor();
    expect(await received.innerText()).toContain('Đã rút lại');
  });
});

describe('screens in English and at 900 px', () => {
  it('shows My Ticket, the task change form and the bell in English at 900 px', async () => {
    const created = await apiAsAdmin('POST', `/api/projects/${project}/tasks`, {
      name: 'Daily reward popup', input: JSON.stringify({ type: 1, data: { content: 'spec' } }), output: '', score: 12, role: 12,
      employee: worker, deadline: nextWeek,
    });
    expect(created.status).toBe(201);
    const p = await signedIn(worker, 'worker-password', { lang: 'en', viewport: { width: 900, height: 800 } });
    await open(p, '/ticket/my-ticket?tab=sent');
    await p.getByRole('heading', { name: 'My tickets' }).waitFor();
    await screenshot(p, 'tickets-my-ticket-en-900');

    await p.getByRole('button', { name: 'New request' }).click();
    const dialog = p.getByRole('dialog', { name: 'New request' });
    await choose(dialog, 'Request group', 'Task');
    await choose(dialog, 'Request type', 'Task change');
    await dialog.getByLabel('Title').fill('More time for the reward popup');
    await dialog.getByRole('combobox', { name: 'Project', exact: true }).click();
    await chooseOption(p, PROJECT);
    await dialog.getByRole('combobox', { name: 'Task', exact: true }).click();
    await chooseOption(p, 'Daily reward popup');
    // The new values start from the current ones.
    expect(await dialog.getByLabel('Score').inputValue()).toBe('12');
    await dialog.getByLabel('Score').fill('16');
    await dialog.getByLabel('Deadline', { exact: true }).fill(formatYmd(addDays(nextWeek, 3)));
    await screenshot(p, 'tickets-request-edit-task-en-900');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await toasts(p, 'Create request ticket successfully').waitFor();
    const card = p.getByRole('button', { name: /More time for the reward popup/ });
    await card.click();
    const detail = p.getByRole('dialog', { name: 'More time for the reward popup' });
    expect(await detail.innerText()).toContain('Daily reward popup');
    expect(await detail.innerText()).toMatch(/12\s*16/);
    await screenshot(p, 'tickets-detail-edit-task-en-900');
    // Still unanswered: the requester may edit it.
    await detail.getByRole('button', { name: 'Edit request' }).click();
    const edit = p.getByRole('dialog', { name: /^Edit request #/ });
    await edit.getByLabel('Score').fill('14');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toasts(p, 'Save request ticket successfully').waitFor();

    await p.getByRole('button', { name: /^Notifications/ }).click();
    await p.getByRole('dialog', { name: 'Notifications' }).getByRole('tab', { name: 'Read', exact: true }).click();
    await p.getByRole('dialog', { name: 'Notifications' }).locator('li[data-type="16"], li[data-type="8"]').first().waitFor();
    await screenshot(p, 'tickets-bell-read-en-900');

    // /ticket opens My Ticket.
    await p.goto(`${BASE_URL()}/ticket`);
    await p.waitForURL(/\/ticket\/my-ticket$/);
  });
});
