// Level system (spec 2, issue 12): a game designer creates level 120 with a preview image and a
// resource link, adds a Hard variant, makes a new version (id locked, version + 1), switches it
// active, then builds a level pack from twelve levels by drag and drop (and the keyboard buttons).
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { apiAsAdmin, BASE_URL, createEmployeeViaApi, grantViaGroup, screenshot, signIn, toasts, useBrowser } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const LEVEL_PERMISSIONS = ['Project.Get', 'LevelSystem', 'Cdn.Upload',
  ...['Level', 'LevelPack', 'LevelConfig'].flatMap((k) => ['Get', 'Create', 'Edit'].map((a) => `LevelSystem.${k}.${a}`))];

const browser = useBrowser();
let designer: string;
let project: number;

beforeAll(async () => {
  designer = await createEmployeeViaApi({ lastName: 'Phan Thị', firstName: 'Thiết Kế', role: 15 }, 'designer-password');
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Puzzle Quest', platform: 1 });
  if (created.status !== 201) throw new Error(`project: ${created.status}`);
  project = created.body.project.id;
  await grantViaGroup('level-designers', [designer], LEVEL_PERMISSIONS, { type: 3, value: { value: project } });
  // Eleven levels exist already; level 120 is made on screen.
  for (let id = 1; id <= 11; id++) {
    const res = await apiAsAdmin('POST', `/api/projects/${project}/levels`, { levelId: id, name: `Garden ${id}`, description: `Garden stage ${id}` });
    if (res.status !== 201) throw new Error(`level ${id}: ${res.status}`);
  }
});

async function open(lang: 'vi' | 'en', screen: string, heading: string): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  await signIn(page, designer, 'designer-password', { to: `/project/${project}/level-system/${screen}` });
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const levelRow = (p: Page, id: number) => p.locator(`tr[data-level="${id}"]`);

it('creates level 120 with an image and a resource, adds a Hard variant, a new version, and switches it active', async () => {
  const p = await open('en', 'level-view', 'Levels');
  const sidebar = p.getByRole('link', { name: 'Levels', exact: true });
  expect(await sidebar.getAttribute('href')).toBe(`/project/${project}/level-system/level-view`);
  expect(await seriousViolations(p)).toEqual([]);

  // Create: refused without a description, then saved.
  await p.getByRole('button', { name: 'Create level' }).click();
  const dialog = p.getByRole('dialog', { name: 'Create level' });
  await dialog.getByLabel('Level ID', { exact: true }).fill('120');
  await dialog.getByLabel('Name', { exact: true }).fill('Crystal Cave');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'Please fill all fields').waitFor();
  await dialog.getByLabel('Description', { exact: true }).fill('Swap gems to open the cave');
  await dialog.locator('#level-form-previewImage-file').setInputFiles({ name: 'cave.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Resource', { exact: true }).fill('https://drive.example.com/levels/120.json');
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'levels-create-en');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'Level added').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const row = levelRow(p, 120);
  await row.waitFor();
  expect(await row.getByRole('img', { name: 'Preview of Crystal Cave' }).getAttribute('src')).toMatch(/^\/api\/files\//);
  expect(await row.getByRole('link', { name: 'Open resource' }).getAttribute('href')).toBe('https://drive.example.com/levels/120.json');
  expect(await row.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(80);

  // A Hard variant joins version 1; the Base variant stays first.
  await p.getByRole('button', { name: 'Add a variant of level 120' }).click();
  const variant = p.getByRole('dialog', { name: 'Add variant' });
  expect(await variant.getByLabel('Level ID', { exact: true }).getAttribute('readonly')).not.toBeNull();
  await variant.getByLabel('Variant', { exact: true }).fill('Hard');
  await variant.getByLabel('Name', { exact: true }).fill('Crystal Cave (hard)');
  await variant.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'Variant added').waitFor();
  // The page behind a dialog is aria-hidden until the dialog is gone.
  await variant.waitFor({ state: 'hidden' });
  const variantSelect = p.getByRole('combobox', { name: 'Variant of level 120' });
  await p.waitForFunction(() => document.querySelectorAll('tr[data-level="120"] select[aria-label="Variant of level 120"] option').length === 2);
  expect(await p.locator('select[aria-label="Variant of level 120"] option').allTextContents()).toEqual(['Base', 'Hard']);
  expect(await variantSelect.inputValue()).toBe('Base');

  // A new version: the id is locked and the version is the highest + 1.
  await p.getByRole('button', { name: 'Add new version of 120' }).click();
  const version = p.getByRole('dialog', { name: 'Add new version' });
  expect(await version.getByLabel('Level ID', { exact: true }).inputValue()).toBe('120');
  expect(await version.getByLabel('Level ID', { exact: true }).getAttribute('readonly')).not.toBeNull();
  expect(await version.getByLabel('Version', { exact: true }).inputValue()).toBe('2');
  await version.getByLabel('Name', { exact: true }).fill('Crystal Cave v2');
  await version.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'New version created').waitFor();
  await version.waitFor({ state: 'hidden' });
  const versionSelect = p.getByRole('combobox', { name: 'Version of 120' });
  await p.waitForFunction(() => document.querySelectorAll('select[aria-label="Version of 120"] option').length === 2);
  expect(await versionSelect.inputValue()).toBe('2');
  expect(await row.innerText()).toContain('Crystal Cave v2');

  // The active switch is saved at once.
  const active = row.getByRole('switch', { name: 'Active: 120 v2 Base' });
  expect(await active.getAttribute('aria-checked')).toBe('false');
  await active.click();
  await toasts(p, 'Level status updated').waitFor();
  await p.waitForFunction(() => document.querySelector('tr[data-level="120"] [role="switch"]')?.getAttribute('aria-checked') === 'true');
  // The older version is still there and still inactive.
  await versionSelect.selectOption('1');
  expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  expect(await row.innerText()).toContain('Crystal Cave');
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'levels-grid-en');
}, 300_000);

