import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { defaultIncomeRange, endpoints, isValidYmd } from '@studio/domain';

import { GeneralErrorBoundary } from '~/components/error-view';
import { IncomeScreen } from '~/components/incomes/income-screen';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'income.title');

const ymdParam = (v: string | null) => (v && /^\d{8}$/.test(v) && isValidYmd(Number(v)) ? Number(v) : null);

// Spec 3 administrative 'employees-income': EmployeeIncome.Get.All opens it; Admin.EmployeeIncome.Set changes isShow.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const permissions = await requirePermission(context, 'EmployeeIncome.Get.All');
  const url = new URL(request.url);
  // Three months ago to today, in the company time zone, unless the URL says otherwise.
  const range = defaultIncomeRange(new Date());
  const filters = {
    from: ymdParam(url.searchParams.get('from')) ?? range.from,
    to: ymdParam(url.searchParams.get('to')) ?? range.to,
    // ?employee=a,b as the API takes it; a single id (older links) is a list of one.
    employees: [...new Set((url.searchParams.get('employee') ?? '').split(',').map((s) => s.trim()).filter(Boolean))],
    showHidden: url.searchParams.get('showHidden') === 'true',
  };
  const query = {
    from: String(filters.from), to: String(filters.to), showHidden: String(filters.showHidden),
    employee: filters.employees.length ? filters.employees.join(',') : undefined,
  };
  const [{ employeeIncome }, { employees }, { projects }] = await Promise.all([
    loadData(context, endpoints.incomes.list, { query }),
    loadData(context, endpoints.incomes.employees),
    loadData(context, endpoints.incomes.projects),
  ]);
  return { incomes: employeeIncome, filters, employees, projects, canShow: hasPermission(permissions, 'Admin.EmployeeIncome.Set') };
}

export default function EmployeesIncomeRoute() {
  const data = useLoaderData<typeof loader>();
  return <IncomeScreen {...data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
