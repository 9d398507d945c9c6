// Employee income (spec 3 "Employees income" and its dialog; issue 10): an accountant records a
// salary slip, a quarter bonus and a business bonus in thousands of VND; the employee sees only the
// shown ones in their profile; a clerk without the income-set right cannot change isShow.
import type { Locator, Page } from 'playwright-core';
import { COMPANY_TIME_ZONE, toYmd } from '@studio/domain';

import { seriousViolations } from './axe';
import { apiAsAdmin, BASE_URL, chooseOption, clickPlaced, createEmployeeViaApi, grantViaGroup, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
let accountant: string;
let clerk: string;
let hanh: string;
let long: string;
const SCREEN = '/admin/administrative/employees-income';
// Long journeys on a shared, loaded machine.
jest.setTimeout(300_000);

beforeAll(async () => {
  accountant = await createEmployeeViaApi({ lastName: 'Lê Thị', firstName: 'Kế', role: 19 });
  clerk = await createEmployeeViaApi({ lastName: 'Đỗ Văn', firstName: 'Thư', role: 52 });
  hanh = await createEmployeeViaApi({ lastName: 'Quách Thị', firstName: 'Hạnh', role: 12 });
  long = await createEmployeeViaApi({ lastName: 'Vũ Văn', firstName: 'Long', role: 13 });
  const project = await apiAsAdmin('POST', '/api/projects', { projectName: 'Income Quest', platform: 1 });
  if (project.status !== 201) throw new Error(`project answered ${project.status}`);
  await grantViaGroup('Kế toán', [accountant], ['EmployeeIncome.Get.All', 'Admin.EmployeeIncome.Set']);
  await grantViaGroup('Văn thư thu nhập', [clerk], ['EmployeeIncome.Get.All']);
});

async function open(who: string, lang: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, who, 'password-123');
  return page;
}

/** Opens the add dialog and picks the employee. */
async function addDialog(p: Page, employee: string): Promise<Locator> {
  await p.getByRole('button', { name: 'Thêm thu nhập' }).click();
  const dialog = p.getByRole('dialog', { name: 'Thêm thu nhập' });
  await dialog.getByRole('combobox', { name: 'Nhân viên' }).click();
  await chooseOption(p, p.getByRole('option', { name: employee }));
  return dialog;
}

async function chooseType(p: Page, dialog: Locator, type: string) {
  await dialog.getByRole('combobox', { name: 'Loại', exact: true }).click();
  await chooseOption(p, type);
}

async function save(dialog: Locator, toast: string) {
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  await toasts(dialog.page(), toast).first().waitFor({ timeout: 15000 });
  await dialog.waitFor({ state: 'hidden' });
}

