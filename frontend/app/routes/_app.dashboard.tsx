import { Outlet } from '@remix-run/react';

import { GeneralErrorBoundary } from '~/components/error-view';

export default function DashboardLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
