import { BreakTime, isValidYmd, notificationPath, NotificationType } from '@studio/domain';

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
type Words = {
  /** The subject of a type's own mail; `line` (the sentence) when absent. */
  subject: Partial<Record<number, (p: Params) => string>>;
  line: Record<number, (p: Params) => string>;
  open: string;
  greeting: (name: string) => string;
  footer: string;
  preferences: string;
  digestSubject: (count: number, date: string) => string;
  digestIntro: string;
  breakTime: Record<number, string>;
  days: Record<number, string>;
  someone: string;
  aProject: string;
  aTask: string;
  noDeadline: string;
};

const VI: Words = {
  subject: {
    [T.decideBreakForContactAdmin]: (p) => `Đơn xin nghỉ của ${p.employee}: ${p.days}, ${p.date}`,
    [T.breakSuccessForEmployee]: (p) => `Đơn nghỉ ${p.date} đã được duyệt`,
    [T.breakFailForEmployee]: (p) => `Đơn nghỉ ${p.date} bị từ chối`,
    [T.createTaskRequireForManager]: (p) => `Yêu cầu tạo công việc từ ${p.employee}: “${p.task}”`,
  },
  line: {
    [T.nearDeadlineForEmployee]: (p) => `“${p.task}” trong ${p.project} đến hạn ngày ${p.deadline}`,
    [T.overDeadlineForEmployee]: (p) => `“${p.task}” trong ${p.project} đã trễ ${p.daysLate} ngày (hạn ${p.deadline}); điểm hiện còn ${p.score}`,
    [T.overDeadlineForManager]: (p) => `${p.project} có ${p.count} công việc đã quá hạn`,
    [T.taskFailForEmployee]: (p) => `“${p.task}” trong ${p.project} đã thất bại vì điểm về 0`,
    [T.taskFailForManager]: (p) => `Công việc “${p.task}” của ${p.employee} trong ${p.project} đã thất bại`,
    [T.contractExpiration]: (p) => `Hợp đồng của ${p.employee} kết thúc ngày ${p.contractEnd}`,
    [T.breakFailForEmployee]: (p) => `Yêu cầu nghỉ ngày ${p.date} (${p.breakTime}) của bạn đã bị ${p.decidedBy} từ chối`,
    [T.breakSuccessForEmployee]: (p) => `Yêu cầu nghỉ ngày ${p.date} (${p.breakTime}) của bạn đã được ${p.decidedBy} duyệt`,
    [T.decideBreakForContactAdmin]: (p) => `${p.employee} xin nghỉ ${p.days}, ngày ${p.date} (${p.breakTime})${p.paid}`,
    [T.breakSuccessForManager]: (p) => `${p.employee} nghỉ phép ngày ${p.date} (${p.breakTime})`,
    [T.newSuddenTaskForEmployee]: (p) => `Công việc đột xuất mới “${p.task}” trong ${p.project}, hạn ${p.deadline}`,
    [T.overDeadlineConfirmSuddenTask]: (p) => `Công việc đột xuất “${p.task}” của ${p.employee} trong ${p.project} đã quá hạn, vui lòng kiểm tra`,
    [T.createTaskRequireForManager]: (p) => `${p.employee} yêu cầu tạo công việc “${p.task}” trong ${p.project}`,
    [T.negotiateAddTask]: (p) => `${p.employee} đề xuất lại công việc mới “${p.task}” trong ${p.project}`,
    [T.negotiateEditTask]: (p) => `${p.employee} đề xuất lại yêu cầu thay đổi “${p.task}” trong ${p.project}`,
    [T.agreeAddTask]: (p) => `${p.employee} đồng ý tạo công việc “${p.task}” trong ${p.project}`,
    [T.rejectAddTask]: (p) => `${p.employee} từ chối tạo công việc “${p.task}” trong ${p.project}`,
    [T.agreeEditTask]: (p) => `${p.employee} đồng ý thay đổi “${p.task}” trong ${p.project}`,
    [T.rejectEditTask]: (p) => `${p.employee} từ chối thay đổi “${p.task}” trong ${p.project}`,
    [T.backupFailed]: () => 'Một bản sao lưu đã thất bại',
  },
  open: 'Mở trong Studio Portal',
  greeting: (name) => `Chào ${name},`,
  footer: 'Bạn nhận e-mail này từ Studio Portal theo cài đặt thông báo của bạn.',
  preferences: 'Đổi cài đặt thông báo',
  digestSubject: (count, date) => `Tổng hợp thông báo ngày ${date}: ${count} thông báo`,
  digestIntro: 'Các thông báo bạn chọn nhận theo bản tổng hợp hằng ngày:',
  breakTime: { [BreakTime.Morning]: 'buổi sáng', [BreakTime.Afternoon]: 'buổi chiều', [BreakTime.FullDay]: 'cả ngày' },
  days: { [BreakTime.Morning]: 'nửa ngày', [BreakTime.Afternoon]: 'nửa ngày', [BreakTime.FullDay]: '1 ngày' },
  someone: 'Một người',
  aProject: 'một dự án',
  aTask: 'một công việc',
  noDeadline: 'chưa có hạn',
};

