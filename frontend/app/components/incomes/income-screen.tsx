// Employees income (spec 3): filters (employee, settlement date range with Apply, unhide), the
// incomes grouped by employee with type, date and the isShow checkbox; a row opens its slip, and
// its menu edits or deletes it.
import * as React from 'react';
import { useRevalidator, useSearchParams } from '@remix-run/react';
import { endpoints, formatYmd, type IncomeEmployee } from '@studio/domain';
import { ChevronRight, FilePlus2, MoreHorizontal, PencilLine, ReceiptText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { IncomeDialog } from '~/components/incomes/income-dialog';
import { incomeEmployeeOption } from '~/components/incomes/income-people';
import { formatThousands, groupByEmployee, incomeTypeKey, showDate, type Income, type ProjectName } from '~/components/incomes/income-model';
import { IncomeSlip } from '~/components/incomes/income-slip';
import { PageContainer, PageHeader } from '~/components/page-header';
import { personAvatarUser } from '~/components/projects/pick-options';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { parseRange, RangeFields, type RangeText } from '~/components/reports/range-fields';
import { UserAvatar } from '~/components/user-avatar';
import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { Label } from '~/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call, errorText, failToast } from '~/lib/api.client';
import { cn } from '~/lib/utils';

/** `employees`: none for everyone (API.md: GET /api/incomes takes a comma-separated list). */
export type IncomeFilters = { from: number; to: number; employees: string[]; showHidden: boolean };

const COLUMNS = 6;

export function IncomeScreen({
  incomes,
  filters,
  employees,
  projects,
  canShow,
}: {
  incomes: readonly Income[];
  filters: IncomeFilters;
  employees: readonly IncomeEmployee[];
  projects: readonly ProjectName[];
  canShow: boolean;
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const [chosen, setChosen] = React.useState<string[]>(filters.employees);
  const [range, setRange] = React.useState<RangeText>({ from: formatYmd(filters.from), to: formatYmd(filters.to) });
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = React.useState<{ income: Income | null } | null>(null);
  const [deleting, setDeleting] = React.useState<Income | null>(null);
  /** isShow changes on their way to the server: shown at once, dropped (reverted) on a refusal. */
  const [pendingShow, setPendingShow] = React.useState<ReadonlyMap<number, boolean>>(new Map());

  const people = React.useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);
  const projectNames = React.useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  const employeeOptions = React.useMemo(() => employees.map((e) => incomeEmployeeOption(e, t)), [employees, t]);
  const groups = groupByEmployee(incomes);

  function navigate(next: Partial<IncomeFilters>) {
    const f = { ...filters, ...next };
    const params = new URLSearchParams({ from: String(f.from), to: String(f.to) });
    if (f.employees.length) params.set('employee', f.employees.join(','));
    if (f.showHidden) params.set('showHidden', 'true');
    setParams(params, { preventScrollReset: true });
  }

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseRange(range);
    if (!parsed) {
      toast.error(t('income.range-invalid'));
      return;
    }
    navigate({ from: parsed.startDate, to: parsed.endDate, employees: chosen });
  }

  function toggle(id: number) {
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  // A saved change stays shown until the reloaded list carries it: the box does not flick back meanwhile.
  React.useEffect(() => {
    setPendingShow((m) => {
      if (!m.size) return m;
      const listed = new Map(incomes.map((i) => [i.id, i.isShow]));
      const next = new Map([...m].filter(([id, value]) => listed.has(id) && listed.get(id) !== value));
      return next.size === m.size ? m : next;
    });
  }, [incomes]);

  async function changeShow(income: Income, isShow: boolean) {
    setPendingShow((m) => new Map(m).set(income.id, isShow));
    const res = await call(endpoints.incomes.update, { params: { id: income.id }, body: { isShow } }, { silent: true });
    if (res.ok) {
      toast.success(t('income.update-success'));
      revalidator.revalidate();
      return;
    }
    // Spec 3: a refused change shows the reason and the checkbox goes back.
    if (res.status !== 401) toast.error(errorText(res.data, 'income.save-fail'));
    setPendingShow((m) => {
      const next = new Map(m);
      next.delete(income.id);
      return next;
    });
  }

  async function remove(income: Income) {
    const res = await call(endpoints.incomes.remove, { params: { id: income.id } }, { silent: true });
    if (!res.ok) {
      failToast('income.delete-fail', res.data);
      return;
    }
    toast.success(t('income.delete-success'));
    revalidator.revalidate();
  }

  const nameOf = (id: string) => people.get(id)?.name || id;

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('income.title')}
        description={t('income.description')}
        actions={
          <Button onClick={() => setDialog({ income: null })}>
            <FilePlus2 aria-hidden="true" />
            {t('income.add-button')}
          </Button>
        }
      />

      <form onSubmit={apply} className="flex flex-wrap items-end gap-4 rounded-xl border bg-card px-5 py-4" aria-label={t('income.filters')}>
        <div className="w-full space-y-1.5 sm:w-80">
          <Label htmlFor="income-filter-employee">{t('income.col.employee')}</Label>
          <SearchableSelect
            id="income-filter-employee"
            multiple
            value={chosen}
            onValueChange={setChosen}
            options={employeeOptions}
            placeholder={t('income.all-employees')}
            clearable
          />
        </div>
        <RangeFields id="income-range" value={range} onChange={setRange} />
        <Button type="submit" variant="secondary">
          {t('income.apply')}
        </Button>
        <label className="ml-auto flex h-9 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={filters.showHidden}
            onChange={(e) => navigate({ showHidden: e.target.checked })}
          />
          {t('income.unhide')}
        </label>
      </form>

      <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
        <div className="flex items-center justify-between border-b px-5 py-3 text-sm text-muted-foreground">
          <span>{t('income.range-label', { from: showDate(filters.from), to: showDate(filters.to) })}</span>
          <span>{t('income.count', { count: incomes.length })}</span>
        </div>
        <Table aria-label={t('income.title')}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10 pl-5"><span className="sr-only">{t('income.col.slip')}</span></TableHead>
              <TableHead>{t('income.col.type')}</TableHead>
              <TableHead>{t('income.col.date')}</TableHead>
              <TableHead className="text-right">{t('income.col.amount')}</TableHead>
              <TableHead className="text-center">{t('income.col.isShow')}</TableHead>
              <TableHead className="pr-5 text-right"><span className="sr-only">{t('income.col.action')}</span></TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={COLUMNS} className="py-14 text-center">
                  <div className="flex flex-col items-center gap-2 text-muted-foreground">
                    <ReceiptText className="h-5 w-5" aria-hidden="true" />
                    <p className="text-sm">{t('income.empty')}</p>
                  </div>
                </TableCell>
              </TableRow>
            ) : (
              groups.map((g) => {
                const person = people.get(g.employee);
                const name = nameOf(g.employee);
                return (
                  <React.Fragment key={g.employee}>
                    <TableRow className="bg-muted/25 hover:bg-muted/25" data-income-group={g.employee}>
                      <TableCell colSpan={COLUMNS} className="pl-5">
                        <div className="flex items-center gap-2.5">
                          <UserAvatar user={personAvatarUser(person ?? { id: g.employee, name, role: 0, icon: null })} size="sm" />
                          <span className="font-semibold">{name}</span>
                          <span className="text-xs text-muted-foreground">{t('income.count', { count: g.incomes.length })}</span>
                        </div>
                      </TableCell>
                    </TableRow>
                    {g.incomes.map((income) => {
                      const open = expanded.has(income.id);
                      const shown = pendingShow.get(income.id) ?? income.isShow;
                      const label = t('income.row-aria', { type: t(incomeTypeKey(income.type)), date: showDate(income.date), name });
                      return (
                        <React.Fragment key={income.id}>
                          <TableRow data-income-row={income.id} className={cn(open && 'border-b-0')}>
                            <TableCell className="pl-5">
                              <Button
                                variant="ghost"
                                size="icon-sm"
                                aria-expanded={open}
                                aria-label={t(open ? 'income.hide-slip' : 'income.show-slip', { row: label })}
                                onClick={() => toggle(income.id)}
                              >
                                <ChevronRight className={cn('transition-transform', open && 'rotate-90')} aria-hidden="true" />
                              </Button>
                            </TableCell>
                            <TableCell className="font-medium">{t(incomeTypeKey(income.type))}</TableCell>
                            <TableCell className="tabular-nums">{showDate(income.date)}</TableCell>
                            <TableCell className="text-right tabular-nums">{t('income.thousands', { value: formatThousands(income.income, i18n.language) })}</TableCell>
                            <TableCell className="text-center">
                              <input
                                type="checkbox"
                                className="h-4 w-4 cursor-pointer accent-primary disabled:cursor-wait"
                                checked={shown}
                                disabled={pendingShow.has(income.id)}
                                aria-label={t('income.is-show-aria', { row: label })}
                                onChange={(e) => void changeShow(income, e.target.checked)}
                              />
                            </TableCell>
                            <TableCell className="pr-5 text-right">
                              <DropdownMenu>
                                <DropdownMenuTrigger asChild>
                                  <Button variant="ghost" size="icon-sm" aria-label={t('income.actions-aria', { row: label })}>
                                    <MoreHorizontal aria-hidden="true" />
                                  </Button>
                                </DropdownMenuTrigger>
                                <DropdownMenuContent align="end">
                                  <DropdownMenuItem onSelect={() => setDialog({ income })}>
                                    <PencilLine aria-hidden="true" />
                                    {t('income.edit')}
                                  </DropdownMenuItem>
                                  <DropdownMenuItem className="text-red-700 focus:text-red-700" onSelect={() => setDeleting(income)}>
                                    <Trash2 aria-hidden="true" />
                                    {t('common.delete')}
                                  </DropdownMenuItem>
                                </DropdownMenuContent>
                              </DropdownMenu>
                            </TableCell>
                          </TableRow>
                          {open ? (
                            <TableRow className="hover:bg-transparent">
                              <TableCell colSpan={COLUMNS} className="px-5 pb-4 pt-0">
                                <IncomeSlip income={income} projects={projectNames} heading={false} className="ml-10 bg-muted/10" />
                              </TableCell>
                            </TableRow>
                          ) : null}
                        </React.Fragment>
                      );
                    })}
                  </React.Fragment>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>

      <IncomeDialog
        open={dialog !== null}
        income={dialog?.income ?? null}
        employees={employees}
        projects={projects}
        canShow={canShow}
        onOpenChange={(o) => !o && setDialog(null)}
        onSaved={() => revalidator.revalidate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('income.delete-title')}
        description={t('income.delete-confirm', {
          type: deleting ? t(incomeTypeKey(deleting.type)) : '',
          date: deleting ? showDate(deleting.date) : '',
          name: deleting ? nameOf(deleting.employee) : '',
        })}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageContainer>
  );
}
