// One way for a screen to read the API outside its loader: cancelled when the path changes or the
// screen leaves, tried again after a network error or a 5xx, kept 10 s for the next screen that asks,
// and the same object while the rows are the same (query-cache.ts).
import * as React from 'react';

import { afterWrites, api } from '~/lib/api.client';
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
  reload: () => void;
};

/** GET `path` (null: nothing to read yet). */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [state, setState] = React.useState<{ path: string | null; answer: QueryAnswer<T> | null }>(() => ({
    path,
    answer: path && typeof window !== 'undefined' ? queryCache.peek<T>(path) ?? null : null,
  }));
  const [forced, setForced] = React.useState(0);

  React.useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    queryCache.read<T>(path, controller.signal, forced > 0).then(
      (answer) => setState((s) => (s.path === path && s.answer === answer ? s : { path, answer })),
      () => {
        // Aborted: another path, or the screen left.
      },
    );
    return () => controller.abort();
  }, [path, forced]);

  const answer = state.path === path ? state.answer : null;
  const reload = React.useCallback(() => setForced((n) => n + 1), []);
  return { data: answer?.ok ? answer.data : null, status: answer?.status ?? null, reload };
}
