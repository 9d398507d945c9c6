import { mkdirSync } from 'fs';
import * as path from 'path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = () => process.env.BROWSER_BASE_URL!;
export const ADMIN_PASSWORD = () => process.env.BROWSER_ADMIN_PASSWORD!;
export const SCREENSHOTS = path.resolve('test-results/screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** A context with the locale pinned through the app's `lng` cookie. */
export async function newContext(browser: Browser, lang: 'vi' | 'en' = 'vi', viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: lang === 'vi' ? 'vi-VN' : 'en-US' });
  await context.addCookies([{ name: 'lng', value: lang, url: BASE_URL() }]);
  return context;
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${BASE_URL()}/auth/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard/, { timeout: 15000 });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Creates an employee with a password through the API as admin; answers the id. */
export async function createEmployeeViaApi(fields: { lastName: string; firstName: string; role?: number }, password = 'password-123'): Promise<string> {
  const login = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD() }),
  });
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const created = await (await fetch(`${BASE_URL()}/api/hr/employees`, {
    method: 'POST', headers, body: JSON.stringify({ ...fields, phone: '0900000000', personalEmail: 'x@example.com' }),
  })).json();
  const id = created.employee.id as string;
  if (fields.role !== undefined) {
    await fetch(`${BASE_URL()}/api/hr/employees/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ role: fields.role }) });
  }
  await fetch(`${BASE_URL()}/api/hr/employees/${id}/password`, { method: 'PUT', headers, body: JSON.stringify({ password }) });
  return id;
}
