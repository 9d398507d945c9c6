// POST /api/files as multipart with upload progress (fetch has none), answering like api().
import type { StoredFileView } from '@studio/domain';
import i18next from 'i18next';

import { clearSessionStorage } from '~/lib/storage';
import { formatNumber } from '~/lib/format';

export type UploadAnswer = { ok: boolean; status: number; data: { files?: StoredFileView[] } | null };

export function uploadFiles(files: File[], onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18next.language === 'en' ? 'en' : 'vi');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: UploadAnswer['data'] = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status === 401) {
        clearSessionStorage();
        window.location.assign('/auth/login');
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, data });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, data: null });
    xhr.send(form);
  });
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