it('builds a level pack of twelve levels by drag and drop, and reorders it by keyboard', async () => {
  const p = await open('en', 'level-pack-view', 'Level packs');
  await p.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Create' });
  await dialog.getByLabel('Pack ID', { exact: true }).fill('1');
  await dialog.getByLabel('Name', { exact: true }).fill('Crystal world');
  await dialog.locator('#set-form-previewImage-file').setInputFiles({ name: 'world.png', mimeType: 'image/png', buffer: PNG });
  const available = dialog.getByTestId('set-form-members-available-list');
  const chosen = dialog.getByTestId('set-form-members-chosen-list');
  const order = () => chosen.locator('li[data-member]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-member'))));

  // Drag level 120 into the chosen list, then level 3 onto it (before it).
  await available.locator('li[data-member="120"]').dragTo(chosen);
  await chosen.locator('li[data-member="120"]').waitFor();
  await available.locator('li[data-member="3"]').dragTo(chosen.locator('li[data-member="120"]'));
  await chosen.locator('li[data-member="3"]').waitFor();
  expect(await order()).toEqual([3, 120]);
  // Add Multi Levels adds the other ten at the end.
  await dialog.getByRole('button', { name: 'Add Multi Levels' }).click();
  const multi = p.getByRole('dialog', { name: 'Add Multi Levels' });
  for (const id of [1, 2, 4, 5, 6, 7, 8, 9, 10, 11]) await multi.locator(`li[data-member="${id}"] input`).check();
  expect(await seriousViolations(p)).toEqual([]);
  await multi.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'Levels added').waitFor();
  await multi.waitFor({ state: 'hidden' });
  await p.waitForFunction(() => document.querySelectorAll('[data-testid="set-form-members-chosen-list"] li[data-member]').length === 12);
  expect(await order()).toEqual([3, 120, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
  // Drag within the list: level 1 before level 3.
  await chosen.locator('li[data-member="1"]').dragTo(chosen.locator('li[data-member="3"]'));
  await p.waitForFunction(() => document.querySelector('[data-testid="set-form-members-chosen-list"] li[data-member]')?.getAttribute('data-member') === '1');
  // Keyboard: move level 120 up; a typed position is clamped, a non-number refused.
  await dialog.getByRole('button', { name: 'Move level 120 up' }).click();
  await toasts(p, 'Moved level to position 2').waitFor();
  const position = dialog.getByRole('textbox', { name: 'Position of level 11', exact: true });
  await position.fill('x');
  await position.press('Enter');
  await toasts(p, 'Invalid position').waitFor();
  await position.fill('0');
  await position.press('Enter');
  await toasts(p, 'Moved level to position 1').waitFor();
  expect(await order()).toEqual([11, 1, 120, 3, 2, 4, 5, 6, 7, 8, 9, 10]);
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'levels-pack-dialog-en');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(p, 'Level pack created').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const packRow = p.locator('tr[data-set="1"]');
  expect(await packRow.innerText()).toContain('12 levels');
  await packRow.getByRole('button', { name: 'View detail of pack 1' }).click();
  const detail = p.getByRole('region', { name: 'Level pack 1', exact: true });
  await detail.waitFor();
  const detailOrder = await detail.getByTestId('set-detail-members-chosen-list').locator('li[data-member]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-member'))));
  expect(detailOrder).toEqual([11, 1, 120, 3, 2, 4, 5, 6, 7, 8, 9, 10]);
  const stored = await apiAsAdmin('GET', `/api/projects/${project}/level-packs`);
  expect(stored.body.levelPacks[0]).toMatchObject({ levelPackId: 1, version: 1, levels: [11, 1, 120, 3, 2, 4, 5, 6, 7, 8, 9, 10] });
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'levels-pack-en');
}, 300_000);

it('shows the screens in Vietnamese without serious axe violations', async () => {
  const p = await open('vi', 'level-view', 'Màn chơi');
  expect(await seriousViolations(p)).toEqual([]);
  await screenshot(p, 'levels-level-view-vi');
  for (const [screen, heading] of [['level-pack-view', 'Gói màn chơi'], ['level-config-view', 'Cấu hình màn chơi']]) {
    await p.goto(`${BASE_URL()}/project/${project}/level-system/${screen}`);
    await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await seriousViolations(p)).toEqual([]);
    await screenshot(p, `levels-${screen}-vi`);
  }
}, 300_000);
