// Issue 20, imports: HR downloads the employee template, uploads a filled file with three bad rows,
// sees each error on its cell with its message, imports the valid rows, finds the new people in the
// employee list, fixes the file and imports it again (the rest unchanged); a PM imports a task sheet
// into a project and finds the tasks in the task grid. In vi and en, with axe, at 1440 and 1280.
import { addDays, ERRORS, toYmd, type ErrorCode } from '@studio/domain';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { apiAsAdmin, appStrings, BASE_URL, createEmployeeViaApi, grantViaGroup, screenshot, signIn, useBrowser } from './support';

type Lang = 'vi' | 'en';
type Cells = Record<string, string | number | boolean | Date | null>;

const STRINGS = { vi: appStrings('vi'), en: appStrings('en') };
function tr(lang: Lang, key: string): string {
  const text = STRINGS[lang][key];
  if (!text) throw new Error(`no ${lang} string ${key}`);
  return text;
}
const message = (lang: Lang, code: ErrorCode) => ERRORS[code][lang];

const LIST = '/admin/administrative/employee';
const IMPORT = `${LIST}/import`;

const browser = useBrowser();
let hr: string;
let pm: string;
let worker: string;
let project: number;

beforeAll(async () => {
  hr = await createEmployeeViaApi({ lastName: 'Đặng Thị', firstName: 'Nhân Sự', role: 20 });
  await grantViaGroup('Import HR team', [hr], ['Admin.Employee.Get', 'Admin.Employee.Create', 'Admin.Employee.Edit']);
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [12, 25].map((roleId) => ({ roleId, limit: 200 })) });
  pm = await createEmployeeViaApi({ lastName: 'Trịnh Văn', firstName: 'Quản Lý', role: 25 });
  worker = await createEmployeeViaApi({ lastName: 'Lý Văn', firstName: 'Thợ', role: 12 });
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Harvest Moon', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
  project = created.body.project.id;
  const members = await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: pm, role: 25 }, { employee: worker, role: 12 }] });
  if (members.status !== 200) throw new Error(`adding members answered ${members.status}: ${JSON.stringify(members.body)}`);
}, 120_000);

async function signedIn(id: string, lang: Lang): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signIn(page, id, 'password-123');
  return page;
}

/** Clicks the template link; answers the header row of the .xlsx it downloads. */
async function templateHeader(p: Page, lang: Lang): Promise<string[]> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('link', { name: tr(lang, 'import.template') }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const header = book.worksheets[0].getRow(1).values as unknown[];
  return header.slice(1).map(String);
}

