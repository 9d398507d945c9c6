import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { CalendarDayScreen } from '~/components/breaks/calendar-day-screen';
import { HOLIDAY } from '~/components/breaks/calendar-model';
import { GeneralErrorBoundary } from '~/components/error-view';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'calendar.holiday.title');

// Spec 3 operator area (the admin layout asks for Admin); the buttons follow Operator.Holiday.*.
export async function loader({ context }: LoaderFunctionArgs) {
  // The operator area needs Admin (spec 3), then the screen its own permission.
  await requirePermission(context, 'Admin');
  const permissions = await requirePermission(context, 'Operator.Holiday.Get');
  const { holidays } = await loadData(context, endpoints.calendar.holidays);
  return {
    days: holidays,
    rights: {
      canCreate: hasPermission(permissions, 'Operator.Holiday.Create'),
      canEdit: hasPermission(permissions, 'Operator.Holiday.Edit'),
      canDelete: hasPermission(permissions, 'Operator.Holiday.Delete'),
    },
  };
}

export default function HolidayScreen() {
  const { days, rights } = useLoaderData<typeof loader>();
  return <CalendarDayScreen kind={HOLIDAY} days={days} rights={rights} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
