import { roleLevelLabel } from '@studio/domain';
import { Eye, PencilLine, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { EmployeeListItem } from '~/components/hr/employee-form';
import { EmployeePortrait } from '~/components/hr/employee-portrait';
import { RoleTag } from '~/components/role-tag';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

/**
 * The employee manager's list (spec 3): rows 100 px high, the picture at most 75x100 or the
 * fallback image (docs/decisions/016).
 */
export function EmployeeTable({
  employees,
  filtered,
  action,
  onOpen,
}: {
  employees: readonly EmployeeListItem[];
  /** True when a search is narrowing the list (changes the empty message). */
  filtered: boolean;
  /** The row button (decision 028): Update with Admin.Employee.Edit, View with only Admin.Break.Edit, none otherwise. */
  action: 'update' | 'view' | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const canUpdate = action !== null;
  const ActionIcon = action === 'view' ? Eye : PencilLine;
  return (
    <Table aria-label={t('admin.employee.table')}>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-[90px] pl-5">{t('admin.employee.col.image')}</TableHead>
          <TableHead>{t('admin.employee.col.id')}</TableHead>
          <TableHead>{t('admin.employee.col.name')}</TableHead>
          <TableHead>{t('admin.employee.col.role')}</TableHead>
          <TableHead>{t('admin.employee.col.role-level')}</TableHead>
          <TableHead>{t('admin.employee.col.status')}</TableHead>
          {canUpdate ? <TableHead className="pr-5 text-right">{t('admin.employee.col.action')}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {employees.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={canUpdate ? 7 : 6} className="py-14 text-center">
              <div className="flex flex-col items-center gap-2 text-muted-foreground">
                <SearchX className="h-5 w-5" aria-hidden="true" />
                <p className="text-sm">{t(filtered ? 'admin.employee.no-match' : 'admin.employee.empty')}</p>
              </div>
            </TableCell>
          </TableRow>
        ) : (
          employees.map((e) => (
            <TableRow key={e.id} className="h-[100px]" data-employee={e.id}>
              <TableCell className="py-1.5 pl-5">
                <EmployeePortrait icon={e.icon} />
              </TableCell>
              <TableCell className="whitespace-nowrap font-mono text-[13px] text-muted-foreground">{e.id}</TableCell>
              <TableCell className="w-full min-w-[10rem] font-medium">{e.name || e.id}</TableCell>
              <TableCell>
                <RoleTag role={e.role} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{roleLevelLabel(e.roleLevel)}</TableCell>
              <TableCell>
                {e.isActive ? (
                  <Badge variant="success" className="whitespace-nowrap">{t('status.active')}</Badge>
                ) : (
                  <Badge variant="muted" className="whitespace-nowrap">{t('status.inactive')}</Badge>
                )}
              </TableCell>
              {canUpdate ? (
                <TableCell className="pr-5 text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(e.id)}
                    aria-label={t(`admin.employee.${action}-aria`, { name: e.name || e.id })}
                  >
                    <ActionIcon aria-hidden="true" />
                    {/* Icon only on narrow windows; the accessible name stays. */}
                    <span className="hidden lg:inline">{t(action === 'view' ? 'admin.employee.view' : 'employee.update')}</span>
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
