/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (plain-HTTP hosts). */
export async function copyText(text: string): Promise<boolean> {
  return (await copyTextOutcome(text)) === 'copied';
}

/**
 * Copies text and says how it went: 'unsupported' when the browser has neither the Clipboard API
 * (it needs a secure context) nor a working copy command, 'failed' when the API refused.
 */
export async function copyTextOutcome(text: string): Promise<'copied' | 'failed' | 'unsupported'> {
  const api = typeof navigator !== 'undefined' && !!navigator.clipboard && window.isSecureContext;
  if (api) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // fall through to the legacy path
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // reported below
  } finally {
    area.remove();
  }
  return api ? 'failed' : 'unsupported';
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
