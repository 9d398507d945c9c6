// Bonus screens (spec 2 Project Bonus Config, spec 3 Revenue bonus and the bonus reveal).
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();
let projectId: number;
jest.setTimeout(180000);

async function violations(p: Page) {
  await p.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 20000 });
  const found = await seriousViolations(p);
  for (const v of found) for (const target of v.targets) {
    console.log(v.id, target, await p.locator(target).first().evaluate((e) => e.outerHTML.slice(0, 300)).catch(() => '?'));
  }
  return found;
}

beforeAll(async () => {
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Bonus Quest', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}`);
  projectId = created.body.project.id;
  const person = await apiAsAdmin('POST', '/api/hr/employees', { lastName: 'Lê Thị', firstName: 'Hoa', phone: '0900000001', personalEmail: 'hoa@example.com' });
  if (person.status !== 201) throw new Error(`creating an employee answered ${person.status}`);
  // A UA (role 5): the reveal's picker lists employees of working roles.
  await apiAsAdmin('PATCH', `/api/hr/employees/${person.body.employee.id}`, { role: 5 });
  const saved = await apiAsAdmin('PUT', `/api/projects/${projectId}/bonus-config`, { projectFund: 1_000_000_000 });
  if (saved.status !== 200) throw new Error(`saving the fund answered ${saved.status}`);
});

async function open(path: string, heading: string, lang: 'vi' | 'en' = 'en', motion: 'reduce' | 'no-preference' = 'reduce'): Promise<Page> {
  const context = await browser.context(lang, undefined, { motion });
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: path });
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 30000 });
  return page;
}

describe('project bonus config', () => {
  it('amounts follow the typed shares; a save not totalling 100 % is refused with the message; a valid one saves', async () => {
    const p = await open(`/project/${projectId}/bonus`, 'Project bonus config');
    // 1 000 000 000 VND, marketing 30 % by default -> 300 000 thousand VND.
    await p.getByTestId('fund-marketingFund-marketing').filter({ hasText: '300,000' }).waitFor();
    await p.locator('#bonus-marketingFund-marketing').fill('40');
    await p.getByTestId('fund-marketingFund-marketing').filter({ hasText: '400,000' }).waitFor();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('alert').filter({ hasText: 'Total share must be 100%' }).waitFor();
    await p.locator('#bonus-gplay').fill('10');
    await p.getByRole('alert').waitFor({ state: 'detached' });
    await p.locator('#bonus-marketingFund-performanceBonusFund').fill('20');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('alert').filter({ hasText: 'Total share of children must be 100% in marketingFund.memberGroup' }).waitFor();
    await p.locator('#bonus-marketingFund-performanceBonusFund').fill('');
    const put = p.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/bonus-config'));
    await p.getByRole('button', { name: 'Save' }).click();
    expect((await put).status()).toBe(200);
    const stored = await apiAsAdmin('GET', `/api/projects/${projectId}/bonus-config`);
    expect(stored.body.result.gplayFund).toBe(0.1);
    expect(stored.body.result.marketingFund.marketing).toEqual({ share: 0.4, shareFund: 400_000_000 });
    await screenshot(p, 'bonus-project-en');
    expect(await violations(p)).toEqual([]);
  });

  it('Vietnamese screen is clean too', async () => {
    const p = await open(`/project/${projectId}/bonus`, 'Cấu hình thưởng dự án', 'vi');
    await screenshot(p, 'bonus-project-vi');
    expect(await violations(p)).toEqual([]);
  });
});

describe('revenue bonus (operator)', () => {
  it('shows the internal config and the distribution; export opens the error dialog', async () => {
    const p = await open('/admin/operator/bonus', 'Revenue bonus');
    await p.getByRole('heading', { name: /Distribution/ }).waitFor();
    expect(await violations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Export' }).click();
    await p.getByRole('dialog').getByText('Export errors').waitFor({ timeout: 30000 });
    await screenshot(p, 'bonus-operator-en');
    expect(await violations(p)).toEqual([]);
  });
});

describe('bonus reveal', () => {
  it('start -> open -> bonus shown -> reset', async () => {
    // Full motion: a user who asked for reduced motion gets no fireworks (tested below).
    const p = await open('/admin/operator/admin-employee-bonus', 'Bonus reveal', 'en', 'no-preference');
    const stage = p.locator('[data-stage]');
    expect(await stage.getAttribute('data-stage')).toBe('idle');
    expect(await violations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Start' }).click();
    await p.locator('[data-stage="started"]').waitFor();
    const reveal = p.waitForResponse((r) => r.url().includes('/api/bonus/reveal'));
    await p.getByRole('button', { name: 'Open the gift' }).click();
    expect((await reveal).status()).toBe(200);
    await p.locator('[data-stage="opened"]').waitFor();
    await p.getByTestId('reveal-total').waitFor();
    await p.getByTestId('fireworks').waitFor();
    await screenshot(p, 'bonus-reveal-en');
    expect(await violations(p)).toEqual([]);
    // Fireworks stop after 5 s.
    await p.getByTestId('fireworks').waitFor({ state: 'detached', timeout: 15000 });
    await p.getByRole('button', { name: 'Refresh' }).click();
    await p.locator('[data-stage="idle"]').waitFor();
  });

  it('shows the bonus without fireworks to a user who asked for reduced motion', async () => {
    const p = await open('/admin/operator/admin-employee-bonus', 'Bonus reveal');
    await p.getByRole('button', { name: 'Start' }).click();
    await p.locator('[data-stage="started"]').waitFor();
    await p.getByRole('button', { name: 'Open the gift' }).click();
    await p.getByTestId('reveal-total').waitFor();
    expect(await p.getByTestId('fireworks').count()).toBe(0);
  });
});
