// The builder's popups: Add Multi Levels / Add Level Pack (pick several from a list) and
// Add Level (type one level id).
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { LevelThumb } from '~/components/levels/level-thumb';
import type { MemberOption } from '~/components/levels/level-model';
import { Input } from '~/components/ui/input';
import { SearchInput } from '~/components/ui/search-input';
import { useFormDialog } from '~/lib/use-form-dialog';

export type BuilderUnit = 'level' | 'pack';

export function AddMultiDialog({ unit, options, open, onOpenChange, onAdd }: {
  unit: BuilderUnit;
  /** The members not chosen yet. */
  options: MemberOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = React.useState<Set<number>>(new Set());
  const [search, setSearch] = React.useState('');
  const form = useFormDialog({ open, onOpenChange, onOpen: () => { setPicked(new Set()); setSearch(''); } });
  const q = search.trim().toLowerCase();
  const shown = q ? options.filter((o) => String(o.id).includes(q) || o.name.toLowerCase().includes(q)) : options;

  function add() {
    if (!picked.size) {
      form.refuse(null, t(`levels.builder.${unit}.pick-some`), 'warning');
      return;
    }
    onAdd(options.filter((o) => picked.has(o.id)).map((o) => o.id));
    toast.success(t(`levels.builder.${unit}.added-many`, { count: picked.size }));
    form.close();
  }

  return (
    <FormDialog
      form={form}
      formId={`add-multi-${unit}`}
      onSubmit={add}
      className="max-w-lg"
      title={t(`levels.builder.${unit}.add-multi`)}
      description={t(`levels.builder.${unit}.add-multi-description`)}
      submitLabel={t('levels.add')}
      formClassName="space-y-3"
    >
      <SearchInput value={search} onChange={setSearch} label={t(`levels.builder.${unit}.search`)} />
      <ul className="max-h-72 space-y-1 overflow-auto rounded-md border p-1" aria-label={t(`levels.builder.${unit}.available`)}>
        {shown.map((o) => (
          <li key={o.id} data-member={o.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted/50">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={picked.has(o.id)}
                onChange={(e) => setPicked((p) => {
                  const next = new Set(p);
                  if (e.target.checked) next.add(o.id);
                  else next.delete(o.id);
                  return next;
                })}
              />
              <LevelThumb src={o.image} alt="" size="sm" />
              <span className="tabular-nums text-muted-foreground">#{o.id}</span>
              <span className="min-w-0 truncate">{o.name}</span>
            </label>
          </li>
        ))}
        {!shown.length ? <li className="px-2 py-6 text-center text-sm text-muted-foreground">{t(`levels.builder.${unit}.none-available`)}</li> : null}
      </ul>
    </FormDialog>
  );
}

export function AddOneDialog({ options, chosen, open, onOpenChange, onAdd }: {
  options: MemberOption[];
  chosen: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = React.useState('');
  const form = useFormDialog<'levelId'>({ open, onOpenChange, onOpen: () => setValue(''), fieldId: () => 'add-one-level-id' });

  function add() {
    const id = Number(value.trim());
    if (!value.trim() || !Number.isInteger(id)) return form.refuse('levelId', t('level.fill-all-fields'), 'warning');
    if (!options.some((o) => o.id === id)) return form.refuse('levelId', t('levels.builder.level.not-found', { id }), 'warning');
    if (chosen.includes(id)) return form.refuse('levelId', t('levels.builder.level.already', { id }), 'warning');
    onAdd(id);
    toast.success(t('levels.level.added'));
    form.close();
  }

  return (
    <FormDialog
      form={form}
      formId="add-one-level"
      onSubmit={add}
      className="max-w-sm"
      title={t('levels.builder.level.add-one')}
      description={t('levels.builder.level.add-one-description')}
      submitLabel={t('levels.add')}
    >
      <Field id="add-one-level-id" label={t('levels.col.level-id')} error={form.error('levelId')} required>
        <Input value={value} inputMode="numeric" autoComplete="off" autoFocus onChange={(e) => { setValue(e.target.value); form.clear('levelId'); }} />
      </Field>
    </FormDialog>
  );
}
