// A local reverse proxy for the two-instance load profile: round-robin over TARGETS (host:port,...)
// for every request, and websocket upgrades (socket.io) piped to the instance chosen at the upgrade.
// No dependency, no stickiness: the app's socket.io client uses the websocket transport only.
import http from 'node:http';
import net from 'node:net';

const targets = process.env.TARGETS.split(',').map((t) => {
  const [host, port] = t.split(':');
  return { host, port: Number(port) };
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
let next = 0;
const pick = () => targets[next++ % targets.length];

function forwardHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
  headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

const upstreamErrors = new Map();

/**
 * Bodies are small (JSON): buffered, so a request whose kept-alive upstream connection was closed
 * by the instance as it was reused can be sent again (once, to the next instance), like nginx's
 * proxy_next_upstream error.
 */
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('error', () => res.destroy());
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const headers = forwardHeaders(req);
    if (body.length) headers['content-length'] = body.length;
    const send = (retry) => {
      // The retry takes a new connection: another kept-alive one may be just as stale.
      const upstream = http.request({ ...pick(), method: req.method, path: req.url, headers, agent: retry ? agent : false }, (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      upstream.on('error', (error) => {
        if (res.destroyed) return; // the client gave up (its timeout): not an upstream failure
        if (retry && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) return send(false);
        const key = `${error.code ?? error.message}${upstream.reusedSocket ? ' (reused connection)' : ''}${retry ? '' : ' (retried)'}`;
        upstreamErrors.set(key, (upstreamErrors.get(key) ?? 0) + 1);
        // 502, never 503: the bench counts 503 as the app's own overload answer.
        if (res.headersSent) res.destroy();
        else res.writeHead(502).end();
      });
      res.on('close', () => { if (!res.writableFinished) upstream.destroy(); });
      upstream.end(body);
    };
    send(true);
  });
});

server.on('upgrade', (req, socket, head) => {
  const target = pick();
  const upstream = net.connect(target.port, target.host, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    lines.push(`X-Forwarded-For: ${req.socket.remoteAddress}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.setNoDelay(true);
  socket.setNoDelay(true);
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  if (upstreamErrors.size) console.error(`proxy: upstream errors ${JSON.stringify(Object.fromEntries(upstreamErrors))}`);
  server.close();
  agent.destroy();
  process.exit(0);
});
