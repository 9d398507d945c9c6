// A local OpenID provider for the sign-on tests (API and browser): oidc-provider is ESM-only, so it
// runs in its own process (test/support/oidc-provider.mjs).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const OIDC_CLIENT = { id: 'studio-portal', secret: 'local-client-secret' };

/** Who signs in at the provider's next interaction (or that it refuses). */
export type NextUser = { sub: string; email?: string; emailVerified?: boolean; refuse?: boolean };

export { freePort } from './app-process';

/** Starts the provider on `port`, accepting the client above with this redirect URI. */
export function startProvider(port: number, redirectUri: string): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'oidc-provider.mjs'), [], {
    env: { ...process.env, PORT: String(port), CLIENT_ID: OIDC_CLIENT.id, CLIENT_SECRET: OIDC_CLIENT.secret, REDIRECT_URI: redirectUri },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the provider exited with ${code}`)));
  });
}

/** Sets who signs in next at the provider listening at `providerUrl`. */
export async function nextProviderUser(providerUrl: string, user: NextUser): Promise<void> {
  await fetch(`${providerUrl}/test/next`, { method: 'POST', body: JSON.stringify(user) });
}
