import { useRouteLoaderData } from '@remix-run/react';

import type { Me } from '~/lib/context';
import type { Permission } from '~/lib/permissions';

export type AppData = { user: Me; permissions: Permission[] };

/** The signed-in user and their global (project 0) permissions, loaded once by the _app layout. */
export function useAppData(): AppData {
  const data = useRouteLoaderData<AppData>('routes/_app');
  if (!data) throw new Error('useAppData must be used under the _app layout');
  return data;
}
