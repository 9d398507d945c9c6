import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// One local HTTP server speaking the reporting formats the connector clients call (docs/decisions/021):
// Unity Ads stats v2 (CSV), AppLovin MAX maxReport (JSON), Google OAuth + AdMob networkReport:generate
// (JSON stream array) and Mintegral reports/data (paged JSON). Credentials are checked as the services do.

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export interface FakeCredentials {
  unity: { keyId: string; secretKey: string; organizationId: string };
  max: { apiKey: string };
  admob: { account: string; refreshToken: string };
  mintegral: { apiKey: string; accessKey: string };
}

/** Amounts in USD per app id (or package) and yyyy-mm-dd. */
export type Figures = Record<string, Record<string, number>>;

export interface FakeAdServices {
  url: string;
  /** Served per service. */
  data: { unity: Figures; max: Figures; admob: Figures; mintegral: Figures };
  /** Answers served before the normal ones, per path prefix (first match, used once). */
  failures: { prefix: string; status: number; headers?: Record<string, string>; body?: string }[];
  requests: { path: string; at: number }[];
  close(): Promise<void>;
}

function days(start: string, end: string, exclusiveEnd: boolean): string[] {
  const out: string[] = [];
  const last = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  if (exclusiveEnd) last.setUTCDate(last.getUTCDate() - 1);
  for (const d = new Date(`${start.slice(0, 10)}T00:00:00Z`); d <= last; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAdServices(creds: FakeCredentials, port = 0): Promise<FakeAdServices> {
  const state: Omit<FakeAdServices, 'url' | 'close'> = { data: { unity: {}, max: {}, admob: {}, mintegral: {} }, failures: [], requests: [] };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    state.requests.push({ path, at: Date.now() });
    const send = (status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': type, ...headers });
      res.end(body);
    };
    const failure = state.failures.findIndex((f) => path.startsWith(f.prefix));
    if (failure >= 0) {
      const [f] = state.failures.splice(failure, 1);
      return send(f.status, f.body ?? JSON.stringify({ error: 'failure' }), 'application/json', f.headers);
    }
    const q = url.searchParams;
    if (path.startsWith('/advertise/stats/v2/organizations/')) {
      const expected = `Basic ${Buffer.from(`${creds.unity.keyId}:${creds.unity.secretKey}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(401, JSON.stringify({ title: 'Unauthorized' }));
      if (!path.includes(`/organizations/${creds.unity.organizationId}/`)) return send(403, JSON.stringify({ title: 'Forbidden' }));
      if (q.get('scale') !== 'day' || !q.get('metrics')?.includes('spend')) return send(400, JSON.stringify({ title: 'Bad request' }));
      const app = q.get('appIds') ?? '';
      const lines = days(q.get('start')!, q.get('end')!, true).filter((d) => state.data.unity[app]?.[d] !== undefined)
        .map((d) => `${d}T00:00:00.000Z,${state.data.unity[app][d]}`);
      if (!lines.length) return send(204, '');
      return send(200, ['timestamp,spend', ...lines].join('\n'), 'text/csv');
    }
    if (path === '/maxReport') {
      if (q.get('api_key') !== creds.max.apiKey) return send(401, JSON.stringify({ code: 401, message: 'Invalid API key' }));
      const results = Object.entries(state.data.max).flatMap(([pkg, byDay]) => days(q.get('start')!, q.get('end')!, false)
        .filter((d) => byDay[d] !== undefined)
        .map((d) => ({ day: d, package_name: pkg, platform: 'android', estimated_revenue: String(byDay[d]) })));
      return send(200, JSON.stringify({ code: 200, results, count: results.length }));
    }
    if (path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(req));
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== creds.admob.refreshToken) {
        return send(400, JSON.stringify({ error: 'invalid_grant' }));
      }
      return send(200, JSON.stringify({ access_token: 'ya29.fake-access', expires_in: 3599, token_type: 'Bearer' }));
    }
    if (path === `/v1/accounts/${creds.admob.account}/networkReport:generate` && req.method === 'POST') {
      if (req.headers.authorization !== 'Bearer ya29.fake-access') return send(401, JSON.stringify({ error: { code: 401 } }));
      const spec = JSON.parse(await bodyOf(req)).reportSpec;
      const ymd = (d: { year: number; month: number; day: number }) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
      const apps: string[] = spec.dimensionFilters?.[0]?.matchesAny?.values ?? [];
      const rows = apps.flatMap((app) => days(ymd(spec.dateRange.startDate), ymd(spec.dateRange.endDate), false)
        .filter((d) => state.data.admob[app]?.[d] !== undefined)
        .map((d) => ({ row: {
          dimensionValues: { DATE: { value: d.replace(/-/g, '') }, APP: { value: app, displayLabel: 'App' } },
          metricValues: { ESTIMATED_EARNINGS: { microsValue: String(Math.round(state.data.admob[app][d] * 1e6)) } },
        } })));
      return send(200, JSON.stringify([
        { header: { dateRange: spec.dateRange, localizationSettings: { currencyCode: 'USD' } } }, ...rows, { footer: { matchingRowCount: String(rows.length) } },
      ]));
    }
    if (path === '/api/v1/reports/data') {
      const ts = String(req.headers.timestamp ?? '');
      if (req.headers['access-key'] !== creds.mintegral.accessKey || req.headers.token !== md5(creds.mintegral.apiKey + md5(ts))) {
        return send(200, JSON.stringify({ code: 10003, msg: 'token error' }));
      }
      const all = Object.entries(state.data.mintegral).flatMap(([pkg, byDay]) => days(q.get('start_date')!, q.get('end_date')!, false)
        .filter((d) => byDay[d] !== undefined)
        // Two rows per day (two offers), as the report splits a day by offer.
        .flatMap((d) => [0, 1].map((o) => ({ date: d.replace(/-/g, ''), offer_id: o, package_name: pkg, spend: byDay[d] / 2, currency: 'USD' }))));
      const perPage = 2;
      const page = Number(q.get('page') ?? 1);
      return send(200, JSON.stringify({
        code: 200, msg: 'success', page, per_page: perPage, page_count: Math.max(1, Math.ceil(all.length / perPage)), total: all.length,
        data: all.slice((page - 1) * perPage, page * perPage),
      }));
    }
    return send(404, JSON.stringify({ error: 'not found' }));
  };
  const server: Server = createServer((req, res) => { handle(req, res).catch(() => { res.writeHead(500); res.end(); }); });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ...state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