it('an accountant (no Admin) records three incomes in thousands; the employee sees only the shown ones', async () => {
  const p = await open(accountant);
  // /admin leads an accountant straight to the income screen, their only admin screen.
  await p.goto(`${BASE_URL()}/admin`);
  await p.waitForURL(new RegExp(`${SCREEN}$`), { timeout: 15000 });
  await p.getByRole('heading', { name: 'Thu nhập nhân viên' }).waitFor();
  const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
  expect(await nav.getByRole('link', { name: 'Thu nhập nhân viên' }).getAttribute('href')).toBe(SCREEN);
  expect(await nav.getByRole('link', { name: 'Nhân viên', exact: true }).count()).toBe(0);

  // Salary slip, shown; a percent over 100 is refused first.
  let dialog = await addDialog(p, 'Quách Thị Hạnh');
  expect(await dialog.getByLabel('Ngày quyết toán').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await dialog.getByLabel('Phần trăm lương').fill('101');
  await dialog.getByLabel('Tổng lương (nghìn đồng)').fill('20000');
  await dialog.getByLabel('Lương thực nhận (nghìn đồng)').fill('18500');
  await dialog.getByRole('switch', { name: 'Hiển thị cho nhân viên' }).click();
  await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  await toasts(p, 'Phần trăm lương phải từ 0 đến 100').first().waitFor();
  await dialog.getByLabel('Phần trăm lương').fill('100');
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'income-dialog-salary');
  await save(dialog, 'Thêm thu nhập thành công');

  // Quarter bonus, shown.
  dialog = await addDialog(p, 'Quách Thị Hạnh');
  await chooseType(p, dialog, 'Thưởng quý');
  await dialog.getByLabel('Chỉ tiêu cá nhân').fill('110');
  await dialog.getByLabel('Chỉ tiêu thưởng quý').fill('95');
  await dialog.getByRole('combobox', { name: 'Quý', exact: true }).click();
  await chooseOption(p, p.getByRole('option', { name: 'Quý 2' }));
  await dialog.getByLabel('Tổng thưởng (nghìn đồng)').fill('5000');
  await dialog.getByRole('switch', { name: 'Hiển thị cho nhân viên' }).click();
  await save(dialog, 'Thêm thu nhập thành công');

  // Business bonus with a project, left hidden.
  dialog = await addDialog(p, 'Quách Thị Hạnh');
  await chooseType(p, dialog, 'Thưởng kinh doanh');
  await dialog.getByLabel('Tổng thưởng (nghìn đồng)').fill('12000');
  await dialog.locator('#income-project').click();
  await clickPlaced(p.getByRole('menuitemcheckbox', { name: 'Income Quest' }));
  await p.keyboard.press('Escape');
  await screenshot(p, 'income-dialog-business');
  await save(dialog, 'Thêm thu nhập thành công');

  // Stored in VND.
  const stored = (await apiAsAdmin('GET', `/api/incomes?employee=${hanh}&showHidden=true`)).body.employeeIncome as { type: number; income: number; isShow: boolean; value: Record<string, unknown> }[];
  expect(stored.map((x) => [x.type, x.income, x.isShow]).sort()).toEqual([[1, 18_500_000, true], [2, 5_000_000, true], [3, 12_000_000, false]]);
  expect(stored.find((x) => x.type === 2)!.value.quarter).toBe('2');

  // The list: grouped under Hạnh; the hidden one only with the unhide box.
  const group = p.locator(`main tr[data-income-group="${hanh}"]`);
  await group.waitFor();
  expect(await group.innerText()).toContain('Quách Thị Hạnh');
  expect(await p.locator('main tr[data-income-row]').count()).toBe(2);
  // The box follows the URL: it ticks once the list with hidden incomes has loaded.
  await p.getByLabel('Hiện cả thu nhập đang ẩn').click();
  await p.waitForURL(/showHidden=true/);
  await p.waitForFunction(() => document.querySelectorAll('main tr[data-income-row]').length === 3);
  await p.locator('main tr[data-income-row]').nth(2).waitFor();
  const salaryRow = p.locator('main tr[data-income-row]').filter({ hasText: 'Lương' });
  expect(await salaryRow.innerText()).toContain('18.500 nghìn đồng');
  const today = toYmd(new Date(), COMPANY_TIME_ZONE);
  expect(await salaryRow.innerText()).toContain(`${String(today % 100).padStart(2, '0')}/${String(Math.floor(today / 100) % 100).padStart(2, '0')}/${Math.floor(today / 10000)}`);
  await salaryRow.getByRole('button', { name: /^Xem phiếu/ }).click();
  const slip = p.locator('main article[data-income]');
  await slip.waitFor();
  expect(await slip.innerText()).toContain('Lương thực nhận');
  expect(await slip.innerText()).toContain('20.000 nghìn đồng');
  const businessRow = p.locator('main tr[data-income-row]').filter({ hasText: 'Thưởng kinh doanh' });
  await businessRow.getByRole('button', { name: /^Xem phiếu/ }).click();
  await p.getByText('Income Quest').waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'income-list');

  // Edit through the row menu: the quarter bonus becomes 6,000 thousand.
  const quarterRow = p.locator('main tr[data-income-row]').filter({ hasText: 'Thưởng quý' });
  await quarterRow.getByRole('button', { name: /^Thao tác/ }).click();
  await clickPlaced(p.getByRole('menuitem', { name: 'Sửa' }));
  const edit = p.getByRole('dialog', { name: 'Sửa thu nhập' });
  expect(await edit.getByLabel('Tổng thưởng (nghìn đồng)').inputValue()).toBe('5000');
  await edit.getByLabel('Tổng thưởng (nghìn đồng)').fill('6000');
  await edit.getByRole('button', { name: 'Lưu', exact: true }).click();
  await toasts(p, 'Cập nhật thành công').first().waitFor();
  await quarterRow.getByText('6.000 nghìn đồng').waitFor();

  // The employee's profile: the two shown slips, not the hidden business bonus; nobody else's.
  const e = await open(hanh, 'en');
  await e.goto(`${BASE_URL()}/profile/income`);
  await e.getByRole('heading', { name: 'My income' }).waitFor();
  const slips = e.locator('main article[data-income]');
  await slips.first().waitFor();
  expect(await slips.count()).toBe(2);
  const text = await e.locator('main').innerText();
  expect(text).toContain('18,500 thousand VND');
  expect(text).toContain('6,000 thousand VND');
  expect(text).toContain('Quarter 2 /');
  expect(text).not.toContain('Business bonus');
  expect(await e.getByRole('link', { name: 'Income' }).getAttribute('href')).toBe('/profile/income');
  expect(await seriousViolations(e)).toEqual([]);
  await screenshot(e, 'income-profile');

  const other = await open(long, 'en');
  await other.goto(`${BASE_URL()}/profile/income`);
  await other.getByText('No income has been published to you yet.').waitFor();
  // An ordinary employee has no way into the screen.
  await other.goto(`${BASE_URL()}${SCREEN}`);
  await other.waitForURL(/\/dashboard/);
});

