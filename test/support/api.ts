// API tests call routes through the endpoint table: the path is built from the entry and the
// answer's body is typed by it (a test reading a field the table does not declare fails to compile).
import { endpointUrl, type AnyEndpoint, type CallArgs, type ResponseOf } from '@studio/domain';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import request from 'supertest';
import type { App } from 'supertest/types';
import schemas from '../../backend/src/openapi/rendered-responses.json';
import type { Session } from './http';

export type TypedResponse<E extends AnyEndpoint> = Omit<request.Response, 'body'> & { body: ResponseOf<E> };

/** A supertest request whose answer is typed by its entry. */
export interface TypedCall<E extends AnyEndpoint> extends PromiseLike<TypedResponse<E>> {
  expect(status: number): TypedCall<E>;
  set(field: string, value: string): TypedCall<E>;
}

const rendered = schemas as { responses: Record<string, object>; definitions: Record<string, object> };
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const validators = new Map<string, ValidateFunction | null>();

/** The answer's schema check: a 2xx JSON answer must match the table's response type. */
function validatorFor(endpoint: AnyEndpoint): ValidateFunction | null {
  const key = `${endpoint.method} ${endpoint.pattern}`;
  if (!validators.has(key)) {
    const schema = rendered.responses[key];
    validators.set(key, schema ? ajv.compile({ ...schema, components: { schemas: rendered.definitions } }) : null);
  }
  return validators.get(key)!;
}

export function checkAnswer(endpoint: AnyEndpoint, res: request.Response): void {
  if (res.status < 200 || res.status >= 300 || !/json/.test(res.headers['content-type'] ?? '')) return;
  const validate = validatorFor(endpoint);
  if (validate && !validate(res.body)) {
    throw new Error(`${endpoint.method} ${endpoint.pattern}: the answer does not match the endpoint table's type: ${ajv.errorsText(validate.errors)}`);
  }
}

/** Calls `endpoint` as `session` (a bearer token; none: anonymous); a 2xx answer is checked against its schema. */
export function callApi<E extends AnyEndpoint>(http: App, session: Session | null, endpoint: E, ...[input]: CallArgs<E>): TypedCall<E> {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let test = request(http)[method](endpointUrl(endpoint, input));
  if (session) test = test.set('Authorization', session.bearer);
  if (input?.body !== undefined) test = test.send(input.body as object);
  return test.expect((res) => checkAnswer(endpoint, res)) as unknown as TypedCall<E>;
}
