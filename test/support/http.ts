import { FIELD_ERROR_CODES } from '@studio/domain';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ADMIN_PASSWORD } from './app';

/** A JSON object of an API answer or a row, read by assertions (whose failures name any wrong field). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

export interface Session {
  token: string;
  cookie: string;
  /** Authorization header value for bearer calls. */
  bearer: string;
}

export async function login(http: App, username: string, password: string): Promise<Session> {
  const res = await request(http).post('/api/auth/login').send({ username, password }).expect(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('jwt='))!.split(';')[0];
  return { token: res.body.token, cookie, bearer: `Bearer ${res.body.token}` };
}

export const loginAdmin = (http: App) => login(http, 'admin', ADMIN_PASSWORD);

/** Creates an employee through the API and gives them a password; answers the new id. */
export async function createEmployee(
  http: App,
  admin: Session,
  fields: { lastName?: string; firstName?: string; role?: number; roleLevel?: number; password?: string } = {},
): Promise<string> {
  const created = await request(http).post('/api/hr/employees').set('Authorization', admin.bearer).send({
    lastName: fields.lastName ?? 'Trần Thị', firstName: fields.firstName ?? 'Bình', phone: '0900000000', personalEmail: 'e@example.com',
  }).expect(201);
  const id: string = created.body.employee.id;
  if (fields.role !== undefined || fields.roleLevel !== undefined) {
    await request(http).patch(`/api/hr/employees/${id}`).set('Authorization', admin.bearer)
      .send({ ...(fields.role !== undefined ? { role: fields.role } : {}), ...(fields.roleLevel !== undefined ? { roleLevel: fields.roleLevel } : {}) })
      .expect(200);
  }
  await request(http).put(`/api/hr/employees/${id}/password`).set('Authorization', admin.bearer)
    .send({ password: fields.password ?? 'password-123' }).expect(204);
  return id;
}

/** A custom permission group holding `permissions` (condition any unless given) for `employees`. */
export async function grant(
  http: App,
  admin: Session,
  employees: string[],
  permissions: (string | { permissionId: string; conditionType: number; conditionValue: unknown })[],
  name = `group-${Math.random().toString(36).slice(2, 8)}`,
): Promise<number> {
  const rows = permissions.map((p) => (typeof p === 'string' ? { permissionId: p, conditionType: 1, conditionValue: null } : p));
  const created = await request(http).post('/api/permission-groups').set('Authorization', admin.bearer)
    .send({ permissionGroupName: name, permissions: rows }).expect(201);
  await request(http).put(`/api/permission-groups/${created.body.id}/employees`).set('Authorization', admin.bearer)
    .send({ employees }).expect(200);
  return created.body.id;
}

/** Runs one SQL statement on a test database (for setup the API does not offer, and for checking storage). */
export async function sql<T = Row>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Asserts the API error shape: {statusCode, code, message} with the given status and code. */
export function expectError(res: request.Response, status: number, code: string, message?: string): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { statusCode: status, code } });
  expect(typeof res.body.message).toBe('string');
  if (message !== undefined) expect(res.body.message).toBe(message);
  // A validation failure names each refused field with a code the screens translate (decision 040).
  if (code === 'common.validation' && res.body.details !== undefined) {
    for (const detail of res.body.details as unknown[]) {
      expect(detail).toEqual({ field: expect.any(String), code: expect.any(String), params: expect.any(Object), message: expect.any(String) });
      expect(FIELD_ERROR_CODES).toContain((detail as { code: string }).code);
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
