// Handsontable's ARIA (ariaTags) put right after each render, so axe and screen readers see a
// well-formed treegrid that the keyboard reaches.
import type Handsontable from 'handsontable/base';

/**
 * - The master scroll holder carries tabindex=-1 under role=presentation: focusable, so the
 *   presentation is void and the treegrid owns a child it may not have (aria-required-children).
 *   It loses the tabindex, and one cell gets tabindex=0 instead (roving tabindex, the grid
 *   pattern): the current cell, else the first one, so the scroll area has a stop for the keyboard.
 * The sticky overlays stay exposed: the master's own header row is not visible, so the column
 * headers people and tests find by role are those of the top overlay.
 */
export function fixGridAria(hot: Handsontable): void {
  if (!hot.getSettings().ariaTags) return;
  const root = hot.rootElement;
  const holder = root.querySelector<HTMLElement>(':scope > .ht_master > .wtHolder');
  if (!holder) return;
  if (holder.hasAttribute('tabindex')) holder.removeAttribute('tabindex');
  const stop =
    holder.querySelector<HTMLElement>('td.current, th.current') ??
    holder.querySelector<HTMLElement>('tbody td[role="gridcell"]') ??
    holder.querySelector<HTMLElement>('thead th[role="columnheader"]');
  for (const cell of holder.querySelectorAll<HTMLElement>('[tabindex="0"]')) if (cell !== stop) cell.setAttribute('tabindex', '-1');
  if (stop && stop.getAttribute('tabindex') !== '0') stop.setAttribute('tabindex', '0');
}
