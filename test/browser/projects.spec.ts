// My Project, the create-project popup, the project layout and project settings (spec 1 "My
// project", "Create-project popup"; spec 2 "Project layout", "Project Setting").
import type { Locator, Page } from 'playwright-core';

import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, clickPlaced, createEmployeeViaApi, eventually, hydrated, optionNamed, screenshot, signIn, toasts, useBrowser } from './support';

// A 48x48 PNG (a gradient with a white dot).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAACHElEQVR42s3WaUvUURgF8PPxnNWZcfZ9tcgoFBXFSFESCyNJMTLXnNz3fd9S09xGzXFPUxvTMu0T2MC88Y1w79U/POcT/Lhwn3PgS/znD1wFApcPAn8f+i8e+f8k+X8/9p0/8Z099f1K9p6meCOp3kia52e65yTDc5zpOcpy/3jmPnzuPsh2fc9x7ee69vKcuy+cu/nOnQLH9kvH1ivHZqE9/Nq+8cb+rci+/ta2VmxbLbGFSq2hd9aV99blMstSuWWxwrJQaf5abZ6vMc/Vmr4ETbN1phmQ0tRHQaQ0DcZpkNI0GT+DlKbZOAVSmlbDJEhp2gwTIKXpMIyDlKZTPwZSmi79KEhpevQjIKXpTRgGKU1/whBIaQaiIFKaId0g7qK5vj1immHdAKTQxCKgGdH1Q0BzzRMuzZiuD1K8zc1waca1vZBUEwu7ZlLbA6k1sTBqprTd4PrhwiBGzbSmC1z3RhjEqJnRdILr+gmDGDWzmg5w3WJhEKNmLr4dXM0gDGLUzEdBXD0lDGLULMS3gas1hUGMmkV1K7g6XBjEqFlWt4B3UUiqWVE3Q2DfSKcJqZogsLa4QFyaNVUjhLffvb9NVLOuasBdlui9azZU9ZBiFwtrwso6kNJsKT+BlGZbGQQpzY4iCFKaPUUtSGn2FR9BSnMgrwEpzaG8GqQ0R/IqkNIcyypBSnMiqwApTURWDlKa07gPIKU5iyv7D1aMSRPQwcJwAAAAAElFTkSuQmCC',
  'base64',
);

const browser = useBrowser();
const people: Record<string, { id: string; name: string }> = {};
const RUN = Date.now().toString(36).slice(-4);
const PROJECT = `Zombie Run ${RUN}`;
let projectId: number;
/** Console errors of React hydration seen by the current test's pages. */
let hydrationErrors: string[] = [];

beforeAll(async () => {
  const list: [string, string, string, number][] = [
    ['pm', 'Nguyễn Văn', 'Quản', 25],
    ['po', 'Trần Thị', 'Sở', 18],
    ['ua', 'Lê Văn', 'Uy', 11],
    ['cm', 'Phạm Thị', 'Cẩm', 10],
    ['rnd', 'Hoàng Văn', 'Rạng', 22],
    ['dev', 'Đỗ Văn', 'Đạt', 12],
    ['outsider', 'Vũ Thị', 'Ngoài', 12],
  ];
  for (const [key, lastName, firstName, role] of list) {
    people[key] = { id: await createEmployeeViaApi({ lastName, firstName, role }), name: `${lastName} ${firstName}` };
  }
  // Neighbours in the grid: no icon (the initial tile), other platforms.
  for (const [projectName, platform] of [[`Puzzle Quest ${RUN}`, 2], [`Habit Tracker ${RUN}`, null]] as const) {
    const res = await apiAsAdmin('POST', '/api/projects', { projectName, platform, pm: people.pm.id });
    if (res.status !== 201) throw new Error(`creating a project answered ${res.status}`);
  }
});

afterEach(async () => {
  // A server render that differs from the client's throws the page away (and sonner's styles with it).
  expect(hydrationErrors).toEqual([]);
  hydrationErrors = [];
});

/** A page that records hydration errors. */
async function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.context('vi', viewport);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i.test(msg.text())) hydrationErrors.push(msg.text());
  });
  return page;
}

async function asAdmin(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(viewport);
  await signIn(page, 'admin', ADMIN_PASSWORD());
  return page;
}

const path = (p: Page) => new URL(p.url()).pathname;

/** Opens a path of the app and waits for hydration. */
async function open(p: Page, target: string): Promise<void> {
  await p.goto(`${BASE_URL()}${target}`);
  await hydrated(p);
}

