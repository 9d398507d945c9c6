// Config > Permission group (spec 3; issue 8): an admin creates 'HR team' with Admin.Employee.Get
// (any) and Task.Get.All (range 1-40 excluding 7), adds employees in the employee dialog, and a
// member signed in elsewhere sees the task dashboard at the next page load, without signing in
// again. Import and Export JSON, the messages of the spec, the delete confirmation, axe.
import { readFileSync } from 'fs';
import type { Locator, Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, clickPlaced, createEmployeeViaApi, screenshot, signIn, toasts, useBrowser } from './support';

type Grant = { permissionId: string; conditionType: number; conditionValue: unknown };
type Group = { id: number; name: string; permissions: Grant[] };

const SCREEN = '/admin/config/permission-group';
// Generous: on a loaded machine one step can take seconds.
jest.setTimeout(180_000);
const browser = useBrowser();
let people: { id: string; name: string }[];

beforeAll(async () => {
  people = [];
  for (const [lastName, firstName] of [['Đỗ Thu', 'Hà'], ['Vũ Đức', 'Minh'], ['Phan Ngọc', 'Lan']]) {
    people.push({ id: await createEmployeeViaApi({ lastName, firstName, role: 20 }), name: `${lastName} ${firstName}` });
  }
});

const groups = async () => (await apiAsAdmin<{ pgs: Group[] }>('GET', '/api/permission-groups')).body.pgs;
const groupNamed = async (name: string) => (await groups()).find((g) => g.name === name);

async function adminPage(lang: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: SCREEN });
  await page.getByRole('heading', { name: lang === 'vi' ? 'Nhóm quyền' : 'Permission groups', level: 1 }).waitFor();
  await gridRows(page).first().waitFor();
  return page;
}

const gridRows = (p: Page) => p.locator('[data-testid="pg-list"] tr[data-group-id]');
const gridRow = (p: Page, id: number) => p.locator(`[data-testid="pg-list"] tr[data-group-id="${id}"]`);
const cellText = async (p: Page, id: number, col: string) => (await gridRow(p, id).locator(`td[data-col="${col}"]`).innerText()).trim();

/** The labels of the row's right-click menu (closed again afterwards). */
async function menuItems(p: Page, id: number): Promise<string[]> {
  await gridRow(p, id).locator('td[data-col="name"]').click({ button: 'right' });
  const items = p.getByRole('menuitem');
  await items.first().waitFor();
  const labels = (await items.allInnerTexts()).map((s) => s.trim());
  await p.keyboard.press('Escape');
  await items.first().waitFor({ state: 'detached' });
  return labels;
}

async function menu(p: Page, id: number, label: string) {
  await gridRow(p, id).locator('td[data-col="name"]').click({ button: 'right' });
  await clickPlaced(p.getByRole('menuitem', { name: label, exact: true }));
}

async function expectAccessible(p: Page, what: string) {
  expect({ what, violations: await seriousViolations(p) }).toEqual({ what, violations: [] });
}

/** Chooses a permission in a row's searchable select. */
async function pickPermission(dialog: Locator, row: number, name: string) {
  await dialog.getByRole('combobox', { name: `Quyền của dòng ${row}` }).click();
  const page = dialog.page();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(name);
  await chooseOption(page, name);
}

async function pickType(dialog: Locator, row: number, label: string) {
  await dialog.getByRole('combobox', { name: `Loại điều kiện của dòng ${row}` }).click();
  await chooseOption(dialog.page(), label);
}

