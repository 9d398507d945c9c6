// Read-only views of a ticket: the request content of each type, and the response.
import * as React from 'react';
import { formatYmd, isValidYmd, TicketType } from '@studio/domain';
import { Link } from '@remix-run/react';
import { ArrowRight, CircleCheck, CircleX, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { RoleTag } from '~/components/role-tag';
import { useDirectory } from '~/components/tickets/directory';
import { inputText, isCreateTaskLike, isEditTaskLike, PLAIN_TEXT_TYPES, type Ticket, type TicketContent, type TicketResponse } from '~/components/tickets/ticket-model';
import { Badge } from '~/components/ui/badge';
import { displayInstant } from '~/lib/format';
import { cn } from '~/lib/utils';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null);
const ymd = (v: unknown) => {
  const n = num(v);
  return n !== null && isValidYmd(n) ? formatYmd(n) : null;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export function InfoGrid({ children, className }: { children: React.ReactNode; className?: string }) {
  return <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>{children}</dl>;
}

export function Info({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0 space-y-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children ?? <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

/** "before -> after" of one field; unchanged values show once. */
function Change({ before, after }: { before: React.ReactNode; after: React.ReactNode }) {
  if (before === after || before === null || before === undefined) return <span>{after ?? '—'}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="text-muted-foreground line-through decoration-muted-foreground/50">{before}</span>
      <ArrowRight className="h-3.5 w-3.5 text-muted-foreground" aria-hidden="true" />
      <span className="font-medium text-foreground">{after ?? '—'}</span>
    </span>
  );
}

/** The content of a request (or of a counter-proposal) in words. */
export function ContentView({ type, content }: { type: number; content: TicketContent | null }) {
  const { t } = useTranslation();
  const directory = useDirectory();
  const c = content ?? {};

  if (type === TicketType.Break) {
    return (
      <InfoGrid>
        <Info label={t('tickets.break.date')}>{ymd(c.date)}</Info>
        <Info label={t('tickets.break.time')}>{num(c.breakTime) !== null ? t(`tickets.break-time.${num(c.breakTime)}`) : null}</Info>
        <Info label={t('tickets.break.kind')}>{t(c.isPermitted === false ? 'tickets.break.unpaid' : 'tickets.break.paid')}</Info>
      </InfoGrid>
    );
  }
  if (PLAIN_TEXT_TYPES.includes(type)) {
    return <p className="whitespace-pre-wrap text-sm leading-relaxed">{text(c.text) ?? <span className="text-muted-foreground">—</span>}</p>;
  }

  const project = directory.projectName(num(c.project)) ?? (num(c.project) !== null ? t('tickets.view.project-n', { id: c.project }) : null);
  const role = num(c.role) !== null ? <RoleTag role={num(c.role) as number} /> : null;
  const employeeId = text(c.employee);
  const employee = employeeId ? directory.employeeName(employeeId) ?? employeeId : t('tickets.task.no-employee');

  if (isEditTaskLike(type)) {
    return (
      <InfoGrid>
        <Info label={t('tickets.task.project')}>{project}</Info>
        <Info label={t('tickets.task.role')}>{role}</Info>
        <Info label={t('tickets.task.name')} wide>
          <Change before={text(c.taskNameOld)} after={text(c.taskName)} />
        </Info>
        <Info label={t('tickets.task.score')}>
          <Change before={num(c.scoreOld)} after={num(c.scoreNew)} />
        </Info>
        <Info label={t('tickets.task.deadline')}>
          <Change before={ymd(c.deadlineOld)} after={ymd(c.deadlineNew)} />
        </Info>
      </InfoGrid>
    );
  }

  const negotiation = type === TicketType.CreateTaskNegotiation;
  return (
    <InfoGrid>
      <Info label={t('tickets.task.project')}>{project}</Info>
      <Info label={t('tickets.task.role')}>{role}</Info>
      <Info label={t('tickets.task.name')} wide>
        {negotiation ? <Change before={text(c.taskNameOld)} after={text(c.taskName)} /> : text(c.taskName)}
      </Info>
      <Info label={t('tickets.task.score')}>{negotiation ? <Change before={num(c.scoreOld)} after={num(c.score)} /> : num(c.score)}</Info>
      <Info label={t('tickets.task.deadline')}>
        {negotiation ? <Change before={ymd(c.deadlineOld)} after={ymd(c.deadline)} /> : ymd(c.deadline)}
      </Info>
      <Info label={t('tickets.task.employee')}>{employee}</Info>
      <Info label={t('tickets.task.input')}>{inputText(c.input) || null}</Info>
    </InfoGrid>
  );
}

/** The answer: accepted, refused or countered, by whom and when, with its note. */
export function ResponseView({ ticket, response }: { ticket: Ticket; response: TicketResponse }) {
  const { t } = useTranslation();
  const directory = useDirectory();
  const by = response.createdByName ?? directory.employeeName(response.createdBy) ?? response.createdBy ?? null;
  const taskId = num(response.content?.taskId);
  const negotiationId = num(response.content?.negotiationId);
  const project = num(ticket.content?.project);
  const tone = response.approve ? 'accepted' : negotiationId !== null ? 'negotiated' : 'rejected';
  return (
    <div
      className={cn(
        'space-y-3 rounded-lg border p-4',
        tone === 'accepted' && 'border-emerald-200 bg-emerald-50/50',
        tone === 'rejected' && 'border-red-200 bg-red-50/40',
        tone === 'negotiated' && 'border-amber-200 bg-amber-50/50',
      )}
      data-testid="ticket-response"
    >
      <div className="flex flex-wrap items-center gap-2">
        {tone === 'accepted' ? (
          <CircleCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />
        ) : tone === 'negotiated' ? (
          <Handshake className="h-4 w-4 text-amber-600" aria-hidden="true" />
        ) : (
          <CircleX className="h-4 w-4 text-red-600" aria-hidden="true" />
        )}
        <span className="text-sm font-semibold">{t(`tickets.response.${tone}`)}</span>
        {by ? <span className="text-sm text-muted-foreground">· {t('tickets.response.by', { name: by })}</span> : null}
        {response.createdAt ? <span className="text-sm text-muted-foreground">· {displayInstant(response.createdAt)}</span> : null}
      </div>
      {text(response.description) ? (
        <p className="whitespace-pre-wrap text-sm leading-relaxed">{response.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('tickets.response.no-note')}</p>
      )}
      {response.approve && taskId !== null && project !== null && isCreateTaskLike(ticket.requestType) ? (
        <Link to={`/project/${project}/task-view`} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          {t('tickets.response.task-created', { id: taskId })}
          <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
        </Link>
      ) : null}
      {negotiationId !== null ? (
        <Link to={`/ticket/my-ticket?id=${negotiationId}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          {t('tickets.response.see-negotiation', { id: negotiationId })}
          <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

/** The state a ticket shows: a request answered with a counter-proposal reads 'Negotiated'. */
export function displayState(ticket: Pick<Ticket, 'state' | 'response'>): string {
  return ticket.response && !ticket.response.approve && num(ticket.response.content?.negotiationId) !== null ? 'Negotiated' : ticket.state;
}

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const variant = state === 'Accepted' ? 'success' : state === 'Rejected' ? 'destructive' : state === 'Negotiated' ? 'secondary'
    : state === 'Withdrawn' ? 'muted' : 'warning';
  return (
    <Badge variant={variant} className="whitespace-nowrap" data-state={state}>
      {t(`tickets.state.${state}`)}
    </Badge>
  );
}

const PRIORITY_STYLE: Record<number, string> = {
  0: 'bg-muted text-muted-foreground',
  1: 'bg-slate-100 text-slate-700',
  2: 'bg-sky-50 text-sky-700 ring-1 ring-inset ring-sky-600/15',
  3: 'bg-orange-50 text-orange-700 ring-1 ring-inset ring-orange-600/20',
  4: 'bg-red-50 text-red-700 ring-1 ring-inset ring-red-600/20',
};

export function PriorityBadge({ priority }: { priority: number }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium', PRIORITY_STYLE[priority] ?? PRIORITY_STYLE[0])}>
      {t(`tickets.priority.${priority}`)}
    </span>
  );
}
