import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { endpoints, type StoredFileView, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { ChosenFiles, type ChosenFile } from '~/components/files/chosen-files';
import { UploadedTable } from '~/components/files/uploaded-table';
import { uploadFiles } from '~/components/files/upload-request';
import { call, errorText, failToast } from '~/lib/api.client';
import { copyTextOutcome } from '~/lib/clipboard';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'uploads.title');

// Spec 3: config needs Config, the upload screen the content-store upload permission.
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  await requirePermission(context, 'Cdn.Upload');
  return null;
}

/** What the confirm dialog would remove: a chosen file (not sent yet) or an uploaded one. */
type Removal = { kind: 'chosen'; item: ChosenFile } | { kind: 'uploaded'; file: StoredFileView };

let nextKey = 0;

export default function UploadScreen() {
  const { t } = useTranslation();
  const [chosen, setChosen] = React.useState<ChosenFile[]>([]);
  const [uploaded, setUploaded] = React.useState<StoredFileView[]>([]);
  const [busy, setBusy] = React.useState(false);
  const [progress, setProgress] = React.useState<number | null>(null);
  const [removal, setRemoval] = React.useState<Removal | null>(null);

  function add(files: File[]) {
    if (!files.length) return;
    const tooLarge = files.filter((f) => f.size > UPLOAD_MAX_BYTES);
    if (tooLarge.length) toast.error(t('file.too-large'), { description: tooLarge.map((f) => f.name).join(', ') });
    const fitting = files.filter((f) => f.size <= UPLOAD_MAX_BYTES);
    const room = UPLOAD_MAX_FILES - chosen.length;
    if (fitting.length > room) toast.error(t('file.too-many'));
    setChosen((list) => [...list, ...fitting.slice(0, Math.max(0, room)).map((file) => ({ key: `f${nextKey++}`, file }))]);
  }

  async function send() {
    if (!chosen.length || busy) return;
    setBusy(true);
    setProgress(0);
    try {
      const res = await uploadFiles(chosen.map((c) => c.file), setProgress);
      if (res.ok && res.data?.files) {
        setUploaded((list) => [...res.data!.files!, ...list]);
        setChosen([]);
        toast.success(t('uploads.uploaded-toast', { count: res.data.files.length }));
      } else if (res.status !== 401) {
        toast.error(res.status === 0 ? t('common.network-error') : errorText(res.data, 'uploads.upload-fail'));
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const linkOf = React.useCallback((file: StoredFileView) => new URL(file.url, window.location.origin).toString(), []);

  async function copy(file: StoredFileView) {
    const outcome = await copyTextOutcome(linkOf(file));
    if (outcome === 'copied') toast.success(t('uploads.copy.success'));
    else if (outcome === 'unsupported') toast.error(t('uploads.copy.unsupported'));
    else toast.error(t('uploads.copy.fail'));
  }

  async function confirmRemoval() {
    if (!removal) return;
    if (removal.kind === 'chosen') {
      setChosen((list) => list.filter((c) => c.key !== removal.item.key));
      return;
    }
    const { fileId } = removal.file;
    const res = await call(endpoints.files.remove, { params: { fileId } }, { silent: true });
    // Already gone (404) reads as removed.
    if (res.ok || res.status === 404) {
      setUploaded((list) => list.filter((f) => f.fileId !== fileId));
      toast.success(t('uploads.removed'));
    } else if (res.status !== 401) {
      failToast('uploads.remove-fail', res.data);
    }
  }

  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader title={t('uploads.title')} description={t('uploads.description')} />
      <ChosenFiles
        chosen={chosen}
        busy={busy}
        progress={progress}
        onAdd={add}
        onRemove={(item) => setRemoval({ kind: 'chosen', item })}
        onUpload={send}
      />
      <UploadedTable files={uploaded} linkOf={linkOf} onCopy={copy} onRemove={(file) => setRemoval({ kind: 'uploaded', file })} />
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open) setRemoval(null);
        }}
        title={t('uploads.remove-title')}
        description={
          removal ? (
            <>
              {t('uploads.remove-confirm')}
              <span className="mt-2 block break-all font-medium text-foreground">
                {removal.kind === 'chosen' ? removal.item.file.name : removal.file.name}
              </span>
              {removal.kind === 'uploaded' ? <span className="mt-1 block">{t('uploads.remove-uploaded-note')}</span> : null}
            </>
          ) : (
            t('uploads.remove-confirm')
          )
        }
        confirmLabel={t('uploads.remove')}
        destructive
        onConfirm={confirmRemoval}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
