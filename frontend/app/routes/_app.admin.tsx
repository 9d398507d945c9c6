import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet } from '@remix-run/react';

import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.admin');

// The admin area (spec 3): only holders of `Admin` on the global project; others go to the dashboard.
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin');
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