it('lists groups by kind, sorted by the numeric suffix, with the role as Extra; the global group offers only Edit Employee', async () => {
  const p = await adminPage();
  const filter = p.getByRole('radiogroup', { name: 'Loại nhóm' });
  expect(await filter.getByRole('radio').allInnerTexts()).toEqual([
    expect.stringContaining('Quyền tùy chỉnh'), expect.stringContaining('Nhân viên dự án'), expect.stringContaining('Quyền mặc định'),
  ]);
  expect(await filter.getByRole('radio', { name: /Quyền tùy chỉnh/ }).getAttribute('aria-checked')).toBe('true');
  const system = (await groupNamed('system-admin'))!;
  await gridRow(p, system.id).waitFor();
  expect(await menuItems(p, system.id)).toEqual(['Sửa nhân viên']);
  // The row's menu button opens the same menu from the keyboard.
  await gridRow(p, system.id).getByRole('button', { name: 'Thao tác với system-admin' }).focus();
  await p.keyboard.press('Enter');
  await p.getByRole('menuitem', { name: 'Sửa nhân viên' }).waitFor();
  await p.keyboard.press('Escape');

  await filter.getByRole('radio', { name: /Quyền mặc định/ }).click();
  const d12 = (await groupNamed('Default_Permission_12'))!;
  await gridRow(p, d12.id).waitFor();
  expect(await cellText(p, d12.id, 'extra')).toBe('Unity Dev');
  const names = await gridRows(p).locator('td[data-col="name"]').allInnerTexts();
  expect(names.every((n) => n.startsWith('Default_Permission_'))).toBe(true);
  const suffixes = names.map((n) => Number(n.split('_').pop()));
  expect(suffixes).toEqual([...suffixes].sort((a, b) => a - b));
  expect(await menuItems(p, d12.id)).toEqual(['Sửa', 'Sửa nhân viên', 'Xóa']);

  await filter.getByRole('radio', { name: /Nhân viên dự án/ }).click();
  const pe3 = (await groupNamed('Project_Employee_3'))!;
  await gridRow(p, pe3.id).waitFor();
  expect(await cellText(p, pe3.id, 'extra')).toBe('CTO');
  // The grid is 500 px high.
  expect(Math.round((await p.locator('[data-testid="pg-list"]').boundingBox())!.height)).toBe(500);
  await screenshot(p, 'permission-groups-list-vi');
  await expectAccessible(p, 'list');
});

