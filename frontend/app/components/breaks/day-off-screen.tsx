// Day-off records (spec 3 'Break (day off)'): who was off, when, for how many hours, paid or
// not. Decided leave requests land here too; the operator adds and corrects records by hand.
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { newestFirst, showYmd, weekday, type DayOff } from '~/components/breaks/calendar-model';
import { DayOffDialog } from '~/components/breaks/day-off-dialog';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { PageContainer, PageHeader } from '~/components/page-header';
import { personAvatarUser } from '~/components/projects/pick-options';
import { searchKey, type PersonOption } from '~/components/projects/project-model';
import { UserAvatar } from '~/components/user-avatar';
import { Badge } from '~/components/ui/badge';
import { RowActions } from '~/components/breaks/row-actions';
import { Button } from '~/components/ui/button';
import { SearchableListCard } from '~/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call, failToast } from '~/lib/api.client';
import { endpoints } from '@studio/domain';

export type DayOffRights = { canCreate: boolean; canEdit: boolean; canDelete: boolean };

export function DayOffScreen({
  records,
  employees,
  rights,
}: {
  records: readonly DayOff[];
  employees: readonly PersonOption[];
  rights: DayOffRights;
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [query, setQuery] = React.useState('');
  const [dialog, setDialog] = React.useState<{ record: DayOff | null } | null>(null);
  const [deleting, setDeleting] = React.useState<DayOff | null>(null);
  const people = React.useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);

  const needle = searchKey(query.trim());
  const rows = newestFirst(records).filter((r) => !needle || searchKey(`${r.employeeName ?? ''} ${r.employee} ${r.description}`).includes(needle));
  const actions = rights.canEdit || rights.canDelete;

  async function remove(record: DayOff) {
    const res = await call(endpoints.calendar.removeBreak, { params: { id: record.id } }, { silent: true });
    if (!res.ok) {
      failToast('calendar.day-off.delete-fail', res.data);
      return;
    }
    toast.success(t('calendar.delete-success'));
    revalidator.revalidate();
  }

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('calendar.day-off.title')}
        description={t('calendar.day-off.description')}
        actions={
          rights.canCreate ? (
            <Button onClick={() => setDialog({ record: null })}>
              <CalendarPlus aria-hidden="true" />
              {t('calendar.day-off.add')}
            </Button>
          ) : null
        }
      />

      <SearchableListCard
        search={{ value: query, onChange: setQuery, label: t('calendar.day-off.search') }}
        count={t('calendar.count', { count: rows.length })}
      >
        <Table aria-label={t('calendar.day-off.title')}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-5">{t('calendar.col.employee')}</TableHead>
              <TableHead>{t('calendar.col.date')}</TableHead>
              <TableHead className="text-right">{t('calendar.col.hours')}</TableHead>
              <TableHead>{t('calendar.col.kind')}</TableHead>
              <TableHead className="w-full">{t('calendar.col.description')}</TableHead>
              {actions ? <TableHead className="pr-5 text-right">{t('calendar.col.action')}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={actions ? 6 : 5} className="py-14 text-center">
                  <div className="flex flex-col items-center gap-2 text-muted-foreground">
                    <CalendarX2 className="h-5 w-5" aria-hidden="true" />
                    <p className="text-sm">{t(needle ? 'calendar.day-off.no-match' : 'calendar.day-off.empty')}</p>
                  </div>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => {
                const person = people.get(r.employee);
                const name = r.employeeName || person?.name || r.employee;
                return (
                  <TableRow key={r.id} data-day-off={r.id}>
                    <TableCell className="pl-5">
                      <div className="flex min-w-[11rem] items-center gap-2.5">
                        <UserAvatar
                          user={personAvatarUser(person ?? { id: r.employee, name, role: 0, icon: null })}
                          size="sm"
                        />
                        <span className="font-medium">{name}</span>
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <span className="tabular-nums">{showYmd(r.date)}</span>
                      <span className="block text-xs capitalize text-muted-foreground">{weekday(r.date, i18n.language)}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right tabular-nums">{t('calendar.day-off.hours', { count: r.time })}</TableCell>
                    <TableCell>
                      <Badge variant={r.isPermitted ? 'success' : 'muted'} className="whitespace-nowrap">
                        {t(r.isPermitted ? 'tickets.break.paid' : 'tickets.break.unpaid')}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-pre-wrap text-muted-foreground">{r.description}</TableCell>
                    {actions ? (
                      <RowActions
                        canEdit={rights.canEdit}
                        canDelete={rights.canDelete}
                        editLabel={t('calendar.day-off.edit-aria', { name, date: showYmd(r.date) })}
                        deleteLabel={t('calendar.day-off.delete-aria', { name, date: showYmd(r.date) })}
                        onEdit={() => setDialog({ record: r })}
                        onDelete={() => setDeleting(r)}
                      />
                    ) : null}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </SearchableListCard>

      <DayOffDialog
        open={dialog !== null}
        record={dialog?.record ?? null}
        employees={employees}
        onOpenChange={(open) => !open && setDialog(null)}
        onSaved={() => revalidator.revalidate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('calendar.day-off.delete-title')}
        description={t('calendar.day-off.delete-confirm', { name: deleting?.employeeName ?? deleting?.employee ?? '', date: showYmd(deleting?.date) })}
        confirmLabel={t('common.delete')}
        destructive
        onCancel={() => toast.info(t('calendar.delete-cancelled'))}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageContainer>
  );
}
