// Loader-side API calls through the server's in-process client.
import { data as dataResponse, redirect, type AppLoadContext } from '@remix-run/node';
import { endpointUrl, type AnyEndpoint, type CallArgs, type ResponseOf } from '@studio/domain';

import type { ApiResult } from '~/lib/context';

type ErrorBody = { statusCode?: number; code?: string; message?: string } | null | undefined;

/**
 * The body of a successful answer; otherwise what the route should do:
 * 401 -> sign in again, 403/404 -> the error boundary with that status, else 500.
 */
export function checkApi<T>(res: ApiResult<T>): T {
  if (res.status === 401) throw redirect('/auth/login');
  if (res.status >= 400) {
    const err = res.data as ErrorBody;
    throw dataResponse(
      { code: err?.code ?? null, message: err?.message ?? null },
      { status: res.status === 403 || res.status === 404 ? res.status : 500 },
    );
  }
  return res.data;
}

export async function apiData<T>(context: AppLoadContext, method: string, path: string, body?: unknown): Promise<T> {
  return checkApi(await context.api<T>(method, path, body));
}

/** The answer of an entry of the endpoint table, whatever its status (the caller decides). */
export function loadResult<E extends AnyEndpoint>(
  context: AppLoadContext, endpoint: E, ...[input]: CallArgs<E>
): Promise<ApiResult<ResponseOf<E>>> {
  return context.api<ResponseOf<E>>(endpoint.method, endpointUrl(endpoint, input), input?.body);
}

/** The body of a successful answer of an entry of the endpoint table; otherwise as checkApi. */
export async function loadData<E extends AnyEndpoint>(context: AppLoadContext, endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return checkApi(await loadResult(context, endpoint, ...args));
}

/**
 * Loader guard for the application routes: the signed-in user or a redirect to login; with the
 * request, login returns to the address asked for (`?next=`, docs/decisions/048).
 */
export function requireUser(context: AppLoadContext, request?: Request) {
  if (!context.user) {
    const url = request ? new URL(request.url) : null;
    const next = url && url.pathname !== '/' ? `?next=${encodeURIComponent(url.pathname + url.search)}` : '';
    throw redirect(`/auth/login${next}`);
  }
  return context.user;
}
