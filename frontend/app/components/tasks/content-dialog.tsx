import * as React from 'react';
import { isLink, linkHref } from '@studio/domain';
import { ExternalLink, Link2, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { planContentEdit, sendPatch } from '~/components/tasks/task-edits';
import { contentText, type Task } from '~/components/tasks/task-model';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';

export type ContentTarget = { task: Task; field: 'input' | 'output' };

/** Edit input / Edit output: a link or a text; saved only when valid. */
export function ContentDialog({
  target,
  onClose,
  onSaved,
}: {
  target: ContentTarget | null;
  onClose: () => void;
  onSaved: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = React.useState('');
  const [invalid, setInvalid] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (target) {
      setText(contentText(target.task[target.field]));
      setInvalid(false);
    }
  }, [target]);

  const field = target?.field ?? 'input';
  const href = isLink(text) ? linkHref(text) : null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!target || busy) return;
    const plan = planContentEdit(target.task, target.field, text);
    if (plan.kind === 'skip') {
      onClose();
      return;
    }
    if (plan.kind === 'error') {
      setInvalid(true);
      toast.error(t(plan.code));
      return;
    }
    setBusy(true);
    const updated = await sendPatch(target.task.taskId, plan.patch);
    setBusy(false);
    if (!updated) return;
    toast.success(t(`project.task-view.edit.${target.field}.success`));
    onSaved(updated);
    onClose();
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(field === 'input' ? 'tasks.content.edit-input' : 'tasks.content.edit-output')}</DialogTitle>
          <DialogDescription className="truncate">{target?.task.taskName}</DialogDescription>
        </DialogHeader>
        <form id="task-content-form" onSubmit={save} noValidate className="space-y-2">
          <Label htmlFor="task-content">{t('tasks.content.label')}</Label>
          <Textarea
            id="task-content"
            value={text}
            rows={4}
            autoFocus
            aria-invalid={invalid || undefined}
            placeholder={t('tasks.content.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(false);
            }}
          />
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
            {text.trim() === '' ? null : href ? (
              <>
                <Link2 className="h-3.5 w-3.5" aria-hidden="true" />
                {t('tasks.content.is-link')}
                <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
                  {t('tasks.content.open')}
                  <ExternalLink className="h-3 w-3" aria-hidden="true" />
                </a>
              </>
            ) : (
              <>
                <Type className="h-3.5 w-3.5" aria-hidden="true" />
                {t('tasks.content.is-text')}
              </>
            )}
          </p>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="task-content-form" loading={busy}>
            {t('tasks.common.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
