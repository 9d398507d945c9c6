import * as React from 'react';

/** False in the server's markup and the first client render; true once React hydrated the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
