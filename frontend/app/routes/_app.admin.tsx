import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { ComingSoon } from '~/components/coming-soon';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.admin');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin');
  return null;
}

export default function AdminPage() {
  return <ComingSoon titleKey="nav.admin" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
