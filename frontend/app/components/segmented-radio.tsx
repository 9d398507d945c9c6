// A row of choices that look like a segmented button and are radio buttons (native, so arrow keys move the choice).
import { cn } from '~/lib/utils';

export function SegmentedRadio<V extends string>({ name, label, labelledBy, options, value, onChange, className }: {
  /** The radio group's name (one per group on the page). */
  name: string;
  /** The group's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={cn('inline-flex rounded-lg border p-1', className)}>
      {options.map((o) => (
        <label
          key={o.value}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm transition-colors focus-within:ring-2 focus-within:ring-ring',
            value === o.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input type="radio" name={name} value={o.value} className="sr-only" checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
