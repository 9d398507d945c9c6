// JSON pasted into a scoring-config grid (spec 3: pasting into the grids reads JSON from the clipboard).
import { checkConfigRows, type ConfigRow, type ConfigTable } from '@studio/domain';

/**
 * The rows of pasted text: a JSON list of rows, or an object holding the list under the table's key
 * (what Copy JSON writes). Otherwise the toast key to show (and the check's message key as detail).
 */
export function parsePastedConfig(
  table: ConfigTable, text: string,
): { rows: ConfigRow[] } | { error: 'scoring.paste.not-json' } | { error: 'scoring.paste.invalid'; detail: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'scoring.paste.not-json' };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as Record<string, unknown> | null)?.[table.key];
  const checked = checkConfigRows(table, list);
  if ('error' in checked) return { error: 'scoring.paste.invalid', detail: checked.error.code };
  return { rows: checked.rows };
}
