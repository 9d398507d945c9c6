// One way for a screen to read the API outside its loader: cancelled when the path changes or the
// screen leaves, tried again after a network error or a 5xx, kept 10 s for the next screen that asks,
// the same object while the rows are the same, and one request for the readers of a path at the same
// moment (query-cache.ts).
import * as React from 'react';
import i18next from 'i18next';
import { toast } from 'sonner';

import { endpointUrl, type AnyEndpoint, type CallInput, type ResponseOf } from '@studio/domain';

import { afterWrites, api, errorText } from '~/lib/api.client';
import { createQueryCache, type QueryAnswer } from '~/lib/query-cache';

/** The browser tab's reads (a sign-out reloads the page, so nobody inherits another's answers). */
export const queryCache = createQueryCache({
  fetch: (path, signal) => api('GET', path, undefined, { silent: true, signal }),
});
// What this tab wrote may change any read (a project's members, its tasks): read again after it.
// (In the server build a .client module's exports are empty, and nothing is kept there.)
if (typeof window !== 'undefined') afterWrites(() => queryCache.invalidate());

export type ApiQuery<T> = {
  /** The answer's body when it succeeded. */
  data: T | null;
  /** null until the first answer for this path. */
  status: number | null;
  /** Reads the path again from the server. */
  reload: () => void;
};

export type ApiQueryOptions = {
  /** How old a kept answer may be when the path is read (10 s by default); 0 asks the server each time. */
  maxAgeMs?: number;
  /** A failed read says why in a toast, as api() does for a call that is not silent. */
  toastErrors?: boolean;
  /**
   * While the path is null, the last answer stays: a closing dialog keeps its content while it fades
   * out. (The same path asked again shows its last answer until the new one comes, with or without.)
   */
  keepPrevious?: boolean;
};

function toastFailure(answer: QueryAnswer<unknown>): void {
  // 401 sends the user to sign-in already (api.client).
  if (answer.status === 401) return;
  toast.error(answer.status === 0 ? i18next.t('common.network-error') : errorText(answer.data));
}

/** An entry of the endpoint table that reads (GET). */
export type ReadEndpoint = AnyEndpoint & { readonly method: 'GET' };

/**
 * GET `endpoint` with `input` (its params and query, built into the path as call() does); null
 * reads nothing yet. The data is typed by the entry's answer.
 */
export function useApiQuery<E extends ReadEndpoint>(endpoint: E, input: CallInput<E> | null, options: ApiQueryOptions = {}): ApiQuery<ResponseOf<E>> {
  return usePathQuery<ResponseOf<E>>(input ? endpointUrl(endpoint, input) : null, options);
}

/** GET `path` (null: nothing to read yet). */
function usePathQuery<T>(path: string | null, options: ApiQueryOptions): ApiQuery<T> {
  const { maxAgeMs, toastErrors = false, keepPrevious = false } = options;
  // What is kept for a path is shown at once (the first render after it changes too), not after a tick.
  const kept = (p: string | null) => (p && typeof window !== 'undefined' && maxAgeMs !== 0 ? queryCache.peek<T>(p, maxAgeMs) ?? null : null);
  const [state, setState] = React.useState<{ path: string | null; answer: QueryAnswer<T> | null }>(() => ({ path, answer: kept(path) }));
  const [forced, setForced] = React.useState(0);
  const forcedSeen = React.useRef(0);
  const toastRef = React.useRef(toastErrors);
  toastRef.current = toastErrors;

  React.useEffect(() => {
    if (!path) return;
    // Only the read that follows reload() skips what is kept; a later path change may use it.
    const force = forced !== forcedSeen.current;
    forcedSeen.current = forced;
    const controller = new AbortController();
    queryCache.read<T>(path, controller.signal, force ? 0 : maxAgeMs).then(
      (answer) => {
        if (!answer.ok && toastRef.current) toastFailure(answer);
        setState((s) => (s.path === path && s.answer === answer ? s : { path, answer }));
      },
      () => {
        // Aborted: another path, or the screen left.
      },
    );
    return () => controller.abort();
  }, [path, forced, maxAgeMs]);

  const current = state.path === path ? state.answer : kept(path);
  const last = React.useRef<QueryAnswer<T> | null>(null);
  if (path !== null) last.current = current;
  const answer = path === null && keepPrevious ? last.current : current;
  const reload = React.useCallback(() => setForced((n) => n + 1), []);
  return { data: answer?.ok ? answer.data : null, status: answer?.status ?? null, reload };
}
