// Decide Break (spec 3): pending leave requests with Accept and Decline; a decision refreshes
// the list (spec 3 section 4).
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { endpoints, hasLeaveFor } from '@studio/domain';
import { Check, Inbox, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { showYmd, weekday, type BreakRequest } from '~/components/breaks/calendar-model';
import { personAvatarUser } from '~/components/projects/pick-options';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call } from '~/lib/api.client';
import { displayInstant } from '~/lib/format';

export function BreakRequestsTable({ requests, icons }: { requests: readonly BreakRequest[]; icons: ReadonlyMap<string, string | null> }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = React.useState<{ id: number; accept: boolean } | null>(null);

  async function decide(r: BreakRequest, isAccept: boolean) {
    setBusy({ id: r.id, accept: isAccept });
    const res = await call(
      endpoints.breaks.decide,
      { body: { employee: r.employee, date: r.date, breakTime: r.breakTime, isAccept } },
      { silent: true },
    );
    setBusy(null);
    if (!res.ok || res.data?.result === false) {
      console.error('Deciding the break failed', res.status, res.data);
      toast.error(t('calendar.decide.fail'));
    } else {
      toast.success(t(isAccept ? 'notifications.break.accepted' : 'notifications.break.declined'));
    }
    revalidator.revalidate();
  }

  return (
    <Table aria-label={t('calendar.decide.title')}>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-5">{t('calendar.col.employee')}</TableHead>
          <TableHead>{t('calendar.col.leave')}</TableHead>
          <TableHead className="w-full">{t('calendar.col.reason')}</TableHead>
          <TableHead>{t('calendar.col.kind')}</TableHead>
          <TableHead className="pr-5 text-right">{t('calendar.col.action')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={5} className="py-14 text-center">
              <div className="flex flex-col items-center gap-2 text-muted-foreground">
                <Inbox className="h-5 w-5" aria-hidden="true" />
                <p className="text-sm">{t('calendar.decide.empty')}</p>
              </div>
            </TableCell>
          </TableRow>
        ) : (
          requests.map((r) => {
            const name = r.employeeName || r.employee;
            const short = r.isPermitted && !hasLeaveFor(r.breakTime, r.permittedDayLeft);
            const mine = busy?.id === r.id;
            return (
              <TableRow key={r.id} data-request={r.id}>
                <TableCell className="pl-5">
                  <div className="flex min-w-[10rem] items-center gap-2.5">
                    <UserAvatar user={personAvatarUser({ id: r.employee, name, role: r.role, icon: icons.get(r.employee) ?? null })} size="sm" />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{name}</p>
                      <RoleTag role={r.role} className="mt-0.5" />
                    </div>
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="font-medium tabular-nums">{showYmd(r.date)}</span>
                  <span className="block text-xs text-muted-foreground">
                    <span className="capitalize">{weekday(r.date, i18n.language)}</span> · {t(`tickets.break-time.${r.breakTime}`)}
                  </span>
                </TableCell>
                <TableCell className="min-w-[11rem]">
                  <p className="line-clamp-3 whitespace-pre-wrap" title={r.reason}>
                    {r.reason || '—'}
                  </p>
                  {r.createdAt ? (
                    <p className="mt-0.5 whitespace-nowrap text-xs text-muted-foreground">{t('calendar.decide.asked-at', { at: displayInstant(r.createdAt) })}</p>
                  ) : null}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <Badge variant={r.isPermitted ? (short ? 'warning' : 'success') : 'muted'}>
                    {t(r.isPermitted ? 'tickets.break.paid' : 'tickets.break.unpaid')}
                  </Badge>
                  {r.isPermitted ? (
                    <p className={short ? 'mt-1 text-xs font-medium text-amber-800' : 'mt-1 text-xs text-muted-foreground'}>
                      {t('calendar.decide.days-left', { count: r.permittedDayLeft })}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell className="pr-5">
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      title={t('notifications.break.decline')}
                      onClick={() => decide(r, false)}
                      loading={mine && !busy?.accept}
                      disabled={!!busy}
                      aria-label={t('calendar.decide.decline-aria', { name, date: showYmd(r.date) })}
                    >
                      {mine && !busy?.accept ? null : <X aria-hidden="true" />}
                      {/* Icon only on narrow windows; the accessible name stays. */}
                      <span className="hidden xl:inline">{t('notifications.break.decline')}</span>
                    </Button>
                    <Button
                      size="sm"
                      title={t('notifications.break.accept')}
                      onClick={() => decide(r, true)}
                      loading={mine && busy?.accept}
                      disabled={!!busy}
                      aria-label={t('calendar.decide.accept-aria', { name, date: showYmd(r.date) })}
                    >
                      {mine && busy?.accept ? null : <Check aria-hidden="true" />}
                      <span className="hidden xl:inline">{t('notifications.break.accept')}</span>
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
