// Single sign-on on the login page (issue 13, decision 022): the button and the failure alerts, in
// vi and en, with axe. The shared app has no provider configured, so this spec starts a second app
// on the same database with OIDC_* set, and a local provider (test/support/oidc-provider.mjs).
import type { ChildProcess } from 'node:child_process';
import { ERRORS } from '@studio/domain';
import type { Page } from 'playwright-core';

import { freePort, nextProviderUser, OIDC_CLIENT, startProvider } from '../support/oidc';
import { seriousViolations } from './axe';
import { BASE_URL, createEmployeeViaApi, screenshot, startExtraApp, stopExtraApp, useBrowser } from './support';

type Lang = 'vi' | 'en';

const SSO_BUTTON: Record<Lang, string> = { vi: 'Đăng nhập bằng tài khoản công ty', en: 'Sign in with your company account' };
const SIGN_IN: Record<Lang, string> = { vi: 'Đăng nhập', en: 'Sign in' };
const SSO_CODES = ['auth.sso.unknown', 'auth.sso.inactive', 'auth.sso.refused', 'auth.sso.unavailable', 'auth.sso.disabled'] as const;

const browser = useBrowser();
let app: ChildProcess | undefined;
let provider: ChildProcess | undefined;
let ssoUrl: string;
let providerUrl: string;

/** The production build again, with single sign-on configured; answers once it serves requests. */
function startSsoApp(port: number, issuer: string): Promise<ChildProcess> {
  return startExtraApp(port, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: OIDC_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_CLIENT.secret, OIDC_SCOPE: 'openid email' });
}

beforeAll(async () => {
  const [appPort, providerPort] = [await freePort(), await freePort()];
  ssoUrl = `http://127.0.0.1:${appPort}`;
  providerUrl = `http://127.0.0.1:${providerPort}`;
  [app, provider] = await Promise.all([
    startSsoApp(appPort, providerUrl),
    startProvider(providerPort, `${ssoUrl}/api/auth/sso/callback`),
  ]);
}, 90_000);

afterAll(async () => {
  provider?.kill();
  await stopExtraApp(app);
});

async function loginPage(base: string, lang: Lang, query = ''): Promise<Page> {
  const page = await browser.page(lang);
  await page.goto(`${base}/auth/login${query}`);
  await page.getByRole('heading', { name: SIGN_IN[lang] }).waitFor();
  return page;
}

describe.each<Lang>(['vi', 'en'])('the login page with single sign-on configured, in %s', (lang) => {
  it('shows the sign-on button, with no serious axe violation', async () => {
    const page = await loginPage(ssoUrl, lang);
    const button = page.getByRole('link', { name: SSO_BUTTON[lang] });
    await button.waitFor();
    expect(await button.getAttribute('href')).toBe('/api/auth/sso/login');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `sso-login-${lang}`);
  });

  it('reads out why a sign-on failed, with no serious axe violation', async () => {
    const page = await loginPage(ssoUrl, lang, '?sso=auth.sso.unknown');
    const alert = page.getByRole('alert');
    expect(await alert.innerText()).toBe(ERRORS['auth.sso.unknown'][lang]);
    // The sign-on button stays, so the user can try again.
    await page.getByRole('link', { name: SSO_BUTTON[lang] }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `sso-login-unknown-${lang}`);

    // Every reason the server sends back reads as its own message (the same alert, so axe once).
    for (const code of SSO_CODES) {
      await page.goto(`${ssoUrl}/auth/login?sso=${code}`);
      expect(await alert.innerText()).toBe(ERRORS[code][lang]);
    }
    // A code the page does not know reads as a refusal, never as a raw code.
    for (const odd of ['auth.sso.made-up', 'common.validation', '<b>x</b>']) {
      await page.goto(`${ssoUrl}/auth/login?sso=${encodeURIComponent(odd)}`);
      expect(await alert.innerText()).toBe(ERRORS['auth.sso.refused'][lang]);
    }
  }, 120_000);
});

describe('signing on from the login page', () => {
  it('the button signs the employee in and lands on the dashboard', async () => {
    const id = await createEmployeeViaApi({ lastName: 'Mai', firstName: 'Đăng' });
    await nextProviderUser(providerUrl, { sub: id });
    const page = await loginPage(ssoUrl, 'en');
    await page.getByRole('link', { name: SSO_BUTTON.en }).click();
    await page.waitForURL(`${ssoUrl}/dashboard`);
    await page.getByRole('button', { name: 'Settings' }).waitFor();
  });

  it('an identity that names nobody comes back to the login page with the alert', async () => {
    await nextProviderUser(providerUrl, { sub: 'nobody-at-the-studio' });
    const page = await loginPage(ssoUrl, 'vi');
    await page.getByRole('link', { name: SSO_BUTTON.vi }).click();
    await page.waitForURL(`${ssoUrl}/auth/login?sso=auth.sso.unknown`);
    await page.getByRole('alert').filter({ hasText: ERRORS['auth.sso.unknown'].vi }).waitFor();
  });
});

describe('the login page without single sign-on', () => {
  it.each<Lang>(['vi', 'en'])('shows no sign-on button (%s)', async (lang) => {
    const page = await loginPage(BASE_URL(), lang);
    // Hydrated, so a button rendered only on the client would be there by now.
    await page.waitForFunction(() => Object.keys(document.querySelector('form') ?? {}).some((k) => k.startsWith('__react')));
    expect(await page.getByRole('link', { name: SSO_BUTTON[lang] }).count()).toBe(0);
    expect(await page.locator('a[href="/api/auth/sso/login"]').count()).toBe(0);
  });
});
