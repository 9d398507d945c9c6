import { Search } from 'lucide-react';

import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';

/** A search box with its icon; the label is its accessible name and its placeholder. */
export function SearchInput({ value, onChange, label, className }: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('relative w-full', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={label} aria-label={label} className="pl-9" />
    </div>
  );
}

/** The bordered card of a searchable list: a search box and a count above the list. */
export function SearchableListCard({ search, count, children }: {
  search: { value: string; onChange: (value: string) => void; label: string };
  count: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5">
        <SearchInput {...search} className="max-w-sm" />
        <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">{count}</p>
      </div>
      {children}
    </div>
  );
}
