export default async function globalTeardown() {
  const ctx = globalThis.__BROWSER_APP__;
  if (!ctx) return;
  ctx.app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await ctx.db.stop();
}
