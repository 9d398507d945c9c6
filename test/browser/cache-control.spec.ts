// Issue 21 item 8: pages rendered for a signed-in user (income, HR screens, bonus) are never kept
// by a cache, shared or the browser's own; the built assets keep their long, immutable policy.
// Plain HTTP against the production server: no browser is needed.
import { adminToken, BASE_URL } from './support';

const page = async (path: string, token?: string) =>
  fetch(`${BASE_URL()}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en', ...(token ? { cookie: `jwt=${token}` } : {}) } });

describe('Cache-Control of pages', () => {
  it('every page rendered for a signed-in user answers no-store', async () => {
    const token = await adminToken();
    for (const path of ['/profile/income', '/admin/administrative/employees-income', '/admin/operator/bonus', '/profile/income.data']) {
      const res = await page(path, token);
      expect(`${path} ${res.status} ${res.headers.get('cache-control')}`).toBe(`${path} 200 no-store`);
    }
  });

  it('built assets keep their long immutable cache', async () => {
    const html = await (await page('/auth/login')).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${BASE_URL()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    // Precompressed at build, chosen by Accept-Encoding (decision 044): fetch takes gzip at least.
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });
});