const EN: Words = {
  subject: {
    [T.decideBreakForContactAdmin]: (p) => `Leave request from ${p.employee}: ${p.days}, ${p.date}`,
    [T.breakSuccessForEmployee]: (p) => `Your leave on ${p.date} was approved`,
    [T.breakFailForEmployee]: (p) => `Your leave on ${p.date} was declined`,
    [T.createTaskRequireForManager]: (p) => `Task request from ${p.employee}: “${p.task}”`,
  },
  line: {
    [T.nearDeadlineForEmployee]: (p) => `“${p.task}” in ${p.project} is due on ${p.deadline}`,
    [T.overDeadlineForEmployee]: (p) => `“${p.task}” in ${p.project} is ${p.daysLate} day(s) late (deadline ${p.deadline}); its score is now ${p.score}`,
    [T.overDeadlineForManager]: (p) => `${p.count} task(s) in ${p.project} are past their deadline`,
    [T.taskFailForEmployee]: (p) => `“${p.task}” in ${p.project} failed: its score reached 0`,
    [T.taskFailForManager]: (p) => `${p.employee}'s task “${p.task}” in ${p.project} failed`,
    [T.contractExpiration]: (p) => `${p.employee}'s contract ends on ${p.contractEnd}`,
    [T.breakFailForEmployee]: (p) => `Your leave on ${p.date} (${p.breakTime}) was declined by ${p.decidedBy}`,
    [T.breakSuccessForEmployee]: (p) => `Your leave on ${p.date} (${p.breakTime}) was approved by ${p.decidedBy}`,
    [T.decideBreakForContactAdmin]: (p) => `${p.employee} asks for ${p.days} of leave on ${p.date} (${p.breakTime})${p.paid}`,
    [T.breakSuccessForManager]: (p) => `${p.employee} is on leave on ${p.date} (${p.breakTime})`,
    [T.newSuddenTaskForEmployee]: (p) => `New sudden task “${p.task}” in ${p.project}, due ${p.deadline}`,
    [T.overDeadlineConfirmSuddenTask]: (p) => `${p.employee}'s sudden task “${p.task}” in ${p.project} is overdue: please check it`,
    [T.createTaskRequireForManager]: (p) => `${p.employee} asks for a new task “${p.task}” in ${p.project}`,
    [T.negotiateAddTask]: (p) => `${p.employee} proposes changes to your new task “${p.task}” in ${p.project}`,
    [T.negotiateEditTask]: (p) => `${p.employee} proposes changes to your request about “${p.task}” in ${p.project}`,
    [T.agreeAddTask]: (p) => `${p.employee} agreed to the new task “${p.task}” in ${p.project}`,
    [T.rejectAddTask]: (p) => `${p.employee} declined the new task “${p.task}” in ${p.project}`,
    [T.agreeEditTask]: (p) => `${p.employee} agreed to change “${p.task}” in ${p.project}`,
    [T.rejectEditTask]: (p) => `${p.employee} declined to change “${p.task}” in ${p.project}`,
    [T.backupFailed]: () => 'A backup failed',
  },
  open: 'Open in Studio Portal',
  greeting: (name) => `Hello ${name},`,
  footer: 'You get this e-mail from Studio Portal because of your notification settings.',
  preferences: 'Change notification settings',
  digestSubject: (count, date) => `Your notifications of ${date}: ${count}`,
  digestIntro: 'The notifications you chose to get in a daily digest:',
  breakTime: { [BreakTime.Morning]: 'morning', [BreakTime.Afternoon]: 'afternoon', [BreakTime.FullDay]: 'full day' },
  days: { [BreakTime.Morning]: 'half a day', [BreakTime.Afternoon]: 'half a day', [BreakTime.FullDay]: '1 day' },
  someone: 'Someone',
  aProject: 'a project',
  aTask: 'a task',
  noDeadline: 'no deadline',
};

const WORDS: Record<MailLanguage, Words> = { vi: VI, en: EN };

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

