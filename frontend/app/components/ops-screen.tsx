// Pieces of the admin > config screens (Backups, E-mail, Connectors): a fact list and a titled table.
import * as React from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { cn } from '~/lib/utils';

/** One line of a `<dl>`: the label on the left, the value on the right. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10.5rem_1fr] gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-foreground">{children}</dd>
    </div>
  );
}

export type Column = { label: string; className?: string };

/** A section titled `title` holding a table of `columns`; `empty`, when given, fills it when there are no rows. */
export function TitledTable({ id, title, columns, empty, children }: {
  id: string;
  title: string;
  columns: readonly Column[];
  empty?: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-semibold">{title}</h2>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((c) => <TableHead key={c.label} className={cn(c.className)}>{c.label}</TableHead>)}
            </TableRow>
          </TableHeader>
          <TableBody>
            {children.length || empty === undefined ? children : (
              <TableRow>
                <TableCell colSpan={columns.length} className="py-6 text-center text-sm text-muted-foreground">{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
