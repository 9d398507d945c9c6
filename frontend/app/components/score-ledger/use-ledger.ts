import * as React from 'react';

import { api } from '~/lib/api.client';

/** Loads a ledger while its dialog is open (null when closed); a newer path wins over an older answer. */
export function useLedger<T>(path: string | null): { data: T | null; failed: boolean } {
  const [state, setState] = React.useState<{ path: string | null; data: T | null; failed: boolean }>({ path: null, data: null, failed: false });
  React.useEffect(() => {
    if (!path) return;
    let live = true;
    void api<T>('GET', path).then((res) => {
      if (live) setState({ path, data: res.ok ? res.data : null, failed: !res.ok });
    });
    return () => {
      live = false;
    };
  }, [path]);
  return state.path === path ? { data: state.data, failed: state.failed } : { data: null, failed: false };
}