/** An .xlsx with this header and these rows (a cell the row leaves out is blank). */
async function workbook(header: string[], rows: Cells[]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((name) => row[name] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(p: Page, name: string, buffer: Buffer) {
  await p.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  // The review, or the refusal the screen shows instead (its code and text say why in the failure).
  await p.locator('[data-review], [data-problem]').first().waitFor();
  const problem = p.locator('[data-problem]');
  if (await problem.count()) throw new Error(`the upload was refused: ${await problem.getAttribute('data-problem')}: ${await problem.innerText()}`);
}

/**
 * Clicks an import button and waits for its answer and the result; a failure says which step did not
 * happen (no request sent, or the server's answer), not only that the result did not show.
 */
async function commitImport(p: Page, name: string) {
  const sent = p.waitForRequest((r) => r.method() === 'POST' && /\/import(\?onlyValid=true)?$/.test(r.url()));
  await p.getByRole('button', { name, exact: true }).click();
  const request = await sent.catch(() => {
    throw new Error(`the click on '${name}' sent no import request`);
  });
  const response = await request.response();
  const status = response?.status();
  if (status !== 200) throw new Error(`the import answered ${status}: ${(await response?.text())?.slice(0, 500)}`);
  await p.locator('[data-result]').waitFor();
}

const tile = (p: Page, tense: 'dry-run' | 'done', action: string) => p.locator(`[data-summary="${tense}"] [data-action="${action}"] dd`);
async function counts(p: Page, tense: 'dry-run' | 'done') {
  const read = async (action: string) => Number((await tile(p, tense, action).innerText()).replace(/\D/g, ''));
  return { create: await read('create'), update: await read('update'), unchanged: await read('unchanged'), error: await read('error') };
}
const row = (p: Page, n: number) => p.locator(`tr[data-row="${n}"]`);
const cell = (p: Page, n: number, column: string) => row(p, n).locator(`td[data-column="${column}"]`);

/** The page at 1440 and at 1280 wide. */
async function shots(p: Page, name: string) {
  await screenshot(p, `${name}-1440`);
  await p.setViewportSize({ width: 1280, height: 900 });
  await screenshot(p, `${name}-1280`);
  await p.setViewportSize({ width: 1440, height: 900 });
}

describe.each(['vi', 'en'] as const)('in %s', (lang) => {
  it('HR imports people: the template, errors on their cells, the valid rows, the list, then the fixed file', async () => {
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const lastName = lang === 'vi' ? 'Nhập Việt' : 'Nhập Anh';
    const firstNames = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Khoa', 'Lan', 'Minh'];
    const joinDates = [new Date(Date.UTC(2026, 0, 5)), '2026-01-06', '07/01/2026'];
    const person = (i: number): Cells => ({
      lastName, firstName: firstNames[i], phone: `090${String(i).padStart(7, '0')}`, personalEmail: `import.${stamp}.${i}@example.com`,
      role: i % 2 ? 12 : 'unity_dev', roleLevel: 'junior', joinDate: joinDates[i % 3],
    });
    const people = firstNames.map((_, i) => person(i));
    // Sheet rows 3, 6 and 9 (the header is row 1) are bad: an e-mail, a date, a role.
    const bad = firstNames.map((_, i) => ({ ...people[i] }));
    bad[1].personalEmail = 'khong-phai-email';
    bad[4].joinDate = '31/02/2026';
    bad[7].role = 'wizard';

    const p = await signedIn(hr, lang);
    await p.goto(`${BASE_URL()}${LIST}`);
    await p.getByRole('link', { name: tr(lang, 'import.button') }).click();
    await p.waitForURL((url) => url.pathname === IMPORT);
    await p.getByRole('heading', { name: tr(lang, 'import.employees.title') }).waitFor();
    // The sidebar keeps Employee highlighted.
    expect(await p.getByRole('navigation', { name: tr(lang, 'admin.nav.label') }).locator(`a[href="${LIST}"]`).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(p)).toEqual([]);
    await shots(p, `imports-employees-empty-${lang}`);

    const header = await templateHeader(p, lang);
    expect(header).toEqual(expect.arrayContaining(['username', 'lastName', 'firstName', 'phone', 'personalEmail', 'role', 'roleLevel', 'joinDate']));

    // The dry run: six to create, three errors, nothing written yet.
    await upload(p, `nhan-su-${stamp}.xlsx`, await workbook(header, bad));
    expect(await counts(p, 'dry-run')).toEqual({ create: 6, update: 0, unchanged: 0, error: 3 });
    expect((await apiAsAdmin<{ employees: { personalEmail?: string; name: string }[] }>('GET', '/api/hr/employees')).body.employees
      .filter((e) => e.name.startsWith(lastName))).toEqual([]);
    // 'Errors only' is on: the three bad rows, each with its one red cell and its message.
    await row(p, 3).waitFor();
    expect(await p.locator('tr[data-row]').count()).toBe(3);
    for (const [n, column, code, shown] of [
      [3, 'personalEmail', 'import.invalid-email', 'khong-phai-email'],
      [6, 'joinDate', 'import.invalid-date', '31/02/2026'],
      [9, 'role', 'import.unknown-role', 'wizard'],
    ] as const) {
      expect(await row(p, n).locator('td[data-invalid]').count()).toBe(1);
      expect(await cell(p, n, column).getAttribute('data-invalid')).toBe('');
      // The page reads the file itself while the server checks it; the values follow the verdict.
      await cell(p, n, column).filter({ hasText: shown }).waitFor();
      const text = await cell(p, n, column).innerText();
      expect(text).toContain(shown);
      expect(text).toContain(message(lang, code));
      expect(await row(p, n).getAttribute('data-action')).toBe('error');
    }
    // All rows: names, not codes (a role by its name, an Excel date cell as DD/MM/YYYY).
    await p.getByRole('switch', { name: tr(lang, 'import.table.errors-only') }).click();
    await row(p, 2).waitFor();
    expect(await p.locator('tr[data-row]').count()).toBe(9);
    expect(await cell(p, 2, 'role').innerText()).toBe('Unity Dev');
    expect(await cell(p, 2, 'roleLevel').innerText()).toBe('Junior');
    expect(await cell(p, 2, 'joinDate').innerText()).toBe('05/01/2026');
    expect(await cell(p, 3, 'joinDate').innerText()).toBe('06/01/2026');
    expect(await row(p, 2).getAttribute('data-action')).toBe('create');
    // 'Import valid rows' only: an all-or-nothing import is not offered while rows have errors.
    expect(await p.getByRole('button', { name: tr(lang, 'import.commit'), exact: true }).count()).toBe(0);
    expect(await seriousViolations(p)).toEqual([]);
    await shots(p, `imports-employees-dry-run-${lang}`);

    await commitImport(p, tr(lang, 'import.commit-valid'));
    expect(await counts(p, 'done')).toEqual({ create: 6, update: 0, unchanged: 0, error: 3 });
    expect(await seriousViolations(p)).toEqual([]);
    await shots(p, `imports-employees-result-${lang}`);

    // The list shows the six new people by name.
    await p.locator('[data-result]').getByRole('link', { name: tr(lang, 'import.employees.back') }).click();
    await p.waitForURL((url) => url.pathname === LIST);
    const table = p.locator('main table');
    for (const i of [0, 2, 3, 5, 6, 8]) await table.getByText(`${lastName} ${firstNames[i]}`, { exact: true }).waitFor();
    for (const i of [1, 4, 7]) expect(await table.getByText(`${lastName} ${firstNames[i]}`, { exact: true }).count()).toBe(0);

    // The fixed file: three to create, six unchanged, and an all-or-nothing import.
    await p.getByRole('link', { name: tr(lang, 'import.button') }).click();
    await p.waitForURL((url) => url.pathname === IMPORT);
    const fixed = await workbook(header, people);
    await upload(p, `nhan-su-${stamp}-sua.xlsx`, fixed);
    expect(await counts(p, 'dry-run')).toEqual({ create: 3, update: 0, unchanged: 6, error: 0 });
    expect(await p.locator('tr[data-row]').count()).toBe(9);
    expect(await row(p, 2).getAttribute('data-action')).toBe('unchanged');
    expect(await row(p, 3).getAttribute('data-action')).toBe('create');
    await commitImport(p, tr(lang, 'import.commit'));
    expect(await counts(p, 'done')).toEqual({ create: 3, update: 0, unchanged: 6, error: 0 });

    // The same file once more: all unchanged, nothing to import.
    await p.getByRole('button', { name: tr(lang, 'import.again') }).click();
    await upload(p, `nhan-su-${stamp}-sua.xlsx`, fixed);
    expect(await counts(p, 'dry-run')).toEqual({ create: 0, update: 0, unchanged: 9, error: 0 });
    await p.getByText(tr(lang, 'import.review.nothing')).waitFor();
    expect(await p.getByRole('button', { name: tr(lang, 'import.commit'), exact: true }).count()).toBe(0);
  }, 300_000);

  it('a PM imports a task sheet into the project; the tasks show in the task grid', async () => {
    const deadline = addDays(toYmd(new Date()), 30);
    const deadlineCell = new Date(Date.UTC(Math.floor(deadline / 10000), Math.floor(deadline / 100) % 100 - 1, deadline % 100));
    const names = lang === 'vi' ? ['Màn chơi rừng', 'Màn chơi biển', 'Màn chơi núi'] : ['Forest level', 'Sea level', 'Mountain level'];
    const tasks: Cells[] = names.map((name, i) => ({
      alt: `IMP-${lang}-${i + 1}`, name, role: 'unity_dev', employee: worker, score: 10 + i, deadline: deadlineCell,
      input: 'https://docs.example.com/levels', isSudden: false,
    }));
    // Sheet row 5: a score that is no number.
    tasks.push({ ...tasks[0], alt: `IMP-${lang}-4`, name: `${names[0]} 2`, score: 'nhiều' });
    // Sheet row 6: a creative manager's piece of creative work, typed by name (decision 057).
    tasks.push({ ...tasks[0], alt: `IMP-${lang}-5`, name: `${names[0]} trailer`, role: 'creative_manager', creativeType: 'video' });

    const p = await signedIn(pm, lang);
    await p.goto(`${BASE_URL()}/project/${project}/task-view`);
    await p.getByRole('link', { name: tr(lang, 'import.button') }).click();
    await p.waitForURL((url) => url.pathname === `/project/${project}/task-view/import`);
    await p.getByRole('heading', { name: tr(lang, 'import.tasks.title') }).waitFor();
    expect(await p.locator(`nav a[href="/project/${project}/task-view"]`).first().getAttribute('aria-current')).toBe('page');
    const header = await templateHeader(p, lang);
    expect(header).toEqual(expect.arrayContaining(['alt', 'name', 'role', 'employee', 'score', 'deadline', 'input', 'creativeType']));

    await upload(p, `tasks-${lang}.xlsx`, await workbook(header, tasks));
    expect(await counts(p, 'dry-run')).toEqual({ create: 4, update: 0, unchanged: 0, error: 1 });
    expect(await cell(p, 5, 'score').innerText()).toContain(message(lang, 'import.invalid-number'));
    await p.getByRole('switch', { name: tr(lang, 'import.table.errors-only') }).click();
    await row(p, 2).waitFor();
    // The creative type by its name in the reader's language.
    expect(await cell(p, 6, 'creativeType').innerText()).toBe(tr(lang, 'tasks.creative-type.1'));
    // The assignee by name, the deadline as DD/MM/YYYY.
    expect(await cell(p, 2, 'employee').innerText()).toBe('Lý Văn Thợ');
    const [y, m, d] = [Math.floor(deadline / 10000), Math.floor(deadline / 100) % 100, deadline % 100];
    expect(await cell(p, 2, 'deadline').innerText()).toBe(`${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`);
    expect(await seriousViolations(p)).toEqual([]);
    await shots(p, `imports-tasks-dry-run-${lang}`);

    await commitImport(p, tr(lang, 'import.commit-valid'));
    expect(await counts(p, 'done')).toEqual({ create: 4, update: 0, unchanged: 0, error: 1 });
    await p.locator('[data-result]').getByRole('link', { name: tr(lang, 'import.tasks.back') }).click();
    await p.waitForURL((url) => url.pathname === `/project/${project}/task-view`);
    const grid = p.locator('.task-grid .ht_master');
    for (const name of names) await grid.locator('td[data-col="taskName"]').filter({ hasText: name }).first().waitFor();
    expect(await grid.locator('td[data-col="taskName"]').filter({ hasText: `${names[0]} 2` }).count()).toBe(0);
  }, 300_000);
});

it('a 5,000-row CSV: the upload shows its progress, the dry run lists its rows a page at a time', async () => {
  const lang = 'vi';
  const stamp = `big${Date.now() % 1_000_000}`;
  const lines = ['lastName,firstName,phone,personalEmail,role,roleLevel,joinDate'];
  for (let i = 0; i < 5000; i++) lines.push(`Tải Lớn,"Số ${i}",09${String(i).padStart(8, '0')},${stamp}.${i}@example.com,unity_dev,junior,01/02/2026`);
  const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

  const p = await signedIn(hr, lang);
  await p.goto(`${BASE_URL()}${IMPORT}`);
  await p.getByRole('heading', { name: tr(lang, 'import.employees.title') }).waitFor();
  // The dry run is held until the progress has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await p.route('**/api/hr/employees/import?dryRun=true', async (route) => {
    await held;
    await route.continue();
  });
  await p.locator('input[type="file"]').setInputFiles({ name: `${stamp}.csv`, mimeType: 'text/csv', buffer: csv });
  const progress = p.getByRole('status').filter({ has: p.getByRole('progressbar') });
  await progress.waitFor();
  expect(await progress.innerText()).toContain(`${stamp}.csv`);
  await screenshot(p, 'imports-employees-progress-vi');
  release();

  await p.locator('[data-review]').waitFor({ timeout: 60_000 });
  expect(await counts(p, 'dry-run')).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 });
  // One page of 50 rows in the page, whatever the file's size; the pager walks the rest.
  expect(await p.locator('tr[data-row]').count()).toBe(50);
  expect(await cell(p, 2, 'firstName').innerText()).toBe('Số 0');
  expect(await cell(p, 2, 'joinDate').innerText()).toBe('01/02/2026');
  const pages = p.getByRole('navigation', { name: tr(lang, 'import.table.pages') });
  expect(await pages.innerText()).toContain(tr(lang, 'import.table.page').replace('{{page}}', '1').replace('{{pages}}', '100'));
  await pages.getByRole('button', { name: tr(lang, 'import.table.next') }).click();
  await row(p, 52).waitFor();
  expect(await p.locator('tr[data-row]').count()).toBe(50);
  expect(await row(p, 2).count()).toBe(0);
  await p.getByRole('button', { name: tr(lang, 'import.commit'), exact: true }).waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'imports-employees-5000-vi');
}, 180_000);

