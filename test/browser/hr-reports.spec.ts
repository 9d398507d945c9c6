// HR reports of admin > administrative (spec 3: Birthday, Social insurance, Break manager; xlsx export).
import { currentMonth, formatYmd, ymdOf } from '@studio/domain';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, createEmployeeViaApi, hydrated, optionNamed, screenshot, signIn, toasts, useBrowser } from './support';

// The shared machine is slow: every test here signs in and renders several report pages.
jest.setTimeout(150000);

const browser = useBrowser();
let an: string;
let binh: string;
const { month, year } = currentMonth(new Date());
const dob = ymdOf(1994, month, 9);

beforeAll(async () => {
  an = await createEmployeeViaApi({ lastName: 'Lê Hoàng', firstName: 'An', role: 12 });
  binh = await createEmployeeViaApi({ lastName: 'Đỗ Thị', firstName: 'Bình', role: 5 });
  expect((await apiAsAdmin('PATCH', `/api/hr/employees/${an}`, { dob, joinDate: 20240101 })).status).toBe(200);
  expect((await apiAsAdmin('PATCH', `/api/hr/employees/${binh}`, { dob: ymdOf(1996, (month % 12) + 1, 3) })).status).toBe(200);
  expect((await apiAsAdmin('PUT', `/api/hr/employees/${binh}/permitted-day`, { permittedDay: 3 })).status).toBe(200);
});

async function open(path: string, heading: string, lang: 'vi' | 'en' = 'vi'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: path });
  await page.getByRole('heading', { name: heading }).waitFor({ timeout: 30000 });
  await hydrated(page);
  return page;
}

it('birthdays of this month by default, with the month selector; the export downloads an .xlsx', async () => {
  const p = await open('/admin/administrative/birthday', 'Sinh nhật theo tháng');
  const table = p.getByRole('table', { name: 'Sinh nhật theo tháng' });
  await table.getByText('Lê Hoàng An').waitFor();
  expect(await table.innerText()).toContain(formatYmd(dob));
  expect(await table.innerText()).not.toContain('Đỗ Thị Bình');
  expect(await p.getByRole('combobox', { name: 'Tháng' }).innerText()).toBe(`Tháng ${month}`);
  const nav = p.getByRole('navigation', { name: 'Điều hướng quản trị' });
  for (const name of ['Sinh nhật', 'Bảo hiểm xã hội', 'Quản lý ngày phép']) {
    await nav.getByRole('link', { name, exact: true }).waitFor();
  }
  await p.mouse.move(0, 0);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'hr-reports-birthday-vi');

  const download = p.waitForEvent('download', { timeout: 30000 });
  await p.getByRole('button', { name: 'Xuất Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sinh-nhat-thang-${month}.xlsx`);
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // Next month lists Bình instead.
  await p.getByRole('combobox', { name: 'Tháng' }).click();
  await chooseOption(p, p.getByRole('option', { name: `Tháng ${(month % 12) + 1}`, exact: true }));
  await table.getByText('Đỗ Thị Bình').waitFor();
  expect(await table.innerText()).not.toContain('Lê Hoàng An');
});

it('social insurance: a single click ticks the status and edits a cell, one field per call (Update successful)', async () => {
  const p = await open('/admin/administrative/social-insurance', 'Social insurance', 'en');
  const box = p.getByRole('checkbox', { name: 'Insured: Lê Hoàng An' });
  expect(await box.isChecked()).toBe(false);
  const patch = p.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/hr/reports/social-insurance/${an}`));
  await box.click();
  expect((await patch).postDataJSON()).toEqual({ socialInsuranceStatus: true });
  await toasts(p, 'Update successful').first().waitFor();
  expect(await box.isChecked()).toBe(true);

  await p.getByRole('button', { name: 'Insurance ID of Lê Hoàng An' }).click();
  const field = p.getByRole('textbox', { name: 'Insurance ID of Lê Hoàng An' });
  await field.fill('7912345678');
  const second = p.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/hr/reports/social-insurance/${an}`));
  await field.press('Enter');
  expect((await second).postDataJSON()).toEqual({ socialInsurance: '7912345678' });
  await p.getByRole('button', { name: 'Insurance ID of Lê Hoàng An' }).filter({ hasText: '7912345678' }).waitFor();

  await p.getByRole('button', { name: 'Start date of Lê Hoàng An' }).click();
  await p.getByRole('textbox', { name: 'Start date of Lê Hoàng An' }).fill('01/02/2024');
  await p.getByRole('textbox', { name: 'Start date of Lê Hoàng An' }).press('Enter');
  await p.getByRole('button', { name: 'Start date of Lê Hoàng An' }).filter({ hasText: '01/02/2024' }).waitFor();

  // An end before the start is refused on screen with the server's rule and message (decision 027): no call.
  let patches = 0;
  const count = (r: { method(): string }) => { if (r.method() === 'PATCH') patches++; };
  p.on('request', count);
  await p.getByRole('button', { name: 'End date of Lê Hoàng An' }).click();
  await p.getByRole('textbox', { name: 'End date of Lê Hoàng An' }).fill('31/01/2024');
  await p.getByRole('textbox', { name: 'End date of Lê Hoàng An' }).press('Enter');
  await toasts(p, 'Social insurance start date must not be after its end date').first().waitFor();
  expect(patches).toBe(0);
  await p.getByRole('textbox', { name: 'End date of Lê Hoàng An' }).press('Escape');
  p.off('request', count);

  const rows = (await apiAsAdmin<{ results: { id: string }[] }>('GET', '/api/hr/reports/social-insurance')).body.results;
  expect(rows.find((r) => r.id === an)).toMatchObject({ socialInsuranceStatus: true, socialInsurance: '7912345678', socialInsuranceStartDate: 20240201 });
  await p.mouse.move(0, 0);
  await toasts(p).first().waitFor({ state: 'detached', timeout: 15000 }).catch(() => undefined);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'hr-reports-insurance-en');
});