/** Picks `name` in a searchable select found by its label, typing part of it in the search box. */
async function pick(scope: Page | Locator, label: string, name: string, search = name) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(search);
  await chooseOption(page, name);
}

/** Picks an option of a plain (Radix) select. */
async function choose(scope: Page | Locator, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await chooseOption(page, option);
}

async function project(id: number) {
  return (await apiAsAdmin('GET', `/api/projects/${id}`)).body.project;
}

const card = (p: Page, id: number) => p.locator(`li[data-project="${id}"]`);

describe('My Project', () => {
  it('creates a project through the popup with the five role holders, then finds, selects and opens it', async () => {
    const p = await asAdmin();
    // The app menu now offers My projects.
    await p.getByRole('button', { name: 'Ứng dụng' }).click();
    await clickPlaced(p.getByRole('menu').getByRole('menuitem', { name: 'Dự án của tôi' }));
    await p.waitForURL(/\/project-select\/my-project$/);
    await p.getByRole('heading', { name: 'Dự án của tôi' }).waitFor();

    await p.getByRole('button', { name: 'Tạo dự án' }).click();
    const dialog = p.getByRole('dialog', { name: 'Tạo dự án mới' });
    await dialog.getByLabel('Tên dự án').fill(PROJECT);
    await choose(dialog, 'Nền tảng', 'Android');
    await choose(dialog, 'Loại dự án', 'Game');
    await dialog.locator('#create-project-icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('icon.png').waitFor();
    // Candidates show with their role tag.
    await dialog.getByRole('combobox', { name: 'Quản lý dự án (PM)', exact: true }).click();
    await p.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('quan');
    expect(await optionNamed(p, people.pm.name).innerText()).toContain('Project Manager');
    await chooseOption(p, people.pm.name);
    await pick(dialog, 'Chủ sở hữu dự án (PO)', people.po.name, 'Sở');
    await pick(dialog, 'Quản lý UA', people.ua.name);
    await pick(dialog, 'Quản lý sáng tạo', people.cm.name);
    await pick(dialog, 'Quản lý R&D', people.rnd.name);
    // Names with role tags, never raw ids.
    const pmBox = dialog.getByRole('combobox', { name: 'Quản lý dự án (PM)', exact: true });
    expect(await pmBox.innerText()).toContain(people.pm.name);
    expect(await pmBox.innerText()).not.toContain(people.pm.id);
    await screenshot(p, 'projects-create-dialog');

    const created = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/projects'));
    await dialog.getByRole('button', { name: 'Tạo dự án' }).click();
    const res = await created;
    expect(res.status()).toBe(201);
    projectId = (await res.json()).project.id;
    await toasts(p, 'Tạo dự án thành công').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const saved = await project(projectId);
    expect(saved).toMatchObject({ name: PROJECT, platform: 1, projectType: 1, icon: expect.stringMatching(/^\/api\/files\//) });
    expect((saved.employees as { id: string; role: number }[]).map((e) => `${e.role}:${e.id}`).sort()).toEqual(
      [`25:${people.pm.id}`, `18:${people.po.id}`, `11:${people.ua.id}`, `10:${people.cm.id}`, `22:${people.rnd.id}`].sort(),
    );

    // The new project is selected in the panel.
    const panel = p.getByRole('region', { name: 'Thông tin dự án' });
    await panel.getByRole('heading', { name: PROJECT }).waitFor();

    // Nothing selected (a fresh page): the total.
    await p.reload();
    await hydrated(p);
    await panel.getByText('Tổng số dự án').waitFor();
    const total = Number(await panel.getByTestId('project-total').innerText());
    expect(total).toBeGreaterThanOrEqual(1);

    // Tabs and search.
    await card(p, projectId).waitFor();
    await p.getByRole('tab', { name: /iOS/ }).click();
    await card(p, projectId).waitFor({ state: 'detached' });
    await p.getByRole('tab', { name: /Android/ }).click();
    await card(p, projectId).waitFor();
    const search = p.getByRole('searchbox', { name: 'Tìm theo tên dự án' });
    await search.fill('zombie run');
    await card(p, projectId).waitFor();
    await search.fill('no such project');
    await p.getByText('Không có dự án nào khớp với bộ lọc.').waitFor();
    await p.getByRole('tab', { name: /Tất cả/ }).click();
    await search.fill(RUN);

    // One click: the project's name, package name and platform.
    await card(p, projectId).click();
    await panel.getByRole('heading', { name: PROJECT }).waitFor();
    expect(await panel.innerText()).toContain('Android');
    expect(await panel.innerText()).toContain('Tên gói');
    expect(await card(p, projectId).getAttribute('aria-selected')).toBe('true');
    await screenshot(p, 'projects-my-project');

    // A double click opens the project, which lands on its task view.
    await card(p, projectId).dblclick();
    await p.waitForURL(new RegExp(`/project/${projectId}/task-view$`));
  });

  it('folds the info panel away under 1024 px', async () => {
    const p = await asAdmin({ width: 900, height: 800 });
    await open(p, '/project-select');
    await p.waitForURL(/\/project-select\/my-project$/);
    await card(p, projectId).waitFor();
    expect(await p.getByRole('region', { name: 'Thông tin dự án' }).isVisible()).toBe(false);
    await screenshot(p, 'projects-my-project-900');
  });

  it('shows a project member their project without the create button', async () => {
    const p = await newPage();
    await signIn(p, people.ua.id, 'password-123');
    await open(p, '/project-select/my-project');
    await card(p, projectId).waitFor();
    expect(await p.getByRole('button', { name: 'Tạo dự án' }).count()).toBe(0);
  });
});

describe('project settings', () => {
  const setting = () => `/project/${projectId}/setting`;

  it('changes the package name and UA status, and adds and removes a member', async () => {
    const p = await asAdmin();
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL() });
    await open(p, setting());
    await p.getByRole('heading', { name: 'Cài đặt dự án' }).waitFor();

    // The project sidebar: back link, header, entries the user may open.
    const nav = p.getByRole('navigation', { name: 'Điều hướng dự án' });
    expect(await nav.getByRole('link', { name: 'Danh sách dự án' }).getAttribute('href')).toBe('/project-select/my-project');
    expect(await nav.getByTestId('project-header').innerText()).toContain(PROJECT);
    expect(await nav.getByRole('link', { name: 'Công việc' }).getAttribute('href')).toBe(`/project/${projectId}/task-view`);
    expect(await nav.getByRole('link', { name: 'Cài đặt' }).getAttribute('href')).toBe(`/project/${projectId}/setting`);
    expect(await nav.getByTestId('project-parent').count()).toBe(0);
    expect(await nav.getByTestId('project-children').count()).toBe(0);

    await p.getByRole('button', { name: `Sao chép mã dự án ${projectId}` }).click();
    await toasts(p, 'Đã sao chép vào bộ nhớ tạm').waitFor();

    await p.getByLabel('Tên gói').fill('com.studio.zombierun');
    await choose(p, 'Trạng thái UA', 'SoftLaunch');

    // Add a member: both fields, then no duplicate.
    await p.getByRole('button', { name: 'Thêm thành viên' }).click();
    await toasts(p, 'Vui lòng điền đầy đủ thông tin').waitFor();
    await pick(p, 'Nhân viên', people.dev.name, 'dat');
    // The role follows the person's own role.
    expect(await p.getByRole('combobox', { name: 'Vai trò', exact: true }).innerText()).toContain('Unity Dev');
    await p.getByRole('button', { name: 'Thêm thành viên' }).click();
    await p.locator(`[data-member-role="12"] [data-member="${people.dev.id}"]`).waitFor();
    await pick(p, 'Nhân viên', people.dev.name, 'dat');
    await p.getByRole('button', { name: 'Thêm thành viên' }).click();
    await toasts(p, 'Nhân viên đã được thêm').waitFor();
    await screenshot(p, 'projects-setting');
    await p.locator('main').evaluate((m) => m.scrollTo(0, m.scrollHeight));
    await screenshot(p, 'projects-setting-members');

    const save = p.getByRole('button', { name: 'Lưu', exact: true });
    let patch = p.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/api/projects/${projectId}`));
    await save.click();
    expect((await patch).status()).toBe(200);
    await toasts(p, 'Chỉnh sửa dự án thành công').waitFor();
    let saved = await project(projectId);
    expect(saved).toMatchObject({ packageName: 'com.studio.zombierun', statusUa: 2 });
    expect(saved.employees.some((e: { id: string; role: number }) => e.id === people.dev.id && e.role === 12)).toBe(true);

    // After a reload the saved values are shown.
    await p.reload();
    await hydrated(p);
    await p.getByRole('heading', { name: 'Cài đặt dự án' }).waitFor();
    expect(await p.getByLabel('Tên gói').inputValue()).toBe('com.studio.zombierun');
    await eventually(() => p.getByRole('combobox', { name: 'Trạng thái UA', exact: true }).innerText(), 'SoftLaunch', 10_000);

    await p.getByRole('button', { name: `Xóa ${people.dev.name} khỏi vai trò Unity Dev` }).click();
    await p.locator(`[data-member="${people.dev.id}"]`).waitFor({ state: 'detached' });
    patch = p.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/api/projects/${projectId}`));
    await save.click();
    expect((await patch).status()).toBe(200);
    await toasts(p, 'Chỉnh sửa dự án thành công').waitFor();
    saved = await project(projectId);
    expect(saved.employees.some((e: { id: string }) => e.id === people.dev.id)).toBe(false);
    expect(saved.employees).toHaveLength(5);
  });

  it('saves linked accounts to the project wiki page and shows them again after a reload', async () => {
    const p = await asAdmin();
    await open(p, setting());
    await p.getByRole('button', { name: 'Tài khoản liên kết' }).click();
    const dialog = p.getByRole('dialog', { name: 'Tài khoản liên kết' });
    await dialog.getByText('Chưa có tài khoản liên kết nào', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Thêm dòng' }).click();
    await choose(dialog, 'Nhóm của dòng 1', 'Admob');
    await dialog.getByLabel('Khóa của dòng 1').fill('App ID');
    await dialog.getByLabel('Giá trị của dòng 1').fill('ca-app-pub-123~456');
    await dialog.getByRole('button', { name: 'Thêm dòng' }).click();
    await choose(dialog, 'Nhóm của dòng 2', 'MAX');
    await dialog.getByLabel('Khóa của dòng 2').fill('SDK key');
    await dialog.getByLabel('Giá trị của dòng 2').fill('max-sdk-key');
    await dialog.getByRole('button', { name: 'Thêm dòng' }).click();
    await dialog.getByRole('button', { name: 'Xóa dòng 3' }).click();
    await screenshot(p, 'projects-linked-accounts');

    const created = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/wiki/pages'));
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    expect((await created).status()).toBe(201);
    await toasts(p, 'Đã lưu tài khoản liên kết').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const pathParam = encodeURIComponent(`Project/${projectId}/Development/ThirdPartyAccount`);
    const pageId = (await apiAsAdmin('GET', `/api/wiki/page-id?project=${projectId}&path=${pathParam}`)).body.id;
    const page = (await apiAsAdmin('GET', `/api/wiki/pages/${pageId}`)).body.page;
    expect(JSON.parse(page.content)).toMatchObject({ Admob: [{ key: 'App ID', value: 'ca-app-pub-123~456' }], MAX: [{ key: 'SDK key', value: 'max-sdk-key' }] });

    await p.reload();
    await hydrated(p);
    await p.getByRole('button', { name: 'Tài khoản liên kết' }).click();
    await dialog.getByLabel('Khóa của dòng 2').waitFor();
    expect(await dialog.getByLabel('Giá trị của dòng 1').inputValue()).toBe('max-sdk-key');
    expect(await dialog.getByLabel('Giá trị của dòng 2').inputValue()).toBe('ca-app-pub-123~456');

    // Cancel with a change asks first.
    await dialog.getByLabel('Giá trị của dòng 1').fill('changed');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Bỏ các thay đổi?' });
    await confirm.getByRole('button', { name: 'Tiếp tục chỉnh sửa' }).click();
    expect(await dialog.getByLabel('Giá trị của dòng 1').inputValue()).toBe('changed');

    // Someone else saves meanwhile: the edit is refused (409), the latest version is shown.
    const other = JSON.stringify({ MAX: [{ key: 'SDK key', value: 'from-elsewhere' }], Admob: [], Facebook: [], GG_console: [], Firebase: [] });
    const put = await apiAsAdmin('PUT', `/api/wiki/pages/${pageId}`, {
      content: other, project: projectId, path: `Project/${projectId}/Development/ThirdPartyAccount`, type: 3, oldContentHash: page.contentHash,
    });
    expect(put.status).toBe(200);
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await toasts(p, /Người khác vừa thay đổi tài khoản liên kết/).waitFor();
    expect(await dialog.getByLabel('Giá trị của dòng 1').inputValue()).toBe('from-elsewhere');

    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('creates a child project that appears in the project sidebar, and p= switches between them', async () => {
    const p = await asAdmin();
    await open(p, setting());
    await p.getByRole('button', { name: 'Tạo dự án con' }).click();
    const dialog = p.getByRole('dialog', { name: 'Tạo dự án con' });
    expect(await dialog.locator('#create-project-parent').innerText()).toContain(PROJECT);
    await dialog.getByLabel('Tên dự án').fill(`${PROJECT} Kids`);
    await choose(dialog, 'Nền tảng', 'iOS');
    await pick(dialog, 'Quản lý dự án (PM)', people.pm.name);
    const created = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/projects'));
    await dialog.getByRole('button', { name: 'Tạo dự án' }).click();
    const child = (await (await created).json()).project as { id: number; parent: number };
    expect(child.parent).toBe(projectId);
    await toasts(p, 'Tạo dự án thành công').waitFor();

    const nav = p.getByRole('navigation', { name: 'Điều hướng dự án' });
    const childLink = nav.getByRole('link', { name: `Chuyển sang dự án con ${PROJECT} Kids` });
    await childLink.waitFor();
    await screenshot(p, 'projects-setting-with-child');
    await childLink.click();
    await p.waitForURL(new RegExp(`/project/${child.id}/setting$`));
    await eventually(() => p.getByLabel('Tên dự án').inputValue(), `${PROJECT} Kids`, 10_000);
    expect(await nav.getByTestId('project-header').innerText()).toContain(`${PROJECT} Kids`);
    expect(await nav.getByTestId('project-children').count()).toBe(0);

    // From the child, p=parent goes back up; a p that names neither is dropped.
    await nav.getByRole('link', { name: `Chuyển sang dự án cha ${PROJECT}` }).click();
    await p.waitForURL(new RegExp(`/project/${projectId}/setting$`));
    await p.goto(`${BASE_URL()}/project/${projectId}/setting?p=${child.id}`);
    expect(path(p)).toBe(`/project/${child.id}/setting`);
    await p.goto(`${BASE_URL()}/project/${projectId}/setting?p=999999`);
    expect(path(p)).toBe(`/project/${projectId}/setting`);
    await p.goto(`${BASE_URL()}/project/${projectId}/task-view?p=${child.id}`);
    expect(path(p)).toBe(`/project/${child.id}/task-view`);

    // The parent picker never offers the project itself nor its child.
    await open(p, `/project/${projectId}/setting`);
    await p.getByRole('combobox', { name: 'Dự án cha', exact: true }).click();
    await p.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(PROJECT);
    await p.getByText('Không có kết quả').waitFor();
  });

  it('lays out the settings at 900 px, with the project sidebar as a rail', async () => {
    const p = await asAdmin({ width: 900, height: 800 });
    await open(p, setting());
    await p.getByRole('heading', { name: 'Cài đặt dự án' }).waitFor();
    await screenshot(p, 'projects-setting-900');
    await p.locator('main').evaluate((m) => m.scrollTo(0, m.scrollHeight));
    await screenshot(p, 'projects-setting-900-members');
    // Under 1024 px the sidebar button opens the project navigation as a drawer.
    await p.getByRole('button', { name: 'Ẩn/hiện thanh bên' }).click();
    const drawer = p.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Cài đặt' }).waitFor();
    await screenshot(p, 'projects-drawer-900');
  });

  it('speaks English', async () => {
    const context = await browser.context('en');
    const p = await context.newPage();
    await signIn(p, 'admin', ADMIN_PASSWORD());
    await open(p, '/project-select/my-project');
    await p.getByRole('heading', { name: 'My projects' }).waitFor();
    await p.getByRole('tab', { name: /Android/ }).waitFor();
    await screenshot(p, 'projects-my-project-en');
    await open(p, setting());
    await p.getByRole('heading', { name: 'Project settings' }).waitFor();
    await p.getByRole('button', { name: 'Linked account' }).click();
    await p.getByRole('dialog', { name: 'Linked Count' }).getByRole('table').waitFor();
    await screenshot(p, 'projects-setting-en');
  });
});

describe('project gate', () => {
  it('sends a user without Project.Get on the project to the dashboard', async () => {
    const p = await newPage();
    await signIn(p, people.outsider.id, 'password-123');
    for (const target of [`/project/${projectId}`, `/project/${projectId}/setting`]) {
      await p.goto(`${BASE_URL()}${target}`);
      expect(path(p)).toBe('/dashboard');
    }
    await open(p, '/project-select/my-project');
    await p.getByRole('heading', { name: 'Dự án của tôi' }).waitFor();
    expect(await card(p, projectId).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Tạo dự án' }).count()).toBe(0);
  });

  it('keeps a member without Project.Edit out of the settings', async () => {
    const p = await newPage();
    await signIn(p, people.ua.id, 'password-123', { to: `/project/${projectId}/setting` });
    expect(path(p)).toBe('/dashboard');
  });
});
