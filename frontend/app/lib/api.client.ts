// Browser calls to the REST API. Errors ({statusCode, code, message}) become a
// toast with the translated code unless the caller asks for silence.
import { endpointUrl, isErrorCode, type AnyEndpoint, type CallArgs, type ResponseOf } from '@studio/domain';
import i18next from 'i18next';
import { toast } from 'sonner';

import { clearSessionStorage } from '~/lib/storage';

export type ApiError = { statusCode?: number; code?: string; message?: string };

export type ApiResponse<T> = { ok: boolean; status: number; data: T };

export type ApiOptions = {
  /** No error toast (the login screen stays silent on failure). */
  silent?: boolean;
  /** Do not send the user to sign-in on 401 (login itself answers 401 on bad credentials). */
  allowUnauthorized?: boolean;
  /** Cancels the call (a screen that moved on): it answers status 0 without a toast. */
  signal?: AbortSignal;
};

export function errorText(body: unknown, fallbackKey = 'common.error'): string {
  const err = (body ?? {}) as ApiError;
  if (err.code && i18next.exists(err.code)) return i18next.t(err.code);
  if (err.message) return err.message;
  return i18next.t(fallbackKey);
}

const writeListeners = new Set<() => void>();

/** Called after every write that succeeded (kept reads are stale then: use-api-query.ts). */
export function afterWrites(listener: () => void): void {
  writeListeners.add(listener);
}

export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  // A FormData body goes as multipart/form-data (the browser sets the type and its boundary).
  const multipart = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18next.language === 'en' ? 'en' : 'vi',
        ...(body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
      },
      credentials: 'same-origin',
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
  } catch {
    if (!options.silent && !options.signal?.aborted) toast.error(i18next.t('common.network-error'));
    return { ok: false, status: 0, data: null as T };
  }

  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (res.ok && method !== 'GET') for (const listener of writeListeners) listener();
  if (!res.ok) {
    if (res.status === 401 && !options.allowUnauthorized) {
      // The session ended (expired, revoked or signed out elsewhere).
      clearSessionStorage();
      window.location.assign('/auth/login');
    } else if (!options.silent) {
      toast.error(errorText(data));
    }
  }
  return { ok: res.ok, status: res.status, data: data as T };
}

/**
 * A call of an entry of the endpoint table (@studio/domain `endpoints`): the path is built from
 * `params` and `query`, the body and the answer are typed by the entry. A FormData body (an entry
 * declared `.body<FormData>()` or `.body<object>()`) goes as multipart/form-data.
 */
export function call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E, ApiOptions>): Promise<ApiResponse<ResponseOf<E>>> {
  return api<ResponseOf<E>>(endpoint.method, endpointUrl(endpoint, input), input?.body, options);
}

/**
 * The failure toast of an action (e.g. 'profile.api-key.create-fail'), with the
 * server's reason underneath when it gave a known, more specific code.
 */
export function failToast(key: string, body: unknown) {
  const code = (body as ApiError | null)?.code;
  const reason = code && code !== key && isErrorCode(code) ? i18next.t(code) : undefined;
  toast.error(i18next.t(key), reason ? { description: reason } : undefined);
}
