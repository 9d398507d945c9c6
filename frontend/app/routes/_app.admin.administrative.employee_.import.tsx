// HR's employee import (API.md "Imports"): /admin/administrative/employee/import, under the
// employee entry of the admin sidebar.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { employeeImportColumns } from '~/components/imports/columns';
import { ImportScreen } from '~/components/imports/import-screen';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'import.employees.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin.Employee.Create');
  return null;
}

export default function EmployeeImport() {
  const { t } = useTranslation();
  const columns = React.useMemo(() => employeeImportColumns(t), [t]);
  return (
    <ImportScreen
      title={t('import.employees.title')}
      description={t('import.employees.description')}
      templateUrl="/api/hr/employees/import-template"
      importUrl="/api/hr/employees/import"
      columns={columns}
      back={{ to: '/admin/administrative/employee', label: t('import.employees.back') }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
