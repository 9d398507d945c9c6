// A multi-select whose trigger shows at most `maxTags` tags and "+N" for the rest (spec 1:
// at most 3 tags collapsed). Nothing chosen reads as the `emptyLabel` (e.g. all projects).
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import {
  DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';

export type Option = { value: number; label: string };

export function MultiSelect({
  id,
  options,
  value,
  onChange,
  emptyLabel,
  maxTags = 3,
  className,
  ...aria
}: {
  id: string;
  options: readonly Option[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  emptyLabel: string;
  maxTags?: number;
  className?: string;
  'aria-labelledby'?: string;
}) {
  const { t } = useTranslation();
  const chosen = options.filter((o) => value.includes(o.value));
  const shown = chosen.slice(0, maxTags);
  const rest = chosen.length - shown.length;
  const toggle = (v: number) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button id={id} variant="outline" className={`h-auto min-h-9 justify-between gap-2 px-2 py-1 font-normal ${className ?? ''}`} aria-labelledby={aria['aria-labelledby'] ? `${aria['aria-labelledby']} ${id}` : undefined}>
          <span className="flex min-w-0 flex-nowrap items-center gap-1 overflow-hidden">
            {shown.length ? shown.map((o) => (
              <span key={o.value} className="max-w-[7rem] truncate rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">{o.label}</span>
            )) : <span className="px-1 text-sm text-muted-foreground">{emptyLabel}</span>}
            {rest > 0 ? <span className="shrink-0 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">+{rest}</span> : null}
          </span>
          <ChevronDown className="h-4 w-4 shrink-0 opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 w-64 overflow-y-auto">
        <DropdownMenuItem onSelect={(e) => { e.preventDefault(); onChange(options.map((o) => o.value)); }}>{t('reports.select-all')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={(e) => { e.preventDefault(); onChange([]); }}>{t('reports.clear-selection')}</DropdownMenuItem>
        <DropdownMenuSeparator />
        {options.map((o) => (
          <DropdownMenuCheckboxItem key={o.value} checked={value.includes(o.value)} onSelect={(e) => e.preventDefault()} onCheckedChange={() => toggle(o.value)}>
            {o.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