it('a clerk without the income-set right is refused an isShow change and the checkbox reverts', async () => {
  const created = await apiAsAdmin('POST', '/api/incomes', {
    employee: long, type: 1, date: toYmd(new Date(), COMPANY_TIME_ZONE), isShow: false, value: { percent: 100, totalSalary: 9_000_000, actualSalary: 9_000_000 },
  });
  expect(created.status).toBe(201);
  const p = await open(clerk);
  await p.goto(`${BASE_URL()}${SCREEN}?showHidden=true`);
  const row = p.locator(`main tr[data-income-row="${created.body.income.id}"]`);
  const box = row.getByRole('checkbox', { name: /^Hiển thị cho nhân viên/ });
  expect(await box.isChecked()).toBe(false);
  await box.click();
  await toasts(p, 'Bạn không có quyền thay đổi trường này').first().waitFor();
  await p.waitForFunction((id) => {
    const el = document.querySelector<HTMLInputElement>(`tr[data-income-row="${id}"] input[type=checkbox]`);
    return el && !el.disabled && !el.checked;
  }, created.body.income.id);
  const after = await apiAsAdmin('GET', `/api/incomes?employee=${long}&showHidden=true`);
  expect(after.body.employeeIncome[0].isShow).toBe(false);
});

it('records a slip for a new hire without a role and a final one for a leaver; a ticked box stays ticked', async () => {
  const hire = await createEmployeeViaApi({ lastName: 'Tạ Thị', firstName: 'Mới' });
  const leaver = await createEmployeeViaApi({ lastName: 'Lò Văn', firstName: 'Nghỉ', role: 12 });
  expect((await apiAsAdmin('PATCH', `/api/hr/employees/${leaver}`, { isActive: false, quitDate: toYmd(new Date(), COMPANY_TIME_ZONE) })).status).toBe(200);
  const p = await open(accountant);
  // New slips start hidden from the employee: the list shows hidden ones too.
  await p.goto(`${BASE_URL()}${SCREEN}?showHidden=true`);
  await p.getByRole('heading', { name: 'Thu nhập nhân viên' }).waitFor();

  for (const [id, name] of [[hire, 'Tạ Thị Mới'], [leaver, 'Lò Văn Nghỉ']] as const) {
    await p.getByRole('button', { name: 'Thêm thu nhập' }).click();
    const dialog = p.getByRole('dialog', { name: 'Thêm thu nhập' });
    await dialog.getByRole('combobox', { name: 'Nhân viên' }).click();
    const option = p.getByRole('option', { name });
    // A leaver is marked as such in the list.
    expect(await option.innerText()).toContain(id === leaver ? 'Đã nghỉ việc' : name);
    if (id === hire) expect(await option.innerText()).not.toContain('Đã nghỉ việc');
    else {
      expect(await seriousViolations(p)).toEqual([]);
      await screenshot(p, 'income-dialog-leaver-option');
    }
    await option.click();
    await dialog.getByLabel('Tổng lương (nghìn đồng)').fill('7000');
    await dialog.getByLabel('Lương thực nhận (nghìn đồng)').fill('7000');
    await save(dialog, 'Thêm thu nhập thành công');
    // Grouped under their name, not their id.
    const group = p.locator(`main tr[data-income-group="${id}"]`);
    await group.waitFor();
    expect(await group.innerText()).toContain(name);
  }

  // Ticking "shown": checked from the click on, through the success toast and the reload after it.
  const [income] = (await apiAsAdmin<{ employeeIncome: { id: number }[] }>('GET', `/api/incomes?employee=${hire}&showHidden=true`)).body.employeeIncome;
  const box = p.locator(`main tr[data-income-row="${income!.id}"]`).getByRole('checkbox', { name: /^Hiển thị cho nhân viên/ });
  expect(await box.isChecked()).toBe(false);
  const reloaded = p.waitForResponse((r) => r.url().includes('/admin/administrative/employees-income.data'));
  // Every state the box goes through, from the click until the list has been reloaded.
  await box.evaluate((el: HTMLInputElement) => {
    const w = window as unknown as { seen: boolean[] };
    w.seen = [];
    new MutationObserver(() => w.seen.push(el.checked)).observe(el, { attributes: true });
    el.addEventListener('change', () => w.seen.push(el.checked));
  });
  await box.click();
  await toasts(p, 'Cập nhật thành công').first().waitFor();
  await reloaded;
  // A sleep on purpose: the list re-rendered after the reload must not flip the box back meanwhile.
  await p.waitForTimeout(300);
  expect(await box.isChecked()).toBe(true);
  expect(await p.evaluate(() => (window as unknown as { seen: boolean[] }).seen)).not.toContain(false);
  const stored = await apiAsAdmin<{ employeeIncome: { isShow: boolean }[] }>('GET', `/api/incomes?employee=${hire}&showHidden=true`);
  expect(stored.body.employeeIncome[0]!.isShow).toBe(true);
});

