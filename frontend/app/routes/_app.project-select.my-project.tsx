import type { MetaFunction } from '@remix-run/node';

import { ComingSoon } from '~/components/coming-soon';
import { GeneralErrorBoundary } from '~/components/error-view';
import { pageTitle } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.my-projects');

export default function Page() {
  return <ComingSoon titleKey="nav.my-projects" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