function params(w: Words, lang: MailLanguage, c: Record<string, unknown>, year: number): Params {
  const bt = typeof c.breakTime === 'number' ? c.breakTime : Number(c.breakTime);
  const details = Array.isArray(c.taskDetails) ? c.taskDetails : [];
  const paid = c.isPermitted === true ? (lang === 'vi' ? ', có lương' : ', paid') : c.isPermitted === false ? (lang === 'vi' ? ', không lương' : ', unpaid') : '';
  return {
    employee: text(c.employeeName) ?? text(c.createdByName) ?? text(c.employee) ?? w.someone,
    project: text(c.projectName) ?? w.aProject,
    task: text(c.taskName) ?? w.aTask,
    deadline: dayMonth(c.deadline, year) ?? w.noDeadline,
    date: dayMonth(c.date, year) ?? '—',
    contractEnd: dayMonth(c.contractEndDate, year) ?? '—',
    breakTime: w.breakTime[bt] ?? '—',
    days: w.days[bt] ?? '—',
    daysLate: text(c.daysLate) ?? '1',
    score: text(c.finalScore) ?? text(c.score) ?? '0',
    count: String(details.length || 1),
    decidedBy: text(c.decidedByName) ?? text(c.decidedBy) ?? w.someone,
    paid,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The sentence, subject and link of one notification in `lang`. */
export function describe(n: MailNotification, lang: MailLanguage, publicUrl: string, year: number): { subject: string; line: string; detail: string | null; url: string | null } {
  const w = WORDS[lang];
  const p = params(w, lang, n.content ?? {}, year);
  const line = (w.line[n.type] ?? (() => `#${n.type}`))(p);
  const subject = w.subject[n.type]?.(p) ?? line;
  const path = notificationPath(n.type, n.content ?? {});
  const reason = text(n.content?.reason);
  const detail = n.type === T.backupFailed ? text(n.content?.error) : reason;
  return { subject, line, detail, url: path ? publicUrl + path : null };
}

function layout(lang: MailLanguage, publicUrl: string, name: string, body: string): string {
  const w = WORDS[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Studio Portal</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e4e4e7;font-weight:bold;font-size:16px">Studio Portal</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(w.greeting(name))}</p>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#52525b">${escapeHtml(w.footer)}
<a href="${escapeHtml(publicUrl + PREFERENCES_PATH)}" style="color:#1d4ed8">${escapeHtml(w.preferences)}</a></td></tr>
</table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:20px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** One notification's mail: the sentence, the detail (a reason), a button to its screen; HTML and plain text. */
export function renderSingle(n: MailNotification, lang: MailLanguage, name: string, publicUrl: string, year: number): RenderedMail {
  const w = WORDS[lang];
  const d = describe(n, lang, publicUrl, year);
  const body = `<p style="margin:0;font-size:17px;font-weight:bold">${escapeHtml(d.line)}</p>`
    + (d.detail ? `<p style="margin:8px 0 0;color:#3f3f46">${escapeHtml(d.detail)}</p>` : '')
    + (d.url ? button(d.url, w.open) : '');
  const text = [w.greeting(name), '', d.line, ...(d.detail ? [d.detail] : []), ...(d.url ? ['', `${w.open}: ${d.url}`] : []),
    '', '-- ', w.footer, `${w.preferences}: ${publicUrl}${PREFERENCES_PATH}`].join('\n');
  return { subject: d.subject, text, html: layout(lang, publicUrl, name, body) };
}

/** The daily digest: every gathered notification, each with its link. */
export function renderDigest(items: MailNotification[], lang: MailLanguage, name: string, publicUrl: string, date: string, year: number): RenderedMail {
  const w = WORDS[lang];
  const all = items.map((n) => describe(n, lang, publicUrl, year));
  const body = `<p style="margin:0 0 12px">${escapeHtml(w.digestIntro)}</p><ul style="margin:0;padding-left:20px">`
    + all.map((d) => `<li style="margin:0 0 10px">${d.url ? `<a href="${escapeHtml(d.url)}" style="color:#1d4ed8">${escapeHtml(d.line)}</a>` : escapeHtml(d.line)}`
      + (d.detail ? `<br><span style="color:#52525b;font-size:13px">${escapeHtml(d.detail)}</span>` : '') + '</li>').join('')
    + '</ul>';
  const text = [w.greeting(name), '', w.digestIntro, '',
    ...all.flatMap((d) => [`- ${d.line}`, ...(d.detail ? [`  ${d.detail}`] : []), ...(d.url ? [`  ${d.url}`] : [])]),
    '', '-- ', w.footer, `${w.preferences}: ${publicUrl}${PREFERENCES_PATH}`].join('\n');
  return { subject: w.digestSubject(items.length, date), text, html: layout(lang, publicUrl, name, body) };
}