it('creates HR team, adds three employees; a member sees the task dashboard at the next page load', async () => {
  // A member signed in before the change, in another browser context.
  const memberContext = await browser.context('vi');
  const member = await memberContext.newPage();
  await signIn(member, people[0].id, 'password-123');
  const mainNav = member.getByRole('navigation', { name: 'Điều hướng chính' });
  await mainNav.waitFor();
  expect(await mainNav.getByRole('link', { name: 'Tổng hợp công việc' }).count()).toBe(0);

  const p = await adminPage();
  const posts: string[] = [];
  p.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/permission-groups') && posts.push(r.url()));
  await p.getByRole('button', { name: 'Thêm nhóm quyền' }).click();
  const dialog = p.getByRole('dialog', { name: 'Thêm nhóm quyền' });
  await dialog.waitFor();
  const save = dialog.getByRole('button', { name: 'Thêm', exact: true });

  // No name: 'Please fill in all fields', nothing sent.
  await save.click();
  await toasts(p, 'Vui lòng điền đầy đủ thông tin').waitFor();
  await dialog.getByLabel('Tên', { exact: true }).fill('system-admin');
  await save.click();
  await toasts(p, 'Không thể tạo nhóm quyền với tên system-admin').waitFor();
  expect(posts).toEqual([]);

  await dialog.getByLabel('Tên', { exact: true }).fill('HR team');
  // A row without a condition type.
  await pickPermission(dialog, 1, 'Admin.Employee.Get');
  await toasts(p).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await save.click();
  await toasts(p, 'Vui lòng điền đầy đủ thông tin').last().waitFor();
  // The refused row is marked.
  await dialog.locator('[aria-invalid="true"]').first().waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Loại điều kiện của dòng 1' }).getAttribute('aria-invalid')).toBe('true');
  expect(posts).toEqual([]);
  await pickType(dialog, 1, 'Tất cả');

  await dialog.getByRole('button', { name: 'Thêm quyền mới' }).click();
  await pickPermission(dialog, 2, 'Task.Get.All');
  await pickType(dialog, 2, 'Khoảng');
  await dialog.getByLabel('Từ (giá trị)').fill('1');
  await dialog.getByLabel('Đến (giá trị)').fill('40');
  // An exclusion outside 1-40 is refused with the server's own message.
  await dialog.getByLabel('Giá trị loại trừ, nằm giữa Từ và Đến').fill('40');
  await save.click();
  await toasts(p, 'Giá trị loại trừ phải nằm giữa Từ và Đến (không tính hai đầu)').waitFor();
  expect(posts).toEqual([]);
  await dialog.getByLabel('Giá trị loại trừ, nằm giữa Từ và Đến').fill('7');

  // A duplicate of row 1 is dropped on save.
  await dialog.getByRole('button', { name: 'Thêm quyền mới' }).click();
  await pickPermission(dialog, 3, 'Admin.Employee.Get');
  await pickType(dialog, 3, 'Tất cả');
  await screenshot(p, 'permission-groups-edit-vi');
  await expectAccessible(p, 'edit dialog');
  await save.click();
  await toasts(p, 'Đã thêm nhóm quyền mới').waitFor();
  await toasts(p, 'Đã loại bỏ 1 dòng trùng lặp').waitFor();
  expect(posts).toHaveLength(1);
  const hr = (await groupNamed('HR team'))!;
  expect(hr.permissions).toEqual([
    { permissionId: 'Admin.Employee.Get', conditionType: 1, conditionValue: null },
    { permissionId: 'Task.Get.All', conditionType: 2, conditionValue: { from: 1, to: 40, exclude: [7] } },
  ]);
  await gridRow(p, hr.id).waitFor();
  expect(await cellText(p, hr.id, 'extra')).toBe('');

  // Edit Employee: multi-select three people in the Add dialog, then save.
  await menu(p, hr.id, 'Sửa nhân viên');
  const employees = p.getByRole('dialog', { name: 'Nhân viên của nhóm HR team' });
  await employees.getByText('Nhóm chưa có nhân viên nào').waitFor();
  await employees.getByRole('button', { name: 'Thêm', exact: true }).click();
  const add = p.getByRole('dialog', { name: 'Thêm nhân viên' });
  for (const person of people) {
    await add.getByLabel('Tìm theo tên hoặc mã').fill(person.name);
    await add.locator(`[data-candidate="${person.id}"] input`).check();
  }
  await add.getByText('Đã chọn 3 nhân viên').waitFor();
  await add.getByRole('button', { name: 'Thêm', exact: true }).click();
  await add.waitFor({ state: 'detached' });
  for (const person of people) await employees.locator(`tr[data-member="${person.id}"]`).getByText(person.name).waitFor();
  await screenshot(p, 'permission-groups-employees-vi');
  await expectAccessible(p, 'employee dialog');
  await employees.getByRole('button', { name: 'Lưu' }).click();
  await toasts(p, 'Đã cập nhật nhân viên').waitFor();
  const stored = await apiAsAdmin<{ employees: string[] }>('GET', `/api/permission-groups/${hr.id}/employees`);
  expect(stored.body.employees).toEqual(people.map((x) => x.id).sort());

  // The member's next page load shows the task dashboard; no new sign-in.
  await member.reload();
  await mainNav.getByRole('link', { name: 'Tổng hợp công việc' }).click();
  await member.waitForURL(/\/dashboard\/task-dashboard/);
  await member.getByRole('heading', { name: 'Tổng hợp công việc', level: 1 }).waitFor();
  expect((await member.request.get(`${BASE_URL()}/api/hr/employees`)).status()).toBe(200);
  // ... and the employee list of the admin area, through the app menu's admin entry (Admin.Employee.Get, no Admin).
  await member.goto(`${BASE_URL()}/admin`);
  await member.waitForURL(/\/admin\/administrative\/employee/);
  await member.getByRole('heading', { level: 1 }).first().waitFor();

  // Delete one member: the row action, then save; that person loses the screen at once.
  await menu(p, hr.id, 'Sửa nhân viên');
  await employees.locator(`tr[data-member="${people[0].id}"]`).waitFor();
  await employees.getByRole('button', { name: `Xóa ${people[0].name}` }).click();
  await employees.getByRole('button', { name: 'Lưu' }).click();
  await toasts(p, 'Đã cập nhật nhân viên').nth(0).waitFor();
  await employees.waitFor({ state: 'detached' });
  expect((await apiAsAdmin<{ employees: string[] }>('GET', `/api/permission-groups/${hr.id}/employees`)).body.employees)
    .toEqual([people[1].id, people[2].id].sort());
  await member.goto(`${BASE_URL()}/dashboard/task-dashboard`);
  await member.waitForURL((url) => url.pathname === '/dashboard');
}, 600_000);

