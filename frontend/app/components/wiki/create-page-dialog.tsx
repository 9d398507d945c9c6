// A new page by path: from the link tool (the selected text becomes a link to it, and the page it
// is made from is its parent) or on its own (the New page button).
import * as React from 'react';
import { cleanWikiPath, WikiPageType } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { createPage } from '~/components/wiki/wiki-model';
import { useFormDialog } from '~/lib/use-form-dialog';

export function CreatePageDialog({
  open,
  onOpenChange,
  project,
  parent,
  linkText,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: number;
  /** The page the new one is made from (its content hash as the editor started from it). */
  parent: { path: string; contentHash: string } | null;
  /** The selected text the link tool turns into a link; none for a standalone page. */
  linkText: string | null;
  onCreated: (page: { id: number; path: string }) => void;
}) {
  const { t } = useTranslation();
  const [path, setPath] = React.useState('');
  const form = useFormDialog<'path'>({
    open,
    onOpenChange,
    fields: ['path'],
    fieldId: () => 'wiki-new-path',
    onOpen: () => setPath(parent && linkText ? `${parent.path}/${linkText.trim().replace(/[/\\]+/g, '-')}` : parent ? `${parent.path}/` : ''),
  });

  async function create() {
    const clean = cleanWikiPath(path);
    if (!clean) {
      form.showErrors({ path: t('wiki.path-required') });
      return form.focus('path');
    }
    await form.submit(
      (o) =>
        createPage(
          {
            project,
            path: clean,
            type: WikiPageType.Default,
            ...(parent ? { parentPath: parent.path, parentContentHash: parent.contentHash } : {}),
          },
          o,
        ),
      {
        success: t('wiki.create.success'),
        fail: 'wiki.create.fail',
        onSuccess: ({ id }) => onCreated({ id, path: clean }),
        onRefused: (res) => {
          const code = (res.data as { code?: string } | null)?.code;
          if (code === 'wiki.path-required' || code === 'wiki.path-exists' || code === 'wiki.path-project-mismatch') {
            form.showErrors({ path: t(code) });
            form.focus('path');
            return true;
          }
        },
      },
    );
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent closeLabel={t('common.close')} className="max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t(linkText ? 'wiki.create.link-title' : 'wiki.create.title')}</DialogTitle>
          <DialogDescription>{t(linkText ? 'wiki.create.link-description' : 'wiki.create.description')}</DialogDescription>
        </DialogHeader>
        <form id="wiki-create-page" onSubmit={form.onSubmit(create)} noValidate className="space-y-4">
          {linkText ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              <span className="text-muted-foreground">{t('wiki.create.link-text')}: </span>
              <span className="font-medium">{linkText}</span>
            </p>
          ) : null}
          <Field id="wiki-new-path" label={t('wiki.create.path')} hint={t('wiki.create.path-hint')} error={form.error('path')} required>
            <Input
              value={path}
              maxLength={500}
              autoComplete="off"
              autoFocus
              onChange={(e) => {
                setPath(e.target.value);
                form.clear('path');
              }}
            />
          </Field>
        </form>
        <FormDialogFooter form={form} formId="wiki-create-page" submitLabel={t('common.create')} />
      </DialogContent>
    </Dialog>
  );
}
