// The load context the Nest server hands to the Remix request handler (see docs: runtime contract).
export type Lang = 'vi' | 'en';

export type { Me } from '@studio/domain';
import type { Me } from '@studio/domain';

export type ApiResult<T> = { status: number; data: T };

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Pass to <Scripts nonce>, <ScrollRestoration nonce> and renderToPipeableStream({ nonce }). */
    cspNonce: string;
    /** From the `lng` cookie, default 'vi'. */
    lang: Lang;
    /** HANDSONTABLE_LICENSE_KEY (the evaluation key by default), for the grids. */
    handsontableLicenseKey: string;
    /** Resolved by the server from the `jwt` cookie; null without a valid session. */
    user: Me | null;
    /** Calls the REST API (/api/...) in-process with the user's cookie and language. */
    api<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResult<T>>;
  }

  interface Future {
    v3_singleFetch: true;
  }
}

export {};
