// A table cell edited in place with a single click (spec 3 "Social insurance": a single click edits
// a cell; the break manager's permitted days). Enter or leaving the field saves, Escape cancels.
import * as React from 'react';
import { Pencil } from 'lucide-react';

import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';

export function EditableCell({
  text,
  label,
  onCommit,
  placeholder,
  inputMode,
  className,
  disabled,
}: {
  /** What the cell shows, and the field's starting text. */
  text: string;
  /** Accessible name of the field, e.g. 'Insurance id of Nguyễn An'; the button's adds the shown text after it. */
  label: string;
  /** Saves the typed text; resolves false to keep the field open (a refused value). */
  onCommit: (text: string) => Promise<boolean> | boolean;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
  disabled?: boolean;
}) {
  const [editing, setEditing] = React.useState(false);
  const [draft, setDraft] = React.useState(text);
  const [busy, setBusy] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const refocus = React.useRef(false);

  React.useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  async function commit(keyboard: boolean) {
    if (busy) return;
    if (draft.trim() === text.trim()) {
      refocus.current = keyboard;
      setEditing(false);
      return;
    }
    setBusy(true);
    const ok = await onCommit(draft);
    setBusy(false);
    if (ok) {
      refocus.current = keyboard;
      setEditing(false);
    }
  }

  if (editing) {
    return (
      <Input
        autoFocus
        aria-label={label}
        value={draft}
        placeholder={placeholder}
        inputMode={inputMode}
        disabled={busy}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => void commit(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void commit(true);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            refocus.current = true;
            setEditing(false);
          }
        }}
        className={cn('h-8 min-w-[7rem]', className)}
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      // The name holds the shown value too (WCAG 2.5.3, axe label-content-name-mismatch): 'Insurance ID of An: 7912'.
      aria-label={text ? `${label}: ${text}` : label}
      disabled={disabled}
      onClick={() => {
        setDraft(text);
        setEditing(true);
      }}
      className={cn(
        'group flex h-8 w-full min-w-[7rem] items-center justify-between gap-2 rounded-md border border-transparent px-2 text-left text-sm transition-colors hover:border-input hover:bg-background focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/20 disabled:cursor-default disabled:hover:border-transparent',
        className,
      )}
    >
      <span className={cn('truncate', !text && 'text-muted-foreground')}>{text || '—'}</span>
      {disabled ? null : <Pencil className="h-3.5 w-3.5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" aria-hidden="true" />}
    </button>
  );
}
