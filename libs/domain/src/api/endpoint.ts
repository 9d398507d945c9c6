// One entry of the endpoint table: the method and path pattern exist at run time; the request
// body, query and response are types only (phantom), read by the typed callers (api.client.ts,
// api.server.ts, test/support/api.ts) and by the OpenAPI response schemas.
// Model: immich open-api/typescript-sdk fetch-client.ts, one function per route; here one entry.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path pattern. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** A query string's values: absent ones (undefined) are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;

declare const phantom: unique symbol;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Res = unknown,
  Body = undefined,
  Query = undefined,
> {
  readonly method: M;
  readonly pattern: P;
  /** The path with its parameters filled in (encoded). */
  path(params: PathParams<P>): string;
  /** Types only: never set at run time. */
  readonly [phantom]?: { response: Res; body: Body; query: Query };
  /** The answer's type. */
  returns<R>(): Endpoint<M, P, R, Body, Query>;
  /** The request body's type. */
  body<B>(): Endpoint<M, P, Res, B, Query>;
  /** The query string's type. */
  query<Q extends QueryParams>(): Endpoint<M, P, Res, Body, Q>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

type Phantom<E> = E extends { readonly [phantom]?: infer T } ? NonNullable<T> : never;
export type ResponseOf<E> = Phantom<E> extends { response: infer R } ? R : never;
export type BodyOf<E> = Phantom<E> extends { body: infer B } ? B : never;
export type QueryOf<E> = Phantom<E> extends { query: infer Q } ? Q : never;
export type ParamsOf<E> = E extends { pattern: infer P extends string } ? PathParams<P> : never;

/** What a call passes beside the endpoint: only the parts its entry declares are asked for. */
export type CallInput<E extends AnyEndpoint> = (PathParamNames<E['pattern']> extends never
  ? { params?: undefined }
  : { params: ParamsOf<E> })
  & (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> })
  & (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** Whether a call of `E` may leave out its input altogether. */
export type InputOptional<E extends AnyEndpoint> = PathParamNames<E['pattern']> extends never
  ? (BodyOf<E> extends undefined ? true : false)
  : false;

/** A typed call's arguments after the endpoint: the input (optional when nothing is asked), then `Extra`. */
export type CallArgs<E extends AnyEndpoint, Extra = never> = InputOptional<E> extends true
  ? [input?: CallInput<E>, ...extra: [Extra] extends [never] ? [] : [options?: Extra]]
  : [input: CallInput<E>, ...extra: [Extra] extends [never] ? [] : [options?: Extra]];

export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from the defined values (arrays repeat the key), or '' when none. */
export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, value === null ? '' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full URL path of a call: pattern filled in, then the query. */
export function endpointUrl(e: AnyEndpoint, input: { params?: unknown; query?: unknown } = {}): string {
  return fillPath(e.pattern, (input.params ?? {}) as Record<string, string | number>) + queryString(input.query as QueryParams | undefined);
}

function make<M extends HttpMethod, P extends string>(method: M, pattern: P): Endpoint<M, P> {
  const self = {
    method,
    pattern,
    path: (params: PathParams<P>) => fillPath(pattern, params as Record<string, string | number>),
    returns: () => self,
    body: () => self,
    query: () => self,
  };
  return self as unknown as Endpoint<M, P>;
}

export const get = <P extends string>(pattern: P) => make('GET', pattern);
export const post = <P extends string>(pattern: P) => make('POST', pattern);
export const put = <P extends string>(pattern: P) => make('PUT', pattern);
export const patch = <P extends string>(pattern: P) => make('PATCH', pattern);
export const del = <P extends string>(pattern: P) => make('DELETE', pattern);

/** Every entry of a (nested) table, with its dotted name. */
export function flattenEndpoints(table: object, prefix = ''): { name: string; endpoint: AnyEndpoint }[] {
  const out: { name: string; endpoint: AnyEndpoint }[] = [];
  for (const [key, value] of Object.entries(table)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'method' in value && 'pattern' in value) out.push({ name, endpoint: value as AnyEndpoint });
    else if (value && typeof value === 'object') out.push(...flattenEndpoints(value, name));
  }
  return out;
}
