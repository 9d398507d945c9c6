// axe-core in the page: the serious and critical violations of what is on screen now.
import { readFileSync } from 'fs';
import type { Page } from 'playwright-core';

import { hydrated } from './support';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe and answers the serious and critical violations: on the element `within` selects when
 * given (e.g. the toasts), else on the open modal dialog when there is one (the page behind it is
 * inert and dimmed by the overlay), else on the whole page.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // The hydrated page: the server cannot measure, so e.g. a table that scrolls sideways gets its tab stop only then.
  await hydrated(page);
  // Evaluated through the debugging protocol: the app's CSP (script nonces) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog fading or zooming in blends its colours with the page: contrast is judged once it settled.
  // Spinners run forever: only finite animations are waited for, and never more than 2 s.
  // A frame for what a resize observer or a just-closed popover still has to render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]));
  return page.evaluate(async (within) => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    const modals = [...document.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
    // A `within` that matches nothing (a toast that expired meanwhile) must not sweep the whole page instead.
    if (within && !document.querySelector(within)) throw new Error(`axe: nothing matches ${within}`);
    const context = (within && document.querySelector(within)) || (modals.length ? modals[modals.length - 1] : document);
    const serious = (r: Result) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    // Without a readable selector per checked node the run takes about half the time; the selectors of a
    // failure, for the message, come from a second run of only the failing rules.
    const found = serious(await axe.run(context as Document, { resultTypes: ['violations'], selectors: false }));
    if (!found.length) return [];
    const again = serious(await axe.run(context as Document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: found.map((v) => v.id) } }));
    return (again.length ? again : found)
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target)) }));
  }, within);
}
