// The admin area's employee manager (spec 3: Employee manager, create dialog, detail dialog).
import type { Locator, Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, chooseOption, createEmployeeViaApi, grantViaGroup, screenshot, signIn, toasts, useBrowser } from './support';

// The machine is shared with other test runs: each test gets room beyond the 60 s default.
jest.setTimeout(240_000);

const browser = useBrowser();
let binh: string;
let cuc: string;

beforeAll(async () => {
  binh = await createEmployeeViaApi({ lastName: 'Trần Văn', firstName: 'Bình', role: 12 });
  cuc = await createEmployeeViaApi({ lastName: 'Phạm Thị', firstName: 'Cúc', role: 5 });
});

const MANAGER = '/admin/administrative/employee';

async function manager(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.context('vi', viewport);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: MANAGER });
  await page.getByRole('heading', { name: 'Quản lý nhân viên' }).waitFor();
  return page;
}

const table = (p: Page) => p.getByRole('table', { name: 'Danh sách nhân viên' });
// By CSS, not role: an open modal hides the page from the accessibility tree.
const row = (p: Page, id: string) => p.locator(`main tr[data-employee="${id}"]`);

/** Opens the detail dialog of an employee from its row. */
async function openDetail(p: Page, id: string, name: string): Promise<Locator> {
  await row(p, id).getByRole('button', { name: `Cập nhật ${name}` }).click();
  const dialog = p.getByRole('dialog', { name });
  await dialog.getByLabel('Mã nhân viên').waitFor();
  return dialog;
}

/** Clicks a button that saves a tab and answers the status of the PATCH it sends. */
async function patchBy(button: Locator): Promise<number> {
  const answer = button.page().waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/hr/employees/'));
  await button.click();
  return (await answer).status();
}

/** Picks an option of a Radix select by the select's label. */
async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await chooseOption(dialog.page(), option);
}

it('lists employees without admin, with role tags, and searches by name or id', async () => {
  const p = await manager();
  // The admin sidebar shows the built entries of the tree, the employee manager among them.
  const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
  await nav.getByText('Hành chính').waitFor();
  expect(await nav.getByRole('link', { name: 'Nhân viên', exact: true }).getAttribute('href')).toBe(MANAGER);

  await row(p, binh).waitFor();
  expect(await table(p).locator('tr[data-employee="admin"]').count()).toBe(0);
  expect(await row(p, binh).innerText()).toContain('Trần Văn Bình');
  expect(await row(p, binh).locator('[data-role]').innerText()).toBe('Unity Dev');
  expect(await row(p, cuc).locator('[data-role]').innerText()).toBe('UA');
  expect(await row(p, binh).getByText('Intern').isVisible()).toBe(true);
  expect(await row(p, binh).getByText('Đang hoạt động').isVisible()).toBe(true);
  // 100 px rows, the picture (here the fallback image) inside 75x100 (spec 3; docs/decisions/016).
  const box = (await row(p, binh).boundingBox())!;
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(100);
  expect(Math.round(box.height)).toBeLessThanOrEqual(101);
  const picture = (await row(p, binh).locator('img').boundingBox())!;
  expect(picture.width).toBeLessThanOrEqual(75);
  expect(picture.height).toBeLessThanOrEqual(100);
  await screenshot(p, 'admin-employees-list');

  const search = p.getByRole('searchbox', { name: 'Tìm theo tên hoặc mã nhân viên' });
  await search.fill('BINH');
  await row(p, cuc).waitFor({ state: 'detached' });
  expect(await row(p, binh).isVisible()).toBe(true);
  await search.fill(cuc.toUpperCase());
  await row(p, binh).waitFor({ state: 'detached' });
  expect(await row(p, cuc).isVisible()).toBe(true);
  await search.fill('không có ai tên này');
  await table(p).getByText('Không tìm thấy nhân viên phù hợp').waitFor();
  await screenshot(p, 'admin-employees-no-match');
});

