import { Controller, Get, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { isPermissionName } from '@studio/domain';
import request from 'supertest';
import {
  AUTHENTICATED, Authenticated, IS_PUBLIC, Public, REQUIRED_PERMISSION, RequirePermission, SESSION_ONLY, SessionOnly,
  type PermissionRequirement,
} from '../../backend/src/common/decorators';
import { createTestApp, type TestApp } from '../support/app';

interface Route {
  method: string;
  path: string;
  controller: string;
  handler: string;
  isPublic: boolean;
  authenticated: boolean;
  /** @SessionOnly(): an API key is refused. */
  sessionOnly: boolean;
  permission?: PermissionRequirement;
}

const GLOBAL_PREFIX = '/api';

function joinPath(...parts: (string | undefined)[]): string {
  const joined = parts.filter((p) => p !== undefined && p !== '' && p !== '/').map((p) => p!.replace(/^\/+|\/+$/g, '')).join('/');
  return `/${joined}`;
}

type ControllerClass = new (...args: never[]) => object;

/** The controllers registered in the app. */
function appControllers(t: TestApp): ControllerClass[] {
  const out = new Set<ControllerClass>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) out.add(wrapper.metatype as ControllerClass);
  }
  return [...out];
}

/** Every route of the controllers with what it declares, read from their metadata as the guard reads it. */
function collectRoutes(controllers: ControllerClass[]): Route[] {
  const routes: Route[] = [];
  for (const controller of controllers) {
    const classPaths = ([] as (string | undefined)[]).concat(Reflect.getMetadata(PATH_METADATA, controller));
    const own = <T>(key: string, target: object): T | undefined => Reflect.getMetadata(key, target);
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      if (name === 'constructor') continue;
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function') continue;
      const method = own<number>(METHOD_METADATA, handler);
      const methodPaths = own<string | string[]>(PATH_METADATA, handler);
      if (method === undefined || methodPaths === undefined) continue;
      // The guard's Reflector.getAllAndOverride: the handler's declaration wins over the class's.
      const declared = <T>(key: string) => own<T>(key, handler) ?? own<T>(key, controller);
      for (const classPath of classPaths) {
        for (const methodPath of ([] as string[]).concat(methodPaths)) {
          routes.push({
            method: RequestMethod[method],
            path: joinPath(GLOBAL_PREFIX, classPath, methodPath),
            controller: controller.name,
            handler: name,
            isPublic: declared<boolean>(IS_PUBLIC) === true,
            authenticated: declared<boolean>(AUTHENTICATED) === true,
            sessionOnly: declared<boolean>(SESSION_ONLY) === true,
            permission: declared<PermissionRequirement>(REQUIRED_PERMISSION),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
}

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
