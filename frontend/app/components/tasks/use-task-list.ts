import * as React from 'react';
import { sameRows } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api } from '~/lib/api.client';

/** Spec 1 section 7: task list requests are retried up to 3 times. */
export const LIST_RETRIES = 3;

/** GET of a list with retries; a final failure shows 'Error when fetching data'. */
export async function fetchList<T>(path: string, key: string): Promise<T[] | null> {
  for (let attempt = 0; attempt <= LIST_RETRIES; attempt++) {
    const res = await api<Record<string, T[]>>('GET', path, undefined, { silent: true });
    if (res.ok && Array.isArray(res.data?.[key])) return res.data[key];
    // A refusal will not change on retry.
    if (res.status === 401 || res.status === 403 || res.status === 404 || res.status === 400) break;
    if (attempt < LIST_RETRIES) await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
  }
  return null;
}

/**
 * A list loaded in the browser (null until the first answer). `path` null loads
 * nothing; a new path reloads; `reload` asks again for the same one.
 */
export function useList<T>(path: string | null, key: string) {
  const { t } = useTranslation();
  const [items, setItems] = React.useState<T[] | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [version, setVersion] = React.useState(0);

  React.useEffect(() => {
    if (!path) return;
    let live = true;
    setLoading(true);
    void fetchList<T>(path, key).then((list) => {
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
  }, [path, key, version, t]);

  const reload = React.useCallback(() => setVersion((v) => v + 1), []);
  return { items, setItems, loading, failed, reload };
}