it('creates an employee in the dialog, opens the detail and changes the role', async () => {
  const p = await manager();
  const posts: string[] = [];
  p.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/hr/employees') && posts.push(r.url()));

  await p.getByRole('button', { name: 'Thêm nhân viên mới' }).click();
  const create = p.getByRole('dialog', { name: 'Thêm nhân viên mới' });
  const idField = create.getByLabel('Mã nhân viên');
  expect(await idField.inputValue()).toBe('Tự động tạo');
  expect(await idField.getAttribute('readonly')).not.toBeNull();

  // Any empty field: a warning and no call.
  await create.getByLabel('Họ', { exact: true }).fill('Nguyễn Thị');
  await create.getByLabel('Tên', { exact: true }).fill('Hạnh');
  await create.getByRole('button', { name: 'Thêm', exact: true }).click();
  await toasts(p, 'Vui lòng điền đầy đủ thông tin').waitFor();
  expect(posts).toEqual([]);
  await screenshot(p, 'admin-employees-create-warning');

  await create.getByLabel('Số điện thoại').fill('0912345678');
  await create.getByLabel('Email cá nhân').fill('hanh@example.com');
  await create.getByRole('button', { name: 'Thêm', exact: true }).click();
  await toasts(p, 'Thêm mới thành công').waitFor();
  expect(posts).toHaveLength(1);

  // The new employee's detail dialog opens; the list has reloaded.
  const detail = p.getByRole('dialog', { name: 'Nguyễn Thị Hạnh' });
  const id = await detail.getByLabel('Mã nhân viên').inputValue();
  expect(id).toMatch(/^hanhnt\d*$/);
  expect(await detail.getByLabel('Số điện thoại').inputValue()).toBe('0912345678');
  await row(p, id).waitFor();
  await screenshot(p, 'admin-employees-detail-basic');

  await detail.getByRole('tab', { name: 'Thông tin hợp đồng' }).click();
  // Role choices exclude system roles; levels only the active ones.
  await detail.getByRole('combobox', { name: 'Vai trò', exact: true }).click();
  expect(await p.getByRole('option', { name: 'System Admin' }).count()).toBe(0);
  expect(await p.getByRole('option', { name: 'Unknown' }).count()).toBe(0);
  await chooseOption(p, 'Unity Dev');
  await detail.getByRole('combobox', { name: 'Cấp bậc' }).click();
  expect(await p.getByRole('option').allInnerTexts()).toEqual(['Intern', 'Fresher', 'Junior', 'Middle', 'Senior']);
  await chooseOption(p, p.getByRole('option', { name: 'Junior' }));
  await screenshot(p, 'admin-employees-detail-contract');
  await detail.getByRole('button', { name: 'Cập nhật' }).click();
  await toasts(p, 'Cập nhật thành công').waitFor();

  // Update keeps the dialog open; Cancel closes it; the table shows the new role tag.
  expect(await detail.isVisible()).toBe(true);
  await detail.getByRole('button', { name: 'Hủy' }).click();
  await detail.waitFor({ state: 'detached' });
  await p.waitForFunction(
    (rowId) => document.querySelector(`tr[data-employee="${rowId}"] [data-role]`)?.textContent === 'Unity Dev',
    id,
  );
  expect(await row(p, id).getByText('Junior').isVisible()).toBe(true);
  const saved = await apiAsAdmin('GET', `/api/hr/employees/${id}`);
  expect(saved.body.employee).toMatchObject({ role: 12, roleLevel: 32, phone: '0912345678' });
  await screenshot(p, 'admin-employees-list-updated');
});

it('warns before switching tab with unsaved changes: No discards, Update saves', async () => {
  const p = await manager();
  const dialog = await openDetail(p, cuc, 'Phạm Thị Cúc');
  const phone = dialog.getByLabel('Số điện thoại');
  expect(await phone.inputValue()).toBe('0900000000');

  await phone.fill('0987000111');
  await dialog.getByText('Có thay đổi chưa lưu').waitFor();
  await dialog.getByRole('tab', { name: 'Thông tin hành chính' }).click();
  const warning = p.getByRole('alertdialog', { name: 'Cảnh báo' });
  await warning.waitFor();
  await screenshot(p, 'admin-employees-warning');
  await warning.getByRole('button', { name: 'Không' }).click();
  await dialog.getByRole('tabpanel', { name: 'Thông tin hành chính' }).waitFor();
  await dialog.getByRole('tab', { name: 'Thông tin cơ bản' }).click();
  expect(await phone.inputValue()).toBe('0900000000');

  await phone.fill('0987000222');
  await dialog.getByRole('tab', { name: 'Thông tin nghỉ việc' }).click();
  await warning.getByRole('button', { name: 'Cập nhật' }).click();
  await toasts(p, 'Cập nhật thành công').waitFor();
  await dialog.getByRole('tabpanel', { name: 'Thông tin nghỉ việc' }).waitFor();
  expect((await apiAsAdmin('GET', `/api/hr/employees/${cuc}`)).body.employee.phone).toBe('0987000222');

  // Administrative tab: dates DD/MM/YYYY on screen, yyyymmdd on the wire; enums by name.
  await dialog.getByRole('tab', { name: 'Thông tin hành chính' }).click();
  await dialog.getByLabel('Quê quán').fill('Hải Phòng');
  await dialog.getByLabel('Ngày cấp').fill('15/08/2021');
  await choose(dialog, 'Tình trạng hôn nhân', 'Đã kết hôn');
  await choose(dialog, 'Trình độ học vấn', 'Đại học');
  await dialog.getByLabel('Số con').fill('2');
  await screenshot(p, 'admin-employees-detail-administrative');
  expect(await patchBy(dialog.getByRole('button', { name: 'Cập nhật' }))).toBe(200);
  expect((await apiAsAdmin('GET', `/api/hr/employees/${cuc}`)).body.employee).toMatchObject({
    homeTown: 'Hải Phòng', citizenIdentificationCreateDate: 20210815, maritalStatus: 2, educationLevel: 5, childCount: 2,
  });
});

