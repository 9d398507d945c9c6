import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { DayOffScreen } from '~/components/breaks/day-off-screen';
import { GeneralErrorBoundary } from '~/components/error-view';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'calendar.day-off.title');

// Spec 3 operator area, 'Break (day off)': records follow Operator.Break.Get / Create / Edit / Delete.
export async function loader({ context }: LoaderFunctionArgs) {
  // The operator area needs Admin (spec 3), then the screen its own permission.
  await requirePermission(context, 'Admin');
  const permissions = await requirePermission(context, 'Operator.Break.Get');
  const [{ employeeBreaks }, { employees }] = await Promise.all([
    loadData(context, endpoints.calendar.employeeBreaks),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return {
    records: employeeBreaks,
    employees,
    rights: {
      canCreate: hasPermission(permissions, 'Operator.Break.Create'),
      canEdit: hasPermission(permissions, 'Operator.Break.Edit'),
      canDelete: hasPermission(permissions, 'Operator.Break.Delete'),
    },
  };
}

export default function DayOffRoute() {
  const { records, employees, rights } = useLoaderData<typeof loader>();
  return <DayOffScreen records={records} employees={employees} rights={rights} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
