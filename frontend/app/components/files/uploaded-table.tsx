import { Copy, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredFileView } from '@studio/domain';

import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

type Props = {
  files: StoredFileView[];
  /** The absolute link of a file (what copy-path copies). */
  linkOf: (file: StoredFileView) => string;
  onCopy: (file: StoredFileView) => void;
  onRemove: (file: StoredFileView) => void;
};

/** The files sent from this screen: name and link, with copy-path and remove. */
export function UploadedTable({ files, linkOf, onCopy, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="uploaded-title" className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3.5">
        <h2 id="uploaded-title" className="text-sm font-semibold">{t('uploads.uploaded.title')}</h2>
        <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">{t('uploads.uploaded.count', { count: files.length })}</p>
      </div>
      {files.length ? (
        <Table aria-labelledby="uploaded-title">
          <TableHeader>
            <TableRow>
              <TableHead className="w-[32%] pl-5">{t('uploads.column.name')}</TableHead>
              <TableHead>{t('uploads.column.link')}</TableHead>
              <TableHead className="w-28 pr-5 text-right">{t('uploads.column.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {files.map((file) => {
              const link = linkOf(file);
              return (
                <TableRow key={file.fileId} data-file={file.name}>
                  <TableCell className="max-w-0 truncate pl-5 font-medium" title={file.name}>{file.name}</TableCell>
                  <TableCell className="max-w-0">
                    <a href={link} target="_blank" rel="noreferrer" className="block truncate font-mono text-xs text-primary underline-offset-4 hover:underline">
                      {link}
                    </a>
                  </TableCell>
                  <TableCell className="pr-5">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon-sm" aria-label={t('uploads.copy-named', { name: file.name })} title={t('uploads.copy')} onClick={() => onCopy(file)}>
                        <Copy aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('uploads.remove-named', { name: file.name })} title={t('uploads.remove')} onClick={() => onRemove(file)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <p className="px-5 py-10 text-center text-sm text-muted-foreground">{t('uploads.uploaded.empty')}</p>
      )}
    </section>
  );
}