it('saves the contract tab: server errors are translated, salary is thousands of VND', async () => {
  const p = await manager();
  const dialog = await openDetail(p, binh, 'Trần Văn Bình');
  await dialog.getByRole('tab', { name: 'Thông tin hợp đồng' }).click();
  const update = dialog.getByRole('button', { name: 'Cập nhật' });

  await dialog.getByLabel('Ngày bắt đầu hợp đồng').fill('01/06/2025');
  await dialog.getByLabel('Ngày kết thúc hợp đồng').fill('01/01/2025');
  await update.click();
  await toasts(p, 'Ngày bắt đầu hợp đồng không được sau ngày kết thúc').waitFor();

  await dialog.getByLabel('Ngày kết thúc hợp đồng').fill('31/05/2026');
  await dialog.getByLabel('Lương mới (nghìn VND)').fill('-5');
  await update.click();
  await toasts(p, 'Lương không được là số âm').waitFor();
  await screenshot(p, 'admin-employees-contract-error');

  await dialog.getByLabel('Lương mới (nghìn VND)').fill('15000');
  await choose(dialog, 'Loại hợp đồng', 'Chính thức');
  await update.click();
  await toasts(p, 'Cập nhật thành công').waitFor();
  await dialog.getByTestId('current-salary').getByText('15.000').waitFor();
  expect(await dialog.getByLabel('Lương mới (nghìn VND)').inputValue()).toBe('');
  expect((await apiAsAdmin('GET', `/api/hr/employees/${binh}`)).body.employee).toMatchObject({
    salary: 15_000_000, contractType: 1, contractStartDate: 20250601, contractEndDate: 20260531,
  });

  // Extra roles: non-system roles in a nested dialog.
  await dialog.getByRole('button', { name: 'Thêm vai trò phụ' }).click();
  const extra = p.getByRole('dialog', { name: 'Thêm vai trò phụ' });
  expect(await extra.getByLabel('System Admin').count()).toBe(0);
  await extra.getByLabel('Game Design', { exact: true }).check();
  await extra.getByLabel('Artist 2D', { exact: true }).check();
  await extra.getByRole('button', { name: 'Thêm', exact: true }).click();
  await dialog.getByRole('button', { name: 'Bỏ vai trò Artist 2D' }).waitFor();
  expect(await patchBy(update)).toBe(200);
  expect((await apiAsAdmin('GET', `/api/hr/employees/${binh}`)).body.employee.extraRole).toEqual([15, 13]);
  await screenshot(p, 'admin-employees-detail-contract-saved');
});

it('sets a password that the employee can sign in with', async () => {
  const p = await manager();
  const dialog = await openDetail(p, cuc, 'Phạm Thị Cúc');
  await dialog.getByRole('button', { name: 'Đặt mật khẩu' }).click();
  const set = p.getByRole('dialog', { name: 'Đặt mật khẩu cho Phạm Thị Cúc' });
  await set.getByLabel('Mật khẩu mới').fill('short');
  await set.getByLabel('Xác nhận mật khẩu').fill('short');
  await set.getByRole('button', { name: 'Đặt mật khẩu' }).click();
  await set.getByRole('alert').getByText('Mật khẩu phải có ít nhất 8 ký tự').waitFor();
  await set.getByLabel('Mật khẩu mới').fill('cuc-new-password');
  await set.getByLabel('Xác nhận mật khẩu').fill('cuc-new-password');
  await set.getByRole('button', { name: 'Đặt mật khẩu' }).click();
  await toasts(p, 'Đặt mật khẩu thành công').waitFor();
  await set.waitFor({ state: 'detached' });

  const other = await browser.page('vi');
  await signIn(other, cuc, 'cuc-new-password');
});

