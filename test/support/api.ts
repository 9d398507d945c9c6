// API tests call routes through the endpoint table: the path is built from the entry and the
// answer's body is typed by it (a test reading a field the table does not declare fails to compile).
import { endpointUrl, type AnyEndpoint, type CallArgs, type ResponseOf } from '@studio/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { Session } from './http';

export type TypedResponse<E extends AnyEndpoint> = Omit<request.Response, 'body'> & { body: ResponseOf<E> };

/** A supertest request whose answer is typed by its entry. */
export interface TypedCall<E extends AnyEndpoint> extends PromiseLike<TypedResponse<E>> {
  expect(status: number): TypedCall<E>;
  set(field: string, value: string): TypedCall<E>;
}

/** Calls `endpoint` as `session` (a bearer token; none: anonymous). */
export function callApi<E extends AnyEndpoint>(http: App, session: Session | null, endpoint: E, ...[input]: CallArgs<E>): TypedCall<E> {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let test = request(http)[method](endpointUrl(endpoint, input));
  if (session) test = test.set('Authorization', session.bearer);
  if (input?.body !== undefined) test = test.send(input.body as object);
  return test as unknown as TypedCall<E>;
}