it('a file refused whole says why: not a spreadsheet, an unknown column (named)', async () => {
  const lang = 'en';
  const p = await signedIn(hr, lang);
  await p.goto(`${BASE_URL()}${IMPORT}`);
  await p.getByRole('heading', { name: tr(lang, 'import.employees.title') }).waitFor();
  const alert = p.getByRole('alert');

  await p.locator('input[type="file"]').setInputFiles({ name: 'people.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await alert.filter({ hasText: message(lang, 'import.invalid-file') }).waitFor();
  expect(await alert.innerText()).toContain('people.txt');

  const csv = Buffer.from('lastName,firstName,nickname\nLê,Văn,Tí\n', 'utf8');
  const refused = p.waitForResponse((r) => r.url().includes('/api/hr/employees/import?dryRun=true'));
  await p.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: csv });
  expect((await refused).status()).toBe(400);
  await alert.filter({ hasText: message(lang, 'import.unknown-column') }).waitFor();
  expect(await alert.innerText()).toContain(tr(lang, 'import.problem.column').replace('{{column}}', 'nickname'));
  // The upload stays open for the next file.
  await p.locator('button').filter({ hasText: tr(lang, 'import.upload.choose') }).waitFor();
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'imports-employees-refused-en');
}, 120_000);

it('a member without Task.Create gets no import entry and cannot open the screen', async () => {
  const p = await signedIn(worker, 'vi');
  await p.goto(`${BASE_URL()}/project/${project}/task-view`);
  await p.locator('.task-grid .ht_master table.htCore').first().waitFor({ state: 'attached' });
  expect(await p.locator(`a[href="/project/${project}/task-view/import"]`).count()).toBe(0);
  await p.goto(`${BASE_URL()}/project/${project}/task-view/import`);
  await p.waitForURL((url) => url.pathname === '/dashboard');
}, 120_000);