it('fits a narrow window and reads in English', async () => {
  const narrow = await manager({ width: 900, height: 800 });
  await row(narrow, binh).waitFor();
  await screenshot(narrow, 'admin-employees-list-900');
  await openDetail(narrow, binh, 'Trần Văn Bình');
  await screenshot(narrow, 'admin-employees-detail-900');
  const dialog = narrow.getByRole('dialog', { name: 'Trần Văn Bình' });
  await dialog.getByRole('tab', { name: 'Thông tin hợp đồng' }).click();
  await screenshot(narrow, 'admin-employees-detail-contract-900');

  const context = await browser.context('en');
  const en = await context.newPage();
  await signIn(en, 'admin', ADMIN_PASSWORD(), { to: MANAGER });
  await en.getByRole('heading', { name: 'Employee manager' }).waitFor();
  await en.getByRole('button', { name: 'Add new employee' }).waitFor();
  await row(en, binh).getByRole('button', { name: 'Update Trần Văn Bình' }).click();
  const detail = en.getByRole('dialog', { name: 'Trần Văn Bình' });
  await detail.getByRole('tab', { name: 'Contract info' }).click();
  await detail.getByText('Current contract').waitFor();
  await detail.getByTestId('current-salary').getByText('15,000').waitFor();
  await screenshot(en, 'admin-employees-detail-contract-en');
});

