// Small pieces the ticket forms share: the props every type form takes, and the
// "before -> after" row of task changes and counter-proposals.
import * as React from 'react';
import { ArrowRight } from 'lucide-react';

import type { DraftField, TicketDraft } from '~/components/tickets/ticket-draft';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';

export type TypeFormProps = {
  draft: TicketDraft;
  set: <K extends DraftField>(field: K, value: TicketDraft[K]) => void;
  /** Set several fields at once (picking a task fills its old values). */
  patch: (values: Partial<TicketDraft>) => void;
  /** A field's refusal (see useFormDialog). */
  error: (field: DraftField) => string | true | undefined;
  /** Ids prefix, unique per dialog. */
  idp: string;
};

/** A section of the type-specific form, under a small heading. */
export function FormSection({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('space-y-4', className)}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

/** The column captions above CompareRows ("Current -> New"). */
export function CompareHeader({ before, after }: { before: string; after: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_1rem_minmax(0,1.3fr)] gap-x-2 text-xs font-medium text-muted-foreground" aria-hidden="true">
      <span>{before}</span>
      <span />
      <span>{after}</span>
    </div>
  );
}

/** One field of a change: its label, then the current (or requested) value beside the new one. */
export function CompareRow({
  id,
  label,
  before,
  children,
}: {
  id: string;
  label: string;
  /** The current (or requested) value as text; null shows a dash. */
  before: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="grid grid-cols-[minmax(0,1fr)_1rem_minmax(0,1.3fr)] items-center gap-x-2">
        <div
          className="flex h-9 min-w-0 items-center truncate rounded-md border border-dashed bg-muted/40 px-3 text-sm text-muted-foreground"
          title={typeof before === 'string' ? before : undefined}
        >
          <span className="truncate">{before ?? '—'}</span>
        </div>
        <ArrowRight className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** A read-only value in a form (fields an approver may not change in a counter-proposal). */
export function ReadOnlyValue({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium leading-none">{label}</p>
      <div className="flex min-h-9 items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm">{children}</div>
    </div>
  );
}
