// A pack's levels or a config's packs: an available and a chosen list. Items move by HTML5 drag
// and drop (into the chosen list, within it to reorder, back out to remove) and by buttons (add,
// up, down, remove, a typed position clamped to 1..count) for keyboard users.
import * as React from 'react';
import { moveItem, parsePosition } from '@studio/domain';
import { ArrowDown, ArrowUp, GripVertical, ListPlus, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { AddMultiDialog, AddOneDialog, type BuilderUnit } from '~/components/levels/add-member-dialogs';
import { LevelThumb } from '~/components/levels/level-thumb';
import type { MemberOption } from '~/components/levels/level-model';
import { Button } from '~/components/ui/button';
import { SearchInput } from '~/components/ui/search-input';
import { cn } from '~/lib/utils';

type Drag = { from: 'available' | 'chosen'; id: number };

export function MemberBuilder({ id, unit, options, chosen, onChange, disabled, invalid }: {
  id: string;
  unit: BuilderUnit;
  options: MemberOption[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const drag = React.useRef<Drag | null>(null);
  const [over, setOver] = React.useState<number | 'end' | 'available' | null>(null);
  const [search, setSearch] = React.useState('');
  const [multiOpen, setMultiOpen] = React.useState(false);
  const [oneOpen, setOneOpen] = React.useState(false);
  const byId = React.useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const free = options.filter((o) => !chosen.includes(o.id));
  const q = search.trim().toLowerCase();
  const available = q ? free.filter((o) => String(o.id).includes(q) || o.name.toLowerCase().includes(q)) : free;
  const nameOf = (m: number) => byId.get(m)?.name ?? t(`levels.builder.${unit}.unknown`);

  const insertAt = (member: number, index: number) => {
    const without = chosen.filter((c) => c !== member);
    const at = Math.min(Math.max(0, index), without.length);
    onChange([...without.slice(0, at), member, ...without.slice(at)]);
  };
  const dropAt = (index: number) => {
    const d = drag.current;
    drag.current = null;
    setOver(null);
    if (!d || disabled) return;
    if (d.from === 'chosen') {
      const from = chosen.indexOf(d.id);
      onChange(moveItem(chosen, from, from < index ? index - 1 : index));
    } else insertAt(d.id, index);
  };
  const moveTo = (from: number, to: number) => {
    onChange(moveItem(chosen, from, to));
    toast.success(t('levels.moved', { n: to + 1 }));
  };
  const dragProps = (d: Drag) => ({
    draggable: !disabled,
    onDragStart: (e: React.DragEvent) => {
      drag.current = d;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(d.id));
    },
    onDragEnd: () => {
      drag.current = null;
      setOver(null);
    },
  });
  const dropProps = (target: number | 'end') => ({
    onDragOver: (e: React.DragEvent) => {
      if (!drag.current) return;
      e.preventDefault();
      e.stopPropagation();
      setOver(target);
    },
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      dropAt(target === 'end' ? chosen.length : target);
    },
  });

  return (
    <div className={cn('grid gap-3 md:grid-cols-2', invalid && 'rounded-lg ring-1 ring-destructive')} id={id}>
      <section aria-labelledby={`${id}-available`} className="flex min-w-0 flex-col rounded-lg border bg-muted/20">
        <div className="space-y-2 border-b px-3 py-2">
          <h3 id={`${id}-available`} className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {t(`levels.builder.${unit}.available`)} ({free.length})
          </h3>
          <SearchInput value={search} onChange={setSearch} label={t(`levels.builder.${unit}.search`)} />
        </div>
        <ul
          className={cn('max-h-64 min-h-24 flex-1 space-y-1 overflow-auto p-2', over === 'available' && 'bg-primary/5')}
          data-testid={`${id}-available-list`}
          onDragOver={(e) => {
            if (drag.current?.from !== 'chosen') return;
            e.preventDefault();
            setOver('available');
          }}
          onDrop={(e) => {
            e.preventDefault();
            const d = drag.current;
            drag.current = null;
            setOver(null);
            if (d?.from === 'chosen' && !disabled) onChange(chosen.filter((c) => c !== d.id));
          }}
        >
          {available.map((o) => (
            <li key={o.id} {...dragProps({ from: 'available', id: o.id })} data-member={o.id}
              className="flex cursor-grab items-center gap-2 rounded-md border bg-background px-2 py-1.5 text-sm active:cursor-grabbing">
              <GripVertical className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <LevelThumb src={o.image} alt="" size="sm" />
              <span className="tabular-nums text-muted-foreground">#{o.id}</span>
              <span className="min-w-0 flex-1 truncate">{o.name}</span>
              <Button type="button" variant="ghost" size="icon-sm" disabled={disabled} aria-label={t(`levels.builder.${unit}.add-named`, { id: o.id })}
                onClick={() => onChange([...chosen, o.id])}>
                <Plus aria-hidden="true" />
              </Button>
            </li>
          ))}
          {!available.length ? <li className="px-2 py-6 text-center text-xs text-muted-foreground">{t(`levels.builder.${unit}.none-available`)}</li> : null}
        </ul>
      </section>

      <section aria-labelledby={`${id}-chosen`} className="flex min-w-0 flex-col rounded-lg border">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
          <h3 id={`${id}-chosen`} className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {t(`levels.builder.${unit}.chosen`)} ({chosen.length})
          </h3>
          <div className="flex gap-1">
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setMultiOpen(true)}>
              <ListPlus aria-hidden="true" />
              {t(`levels.builder.${unit}.add-multi`)}
            </Button>
            {unit === 'level' ? (
              <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setOneOpen(true)}>
                <Plus aria-hidden="true" />
                {t('levels.builder.level.add-one')}
              </Button>
            ) : null}
          </div>
        </div>
        <ol className={cn('max-h-80 min-h-24 flex-1 space-y-1 overflow-auto p-2', over === 'end' && 'bg-primary/5')} data-testid={`${id}-chosen-list`} {...dropProps('end')}>
          {chosen.map((m, index) => (
            <li key={m} {...dragProps({ from: 'chosen', id: m })} {...dropProps(index)} data-member={m}
              className={cn('flex cursor-grab items-center gap-2 rounded-md border bg-background px-2 py-1.5 text-sm active:cursor-grabbing', over === index && 'border-t-2 border-t-primary')}>
              <GripVertical className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <PositionInput
                position={index + 1}
                label={t(`levels.builder.${unit}.position-of`, { id: m })}
                disabled={disabled}
                onCommit={(text) => {
                  const parsed = parsePosition(text, chosen.length);
                  if ('error' in parsed) {
                    toast.error(t(parsed.error));
                    return false;
                  }
                  if (parsed.position !== index + 1) moveTo(index, parsed.position - 1);
                  return true;
                }}
              />
              <LevelThumb src={byId.get(m)?.image} alt="" size="sm" />
              <span className="tabular-nums text-muted-foreground">#{m}</span>
              <span className="min-w-0 flex-1 truncate">{nameOf(m)}</span>
              <Button type="button" variant="ghost" size="icon-sm" disabled={disabled || index === 0} aria-label={t(`levels.builder.${unit}.up`, { id: m })} onClick={() => moveTo(index, index - 1)}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon-sm" disabled={disabled || index === chosen.length - 1} aria-label={t(`levels.builder.${unit}.down`, { id: m })} onClick={() => moveTo(index, index + 1)}>
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon-sm" disabled={disabled} aria-label={t(`levels.builder.${unit}.remove`, { id: m })} onClick={() => onChange(chosen.filter((c) => c !== m))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {!chosen.length ? <li className="px-2 py-6 text-center text-xs text-muted-foreground">{t(`levels.builder.${unit}.drop-here`)}</li> : null}
        </ol>
      </section>
      <AddMultiDialog unit={unit} options={free} open={multiOpen} onOpenChange={setMultiOpen} onAdd={(ids) => onChange([...chosen, ...ids])} />
      {unit === 'level' ? (
        <AddOneDialog options={options} chosen={chosen} open={oneOpen} onOpenChange={setOneOpen} onAdd={(m) => onChange([...chosen, m])} />
      ) : null}
    </div>
  );
}

/** A row's position, typed: Enter or leaving the box moves the row (or refuses and shows it back). */
function PositionInput({ position, label, disabled, onCommit }: {
  position: number;
  label: string;
  disabled?: boolean;
  onCommit: (text: string) => boolean;
}) {
  const [text, setText] = React.useState(String(position));
  React.useEffect(() => setText(String(position)), [position]);
  const commit = () => {
    if (text === String(position)) return;
    if (!onCommit(text)) setText(String(position));
  };
  return (
    <input
      value={text}
      aria-label={label}
      disabled={disabled}
      inputMode="numeric"
      className="h-7 w-10 shrink-0 rounded border border-input bg-background px-1 text-center text-xs tabular-nums"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
