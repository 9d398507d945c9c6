import { CalendarDays, CalendarOff, ClipboardPen, ClipboardPlus, FileText, Handshake, type LucideIcon } from 'lucide-react';
import { TicketType } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { personAvatarUser } from '~/components/projects/pick-options';
import { useDirectory } from '~/components/tickets/directory';
import { typeKey, type Ticket } from '~/components/tickets/ticket-model';
import { displayState, PriorityBadge, StateBadge } from '~/components/tickets/ticket-views';
import { UserAvatar } from '~/components/user-avatar';
import { displayInstant } from '~/lib/format';
import { cn } from '~/lib/utils';

const TYPE_ICON: Record<number, { icon: LucideIcon; tint: string }> = {
  [TicketType.Break]: { icon: CalendarOff, tint: 'bg-violet-50 text-violet-600' },
  [TicketType.CreateTask]: { icon: ClipboardPlus, tint: 'bg-sky-50 text-sky-600' },
  [TicketType.EditTask]: { icon: ClipboardPen, tint: 'bg-indigo-50 text-indigo-600' },
  [TicketType.CreateTaskNegotiation]: { icon: Handshake, tint: 'bg-amber-50 text-amber-600' },
  [TicketType.EditTaskNegotiation]: { icon: Handshake, tint: 'bg-amber-50 text-amber-600' },
};
const OTHER = { icon: FileText, tint: 'bg-slate-100 text-slate-600' };

/** A ticket in the My Ticket grid: id, title, type, priority, author, date and response state. */
export function TicketCard({ ticket, highlight, onOpen }: { ticket: Ticket; highlight: boolean; onOpen: (t: Ticket) => void }) {
  const { t } = useTranslation();
  const directory = useDirectory();
  const { icon: Icon, tint } = TYPE_ICON[ticket.requestType] ?? OTHER;
  const author = directory.person(ticket.createdBy);
  const authorName = ticket.createdByName ?? author?.name ?? ticket.createdBy;

  // Named by its content, no aria-label: one would leave the shown type, state and author out of the name (WCAG 2.5.3).
  return (
    <button
      type="button"
      onClick={() => onOpen(ticket)}
      data-ticket={ticket.id}
      className={cn(
        'group flex h-full w-full flex-col gap-3 rounded-xl border bg-card p-4 text-left shadow-[0_1px_2px_rgba(16,24,40,0.04)] transition-all hover:-translate-y-px hover:border-primary/30 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        highlight && 'border-primary/30 ring-1 ring-primary/15',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2">
          <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-lg', tint)}>
            <Icon className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="line-clamp-2 text-xs font-medium leading-4 text-muted-foreground">{t(typeKey(ticket.requestType))}</span>
            <span className="block font-mono text-[11px] text-muted-foreground">#{ticket.id}</span>
          </span>
        </span>
        <StateBadge state={displayState(ticket)} />
      </div>
      <p className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-foreground group-hover:text-primary">{ticket.title}</p>
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground" title={t('tickets.card.created-by')}>
          <UserAvatar
            user={author ? personAvatarUser(author) : { id: ticket.createdBy, firstName: authorName, lastName: '', icon: null, role: 0 }}
            size="sm"
            className="h-5 w-5 text-[9px]"
            decorative
          />
          <span className="truncate">{authorName}</span>
        </span>
        <PriorityBadge priority={ticket.priority} />
      </div>
      <span className="-mt-1 flex items-center gap-1 text-xs text-muted-foreground" title={t('tickets.card.created-at')}>
        <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
        {displayInstant(ticket.createdAt)}
      </span>
    </button>
  );
}
