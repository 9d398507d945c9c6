import { createHash } from 'node:crypto';
import { addDays, ConnectorService, formatYmdIso } from '@studio/domain';
import type { ConnectorsConfig } from '../../config';
import { brief, fetchWithRetry, jsonOf, parseCsv, policyOf, SyncError } from './connector-http';

// HTTP clients of the services' reporting APIs (formats in docs/decisions/021).

/** A project the sync asks about, with the app's id at the service (`activeId`) and its options. */
export interface SyncProject {
  projectId: number;
  activeId: string;
  config: Record<string, unknown>;
}

export interface SyncRequest {
  credentials: Record<string, string>;
  configGlobal: Record<string, unknown>;
  projects: SyncProject[];
  /** yyyymmdd, both included. */
  from: number;
  to: number;
}

/** One day's amount of one project, in the service's currency (`reported` keeps the decimals as sent). */
export interface PulledAmount {
  projectId: number;
  date: number;
  reported: string;
  currency: string;
}

export type ServiceClient = (req: SyncRequest) => Promise<PulledAmount[]>;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const ymdOfText = (text: string): number | null => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : null;
};

function need(credentials: Record<string, string>, service: string, ...keys: string[]): string[] {
  const missing = keys.filter((k) => !credentials[k]);
  if (missing.length) throw new SyncError(`${service}: credential ${missing.join(', ')} is not set`);
  return keys.map((k) => credentials[k]);
}

/** Sums amounts per (project, date): a service may split a day over several rows (countries, offers). */
function summed(rows: PulledAmount[]): PulledAmount[] {
  const map = new Map<string, PulledAmount & { n: number }>();
  for (const r of rows) {
    const n = Number(r.reported);
    if (!Number.isFinite(n)) throw new SyncError(`amount '${r.reported}' is not a number`);
    const key = `${r.projectId}:${r.date}`;
    const prev = map.get(key);
    if (prev) { prev.n += n; prev.reported = String(Math.round(prev.n * 1e6) / 1e6); }
    else map.set(key, { ...r, n });
  }
  return [...map.values()].map(({ n: _n, ...r }) => r);
}

/**
 * Unity Ads, Advertising Statistics API v2: GET /advertise/stats/v2/organizations/{organizationId}/reports/acquisitions
 * with Basic keyId:secretKey, start/end ISO times (end exclusive), scale=day, metrics=spend, appIds=<activeId>;
 * CSV with a `timestamp` and a `spend` column; 204 when there is no data.
 */
export function unityClient(config: ConnectorsConfig): ServiceClient {
  return async (req) => {
    const [keyId, secretKey, organizationId] = need(req.credentials, 'Unity Ads', 'keyId', 'secretKey', 'organizationId');
    const auth = `Basic ${Buffer.from(`${keyId}:${secretKey}`).toString('base64')}`;
    const out: PulledAmount[] = [];
    for (const p of req.projects) {
      const query = new URLSearchParams({
        start: `${formatYmdIso(req.from)}T00:00:00Z`, end: `${formatYmdIso(addDays(req.to, 1))}T00:00:00Z`,
        scale: 'day', metrics: 'spend', appIds: p.activeId,
      });
      const url = `${config.urls.unity}/advertise/stats/v2/organizations/${encodeURIComponent(organizationId)}/reports/acquisitions?${query}`;
      const res = await fetchWithRetry('Unity Ads', url, { headers: { Authorization: auth, Accept: 'text/csv' } }, policyOf(config));
      if (res.status === 204) continue;
      const text = await res.text();
      if (!res.ok) throw new SyncError(`Unity Ads: HTTP ${res.status} ${brief(text)}`);
      const [header, ...rows] = parseCsv(text);
      const names = (header ?? []).map((h) => h.trim().toLowerCase());
      const at = names.indexOf('timestamp');
      const spend = names.indexOf('spend');
      if (at < 0 || spend < 0) throw new SyncError('Unity Ads: the report has no timestamp or spend column');
      for (const row of rows) {
        const date = ymdOfText(row[at] ?? '');
        if (date === null) throw new SyncError(`Unity Ads: '${row[at]}' is not a date`);
        out.push({ projectId: p.projectId, date, reported: (row[spend] || '0').trim(), currency: 'USD' });
      }
    }
    return summed(out);
  };
}

