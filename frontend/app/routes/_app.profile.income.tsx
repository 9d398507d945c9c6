import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { IncomeSlip } from '~/components/incomes/income-slip';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'income.profile.title');

// Profile > income: the signed-in employee's own incomes marked shown, as slips, newest first.
export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  const { employeeIncome, projects } = await loadData(context, endpoints.profileIncomes.own);
  return { incomes: employeeIncome, projects };
}

export default function ProfileIncome() {
  const { t } = useTranslation();
  const { incomes, projects } = useLoaderData<typeof loader>();
  const names = new Map(projects.map((p) => [p.id, p.name]));
  return (
    <section aria-labelledby="profile-income-title" className="space-y-4">
      <div>
        <h2 id="profile-income-title" className="text-lg font-semibold">{t('income.profile.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('income.profile.description')}</p>
      </div>
      {incomes.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-14 text-muted-foreground">
          <ReceiptText className="h-5 w-5" aria-hidden="true" />
          <p className="text-sm">{t('income.profile.empty')}</p>
        </div>
      ) : (
        <div className="grid gap-4">
          {incomes.map((income) => (
            <IncomeSlip key={income.id} income={income} projects={names} />
          ))}
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
