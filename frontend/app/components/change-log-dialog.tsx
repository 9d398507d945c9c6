import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { CHANGE_NOTES } from '~/lib/changelog';
import { displayYmd } from '~/lib/format';

export function ChangeNotesList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="relative space-y-5 border-l border-border pl-5">
      {CHANGE_NOTES.map((note, i) => (
        <li key={note.key} className="relative">
          <span
            className={`absolute -left-[25px] top-1 h-2.5 w-2.5 rounded-full ring-4 ring-background ${i === 0 ? 'bg-primary' : 'bg-muted-foreground/40'}`}
            aria-hidden="true"
          />
          <time className="text-xs font-medium tabular-nums text-muted-foreground">{displayYmd(note.date)}</time>
          <p className={`mt-1 leading-relaxed text-foreground/90 ${compact ? 'text-[13px]' : 'text-sm'}`}>{t(note.key)}</p>
        </li>
      ))}
    </ol>
  );
}

/** The change notes, shown once per version marker (see AppShell) and from the settings menu. */
export function ChangeLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <div className="mb-2 flex h-10 w-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
          </div>
          <DialogTitle>{t('changelog.title')}</DialogTitle>
          <DialogDescription>{t('changelog.description')}</DialogDescription>
        </DialogHeader>
        <ChangeNotesList />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('changelog.got-it')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