it('exports the rows as JSON and imports a file without re-adding rows the group holds', async () => {
  const created = await apiAsAdmin<{ id: number }>('POST', '/api/permission-groups', {
    permissionGroupName: 'Import team',
    permissions: [
      { permissionId: 'Admin.Employee.Get', conditionType: 1, conditionValue: null },
      { permissionId: 'Task.Get.All', conditionType: 2, conditionValue: { from: 1, to: 40, exclude: [7] } },
    ],
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const p = await adminPage();
  await gridRow(p, id).waitFor();
  await menu(p, id, 'Sửa');
  const dialog = p.getByRole('dialog', { name: 'Sửa nhóm quyền Import team' });
  await dialog.getByText('Quyền (2 dòng)').waitFor();

  const download = p.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Xuất JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Import-team.json');
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(exported).toEqual((await groupNamed('Import team'))!.permissions);

  // A file that is not JSON, then one with a bad row: refused, the grid unchanged.
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await toasts(p, 'Không thể nhập tệp').waitFor();
  await input.setInputFiles({
    name: 'bad-row.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([{ permissionId: 'Project.Get', conditionType: 2, conditionValue: { from: 5, to: 1, exclude: [] } }])),
  });
  await toasts(p, 'Dòng 1: Giá trị Từ không được lớn hơn giá trị Đến').waitFor();
  await dialog.getByText('Quyền (2 dòng)').waitFor();

  // The exported rows plus one new row: only the new one is added.
  const imported = [...exported, { permissionId: 'Config.PermissionGroup.Get', conditionType: 1, conditionValue: null }];
  await input.setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(imported)) });
  await toasts(p, 'Đã nhập 1 dòng (2 dòng đã có trong nhóm)').waitFor();
  await dialog.getByText('Quyền (3 dòng)').waitFor();
  await dialog.getByRole('button', { name: 'Cập nhật' }).click();
  await toasts(p, 'Đã cập nhật nhóm quyền').waitFor();
  expect((await groupNamed('Import team'))!.permissions).toEqual(imported);
});

it("asks before deleting: Cancel says 'Delete canceled', Delete removes the group", async () => {
  const created = await apiAsAdmin<{ id: number }>('POST', '/api/permission-groups', { permissionGroupName: 'Short-lived', permissions: [] });
  const id = created.body.id;
  const p = await adminPage();
  await gridRow(p, id).waitFor();
  await menu(p, id, 'Xóa');
  const confirm = p.getByRole('alertdialog', { name: 'Xóa nhóm quyền' });
  await confirm.getByText('Xóa nhóm “Short-lived”?', { exact: false }).waitFor();
  await expectAccessible(p, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Hủy' }).click();
  await toasts(p, 'Đã hủy xóa').waitFor();
  expect(await groupNamed('Short-lived')).toBeDefined();

  await menu(p, id, 'Xóa');
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await toasts(p, 'Xóa nhóm quyền thành công').waitFor();
  await gridRow(p, id).waitFor({ state: 'detached' });
  expect(await groupNamed('Short-lived')).toBeUndefined();
});

it('reads in English', async () => {
  const p = await adminPage('en');
  await p.getByRole('radio', { name: /Custom Permission/ }).waitFor();
  await screenshot(p, 'permission-groups-list-en');
  const hr = await groupNamed('HR team');
  if (hr) {
    await gridRow(p, hr.id).waitFor();
    await gridRow(p, hr.id).locator('td[data-col="name"]').click({ button: 'right' });
    await clickPlaced(p.getByRole('menuitem', { name: 'Edit', exact: true }));
    const dialog = p.getByRole('dialog', { name: 'Edit permission group HR team' });
    await dialog.getByRole('button', { name: 'Add New Permission' }).waitFor();
    await dialog.getByRole('button', { name: 'Import JSON' }).waitFor();
    await dialog.getByRole('button', { name: 'Export JSON' }).waitFor();
    await screenshot(p, 'permission-groups-edit-en');
    await expectAccessible(p, 'edit dialog (en)');
  }
});
