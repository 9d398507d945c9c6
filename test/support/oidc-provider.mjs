// A local OpenID Connect provider for the sign-on tests (oidc-provider is ESM-only, so it runs in
// its own process). Who signs in next is set through POST /test/next; the interaction finishes at
// once with that account (or refuses), so a test drives the whole redirect chain over HTTP.
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.PORT);
const issuer = `http://127.0.0.1:${port}`;
const accounts = new Map();
let next = { sub: '', refuse: false };

const provider = new Provider(issuer, {
  clients: [{
    client_id: process.env.CLIENT_ID,
    client_secret: process.env.CLIENT_SECRET,
    redirect_uris: [process.env.REDIRECT_URI],
    response_types: ['code'],
    grant_types: ['authorization_code'],
  }],
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, ...accounts.get(id) }) }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['local-test-provider'] },
  pkce: { required: () => true },
});
provider.on('server_error', (_ctx, err) => console.error('[oidc-provider]', err));
const handle = provider.callback();

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (next.refuse) {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'refused by the user' }, { mergeWithLastSubmission: false });
  }
  const grant = new provider.Grant({ accountId: next.sub, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  return provider.interactionFinished(req, res, { login: { accountId: next.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/test/next') {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const { sub, email, emailVerified, refuse } = JSON.parse(body);
      accounts.set(sub, { email, email_verified: emailVerified });
      next = { sub, refuse: !!refuse };
      res.writeHead(204).end();
    });
    return;
  }
  if (req.url.startsWith('/interaction/')) {
    interaction(req, res).catch((err) => { res.writeHead(500).end(String(err)); });
    return;
  }
  handle(req, res);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
