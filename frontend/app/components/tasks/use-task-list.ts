import * as React from 'react';
import {
  endpointUrl, sameRows, type AnyEndpoint, type CallArgs, type CallInput, type Endpoint, type QueryParams, type ResponseOf,
} from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { call } from '~/lib/api.client';

/** Spec 1 section 7: task list requests are retried up to 3 times. */
export const LIST_RETRIES = 3;

/** A GET entry of the endpoint table, its input, and the key of its answer that holds the rows (`T`). */
export type ListRequest<T> = {
  endpoint: AnyEndpoint;
  input: { params?: unknown; query?: unknown } | undefined;
  key: string;
  /** Types only: the rows. */
  readonly rows?: T[];
};

type RowsOf<R, K extends keyof R> = R[K] extends readonly (infer T)[] ? T : never;

/** The list under `key` of the answer of `endpoint` (a GET), typed by the entry. */
export function listRequest<E extends AnyEndpoint & { method: 'GET' }, K extends keyof ResponseOf<E> & string>(
  endpoint: E, key: K, ...[input]: CallArgs<E>
): ListRequest<RowsOf<ResponseOf<E>, K>> {
  return { endpoint, input, key };
}

/** Any GET entry, as fetchList calls it (the request was typed by listRequest). */
type AnyListEndpoint = Endpoint<'GET', string, Record<string, unknown>, undefined, QueryParams>;

/** GET of a list with retries; a final failure shows 'Error when fetching data'. */
export async function fetchList<T>(request: ListRequest<T>): Promise<T[] | null> {
  const { endpoint, input, key } = request;
  for (let attempt = 0; attempt <= LIST_RETRIES; attempt++) {
    const res = await call(endpoint as AnyListEndpoint, input as CallInput<AnyListEndpoint>, { silent: true });
    const rows = res.data?.[key];
    if (res.ok && Array.isArray(rows)) return rows as T[];
    // A refusal will not change on retry.
    if (res.status === 401 || res.status === 403 || res.status === 404 || res.status === 400) break;
    if (attempt < LIST_RETRIES) await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
  }
  return null;
}

/**
 * A list loaded in the browser (null until the first answer). `request` null loads
 * nothing; a request of another URL reloads; `reload` asks again for the same one.
 */
export function useList<T>(request: ListRequest<T> | null) {
  const { t } = useTranslation();
  const [items, setItems] = React.useState<T[] | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [version, setVersion] = React.useState(0);

  // The request is known by its URL (a new object each render asks nothing new).
  const path = request ? endpointUrl(request.endpoint, request.input) : null;
  const latest = React.useRef(request);
  latest.current = request;

  React.useEffect(() => {
    const asked = latest.current;
    if (!path || !asked) return;
    let live = true;
    setLoading(true);
    void fetchList(asked).then((list) => {
      if (!live) return;
      setLoading(false);
      if (list) {
        // A refetch that brings what is shown already (a live echo of one's own edit) keeps the same
        // array: the grid is not reloaded, so an open menu or editor is not closed under the cursor.
        setItems((shown) => (shown && sameRows(shown, list) ? shown : list));
        setFailed(false);
      } else {
        setFailed(true);
        toast.error(t('tasks.fetch-error'));
      }
    });
    return () => {
      live = false;
    };
  }, [path, version, t]);

  const reload = React.useCallback(() => setVersion((v) => v + 1), []);
  return { items, setItems, loading, failed, reload };
}