interface MaxAnswer { code?: number; results?: { day: string; package_name?: string; platform?: string; estimated_revenue?: string | number }[] }

/**
 * AppLovin MAX, revenue reporting API: GET /maxReport?api_key&start&end (yyyy-mm-dd)&columns=day,package_name,platform,estimated_revenue&format=json;
 * JSON {code, results: [{day, package_name, platform, estimated_revenue}]} in USD. activeId is the package name
 * (config.platform, android or ios, narrows it).
 */
export function maxClient(config: ConnectorsConfig): ServiceClient {
  return async (req) => {
    const [apiKey] = need(req.credentials, 'AppLovin MAX', 'apiKey');
    const query = new URLSearchParams({
      api_key: apiKey, start: formatYmdIso(req.from), end: formatYmdIso(req.to),
      columns: 'day,package_name,platform,estimated_revenue', format: 'json',
    });
    const res = await fetchWithRetry('AppLovin MAX', `${config.urls.max}/maxReport?${query}`, { headers: { Accept: 'application/json' } }, policyOf(config));
    const body = await jsonOf<MaxAnswer>('AppLovin MAX', res);
    if (body.code !== undefined && body.code !== 200) throw new SyncError(`AppLovin MAX: code ${body.code}`);
    const out: PulledAmount[] = [];
    for (const row of body.results ?? []) {
      const date = ymdOfText(row.day ?? '');
      if (date === null || date < req.from || date > req.to) continue;
      for (const p of req.projects) {
        const platform = typeof p.config.platform === 'string' ? p.config.platform.toLowerCase() : null;
        if (row.package_name !== p.activeId || (platform && row.platform?.toLowerCase() !== platform)) continue;
        out.push({ projectId: p.projectId, date, reported: String(row.estimated_revenue ?? '0'), currency: 'USD' });
      }
    }
    return summed(out);
  };
}

type AdmobChunk = {
  header?: { localizationSettings?: { currencyCode?: string } };
  row?: { dimensionValues?: Record<string, { value?: string }>; metricValues?: Record<string, { microsValue?: string }> };
  footer?: unknown;
};

/**
 * AdMob API v1: an access token from Google OAuth (POST /token, grant_type=refresh_token), then
 * POST /v1/accounts/{account}/networkReport:generate with a reportSpec (DATE x APP, ESTIMATED_EARNINGS in USD,
 * the apps as a matchesAny filter); the answer is a JSON array of {header}, {row}... and {footer}, earnings in micros.
 */