it('filters by several employees; the choice stays in the URL', async () => {
  const people = [
    await createEmployeeViaApi({ lastName: 'Kha Thị', firstName: 'Một', role: 12 }),
    await createEmployeeViaApi({ lastName: 'Kha Văn', firstName: 'Hai', role: 12 }),
    await createEmployeeViaApi({ lastName: 'Kha Đình', firstName: 'Ba', role: 12 }),
  ];
  for (const employee of people) {
    const made = await apiAsAdmin('POST', '/api/incomes', {
      employee, type: 1, date: toYmd(new Date(), COMPANY_TIME_ZONE), isShow: true, value: { percent: 100, totalSalary: 9_000_000, actualSalary: 9_000_000 },
    });
    expect(made.status).toBe(201);
  }
  const [mot, hai, ba] = people as [string, string, string];
  const groups = (p: Page) => p.locator('main tr[data-income-group]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-income-group')));

  const p = await open(accountant);
  await p.goto(`${BASE_URL()}${SCREEN}`);
  await p.locator(`main tr[data-income-group="${ba}"]`).waitFor();
  const filters = p.getByRole('form', { name: 'Bộ lọc thu nhập' });
  const picker = filters.getByRole('combobox', { name: 'Nhân viên' });
  await picker.click();
  await p.getByRole('option', { name: 'Kha Thị Một' }).click();
  // The list stays open for the next one.
  await p.getByRole('option', { name: 'Kha Văn Hai' }).click();
  expect(await p.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
  expect(await p.getByRole('option', { selected: true }).allInnerTexts()).toHaveLength(2);
  await p.keyboard.press('Escape');
  expect(await picker.innerText()).toContain('Kha Thị Một');
  expect(await picker.innerText()).toContain('Kha Văn Hai');
  await filters.getByRole('button', { name: 'Áp dụng' }).click();
  await p.waitForURL((url) => url.searchParams.get('employee') === `${mot},${hai}`);
  await p.locator(`main tr[data-income-group="${ba}"]`).waitFor({ state: 'detached' });
  expect((await groups(p)).sort()).toEqual([mot, hai].sort());
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'income-filter-two-vi');

  // Reloaded, or opened from a link in English: the same two, chosen in the filter.
  const en = await open(accountant, 'en');
  await en.goto(`${BASE_URL()}${SCREEN}?employee=${mot},${hai}`);
  await en.getByRole('heading', { name: 'Employee income' }).waitFor();
  expect((await groups(en)).sort()).toEqual([mot, hai].sort());
  const enFilters = en.getByRole('form', { name: 'Income filters' });
  expect(await enFilters.getByRole('combobox', { name: 'Employee' }).innerText()).toContain('Kha Văn Hai');
  // Clearing the filter and applying lists everyone again.
  await enFilters.getByRole('button', { name: 'Clear', exact: true }).click();
  await enFilters.getByRole('button', { name: 'Apply' }).click();
  await en.waitForURL((url) => !url.searchParams.has('employee'));
  await en.locator(`main tr[data-income-group="${ba}"]`).waitFor();
  expect(await seriousViolations(en)).toEqual([]);
  await screenshot(en, 'income-filter-en');
});
