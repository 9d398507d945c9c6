import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { CalendarDayScreen } from '~/components/breaks/calendar-day-screen';
import { MAKEUP } from '~/components/breaks/calendar-model';
import { GeneralErrorBoundary } from '~/components/error-view';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'calendar.makeup.title');

// Spec 3 operator area (the admin layout asks for Admin); the buttons follow Operator.Makeup.*.
export async function loader({ context }: LoaderFunctionArgs) {
  // The operator area needs Admin (spec 3), then the screen its own permission.
  await requirePermission(context, 'Admin');
  const permissions = await requirePermission(context, 'Operator.Makeup.Get');
  const { makeUps } = await loadData(context, endpoints.calendar.makeUps);
  return {
    days: makeUps,
    rights: {
      canCreate: hasPermission(permissions, 'Operator.Makeup.Create'),
      canEdit: hasPermission(permissions, 'Operator.Makeup.Edit'),
      canDelete: hasPermission(permissions, 'Operator.Makeup.Delete'),
    },
  };
}

export default function MakeupScreen() {
  const { days, rights } = useLoaderData<typeof loader>();
  return <CalendarDayScreen kind={MAKEUP} days={days} rights={rights} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
