// Renders the PWA icons (frontend/public/icons/icon-192.png, icon-512.png, maskable-512.png) from
// frontend/public/favicon.svg with headless Chromium (playwright-core; CHROMIUM_PATH or /usr/bin/chromium).
// Run after changing the logo: node scripts/render-icons.mjs. The PNGs are committed (decision 051).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'frontend/public/favicon.svg'), 'utf8');
const out = path.join(root, 'frontend/public/icons');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const render = async (size, file, { maskable = false } = {}) => {
    await page.setViewportSize({ width: size, height: size });
    // Maskable: the logo inside the 80% safe zone on the logo's own colour, so any mask shape keeps it whole.
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(`<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#4F56D9' : 'transparent'}">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`);
    await page.screenshot({ path: path.join(out, file), omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
  };
  await render(192, 'icon-192.png');
  await render(512, 'icon-512.png');
  await render(512, 'maskable-512.png', { maskable: true });
} finally {
  await browser.close();
}
