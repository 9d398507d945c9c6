import { Controller, Get } from '@nestjs/common';
import { isPermissionName } from '@studio/domain';
import request from 'supertest';
import { Authenticated, Public, RequirePermission, SessionOnly } from '../../backend/src/common/decorators';
import { createTestApp, type TestApp } from '../support/app';
import { appControllers, collectRoutes, type Route } from '../support/routes';

function describeRequirement(r: Route): string {
  const kinds = [r.isPublic && 'Public', r.authenticated && 'Authenticated', r.permission && 'RequirePermission'].filter(Boolean);
  if (kinds.length !== 1) return `INVALID(${kinds.join('+') || 'nothing'})`;
  if (r.isPublic) return r.sessionOnly ? 'INVALID(Public+SessionOnly)' : 'Public';
  const session = r.sessionOnly ? ', session only (no API key)' : '';
  if (r.authenticated) return `Authenticated${session}`;
  const { name, ...scope } = r.permission!;
  return (Object.keys(scope).length ? `${name} ${JSON.stringify(scope)}` : name) + session;
}

describe('route permissions', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = collectRoutes(appControllers(t));
  });
  afterAll(async () => { await t?.close(); });

  it('the checker itself flags a route declaring two requirements or none', () => {
    @Authenticated()
    @Controller('probe')
    class Probe {
      @Get('both') @RequirePermission('Admin') both() {}
      @Get('class-level') classLevel() {}
      @Get('session') @SessionOnly() session() {}
    }
    @Controller('bare')
    class Bare {
      @Get() nothing() {}
      @Get('open') @Public() open() {}
      @Get('open-session') @Public() @SessionOnly() openSession() {}
    }
    const found = collectRoutes([Probe, Bare]).map((r) => `${r.method} ${r.path} ${describeRequirement(r)}`);
    expect(found.sort()).toEqual([
      'GET /api/bare INVALID(nothing)',
      'GET /api/bare/open Public',
      'GET /api/bare/open-session INVALID(Public+SessionOnly)',
      'GET /api/probe/both INVALID(Authenticated+RequirePermission)',
      'GET /api/probe/class-level Authenticated',
      'GET /api/probe/session Authenticated, session only (no API key)',
    ]);
  });

  it('the guard answers 401 without credentials on every non-public route', async () => {
    const open: string[] = [];
    for (const r of routes.filter((x) => !x.isPublic)) {
      const path = r.path.replace(/:[A-Za-z]+/g, '1');
      const res = await request(t.http)[r.method.toLowerCase() as 'get'](path);
      if (res.status !== 401 || res.body.code !== 'common.unauthorized') open.push(`${r.method} ${path} ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/auth/login', isPublic: true }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/projects/:id' }));
  });

  it('every route declares exactly one of Public, Authenticated or RequirePermission', () => {
    const invalid = routes.filter((r) => describeRequirement(r).startsWith('INVALID'))
      .map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler}): ${describeRequirement(r)}`);
    expect(invalid).toEqual([]);
  });

  it('every required permission exists in the catalogue', () => {
    const unknown = routes.filter((r) => r.permission && !isPermissionName(r.permission.name))
      .map((r) => `${r.method} ${r.path}: ${r.permission!.name}`);
    expect(unknown).toEqual([]);
  });

  it('every param: value source names a parameter of the route', () => {
    const broken: string[] = [];
    for (const r of routes) {
      for (const source of [r.permission?.project, r.permission?.value]) {
        if (typeof source === 'string' && source.startsWith('param:') && !r.path.split('/').includes(`:${source.slice(6)}`)) {
          broken.push(`${r.method} ${r.path}: ${source}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('matches the reviewed list of routes and requirements', () => {
    // A change here is a change of who may call what: review it before updating the snapshot (jest -u).
    expect(routes.map((r) => `${r.method.padEnd(6)} ${r.path} -> ${describeRequirement(r)}`)).toMatchSnapshot();
  });
});
