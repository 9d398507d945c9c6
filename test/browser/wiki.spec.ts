// The wiki screen (spec 3, Wiki screens): editing with a conflict from a second browser, the
// policy page from the settings menu, the create-page link tool, the Config popup, and page
// content that never runs script.
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, BASE_URL, chooseOption, clickPlaced, createEmployeeViaApi, screenshot, signIn, toasts, useBrowser } from './support';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-4);
let hr: string;
let employee: string;

const doc = (...texts: string[]) =>
  JSON.stringify({ time: 1, version: '2.31.0-rc.7', blocks: texts.map((text, i) => ({ id: `b${i}`, type: i === 0 ? 'header' : 'paragraph', data: { text, level: 2 } })) });

async function makePage(path: string, content: string, type = 2): Promise<number> {
  const res = await apiAsAdmin('POST', '/api/wiki/pages', { project: 0, path, content, type });
  if (res.status !== 201) throw new Error(`creating ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function open(lang: 'vi' | 'en', user: string, password: string): Promise<Page> {
  const page = await browser.page(lang);
  await signIn(page, user, password);
  return page;
}

const content = (p: Page) => p.locator('[data-wiki-content]');

async function expectAxeClean(p: Page) {
  expect(await seriousViolations(p)).toEqual([]);
}

beforeAll(async () => {
  hr = await createEmployeeViaApi({ lastName: 'Trần Thị', firstName: 'Nhân Sự', role: 20 });
  employee = await createEmployeeViaApi({ lastName: 'Lê Văn', firstName: 'Thường', role: 12 });
  const group = await apiAsAdmin('POST', '/api/permission-groups', {
    permissionGroupName: `wiki-hr-${RUN}`,
    permissions: ['WikiSystem.Wiki.Create', 'WikiSystem.Wiki.Edit', 'WikiSystem.Wiki.Config'].map((permissionId) => ({
      permissionId, conditionType: 3, conditionValue: { value: 0 },
    })),
  });
  if (group.status !== 201) throw new Error(`creating the group answered ${group.status}`);
  await apiAsAdmin('PUT', `/api/permission-groups/${group.body.id}/employees`, { employees: [hr] });
});

describe('wiki', () => {
  it('edits a page, meets a conflict from a second browser, keeps its text, then reloads theirs', async () => {
    const id = await makePage(`Handbook/Conflict-${RUN}`, doc('Onboarding', 'First version'));
    const a = await open('en', 'admin', ADMIN_PASSWORD());
    const b = await open('en', 'admin', ADMIN_PASSWORD());
    for (const p of [a, b]) {
      await p.goto(`${BASE_URL()}/wiki?id=${id}&projectId=0`);
      await content(p).getByText('First version').waitFor();
    }
    // Breadcrumb from the path, read mode first.
    await a.getByRole('navigation', { name: 'Page path' }).getByText('Handbook').waitFor();
    await screenshot(a, 'wiki-read-en');
    await expectAxeClean(a);

    await a.getByRole('button', { name: 'Edit', exact: true }).click();
    await a.getByLabel('Text of block 2').fill('Text from A');
    await screenshot(a, 'wiki-edit-en');
    await expectAxeClean(a);
    await b.getByRole('button', { name: 'Edit', exact: true }).click();
    await b.getByLabel('Text of block 2').fill('Text from B');
    await b.getByRole('button', { name: 'Save' }).click();
    await toasts(b, 'Page saved').first().waitFor();
    await content(b).getByText('Text from B').waitFor();

    await a.getByRole('button', { name: 'Save' }).click();
    const dialog = a.getByRole('dialog', { name: 'This page was changed meanwhile' });
    await dialog.waitFor();
    await dialog.getByText('Text from B').waitFor();
    await dialog.getByText('Text from A').waitFor();
    await screenshot(a, 'wiki-conflict-en');
    await expectAxeClean(a);
    await dialog.getByRole('button', { name: 'Keep my text' }).click();
    await toasts(a, 'Page saved').first().waitFor();
    await content(a).getByText('Text from A').waitFor();
    let stored = (await apiAsAdmin('GET', `/api/wiki/pages/${id}`)).body.page;
    expect(stored.content).toContain('Text from A');

    // History: three versions, B's still readable.
    await a.getByRole('button', { name: 'History' }).click();
    const history = a.getByRole('dialog', { name: 'Page history' });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
    await history.getByRole('button').filter({ hasText: 'Current' }).waitFor();
    expect(await versions.count()).toBe(3);
    await versions.nth(1).click();
    await history.getByRole('region', { name: 'Version content' }).getByText('Text from B').waitFor();
    await screenshot(a, 'wiki-history-en');
    await expectAxeClean(a);
    await a.keyboard.press('Escape');

    // The other choice: reload theirs, and the editor returns to read mode with their text.
    await b.reload();
    await b.getByRole('button', { name: 'Edit', exact: true }).click();
    await a.getByRole('button', { name: 'Edit', exact: true }).click();
    await a.getByLabel('Text of block 2').fill('Second from A');
    await b.getByLabel('Text of block 2').fill('Second from B');
    await b.getByRole('button', { name: 'Save' }).click();
    await toasts(b, 'Page saved').first().waitFor();
    await a.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reload theirs' }).click();
    await content(a).getByText('Second from B').waitFor();
    await a.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    stored = (await apiAsAdmin('GET', `/api/wiki/pages/${id}`)).body.page;
    expect(stored.content).toContain('Second from B');
    expect((await apiAsAdmin('GET', `/api/wiki/pages/${id}/history`)).body.versions).toHaveLength(4);
  }, 180_000);

  it('HR links a new page with the create-page tool and restricts the policy: read for everyone, write for human_resources', async () => {
    const policy = (await apiAsAdmin('GET', '/api/wiki/page-id?project=0&path=Policy')).body.id;
    const p = await open('en', hr, 'password-123');
    await p.goto(`${BASE_URL()}/wiki?id=${policy}&projectId=0`);
    await p.getByRole('button', { name: 'Edit', exact: true }).click();
    // An empty page starts with no block.
    await p.getByRole('button', { name: 'Add block' }).click();
    const text = p.getByLabel('Text of block 1');
    await text.fill(`Leave policy ${RUN}: twelve days a year.`);
    await p.getByRole('button', { name: 'Create page link' }).click();
    await toasts(p, 'Please select text to create link').first().waitFor();

    await text.click();
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, el.value.indexOf(':')));
    await p.getByRole('button', { name: 'Create page link' }).click();
    const create = p.getByRole('dialog', { name: 'Create page and link' });
    await create.waitFor();
    const path = create.getByLabel('Path');
    expect(await path.inputValue()).toBe(`Policy/Leave policy ${RUN}`);
    await path.fill('  ');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('Path is required').waitFor();
    await screenshot(p, 'wiki-create-link-en');
    await expectAxeClean(p);
    await path.fill(`Policy/Leave-${RUN}`);
    await create.getByRole('button', { name: 'Create' }).click();
    await toasts(p, 'Page created').first().waitFor();
    await expect(text.inputValue()).resolves.toMatch(new RegExp(`^\\[Leave policy ${RUN}\\]\\(/wiki\\?id=\\d+&projectId=0\\): twelve`));
    await p.getByRole('button', { name: 'Save' }).click();
    await toasts(p, 'Page saved').first().waitFor();
    await content(p).getByRole('link', { name: `Leave policy ${RUN}` }).waitFor();

    // Config: read for everyone (already Public), write for the human_resources role.
    await p.getByRole('button', { name: 'Config' }).click();
    const config = p.getByRole('dialog', { name: 'Page config' });
    await config.getByRole('tab', { name: 'Permission' }).click();
    await config.getByRole('combobox', { name: 'Type of row 1' }).filter({ hasText: 'Public' }).waitFor();
    await config.getByText('Write', { exact: true }).click();
    await config.getByRole('button', { name: 'Add row' }).click();
    await config.getByRole('combobox', { name: 'Type of row 1' }).click();
    await chooseOption(p, p.getByRole('option', { name: 'Role' }));
    await config.getByRole('combobox', { name: 'Add roles…' }).click();
    await p.getByRole('searchbox').fill('human');
    await chooseOption(p, 'HR');
    await config.getByRole('listitem').filter({ hasText: 'HR' }).waitFor();
    for (let i = 0; i < 5; i++) await config.getByRole('button', { name: 'Add row' }).click();
    await config.getByRole('button', { name: 'Add row' }).click();
    await toasts(p, 'All types are used').first().waitFor();
    for (let n = 6; n > 1; n--) await config.getByRole('button', { name: `Delete row ${n}` }).click();
    await screenshot(p, 'wiki-config-en');
    await expectAxeClean(p);
    await config.getByRole('button', { name: 'Save' }).click();
    await toasts(p, 'Successfully saved permissions').first().waitFor();
    const rows = (await apiAsAdmin('GET', `/api/wiki/pages/${policy}`)).body.page.permissions;
    expect(rows).toEqual([{ mode: 'read', type: 'Public', data: null }, { mode: 'write', type: 'Role', data: { roles: [20], projects: [] } }]);

    // The link leads to the new page.
    await content(p).getByRole('link', { name: `Leave policy ${RUN}` }).click();
    await p.getByRole('heading', { level: 1, name: `Leave-${RUN}` }).waitFor();
  }, 180_000);

  it('an employee reads the policy from the settings menu, without edit or config', async () => {
    const p = await open('vi', employee, 'password-123');
    await p.getByRole('button', { name: 'Cài đặt' }).click();
    await clickPlaced(p.getByRole('menuitem', { name: 'Chính sách và quy định' }));
    await p.waitForURL(/\/wiki\?id=\d+&projectId=0/);
    await p.getByRole('heading', { level: 1, name: 'Policy' }).waitFor();
    await content(p).getByText('twelve days a year').waitFor();
    expect(await p.getByRole('button', { name: 'Chỉnh sửa' }).isDisabled()).toBe(true);
    expect(await p.getByRole('button', { name: 'Cấu hình' }).count()).toBe(0);
    await screenshot(p, 'wiki-policy-vi');
    await expectAxeClean(p);
    // Help leads to its page too.
    await p.getByRole('button', { name: 'Cài đặt' }).click();
    await clickPlaced(p.getByRole('menuitem', { name: 'Trợ giúp' }));
    await p.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await p.getByText('Trang này chưa có nội dung.').waitFor();
  });

  it('never runs script from page content (markdown and blocks)', async () => {
    const evil = '<script>window.pwned = 1</script> <img src=x onerror="window.pwned = 2"> [click me](javascript:window.pwned=3) ![pic](javascript:window.pwned=4)';
    const md = await makePage(`Security/Markdown-${RUN}`, `# Evil\n\n${evil}\n\n<iframe src="javascript:window.pwned=5"></iframe>`, 1);
    const blocks = await makePage(`Security/Blocks-${RUN}`, doc('Evil', evil));
    const p = await open('vi', 'admin', ADMIN_PASSWORD());
    for (const id of [md, blocks]) {
      await p.goto(`${BASE_URL()}/wiki?id=${id}&projectId=0`);
      await content(p).getByText('<script>window.pwned = 1</script>', { exact: false }).first().waitFor();
      const inside = await content(p).evaluate((el) => ({
        scripts: el.querySelectorAll('script, iframe, img[onerror]').length,
        hrefs: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        srcs: [...el.querySelectorAll('img')].map((img) => img.getAttribute('src')),
      }));
      expect(inside).toEqual({ scripts: 0, hrefs: [], srcs: [] });
      await content(p).getByText('click me').click();
      // A sleep on purpose: a handler the sanitiser let through would have run in it.
      await p.waitForTimeout(200);
      expect(await p.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    }
    await screenshot(p, 'wiki-sanitised-vi');
  });

  it('opens the global wiki from the sidebar and the project wiki from the project sidebar (vi)', async () => {
    const project = await apiAsAdmin('POST', '/api/projects', { projectName: `Wiki Game ${RUN}` });
    const projectId = project.body.project.id as number;
    const path = `Project/${projectId}/Design/Levels`;
    await apiAsAdmin('POST', '/api/wiki/pages', { project: projectId, path, content: doc('Levels', 'Level design notes') });
    const p = await open('vi', 'admin', ADMIN_PASSWORD());
    await p.goto(`${BASE_URL()}/wiki`);
    await p.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await p.getByRole('navigation', { name: 'Các trang wiki' }).getByRole('link', { name: 'Policy' }).waitFor();
    await p.goto(`${BASE_URL()}/project/${projectId}/task-view`);
    await p.getByRole('navigation', { name: 'Điều hướng dự án' }).getByRole('link', { name: 'Wiki' }).click();
    await p.waitForURL(/\/wiki\?id=\d+&projectId=\d+/);
    await content(p).getByText('Level design notes').waitFor();
    // The breadcrumb drops Project/<id>.
    const crumbs = await p.getByRole('navigation', { name: 'Đường dẫn trang' }).innerText();
    expect(crumbs.replace(/\s+/g, ' ')).toBe('Design Levels');
    await screenshot(p, 'wiki-project-vi');
    await expectAxeClean(p);
    await p.goto(`${BASE_URL()}/admin/operator/wiki-page`);
    await p.waitForURL(/\/wiki/);
  });
});
