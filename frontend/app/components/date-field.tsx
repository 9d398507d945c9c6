import * as React from 'react';
import { formatYmd, parseDisplayDate } from '@studio/domain';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';

/**
 * A DD/MM/YYYY date field (the screen format whatever the browser's locale),
 * with a button that opens the browser's own calendar. The form value of
 * `name` is the typed text; read it with parseDateField. Pass `value` and
 * `onValueChange` to control the text instead.
 */
export function DateField({
  id,
  name,
  min,
  className,
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'min' | 'value'> & {
  id: string;
  name: string;
  min?: string;
  value?: string;
  onValueChange?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [ownText, setOwnText] = React.useState('');
  const text = value ?? ownText;
  const setText = (next: string) => (onValueChange ? onValueChange(next) : setOwnText(next));
  const picker = React.useRef<HTMLInputElement>(null);

  function openPicker() {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  }

  return (
    <div className={cn('relative', className)}>
      <Input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD/MM/YYYY"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pr-10 tabular-nums"
        {...props}
      />
      <button
        type="button"
        onClick={openPicker}
        aria-label={t('common.pick-date')}
        title={t('common.pick-date')}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        className="pointer-events-none absolute bottom-0 right-0 h-0 w-0 opacity-0"
        onChange={(e) => {
          const [y, m, d] = e.target.value.split('-').map(Number);
          if (y && m && d) setText(formatYmd(y * 10000 + m * 100 + d));
        }}
      />
    </div>
  );
}

/** '' -> undefined (no date), a valid DD/MM/YYYY -> yyyymmdd, anything else -> null. */
export function parseDateField(value: FormDataEntryValue | null): number | null | undefined {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  return parseDisplayDate(text);
}
