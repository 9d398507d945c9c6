import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';

import { ComingSoon } from '~/components/coming-soon';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.task-dashboard');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Task.Get.All');
  return null;
}

export default function Page() {
  return <ComingSoon titleKey="nav.task-dashboard" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