it('shows a field the server refuses beside that field, in Vietnamese and English', async () => {
  const cases = [
    {
      lang: 'vi', heading: 'Quản lý nhân viên', open: 'Thêm nhân viên mới', last: 'Họ', first: 'Tên', phone: 'Số điện thoại',
      email: 'Email cá nhân', add: 'Thêm', tooLong: 'Tối đa 30 ký tự', added: 'Thêm mới thành công',
    },
    {
      lang: 'en', heading: 'Employee manager', open: 'Add new employee', last: 'Last name', first: 'First name', phone: 'Phone',
      email: 'Personal email', add: 'Add', tooLong: 'At most 30 characters', added: 'Added successfully',
    },
  ] as const;
  for (const c of cases) {
    const context = await browser.context(c.lang);
    const p = await context.newPage();
    await signIn(p, 'admin', ADMIN_PASSWORD(), { to: MANAGER });
    await p.getByRole('heading', { name: c.heading }).waitFor();
    await p.getByRole('button', { name: c.open }).click();
    const create = p.getByRole('dialog', { name: c.open });
    await create.getByLabel(c.last, { exact: true }).fill('Đỗ');
    await create.getByLabel(c.first, { exact: true }).fill('Quang');
    await create.getByLabel(c.email).fill('quang@example.com');
    // The screen lets it through; the server takes at most 30 characters.
    const phone = create.getByLabel(c.phone);
    await phone.fill('0'.repeat(31));
    const answer = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/hr/employees'));
    await create.getByRole('button', { name: c.add, exact: true }).click();
    const refused = await answer;
    expect(refused.status()).toBe(400);
    expect((await refused.json()).details).toEqual([expect.objectContaining({ field: 'phone' })]);

    // The reason stands under the phone field, in the screen's language, tied to the input.
    const error = create.locator('#create-employee-phone-error');
    await error.getByText(c.tooLong, { exact: true }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toBe('create-employee-phone-error');
    expect(await phone.evaluate((el) => el.parentElement === document.getElementById('create-employee-phone-error')?.parentElement)).toBe(true);
    await p.waitForFunction(() => document.activeElement?.id === 'create-employee-phone');
    expect(await create.getByLabel(c.last, { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await toasts(p).count()).toBe(0);
    await screenshot(p, `admin-employees-create-field-error-${c.lang}`);

    // Editing the field drops its error; a valid phone is accepted.
    await phone.fill('0912000111');
    await error.waitFor({ state: 'detached' });
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    await create.getByRole('button', { name: c.add, exact: true }).click();
    await toasts(p, c.added).waitFor();
    await create.waitFor({ state: 'detached' });

    if (c.lang === 'en') {
      // The detail dialog too: a refused field of the saved tab, and the dialog stays open.
      const detail = p.getByRole('dialog', { name: 'Đỗ Quang' });
      await detail.getByRole('tab', { name: 'Administrative info' }).click();
      await detail.getByLabel('Home town').fill('x'.repeat(201));
      await detail.getByRole('button', { name: 'Update' }).click();
      await detail.locator('#employee-homeTown-error').getByText('At most 200 characters', { exact: true }).waitFor();
      expect(await detail.getByLabel('Home town').getAttribute('aria-invalid')).toBe('true');
      await screenshot(p, 'admin-employees-detail-field-error-en');
    }
    await context.close();
  }
});

it('Admin.Break.Edit without Admin.Employee.Edit: a View button and a read-only dialog (decision 028)', async () => {
  const viewer = await createEmployeeViaApi({ lastName: 'Hồ Thị', firstName: 'Xem', role: 20 });
  await grantViaGroup('Employee viewers', [viewer], ['Admin.Employee.Get', 'Admin.Break.Edit']);
  for (const lang of ['vi', 'en'] as const) {
    const context = await browser.context(lang);
    const p = await context.newPage();
    await signIn(p, viewer, 'password-123', { to: MANAGER });
    await p.getByRole('heading', { name: lang === 'vi' ? 'Quản lý nhân viên' : 'Employee manager' }).waitFor();
    expect(await row(p, binh).getByRole('button', { name: lang === 'vi' ? 'Cập nhật Trần Văn Bình' : 'Update Trần Văn Bình' }).count()).toBe(0);
    await row(p, binh).getByRole('button', { name: lang === 'vi' ? 'Xem Trần Văn Bình' : 'View Trần Văn Bình' }).click();
    const dialog = p.getByRole('dialog', { name: 'Trần Văn Bình' });
    await dialog.getByText(lang === 'vi' ? 'Chỉ xem: cần quyền sửa nhân viên để cập nhật' : 'View only: updating needs the edit employees permission').waitFor();
    expect(await dialog.getByLabel(lang === 'vi' ? 'Số điện thoại' : 'Phone').isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: lang === 'vi' ? 'Cập nhật' : 'Update', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: lang === 'vi' ? 'Đặt mật khẩu' : 'Set password' }).count()).toBe(0);
    expect(await seriousViolations(p)).toEqual([]);
    await screenshot(p, `admin-employees-view-only-${lang}`);
    await context.close();
  }
});

it("an HR editor's own record: role, extra roles and Active locked with the reason, other fields saved (decision 027)", async () => {
  const editor = await createEmployeeViaApi({ lastName: 'Lê Thị', firstName: 'Tự Sửa', role: 20 });
  await grantViaGroup('Employee editors (own record)', [editor], ['Admin.Employee.Get', 'Admin.Employee.Edit']);
  const context = await browser.context('vi');
  const p = await context.newPage();
  await signIn(p, editor, 'password-123', { to: MANAGER });
  await p.getByRole('heading', { name: 'Quản lý nhân viên' }).waitFor();

  // Someone else's record stays fully editable.
  let dialog = await openDetail(p, binh, 'Trần Văn Bình');
  expect(await dialog.getByRole('switch', { name: 'Đang làm việc' }).isDisabled()).toBe(false);
  await dialog.getByRole('tab', { name: 'Thông tin hợp đồng' }).click();
  expect(await dialog.getByRole('combobox', { name: 'Vai trò', exact: true }).isDisabled()).toBe(false);
  await p.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  dialog = await openDetail(p, editor, 'Lê Thị Tự Sửa');
  const reason = 'Bạn không thể tự thay đổi vai trò hoặc tự khóa tài khoản của mình';
  expect(await dialog.getByRole('switch', { name: 'Đang làm việc' }).isDisabled()).toBe(true);
  expect(await dialog.getByText(reason).isVisible()).toBe(true);
  await dialog.getByLabel('Số điện thoại').fill('0912345678');
  expect(await patchBy(dialog.getByRole('button', { name: 'Cập nhật', exact: true }))).toBe(200);
  await toasts(p, 'Cập nhật thành công').waitFor();
  await dialog.getByRole('tab', { name: 'Thông tin hợp đồng' }).click();
  expect(await dialog.getByRole('combobox', { name: 'Vai trò', exact: true }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('button', { name: 'Thêm vai trò phụ' }).isDisabled()).toBe(true);
  expect(await dialog.getByTestId('own-role-note').innerText()).toBe(reason);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'admin-employees-own-record-vi');
  const stored = await apiAsAdmin<{ employee: { phone: string; role: number; isActive: boolean } }>('GET', `/api/hr/employees/${editor}`);
  expect(stored.body.employee).toMatchObject({ phone: '0912345678', role: 20, isActive: true });
});
