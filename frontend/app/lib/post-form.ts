// A multipart POST with upload progress (fetch has none), answering like api(): the file upload
// and the spreadsheet imports share it.
import i18next from 'i18next';

import { clearSessionStorage } from '~/lib/storage';

/** Upload and server work together; a 10 MB file on a slow office link fits well within it. */
export const POST_FORM_TIMEOUT_MS = 180_000;

export type FormAnswer<T> = { ok: boolean; status: number; data: T | null };

export function postForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<FormAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18next.language === 'en' ? 'en' : 'vi');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    // The body is sent: what is left is the server's work.
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let data: T | null = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as T) : null;
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
    // Bounded like every other wait: the server's own limits answer well before this.
    xhr.timeout = POST_FORM_TIMEOUT_MS;
    xhr.ontimeout = () => resolve({ ok: false, status: 0, data: null });
    xhr.send(form);
  });
}
