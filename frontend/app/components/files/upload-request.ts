// POST /api/files as multipart with upload progress.
import type { StoredFileView } from '@studio/domain';

import { formatNumber } from '~/lib/format';
import { postForm, type FormAnswer } from '~/lib/post-form';

export type UploadAnswer = FormAnswer<{ files?: StoredFileView[] }>;

export function uploadFiles(files: File[], onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return postForm('/api/files', form, onProgress);
}

export function formatSize(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, lang, { digits })} ${units[unit]}`;
}
