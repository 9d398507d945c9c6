// Locators of the task grid (task view, task dashboard), shared by the browser specs.
import type { Page } from 'playwright-core';

export const grid = (p: Page) => p.locator('.task-grid .ht_master');
export const row = (p: Page, taskId: number) => grid(p).locator(`tr[data-task-id="${taskId}"]`);
export const cell = (p: Page, taskId: number, col: string) => row(p, taskId).locator(`td[data-col="${col}"]`);

/**
 * A row of a grid that may hold more rows than it renders (virtualised): scrolled to, from the top,
 * until it is in the DOM. The task dashboard lists the tasks of every spec file that ran before.
 */
export async function rowScrolledTo(p: Page, taskId: number) {
  await grid(p).locator('tr[data-task-id]').first().waitFor();
  const found = await p.evaluate(async (id) => {
    const holder = document.querySelector('.task-grid .ht_master .wtHolder') as HTMLElement;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    holder.scrollTop = 0;
    await frame();
    for (;;) {
      if (document.querySelector(`.task-grid .ht_master tr[data-task-id="${id}"]`)) return true;
      const before = holder.scrollTop;
      holder.scrollTop += Math.max(100, holder.clientHeight - 60);
      await frame();
      if (holder.scrollTop === before) return !!document.querySelector(`.task-grid .ht_master tr[data-task-id="${id}"]`);
    }
  }, taskId);
  if (!found) throw new Error(`task ${taskId} is not in the grid`);
  return row(p, taskId);
}
