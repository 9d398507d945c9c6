import type { MetaFunction } from '@remix-run/node';

import { ComingSoon } from '~/components/coming-soon';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.internal-task');

export default function Page() {
  return <ComingSoon titleKey="nav.internal-task" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
