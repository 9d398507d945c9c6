// Employee income on screen (API.md "Employee income"): amounts arrive in VND and are shown and
// typed in thousands of VND (spec 3 section 9).
import {
  IncomeType, formatYmd, isValidYmd,
  type BusinessBonusValue, type Income, type QuarterBonusValue, type SalaryValue,
} from '@studio/domain';
import type { TFunction } from 'i18next';

import { formatPercent, formatThousandsVnd as formatThousands } from '~/lib/format';

export type { Income } from '@studio/domain';
export type ProjectName = { id: number; name: string };

/** Translation key of an income type. */
export function incomeTypeKey(type: number): string {
  if (type === IncomeType.Salary) return 'income.type.salary';
  if (type === IncomeType.QuarterBonus) return 'income.type.quarter-bonus';
  if (type === IncomeType.BusinessBonus) return 'income.type.business-bonus';
  return 'income.type.unknown';
}

export { formatPercent, formatThousands };

export function showDate(ymd: number): string {
  return isValidYmd(ymd) ? formatYmd(ymd) : '—';
}

/** The lines of a slip, label and shown value, in the type's order. */
export function slipLines(income: Income, t: TFunction, lang: string, projects: ReadonlyMap<number, string>): { label: string; value: string; strong?: boolean }[] {
  const money = (vnd: number) => t('income.thousands', { value: formatThousands(vnd, lang) });
  if (income.type === IncomeType.Salary) {
    const v = income.value as SalaryValue;
    return [
      { label: t('income.field.percent'), value: formatPercent(v.percent, lang) },
      { label: t('income.field.totalSalary'), value: money(v.totalSalary) },
      { label: t('income.field.actualSalary'), value: money(v.actualSalary), strong: true },
    ];
  }
  if (income.type === IncomeType.QuarterBonus) {
    const v = income.value as QuarterBonusValue;
    return [
      { label: t('income.field.period'), value: t('income.quarter-of-year', { quarter: v.quarter, year: v.year }) },
      { label: t('income.field.personalBenchmarkPercentage'), value: formatPercent(v.personalBenchmarkPercentage, lang) },
      { label: t('income.field.quarterBonusBenchmarkPercentage'), value: formatPercent(v.quarterBonusBenchmarkPercentage, lang) },
      { label: t('income.field.totalBonus'), value: money(v.totalBonus), strong: true },
    ];
  }
  const v = income.value as BusinessBonusValue;
  const names = v.project.map((id) => projects.get(id) ?? t('income.project-unknown'));
  return [
    { label: t('income.field.year'), value: String(v.year) },
    { label: t('income.field.projects'), value: names.length ? names.join(', ') : '—' },
    { label: t('income.field.totalBonus'), value: money(v.totalBonus), strong: true },
  ];
}

/** Consecutive incomes of one employee (the API answers them grouped, newest first). */
export function groupByEmployee(incomes: readonly Income[]): { employee: string; incomes: Income[] }[] {
  const groups: { employee: string; incomes: Income[] }[] = [];
  for (const income of incomes) {
    const last = groups[groups.length - 1];
    if (last && last.employee === income.employee) last.incomes.push(income);
    else groups.push({ employee: income.employee, incomes: [income] });
  }
  return groups;
}
