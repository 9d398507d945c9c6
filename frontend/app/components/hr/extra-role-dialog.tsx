import * as React from 'react';
import { NON_SYSTEM_ROLES } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

/** The nested "Add extra role" dialog: a multi-select of non-system roles. */
export function ExtraRoleDialog({
  open,
  onOpenChange,
  exclude,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Roles already held (main role and current extra roles). */
  exclude: readonly number[];
  onAdd: (roles: number[]) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = React.useState<number[]>([]);
  const form = useFormDialog({ open, onOpenChange, onOpen: () => setSelected([]) });
  const roles = NON_SYSTEM_ROLES.filter((r) => !exclude.includes(r.id));

  function toggle(id: number) {
    setSelected((s) => (s.includes(id) ? s.filter((r) => r !== id) : [...s, id]));
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('employee.add-extra-role')}</DialogTitle>
          <DialogDescription>{t('employee.extra-role.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid max-h-80 grid-cols-2 gap-1 overflow-y-auto rounded-lg border p-2">
          <legend className="sr-only">{t('employee.field.extraRole')}</legend>
          {roles.map((r) => (
            <label
              key={r.id}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent',
                selected.includes(r.id) && 'bg-accent',
              )}
            >
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-input accent-[hsl(var(--primary))]"
                checked={selected.includes(r.id)}
                onChange={() => toggle(r.id)}
              />
              <span className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: r.color }} aria-hidden="true" />
              <span className="truncate">{r.tagName}</span>
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={form.close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              onAdd(selected);
              form.close();
            }}
          >
            {t('employee.add')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
