import { Outlet } from '@remix-run/react';

import { GeneralErrorBoundary } from '~/components/error-view';

// The internal area (spec 3 'internal'): one screen so far, the internal tasks.
export default function InternalLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
