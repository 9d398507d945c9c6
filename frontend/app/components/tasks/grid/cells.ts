// DOM helpers for cell renderers. Handsontable reuses <td> elements while it
// scrolls, so every renderer sets (or clears) everything it touches.
import { roleById } from '@studio/domain';

import { ROW_BACKGROUND, rowTone, SUDDEN_UNDERLINE, isUnfinishedSudden, type RowTone, type Task } from '~/components/tasks/task-model';
import { darker } from '~/lib/colors';

export function clear(td: HTMLTableCellElement) {
  while (td.firstChild) td.removeChild(td.firstChild);
}

export function setText(td: HTMLTableCellElement, text: string | number | null | undefined) {
  const value = text === null || text === undefined ? '' : String(text);
  // Scrolling redraws every visible cell: reuse a lone text node instead of rebuilding.
  const first = td.firstChild;
  if (first && first.nodeType === 3 && first.nextSibling === null) {
    if (first.nodeValue !== value) first.nodeValue = value;
    return;
  }
  clear(td);
  if (value) td.appendChild(document.createTextNode(value));
}

/** A link that opens in a new tab (input and output values that are web addresses). */
export function setLink(td: HTMLTableCellElement, text: string, href: string) {
  clear(td);
  const a = document.createElement('a');
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.className = 'task-link';
  a.textContent = text;
  td.appendChild(a);
}

/** The role as coloured tag text. */
export function setRole(td: HTMLTableCellElement, role: number, label: string) {
  const existing = td.firstChild as HTMLElement | null;
  if (existing && existing.nextSibling === null && existing.nodeType === 1 && existing.dataset.role === String(role)) {
    if (existing.textContent !== label) existing.textContent = label;
    return;
  }
  clear(td);
  const color = roleById(role)?.color ?? '#9CA3AF';
  const tag = document.createElement('span');
  tag.className = 'task-role';
  tag.style.color = darker(color);
  tag.style.backgroundColor = `${color}14`;
  tag.style.borderColor = `${color}40`;
  tag.dataset.role = String(role);
  tag.textContent = label;
  td.appendChild(tag);
}

/** Status as a small dot and label. */
export function setStatus(td: HTMLTableCellElement, label: string, color: string) {
  const existing = td.firstChild as HTMLElement | null;
  if (existing && existing.nextSibling === null && existing.nodeType === 1 && existing.dataset.statusKey === `${label}|${color}`) return;
  clear(td);
  const wrap = document.createElement('span');
  wrap.className = 'task-status';
  wrap.dataset.statusKey = `${label}|${color}`;
  const dot = document.createElement('span');
  dot.className = 'task-status-dot';
  dot.style.backgroundColor = color;
  wrap.appendChild(dot);
  wrap.appendChild(document.createTextNode(label));
  td.appendChild(wrap);
}

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
/** The row colours as the browser reports inline styles back. */
const RGB = Object.fromEntries(Object.entries(ROW_BACKGROUND).map(([k, v]) => [k, hexToRgb(v)])) as Record<RowTone, string>;

/** Row colour by status, orange for late work in progress, red underline for open sudden tasks. */
export function paintTaskRow(td: HTMLTableCellElement, task: Task | undefined, today: number) {
  if (!task) {
    td.style.backgroundColor = '';
    td.style.boxShadow = '';
    delete td.dataset.tone;
    return;
  }
  // Rows are found by task id (tests, support): the <tr> is reused while scrolling.
  const tr = td.parentElement;
  if (tr && tr.dataset.taskId !== String(task.taskId)) tr.dataset.taskId = String(task.taskId);
  const tone = rowTone(task, today);
  const underline = isUnfinishedSudden(task) ? `inset 0 -2px 0 ${SUDDEN_UNDERLINE}` : '';
  // Writes only on change (Handsontable may also drop the style of a reused cell): every
  // style write invalidates the layout that Handsontable reads right after rendering.
  const background = RGB[tone];
  if (td.style.backgroundColor !== background) td.style.backgroundColor = background;
  if (td.dataset.tone !== tone) td.dataset.tone = tone;
  if (!!td.style.boxShadow !== !!underline) td.style.boxShadow = underline;
}
