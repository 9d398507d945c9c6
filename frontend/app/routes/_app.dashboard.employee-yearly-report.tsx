import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { ComingSoon } from '~/components/coming-soon';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.employee-yearly-report');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Dashboard.Employees.YearReport');
  return null;
}

export default function Page() {
  return <ComingSoon titleKey="nav.employee-yearly-report" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
