import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet } from '@remix-run/react';

import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { firstAdminPath } from '~/lib/navigation';
import { getPermissions } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.admin');

// The admin area (spec 3): each area has its own permission (config: Config, operator: Admin,
// administrative: Admin.Employee.Get) and each screen its own; whoever may open none goes to the dashboard.
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.user) throw redirect('/auth/login');
  if (!firstAdminPath(await getPermissions(context))) throw redirect('/dashboard');
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
