// A select with a search box, for lists too long for a plain select (people, projects).
import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Check, ChevronsUpDown, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { FieldControlProps } from '~/components/field';
import { searchKey } from '~/components/projects/project-model';
import { cn } from '~/lib/utils';

export type SearchOption = {
  value: string;
  /** Plain text: the accessible name of the option and what the search matches. */
  label: string;
  /** Extra text the search also matches (an id, a package name). */
  keywords?: string;
  /** What the row shows; the label when absent. */
  content?: React.ReactNode;
  /** What the closed select shows when this option is chosen; `content` when absent. */
  selectedContent?: React.ReactNode;
};

/** One value, or none. */
type SingleValue = {
  multiple?: false;
  value: string | null;
  onValueChange: (value: string | null) => void;
  maxTags?: never;
};

/** Several values: picking an option toggles it and the list stays open. */
type MultiValue = {
  multiple: true;
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** The closed select shows this many chosen labels, then "+N" (spec 9: collapses after 3). */
  maxTags?: number;
};

export function SearchableSelect(
  props: (SingleValue | MultiValue) & {
    id?: string;
    options: readonly SearchOption[];
    placeholder?: string;
    clearable?: boolean;
    disabled?: boolean;
    invalid?: boolean;
    className?: string;
  } & Omit<FieldControlProps, 'id'>,
) {
  const {
    id, options, placeholder, clearable = false, disabled = false, invalid = false, className,
    multiple: _multiple, value: _value, onValueChange: _onValueChange, maxTags = 3, ...aria
  } = props;
  const { t } = useTranslation();
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const listRef = React.useRef<HTMLUListElement>(null);
  const listId = React.useId();

  const chosenValues: readonly string[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const isChosen = (o: SearchOption) => chosenValues.includes(o.value);
  const chosen = options.filter(isChosen);
  const selected = props.multiple ? null : (chosen[0] ?? null);
  const needle = searchKey(query.trim());
  const shown = needle ? options.filter((o) => searchKey(`${o.label} ${o.keywords ?? ''}`).includes(needle)) : options;

  React.useEffect(() => {
    if (!open) return;
    setQuery('');
    const index = options.findIndex(isChosen);
    setActive(index < 0 ? 0 : index);
    // Only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  React.useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function pick(option: SearchOption) {
    if (props.multiple) {
      props.onValueChange(isChosen(option) ? chosenValues.filter((v) => v !== option.value) : [...chosenValues, option.value]);
      return;
    }
    props.onValueChange(option.value);
    setOpen(false);
  }

  function clear() {
    if (props.multiple) props.onValueChange([]);
    else props.onValueChange(null);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown[active]) pick(shown[active]);
    }
  }

  const showClear = clearable && chosen.length > 0 && !disabled;
  const tags = chosen.slice(0, maxTags);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen} modal>
      <div className={cn('relative', className)}>
        <PopoverPrimitive.Trigger asChild disabled={disabled}>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-controls={open ? listId : undefined}
            {...aria}
            aria-invalid={invalid || aria['aria-invalid'] || undefined}
            className={cn(
              'flex h-9 w-full items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-sm transition-colors focus:outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
              showClear ? 'pr-14' : 'pr-8',
            )}
          >
            {props.multiple && tags.length ? (
              <span className="flex min-w-0 flex-1 items-center gap-1 overflow-hidden">
                {tags.map((o) => (
                  <span key={o.value} className="max-w-[8rem] truncate rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">{o.label}</span>
                ))}
                {chosen.length > tags.length ? (
                  <span className="shrink-0 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">+{chosen.length - tags.length}</span>
                ) : null}
              </span>
            ) : selected ? (
              <span className="flex min-w-0 flex-1 items-center gap-2 truncate">{selected.selectedContent ?? selected.content ?? selected.label}</span>
            ) : (
              <span className="min-w-0 flex-1 truncate text-muted-foreground">{placeholder ?? t('projects.select.placeholder')}</span>
            )}
          </button>
        </PopoverPrimitive.Trigger>
        {showClear ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t('projects.select.clear')}
            title={t('projects.select.clear')}
            className="absolute right-7 top-1/2 -translate-y-1/2 rounded p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        ) : null}
        <ChevronsUpDown
          className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground/70"
          aria-hidden="true"
        />
      </div>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          // Radix gives the popover role dialog: it needs a name (axe aria-dialog-name).
          aria-label={placeholder ?? t('projects.select.placeholder')}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-[16rem] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg shadow-slate-900/5 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector('input')?.focus();
          }}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder={t('projects.select.search')}
              aria-label={t('projects.select.search')}
              aria-controls={listId}
              className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <ul ref={listRef} id={listId} role="listbox" aria-multiselectable={props.multiple || undefined} className="max-h-64 overflow-y-auto p-1">
            {shown.length === 0 ? (
              <li className="px-2 py-6 text-center text-sm text-muted-foreground">{t('projects.select.empty')}</li>
            ) : (
              shown.map((o, i) => (
                <li
                  key={o.value}
                  role="option"
                  aria-selected={isChosen(o)}
                  // Rich content names the option itself (name, role, tags: what the eye reads, WCAG 2.5.3).
                  aria-label={o.content ? undefined : o.label}
                  data-index={i}
                  onMouseMove={() => setActive(i)}
                  onClick={() => pick(o)}
                  className={cn(
                    'relative flex cursor-pointer select-none items-center gap-2 rounded-md py-1.5 pl-2 pr-8 text-sm',
                    i === active && 'bg-accent text-accent-foreground',
                  )}
                >
                  {o.content ?? <span className="truncate">{o.label}</span>}
                  {isChosen(o) ? (
                    <Check className="absolute right-2 h-4 w-4 text-primary" aria-hidden="true" />
                  ) : null}
                </li>
              ))
            )}
          </ul>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
