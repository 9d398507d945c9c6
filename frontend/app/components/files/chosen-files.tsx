import * as React from 'react';
import { Trash2, UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@studio/domain';

import { DropZone } from '~/components/drop-zone';
import { Button } from '~/components/ui/button';

import { formatSize } from './upload-request';

export type ChosenFile = { key: string; file: File };

type Props = {
  chosen: ChosenFile[];
  busy: boolean;
  /** Upload progress 0..1 while sending. */
  progress: number | null;
  onAdd: (files: File[]) => void;
  onRemove: (item: ChosenFile) => void;
  onUpload: () => void;
};

/** Choose (or drop) several files, see them with their size, remove one, send them all. */
export function ChosenFiles({ chosen, busy, progress, onAdd, onRemove, onUpload }: Props) {
  const { t, i18n } = useTranslation();
  const inputId = React.useId();

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5">
        <div>
          <h2 id={`${inputId}-title`} className="text-sm font-semibold">{t('uploads.chosen.title')}</h2>
          <p className="text-xs text-muted-foreground">
            {t('uploads.limits', { count: UPLOAD_MAX_FILES, size: formatSize(UPLOAD_MAX_BYTES, i18n.language) })}
          </p>
        </div>
        <Button onClick={onUpload} disabled={!chosen.length} loading={busy}>
          <UploadCloud aria-hidden="true" />
          {busy && progress !== null ? t('uploads.uploading', { percent: Math.round(progress * 100) }) : t('uploads.upload')}
        </Button>
      </div>

      <div className="space-y-4 p-5">
        <DropZone hint={t('uploads.drop-hint')} chooseLabel={t('uploads.choose')} disabled={busy} multiple onFiles={onAdd} />

        {chosen.length ? (
          <ul className="divide-y rounded-lg border" aria-label={t('uploads.chosen.title')}>
            {chosen.map((item) => (
              <li key={item.key} data-chosen={item.file.name} className="flex items-center gap-3 px-4 py-2.5">
                <span className="min-w-0 flex-1 truncate text-sm" title={item.file.name}>{item.file.name}</span>
                <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatSize(item.file.size, i18n.language)}</span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={busy}
                  aria-label={t('uploads.remove-named', { name: item.file.name })}
                  title={t('uploads.remove')}
                  onClick={() => onRemove(item)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-sm text-muted-foreground">{t('uploads.chosen.empty')}</p>
        )}
      </div>
    </section>
  );
}
