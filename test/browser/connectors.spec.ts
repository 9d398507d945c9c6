// Admin > config > connector (spec 3 "Connector center"; issue 12): a UA manager adds a Unity Ads
// connector with key id, secret and organisation id, links two projects, syncs against a local fake
// Unity Ads (global-setup points the app at it) and sees yesterday's cost in the project report.
import { addDays, toYmd } from '@studio/domain';
import type { Page } from 'playwright-core';

import { startFakeAdServices, type FakeAdServices } from '../support/fake-ad-services';
import { seriousViolations } from './axe';
import { apiAsAdmin, clickPlaced, createEmployeeViaApi, FAKE_UNITY_PORT, grantViaGroup, screenshot, signIn, toasts, useBrowser } from './support';

const SCREEN = '/admin/config/connector';
const CREDS = {
  unity: { keyId: 'browser-key-id', secretKey: 'browser-unity-secret', organizationId: 'org-777' },
  max: { apiKey: 'x' }, admob: { account: 'pub-x', refreshToken: 'x' }, mintegral: { apiKey: 'x', accessKey: 'x' },
};
const iso = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}`;
const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(n);

const browser = useBrowser();
let fake: FakeAdServices;
let manager: string;
const projects: { id: number; name: string }[] = [];
const yesterday = addDays(toYmd(new Date()), -1);

jest.setTimeout(180_000);

beforeAll(async () => {
  fake = await startFakeAdServices(CREDS, FAKE_UNITY_PORT());
  fake.data.unity = { 'unity-sky': { [iso(yesterday)]: 12.5 }, 'unity-puzzle': { [iso(yesterday)]: 4.2 } };
  for (const name of ['Connector Sky', 'Connector Puzzle']) {
    const created = await apiAsAdmin('POST', '/api/projects', { projectName: name, platform: 1 });
    if (created.status !== 201) throw new Error(`project: ${created.status}`);
    projects.push({ id: created.body.project.id, name });
  }
  manager = await createEmployeeViaApi({ lastName: 'Phạm Thị', firstName: 'UA' }, 'manager-password');
  await grantViaGroup('connectors-ua', [manager], ['Admin', 'Config', 'Connectors.View', 'Connectors.Edit', 'Project.Get']);
});

afterAll(async () => {
  await fake?.close();
});

async function open(lang: 'vi' | 'en'): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signIn(page, manager, 'manager-password', { to: SCREEN });
  await page.getByRole('heading', { name: lang === 'vi' ? 'Kết nối' : 'Connectors', level: 1 }).waitFor();
  return page;
}

it('adds a Unity Ads connector, links two projects, syncs, and the project report shows yesterday\'s cost', async () => {
  const page = await open('en');
  await page.getByRole('button', { name: 'Add New Connector' }).click();
  await clickPlaced(page.getByRole('menuitem', { name: 'Unity Ads' }));
  const dialog = page.getByRole('dialog', { name: 'Add a Unity Ads connector' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill('Unity UA');
  await dialog.getByLabel('Key ID').fill(CREDS.unity.keyId);
  await dialog.getByLabel('Secret key').fill(CREDS.unity.secretKey);
  await dialog.getByLabel('Organization ID').fill(CREDS.unity.organizationId);
  for (const p of projects) await dialog.getByRole('checkbox', { name: p.name }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'connectors-add-en');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toasts(page, 'Connector has been saved').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const table = page.getByRole('region', { name: 'Unity Ads' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: 'Unity UA' });
  await row.getByText('Ready').waitFor();
  await row.getByText('Connector Sky, Connector Puzzle').or(row.getByText('Connector Puzzle, Connector Sky')).waitFor();

  // The secret is never sent back: the edit form says "set" and shows no value.
  await page.getByRole('button', { name: 'Edit Unity UA' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Unity Ads connector' });
  await edit.waitFor();
  expect(await edit.getByLabel('Secret key').inputValue()).toBe('');
  expect(await edit.getByLabel('Secret key').getAttribute('placeholder')).toBe('set');
  expect(await page.content()).not.toContain(CREDS.unity.secretKey);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ state: 'hidden' });

  // Each project's app id at Unity.
  for (const [p, appId] of [[projects[0], 'unity-sky'], [projects[1], 'unity-puzzle']] as const) {
    await page.getByRole('button', { name: 'Project config of Unity UA' }).click();
    const config = page.getByRole('dialog', { name: 'Project config: Unity UA' });
    await config.waitFor();
    await config.getByLabel('Project').selectOption({ label: p.name });
    await config.getByLabel('App id at the service').fill(appId);
    await config.getByRole('button', { name: 'Save' }).click();
    await toasts(page, 'Connector saved').first().waitFor();
    await config.waitFor({ state: 'hidden' });
  }

  await page.getByRole('button', { name: 'Sync Unity UA' }).click();
  const sync = page.getByRole('dialog', { name: 'Sync Unity UA' });
  await sync.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'connectors-sync-en');
  await sync.getByRole('button', { name: 'Sync' }).click();
  await toasts(page, 'Synced: 2 project days updated').waitFor();
  expect(fake.requests.filter((r) => r.path.includes('/organizations/org-777/')).length).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'connectors-list-en');

  // The project report: yesterday's cost of each project (25 000 VND per USD by default).
  const report = await browser.page('vi');
  report.setDefaultTimeout(20_000);
  await signIn(report, manager, 'manager-password', { to: '/dashboard/project-report-dashboard' });
  await report.getByRole('heading', { name: 'Báo cáo dự án', level: 1 }).waitFor();
  const perProject = report.getByRole('table', { name: 'Báo cáo theo dự án' });
  for (const [p, cost] of [[projects[0], 12.5 * 25000], [projects[1], 4.2 * 25000]] as const) {
    await perProject.getByRole('button', { name: `Xem chi tiết: ${p.name}` }).click();
    const detail = report.getByRole('dialog', { name: 'Chi tiết dự án' });
    const daily = detail.getByRole('table', { name: 'Số liệu theo ngày' });
    await daily.waitFor();
    const day = `${String(yesterday % 100).padStart(2, '0')}/${String(Math.floor(yesterday / 100) % 100).padStart(2, '0')}/${Math.floor(yesterday / 10000)}`;
    const line = daily.getByRole('row').filter({ hasText: day });
    await line.waitFor();
    expect(await line.innerText()).toMatch(new RegExp(`${vnd(cost)}|${vnd(cost / 1000)}`.replace(/\./g, '\\.')));
    await screenshot(report, `connectors-report-${p.id}`);
    await detail.getByRole('button', { name: 'Hủy' }).click();
    await detail.waitFor({ state: 'hidden' });
  }
});

it('the screen in Vietnamese: Ready, write-only fields, App Metrica waits for its token; axe clean', async () => {
  const page = await open('vi');
  await page.getByRole('cell', { name: 'Sẵn sàng' }).first().waitFor();
  await page.getByRole('button', { name: 'Thêm kết nối mới' }).click();
  await clickPlaced(page.getByRole('menuitem', { name: 'App Metrica' }));
  const dialog = page.getByRole('dialog', { name: 'Thêm kết nối App Metrica' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Token', { exact: true }).getAttribute('placeholder')).toBe('Đang chờ token...');
  await dialog.getByLabel('Tên', { exact: true }).fill('Metrica');
  try {
    await dialog.getByRole('button', { name: 'Thêm', exact: true }).click();
  } catch (error) {
    await screenshot(page, 'connectors-appmetrica-failure');
    throw error;
  }
  await toasts(page, 'Vui lòng điền đầy đủ thông tin').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'connectors-appmetrica-vi');
});
