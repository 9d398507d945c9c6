// Holidays and makeup days (spec 3 'Holidays, Makeups, Break'): newest first, add and edit
// popups, delete after a confirmation. Buttons follow the Create / Edit / Delete permissions.
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { toYmd } from '@studio/domain';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { CalendarDayDialog } from '~/components/breaks/calendar-day-dialog';
import { newestFirst, showYmd, weekday, type CalendarDay, type DayKind } from '~/components/breaks/calendar-model';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Badge } from '~/components/ui/badge';
import { RowActions } from '~/components/breaks/row-actions';
import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call, failToast } from '~/lib/api.client';

export type DayRights = { canCreate: boolean; canEdit: boolean; canDelete: boolean };

export function CalendarDayScreen({ kind, days, rights }: { kind: DayKind; days: readonly CalendarDay[]; rights: DayRights }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = React.useState<{ day: CalendarDay | null } | null>(null);
  const [deleting, setDeleting] = React.useState<CalendarDay | null>(null);
  const today = toYmd(new Date());
  const rows = newestFirst(days);
  const actions = rights.canEdit || rights.canDelete;

  async function remove(day: CalendarDay) {
    const res = await call(kind.routes.remove, { params: { id: day.id } }, { silent: true });
    if (!res.ok) {
      failToast(`${kind.i18n}.delete-fail`, res.data);
      return;
    }
    toast.success(t('calendar.delete-success'));
    revalidator.revalidate();
  }

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t(`${kind.i18n}.title`)}
        description={t(`${kind.i18n}.description`)}
        actions={
          rights.canCreate ? (
            <Button onClick={() => setDialog({ day: null })}>
              <CalendarPlus aria-hidden="true" />
              {t(`${kind.i18n}.add`)}
            </Button>
          ) : null
        }
      />

      <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
        <div className="flex items-center justify-between border-b px-5 py-3.5">
          <p className="text-sm text-muted-foreground">{t('calendar.newest-first')}</p>
          <p className="text-sm tabular-nums text-muted-foreground">{t('calendar.count', { count: rows.length })}</p>
        </div>
        <Table aria-label={t(`${kind.i18n}.title`)}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-48 pl-5">{t('calendar.col.date')}</TableHead>
              <TableHead>{t('calendar.col.description')}</TableHead>
              {actions ? <TableHead className="pr-5 text-right">{t('calendar.col.action')}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={actions ? 3 : 2} className="py-14 text-center">
                  <div className="flex flex-col items-center gap-2 text-muted-foreground">
                    <CalendarX2 className="h-5 w-5" aria-hidden="true" />
                    <p className="text-sm">{t(`${kind.i18n}.empty`)}</p>
                  </div>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((day) => (
                <TableRow key={day.id} data-day={day.id} className={day.date < today ? 'text-muted-foreground' : undefined}>
                  <TableCell className="pl-5">
                    <div className="flex items-center gap-2">
                      <span className="font-medium tabular-nums text-foreground">{showYmd(day.date)}</span>
                      {day.date >= today ? <Badge variant="success">{t(day.date === today ? 'calendar.today' : 'calendar.upcoming')}</Badge> : null}
                    </div>
                    <span className="text-xs capitalize text-muted-foreground">{weekday(day.date, i18n.language)}</span>
                  </TableCell>
                  <TableCell className="whitespace-pre-wrap">{day.description}</TableCell>
                  {actions ? (
                    <RowActions
                      canEdit={rights.canEdit}
                      canDelete={rights.canDelete}
                      editLabel={t('calendar.edit-aria', { date: showYmd(day.date) })}
                      deleteLabel={t('calendar.delete-aria', { date: showYmd(day.date) })}
                      onEdit={() => setDialog({ day })}
                      onDelete={() => setDeleting(day)}
                    />
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>

      <CalendarDayDialog
        kind={kind}
        open={dialog !== null}
        day={dialog?.day ?? null}
        onOpenChange={(open) => !open && setDialog(null)}
        onSaved={() => revalidator.revalidate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(`${kind.i18n}.delete-title`)}
        description={t(`${kind.i18n}.delete-confirm`, { date: showYmd(deleting?.date), description: deleting?.description ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        onCancel={() => toast.info(t('calendar.delete-cancelled'))}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageContainer>
  );
}