export function admobClient(config: ConnectorsConfig): ServiceClient {
  return async (req) => {
    const [account, refreshToken] = need(req.credentials, 'AdMob', 'account', 'refreshToken');
    const clientId = config.googleClientId ?? String(req.configGlobal.clientId ?? '');
    const clientSecret = config.googleClientSecret ?? '';
    const tokenRes = await fetchWithRetry('Google OAuth', `${config.urls.googleOauth}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, client_secret: clientSecret }).toString(),
    }, policyOf(config));
    const token = await jsonOf<{ access_token?: string }>('Google OAuth', tokenRes);
    if (!token.access_token) throw new SyncError('Google OAuth: no access token in the answer');
    const date = (ymd: number) => ({ year: Math.floor(ymd / 10000), month: Math.floor(ymd / 100) % 100, day: ymd % 100 });
    const byApp = new Map(req.projects.map((p) => [p.activeId, p.projectId]));
    const publisher = account.replace(/^accounts\//, '');
    const res = await fetchWithRetry('AdMob', `${config.urls.admob}/v1/accounts/${encodeURIComponent(publisher)}/networkReport:generate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reportSpec: {
        dateRange: { startDate: date(req.from), endDate: date(req.to) },
        dimensions: ['DATE', 'APP'],
        metrics: ['ESTIMATED_EARNINGS'],
        dimensionFilters: [{ dimension: 'APP', matchesAny: { values: [...byApp.keys()] } }],
        localizationSettings: { currencyCode: 'USD' },
      } }),
    }, policyOf(config));
    const chunks = await jsonOf<AdmobChunk[]>('AdMob', res);
    if (!Array.isArray(chunks)) throw new SyncError('AdMob: the answer is not a report');
    const currency = chunks.find((c) => c.header)?.header?.localizationSettings?.currencyCode ?? 'USD';
    const out: PulledAmount[] = [];
    for (const { row } of chunks) {
      if (!row) continue;
      const day = ymdOfText(row.dimensionValues?.DATE?.value ?? '');
      const projectId = byApp.get(row.dimensionValues?.APP?.value ?? '');
      if (day === null || projectId === undefined) continue;
      const micros = Number(row.metricValues?.ESTIMATED_EARNINGS?.microsValue ?? 0);
      out.push({ projectId, date: day, reported: String(micros / 1e6), currency });
    }
    return summed(out);
  };
}

interface MintegralAnswer { code?: number; msg?: string; page?: number; page_count?: number; data?: { date?: string; package_name?: string; spend?: string | number; currency?: string }[] }

/**
 * Mintegral, advertiser reporting API: GET /api/v1/reports/data?start_date&end_date (yyyy-mm-dd)&utc=+0&page&per_page
 * with headers access-key, token = md5(apiKey + md5(timestamp)) and timestamp (seconds);
 * JSON {code: 200, page, page_count, data: [{date, package_name, spend, ...}]}; activeId is the package name.
 */
export function mintegralClient(config: ConnectorsConfig): ServiceClient {
  return async (req) => {
    const [apiKey, accessKey] = need(req.credentials, 'Mintegral', 'apiKey', 'accessKey');
    const byPackage = new Map(req.projects.map((p) => [p.activeId, p.projectId]));
    const out: PulledAmount[] = [];
    for (let page = 1, pages = 1; page <= pages && page <= 100; page++) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const query = new URLSearchParams({
        start_date: formatYmdIso(req.from), end_date: formatYmdIso(req.to), utc: '+0', page: String(page), per_page: '1000',
      });
      const res = await fetchWithRetry('Mintegral', `${config.urls.mintegral}/api/v1/reports/data?${query}`, {
        headers: { 'access-key': accessKey, token: md5(apiKey + md5(timestamp)), timestamp, Accept: 'application/json' },
      }, policyOf(config));
      const body = await jsonOf<MintegralAnswer>('Mintegral', res);
      if (body.code !== 200) throw new SyncError(`Mintegral: code ${body.code ?? '?'} ${brief(body.msg ?? '')}`);
      pages = Number(body.page_count ?? 1) || 1;
      for (const row of body.data ?? []) {
        const date = ymdOfText(String(row.date ?? ''));
        const projectId = byPackage.get(row.package_name ?? '');
        if (date === null || projectId === undefined || date < req.from || date > req.to) continue;
        out.push({ projectId, date, reported: String(row.spend ?? '0'), currency: row.currency ?? 'USD' });
      }
    }
    return summed(out);
  };
}

/** The services this build can pull from. */
export function clientsOf(config: ConnectorsConfig): Partial<Record<ConnectorService, ServiceClient>> {
  return {
    [ConnectorService.Unity]: unityClient(config),
    [ConnectorService.Max]: maxClient(config),
    [ConnectorService.Admob]: admobClient(config),
    [ConnectorService.Mintegral]: mintegralClient(config),
  };
}
