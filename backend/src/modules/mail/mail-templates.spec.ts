import { NOTIFICATION_TYPES, NotificationType } from '@studio/domain';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { describe as describeMail, renderDigest, renderSingle } from './mail-templates';

const URL = 'https://portal.example.com';

describe('mail templates', () => {
  it('vi and en have the same keys, and a sentence for every notification type', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const type of NOTIFICATION_TYPES) expect(Object.keys(en)).toContain(`line.${type}`);
  });

  it('a half-day leave request names the half and the day; the year only when it is not this one', () => {
    const content = { employeeName: 'Lan', date: 20270104, breakTime: 0, isPermitted: false, ticketId: 7 };
    const d = describeMail({ type: NotificationType.decideBreakForContactAdmin, content }, 'en', URL, 2026);
    expect(d.subject).toBe('Leave request from Lan: half a day, 04/01/2027');
    expect(d.line).toBe('Lan asks for half a day of leave on 04/01/2027 (morning), unpaid');
    expect(d.url).toBe(`${URL}/ticket/my-ticket?id=7`);
    expect(describeMail({ type: NotificationType.decideBreakForContactAdmin, content }, 'vi', URL, 2026).subject)
      .toBe('Đơn xin nghỉ của Lan: nửa ngày, 04/01/2027');
  });

  it('escapes what people typed in the HTML part, keeps it as typed in the text part', () => {
    const content = { employeeName: '<img src=x onerror=alert(1)>', date: 20261203, breakTime: 2, reason: '"quoted" & <b>', ticketId: 1 };
    const mail = renderSingle({ type: NotificationType.decideBreakForContactAdmin, content }, 'en', 'Hà <admin>', URL, 2026);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
    expect(mail.html).toContain('Hello Hà &lt;admin&gt;,');
    expect(mail.text).toContain('"quoted" & <b>');
  });

  it('a notice without a screen has no button; the digest lists each line with its link', () => {
    const contract = renderSingle({ type: NotificationType.contractExpiration, content: { employeeName: 'Minh', contractEndDate: 20261231 } }, 'vi', 'Hà', URL, 2026);
    expect(contract.subject).toBe('Hợp đồng của Minh kết thúc ngày 31/12');
    expect(contract.html).not.toContain('Mở trong Studio Portal');
    const digest = renderDigest([
      { type: NotificationType.nearDeadlineForEmployee, content: { projectId: 5, projectName: 'Atlas', taskName: 'Boss', deadline: 20261202 } },
      { type: NotificationType.contractExpiration, content: { employeeName: 'Minh', contractEndDate: 20261231 } },
    ], 'en', 'Hà', URL, '01/12/2026', 2026);
    expect(digest.subject).toBe('Your notifications of 01/12/2026: 2');
    expect(digest.text).toContain(`- “Boss” in Atlas is due on 02/12\n  ${URL}/project/5/task-view\n- Minh's contract ends on 31/12`);
  });
});
