// Whom an income may be for: everyone, leavers marked as such (a final slip is paid after leaving).
import type { IncomeEmployee } from '@studio/domain';
import type { TFunction } from 'i18next';

import { personOption } from '~/components/projects/pick-options';
import type { SearchOption } from '~/components/projects/searchable-select';

export function incomeEmployeeOption(e: IncomeEmployee, t: TFunction): SearchOption {
  const option = personOption(e, e.role);
  if (e.isActive) return option;
  const left = t('income.employee-inactive');
  const mark = <span className="shrink-0 text-xs text-muted-foreground">{left}</span>;
  return {
    ...option,
    keywords: `${option.keywords ?? ''} ${left}`,
    content: (
      <>
        {option.content}
        {mark}
      </>
    ),
    selectedContent: option.selectedContent ? (
      <>
        {option.selectedContent}
        {mark}
      </>
    ) : undefined,
  };
}
