// Keys pressed while a page is still hydrating (a user typing as the page appears) must not break
// it: React 18 failed the whole document with error #345 ("Root did not complete") about one load
// in four before root.tsx held keys back until hydration.
import { ADMIN_PASSWORD, BASE_URL, hydrated, signIn, useBrowser } from './support';

const browser = useBrowser();

it('keys pressed during hydration neither throw nor leave the page dead', async () => {
  const context = await browser.context('vi');
  const p = await context.newPage();
  const errors: string[] = [];
  let at = '';
  p.on('pageerror', (e) => errors.push(`${at}: ${e.message}`));
  await signIn(p, 'admin', ADMIN_PASSWORD());
  for (const path of ['/dashboard', '/ticket/my-ticket', '/project-select/my-project', '/profile/info']) {
    for (let i = 0; i < 3; i++) {
      at = `${path} #${i + 1}`;
      await p.goto(`${BASE_URL()}${path}`, { waitUntil: 'commit' });
      for (let k = 0; k < 15; k++) {
        await p.keyboard.press('Shift');
        await p.keyboard.press('x');
        // A sleep on purpose: the keys come spread over the hydration, as from someone typing.
        await p.waitForTimeout(20);
      }
      await hydrated(p).catch(() => errors.push(`${at}: not hydrated`));
    }
  }
  expect(errors).toEqual([]);
  // Once hydrated, keys reach the app again: '?' opens the shortcut sheet.
  await p.keyboard.press('?');
  await p.getByRole('dialog').waitFor();
  await context.close();
}, 240_000);
