// The help sheet ('?'): every shortcut of the one table in lib/shortcuts, by group.
import { useTranslation } from 'react-i18next';

import { Keys, useIsMac } from '~/components/command-palette/keys';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { comboKeys, SHORTCUT_GROUPS, SHORTCUTS, type Shortcut } from '~/lib/shortcuts';

export function ShortcutsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const mac = useIsMac();
  const all: readonly Shortcut[] = Object.values(SHORTCUTS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts-sheet" className="max-w-md" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('palette.help.title')}</DialogTitle>
          <DialogDescription>{t('palette.help.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={`shortcuts-${group.id}`}>
              <h3 id={`shortcuts-${group.id}`} className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t(group.label)}
              </h3>
              <dl className="divide-y rounded-lg border">
                {all
                  .filter((s) => s.group === group.id)
                  .map((s) => (
                    <div key={s.label} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
                      <dt>{t(s.label)}</dt>
                      <dd className="flex shrink-0 items-center gap-1.5">
                        {s.combos.map((c) => (
                          <Keys key={comboKeys(c, mac).join('+')} keys={comboKeys(c, mac)} />
                        ))}
                      </dd>
                    </div>
                  ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