it('break manager: days left editable (a number, not below 0, the Vietnamese messages) and days pending shown', async () => {
  const p = await open('/admin/administrative/break', 'Quản lý ngày phép');
  const table = p.getByRole('table', { name: 'Quản lý ngày phép' });
  await table.getByRole('columnheader', { name: 'Số ngày chờ duyệt' }).waitFor();
  const cell = () => p.getByRole('button', { name: 'Số ngày phép còn lại của Đỗ Thị Bình' });
  const field = () => p.getByRole('textbox', { name: 'Số ngày phép còn lại của Đỗ Thị Bình' });
  expect(await cell().innerText()).toBe('3');

  await cell().click();
  await field().fill('-1');
  await field().press('Enter');
  await toasts(p, 'Số ngày phép không được nhỏ hơn 0').first().waitFor();
  await field().fill('abc');
  await field().press('Enter');
  await toasts(p, 'Số ngày phép không hợp lệ').first().waitFor();
  const put = p.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/hr/employees/${binh}/permitted-day`));
  await field().fill('7,5');
  await field().press('Enter');
  expect((await put).postDataJSON()).toEqual({ permittedDay: 7.5 });
  await toasts(p, 'Cập nhật thành công').first().waitFor();
  expect(await cell().innerText()).toBe('7,5');

  // Unchanged: no call.
  let calls = 0;
  p.on('request', (r) => { if (r.method() === 'PUT') calls++; });
  await cell().click();
  await field().press('Enter');
  await cell().waitFor();
  expect(calls).toBe(0);

  const rows = (await apiAsAdmin<{ results: { id: string }[] }>('GET', '/api/hr/reports/breaks')).body.results;
  expect(rows.find((r) => r.id === binh)).toMatchObject({ permittedDayLeft: 7.5, permittedDayPending: 0 });
  await p.mouse.move(0, 0);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'hr-reports-break-vi');
});

it('the other reports open with their tables (by role prompts for a role)', async () => {
  const p = await open('/admin/administrative/employee-by-role', 'Nhân viên theo vai trò');
  await p.getByText('Chọn một vai trò để xem danh sách nhân viên.').waitFor();
  await p.getByRole('combobox', { name: 'Vai trò' }).click();
  // The built-in admin's role is no report's role.
  await optionNamed(p, 'Unity Dev').waitFor();
  expect(await p.getByRole('option', { name: 'System Admin' }).count()).toBe(0);
  await chooseOption(p, 'Unity Dev');
  await p.getByRole('table', { name: 'Nhân viên theo vai trò' }).getByText('Lê Hoàng An').waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'hr-reports-by-role-vi');

  await p.goto(`${BASE_URL()}/admin/administrative/intern-expire`);
  await p.getByRole('heading', { name: 'Hợp đồng thực tập hết hạn' }).waitFor();
  expect(await p.getByRole('combobox', { name: 'Năm' }).innerText()).toBe(String(year));
  expect(await seriousViolations(p)).toEqual([]);

  await p.goto(`${BASE_URL()}/admin/administrative/quit`);
  await p.getByRole('heading', { name: 'Nhân viên nghỉ việc' }).waitFor();
  expect(await seriousViolations(p)).toEqual([]);
}, 150000);

it('salary changes: each row names who made the change, on screen and in the export, in vi and en', async () => {
  // A raise by the admin: its row names them in the last column, on screen and in the export.
  expect((await apiAsAdmin('PATCH', `/api/hr/employees/${an}`, { newSalary: 9_000_000, reason: 'Tăng lương báo cáo', effectiveDate: 20260301 })).status).toBe(200);
  const p = await open('/admin/administrative/salary', 'Thay đổi lương');
  const salary = p.getByRole('table', { name: 'Thay đổi lương' });
  const headers = await salary.locator('thead th').allInnerTexts();
  expect(headers[headers.length - 1]).toBe('Người thay đổi');
  const raise = salary.locator('tbody tr').filter({ hasText: 'Tăng lương báo cáo' });
  const cells = await raise.locator('td').allInnerTexts();
  expect(Object.fromEntries(headers.map((h, i) => [h, cells[i]]))).toMatchObject({
    ID: an, 'Họ tên': 'Lê Hoàng An', 'Vai trò cũ': 'Unity Dev', 'Lương mới (nghìn VND)': '9.000', 'Ngày hiệu lực': '01/03/2026', 'Người thay đổi': 'Administrator',
  });
  await p.mouse.move(0, 0);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'hr-reports-salary-vi');
  // 11 columns are wider than a 1440 px window: the table scrolls sideways (the keyboard reaches it)
  // and the name column stays in view, pinned to the left edge.
  const region = p.getByRole('region', { name: 'Thay đổi lương' });
  await region.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  const [edge, name, id] = await Promise.all([region.boundingBox(), raise.locator('td').nth(1).boundingBox(), raise.locator('td').nth(0).boundingBox()]);
  expect(Math.abs(name!.x - edge!.x)).toBeLessThan(2);
  expect(id!.x).toBeLessThan(edge!.x - 10);
  await screenshot(p, 'hr-reports-salary-scrolled-vi');
  const download = p.waitForEvent('download', { timeout: 30000 });
  await p.getByRole('button', { name: 'Xuất Excel' }).click();
  const file = await download;
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1).pop()).toBe('Người thay đổi');
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  expect(rows.find((r) => r.includes('Tăng lương báo cáo'))?.pop()).toBe('Administrator');

  const en = await open('/admin/administrative/salary', 'Salary changes', 'en');
  const enTable = en.getByRole('table', { name: 'Salary changes' });
  await enTable.locator('tbody tr').filter({ hasText: 'Tăng lương báo cáo' }).getByText('Administrator').waitFor();
  expect((await enTable.locator('thead th').allInnerTexts()).pop()).toBe('Changed by');
  await en.mouse.move(0, 0);
  expect(await seriousViolations(en)).toEqual([]);
  await screenshot(en, 'hr-reports-salary-en');
});

it('the profile shows paid leave: days left, days pending and what is still available', async () => {
  // A pending paid half day for Bình (7.5 left after the break manager test, or 3 when run alone).
  // Two days ahead: always after the earliest date a request may be for.
  const day = new Date(Date.now() + 2 * 86400000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).replace(/-/g, '');
  const context = await browser.context('vi');
  const page = await context.newPage();
  await signIn(page, binh, 'password-123');
  const filed = await page.evaluate(async (date) => {
    const res = await fetch('/api/tickets', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Nghỉ phép', description: 'Việc nhà', requestType: 11, priority: 1, content: { date, breakTime: 0, isPermitted: true } }),
    });
    return res.status;
  }, Number(day));
  expect(filed).toBe(201);
  await page.goto(`${BASE_URL()}/profile/info`);
  await page.getByText('Ngày phép', { exact: true }).waitFor();
  const left = (await apiAsAdmin<{ results: { id: string; permittedDayLeft: number }[] }>('GET', '/api/hr/reports/breaks')).body.results.find((r) => r.id === binh)!.permittedDayLeft;
  const fmt = (n: number) => String(n).replace('.', ',');
  const card = page.locator('dl').filter({ hasText: 'Số ngày đang chờ duyệt' });
  expect(await card.innerText()).toContain(`Số ngày phép còn lại\n${fmt(left)}`);
  expect(await card.innerText()).toContain('Số ngày đang chờ duyệt\n0,5');
  expect(await card.innerText()).toContain(`Còn có thể xin\n${fmt(left - 0.5)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'hr-reports-profile-leave-vi');
}, 120000);
