import * as React from 'react';
import { isLink, linkHref } from '@studio/domain';
import { ExternalLink, Link2, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { patchTask, planContentEdit } from '~/components/tasks/task-edits';
import { contentText, type Task } from '~/components/tasks/task-model';
import { Textarea } from '~/components/ui/textarea';
import { useFormDialog } from '~/lib/use-form-dialog';

export type ContentTarget = { task: Task; field: 'input' | 'output' };

/** Edit input / Edit output: a link or a text; saved only when valid. Closed with an unsaved change: 'Data has not been saved'. */
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
  const saved = React.useRef(false);
  const form = useFormDialog<'content'>({
    open: target !== null,
    onOpenChange: (open) => {
      if (open) return;
      // Spec 1 section 8: leaving an edit unsaved says so.
      if (!saved.current && target && text.trim() !== contentText(target.task[target.field]).trim()) toast.info(t('tasks.content.not-saved'));
      onClose();
    },
    resetKey: target,
    onOpen: () => {
      saved.current = false;
      setText(target ? contentText(target.task[target.field]) : '');
    },
    // Either request field is the one text box.
    fields: { input: 'content', output: 'content' },
    fieldId: () => 'task-content',
  });

  const field = target?.field ?? 'input';
  const href = isLink(text) ? linkHref(text) : null;

  async function save() {
    if (!target) return;
    const plan = planContentEdit(target.task, target.field, text);
    if (plan.kind === 'skip') return form.close();
    if (plan.kind === 'error') return form.refuse('content', t(plan.code));
    await form.submit(async (o) => {
      const res = await patchTask(target.task.taskId, plan.patch, o);
      if (res.ok) saved.current = true;
      return res;
    }, {
      success: t(`project.task-view.edit.${target.field}.success`),
      onSuccess: onSaved,
    });
  }

  return (
    <FormDialog
      form={form}
      formId="task-content-form"
      onSubmit={save}
      className="max-w-xl"
      title={t(field === 'input' ? 'tasks.content.edit-input' : 'tasks.content.edit-output')}
      description={target?.task.taskName}
      descriptionClassName="truncate"
      submitLabel={t('tasks.common.save')}
    >
      <Field id="task-content" label={t('tasks.content.label')} error={form.error('content')}>
        <Textarea
          value={text}
          rows={4}
          autoFocus
          placeholder={t('tasks.content.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            form.clear('content');
          }}
        />
      </Field>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
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
    </FormDialog>
  );
}
