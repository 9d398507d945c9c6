import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';

import { AppShell } from '~/components/app-shell';
import { GeneralErrorBoundary } from '~/components/error-view';
import { requireUser } from '~/lib/api.server';
import { getPermissions } from '~/lib/permissions';

export async function loader({ context, request }: LoaderFunctionArgs) {
  // Signed out: the login page comes back here afterwards (a link from an e-mail opens its screen).
  const user = requireUser(context, request);
  const permissions = await getPermissions(context, 0);
  return { user, permissions };
}

export default function AppLayout() {
  const { user, permissions } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user} permissions={permissions}>
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
