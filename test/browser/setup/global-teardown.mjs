export default async function globalTeardown() {
  const ctx = globalThis.__BROWSER_APP__;
  if (!ctx) return;
  for (const { app } of ctx.apps) app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  for (const { drop } of ctx.apps) await drop();
  await ctx.db.stop();
}
