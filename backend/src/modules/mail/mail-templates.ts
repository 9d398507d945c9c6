import { isValidYmd, notificationPath, NotificationType } from '@studio/domain';
import en from './locales/en.json';
import vi from './locales/vi.json';

/** The languages mails are written in; an employee without one reads Vietnamese (the portal's default). */
export type MailLanguage = 'vi' | 'en';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A notification as its mail sees it. */
export interface MailNotification {
  type: number;
  content: Record<string, unknown>;
}

const T = NotificationType;
type Params = Record<string, string>;

/** The strings of each language (locales/*.json): `{{name}}` placeholders, keys `subject.<type>`, `line.<type>`... */
const WORDS: Record<MailLanguage, Record<string, string>> = { vi, en };

/** The string `key` in `lang` with its placeholders filled; undefined when `lang` has no such key. */
function say(lang: MailLanguage, key: string, p: Params = {}): string | undefined {
  return WORDS[lang][key]?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => p[name] ?? '');
}

/** Where the recipient changes what they get by e-mail (the profile tab). */
export const PREFERENCES_PATH = '/profile/notifications';

function text(v: unknown): string | null {
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** yyyymmdd as DD/MM (the year only when it is not `year`). */
function dayMonth(v: unknown, year?: number): string | null {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !isValidYmd(n)) return null;
  const s = String(n);
  const dm = `${s.slice(6, 8)}/${s.slice(4, 6)}`;
  return year !== undefined && Math.floor(n / 10000) !== year ? `${dm}/${s.slice(0, 4)}` : dm;
}

function params(lang: MailLanguage, c: Record<string, unknown>, year: number): Params {
  const w = (key: string) => say(lang, key)!;
  const bt = typeof c.breakTime === 'number' ? c.breakTime : Number(c.breakTime);
  const details = Array.isArray(c.taskDetails) ? c.taskDetails : [];
  return {
    employee: text(c.employeeName) ?? text(c.createdByName) ?? text(c.employee) ?? w('someone'),
    project: text(c.projectName) ?? w('a-project'),
    task: text(c.taskName) ?? w('a-task'),
    deadline: dayMonth(c.deadline, year) ?? w('no-deadline'),
    date: dayMonth(c.date, year) ?? '—',
    contractEnd: dayMonth(c.contractEndDate, year) ?? '—',
    breakTime: say(lang, `break-time.${bt}`) ?? '—',
    days: say(lang, `days.${bt}`) ?? '—',
    daysLate: text(c.daysLate) ?? '1',
    score: text(c.finalScore) ?? text(c.score) ?? '0',
    count: String(details.length || 1),
    decidedBy: text(c.decidedByName) ?? text(c.decidedBy) ?? w('someone'),
    paid: c.isPermitted === true ? w('paid') : c.isPermitted === false ? w('unpaid') : '',
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The sentence, subject and link of one notification in `lang`. */
export function describe(n: MailNotification, lang: MailLanguage, publicUrl: string, year: number): { subject: string; line: string; detail: string | null; url: string | null } {
  const p = params(lang, n.content ?? {}, year);
  const line = say(lang, `line.${n.type}`, p) ?? `#${n.type}`;
  const subject = say(lang, `subject.${n.type}`, p) ?? line;
  const path = notificationPath(n.type, n.content ?? {});
  const reason = text(n.content?.reason);
  const detail = n.type === T.backupFailed ? text(n.content?.error) : reason;
  return { subject, line, detail, url: path ? publicUrl + path : null };
}

function layout(lang: MailLanguage, publicUrl: string, name: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Studio Portal</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e4e4e7;font-weight:bold;font-size:16px">Studio Portal</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(say(lang, 'greeting', { name })!)}</p>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#52525b">${escapeHtml(say(lang, 'footer')!)}
<a href="${escapeHtml(publicUrl + PREFERENCES_PATH)}" style="color:#1d4ed8">${escapeHtml(say(lang, 'preferences')!)}</a></td></tr>
</table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:20px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** The plain-text part's greeting and footer around `lines`. */
function plain(lang: MailLanguage, name: string, publicUrl: string, lines: string[]): string {
  return [say(lang, 'greeting', { name }), '', ...lines, '', '-- ', say(lang, 'footer'), `${say(lang, 'preferences')}: ${publicUrl}${PREFERENCES_PATH}`].join('\n');
}

/** One notification's mail: the sentence, the detail (a reason), a button to its screen; HTML and plain text. */
export function renderSingle(n: MailNotification, lang: MailLanguage, name: string, publicUrl: string, year: number): RenderedMail {
  const open = say(lang, 'open')!;
  const d = describe(n, lang, publicUrl, year);
  const body = `<p style="margin:0;font-size:17px;font-weight:bold">${escapeHtml(d.line)}</p>`
    + (d.detail ? `<p style="margin:8px 0 0;color:#3f3f46">${escapeHtml(d.detail)}</p>` : '')
    + (d.url ? button(d.url, open) : '');
  const text = plain(lang, name, publicUrl, [d.line, ...(d.detail ? [d.detail] : []), ...(d.url ? ['', `${open}: ${d.url}`] : [])]);
  return { subject: d.subject, text, html: layout(lang, publicUrl, name, body) };
}

/** The daily digest: every gathered notification, each with its link. */
export function renderDigest(items: MailNotification[], lang: MailLanguage, name: string, publicUrl: string, date: string, year: number): RenderedMail {
  const intro = say(lang, 'digest.intro')!;
  const all = items.map((n) => describe(n, lang, publicUrl, year));
  const body = `<p style="margin:0 0 12px">${escapeHtml(intro)}</p><ul style="margin:0;padding-left:20px">`
    + all.map((d) => `<li style="margin:0 0 10px">${d.url ? `<a href="${escapeHtml(d.url)}" style="color:#1d4ed8">${escapeHtml(d.line)}</a>` : escapeHtml(d.line)}`
      + (d.detail ? `<br><span style="color:#52525b;font-size:13px">${escapeHtml(d.detail)}</span>` : '') + '</li>').join('')
    + '</ul>';
  const text = plain(lang, name, publicUrl, [intro, '',
    ...all.flatMap((d) => [`- ${d.line}`, ...(d.detail ? [`  ${d.detail}`] : []), ...(d.url ? [`  ${d.url}`] : [])])]);
  return { subject: say(lang, 'digest.subject', { date, count: String(items.length) })!, text, html: layout(lang, publicUrl, name, body) };
}
