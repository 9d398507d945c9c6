import { endpoints, flattenEndpoints, fillPath, type AnyEndpoint } from '@studio/domain';
import rendered from '../../backend/src/openapi/rendered-responses.json';
import { callApi } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { loginAdmin } from '../support/http';
import { appControllers, collectRoutes } from '../support/routes';

const key = (method: string, path: string) => `${method} ${path}`;

/** What is wrong between the routes and the table: each line a route without entry, an entry without route, or a twin. */
export function tableProblems(routes: { method: string; path: string }[], table: object): string[] {
  const entries = flattenEndpoints(table);
  const routeKeys = new Set(routes.map((r) => key(r.method, r.path)));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, endpoint } of entries) {
    const k = key(endpoint.method, endpoint.pattern);
    if (seen.has(k)) problems.push(`${k}: two entries (${seen.get(k)}, ${name})`);
    seen.set(k, name);
    if (!routeKeys.has(k)) problems.push(`${k}: entry ${name} is no route`);
  }
  for (const r of routes) if (!seen.has(key(r.method, r.path))) problems.push(`${key(r.method, r.path)}: route without entry`);
  return problems;
}

describe('endpoint table', () => {
  let t: TestApp;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = collectRoutes(appControllers(t));
  });
  afterAll(async () => { await t?.close(); });

  it('has exactly one entry for every route of the app, and no other', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(tableProblems(routes, endpoints)).toEqual([]);
  });

  it('the check itself finds a route without entry, an entry without route and a twin', () => {
    const table = { a: endpoints.projects.get, b: { c: endpoints.projects.get }, d: endpoints.wiki.page };
    expect(tableProblems([{ method: 'GET', path: '/api/projects/:id' }, { method: 'GET', path: '/api/projects' }], table)).toEqual([
      'GET /api/projects/:id: two entries (a, b.c)',
      'GET /api/wiki/pages/:id: entry d is no route',
      'GET /api/projects: route without entry',
    ]);
  });

  it('every GET entry without parameters answers the admin as its declared type (the schema check of callApi)', async () => {
    const admin = await loginAdmin(t.http);
    const typed = rendered.responses as Record<string, object>;
    const reads = flattenEndpoints(endpoints).map((e) => e.endpoint)
      .filter((e: AnyEndpoint) => e.method === 'GET' && !e.pattern.includes(':') && Object.keys(typed[`GET ${e.pattern}`] ?? {}).length > 0);
    expect(reads.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const e of reads) {
      try {
        const res = await callApi(t.http, admin, e as typeof endpoints.health.live);
        if (res.status >= 300) failures.push(`${e.pattern}: ${res.status}`);
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    // Some reads need a query the admin's empty database cannot answer; they say so with a 4xx.
    expect(failures.filter((f) => !/: 4\d\d$/.test(f))).toEqual([]);
  });

  it('fills a path pattern, encoding the parameters', () => {
    expect(endpoints.projects.get.path({ id: 7 })).toBe('/api/projects/7');
    expect(endpoints.hrReports.editSocialInsurance.path({ employee: 'a b/c' })).toBe('/api/hr/reports/social-insurance/a%20b%2Fc');
    expect(endpoints.connectors.projectConfig.path({ id: 1, projectId: 2 })).toBe('/api/connectors/1/projects/2/config');
    expect(() => fillPath('/api/projects/:id', {})).toThrow('missing parameter id');
  });
});
