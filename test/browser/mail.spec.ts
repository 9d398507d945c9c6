// E-mail of notifications (decision 048): the preferences tab in vi and en, the admin screen with
// e-mail off, a signed-out link coming back after login, and a rendered mail in both languages.
import { NotificationType } from '@studio/domain';

import { renderSingle } from '../../backend/src/modules/mail/mail-templates';
import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, BASE_URL, createEmployeeViaApi, hydrated, screenshot, signIn, storeLanguage, toasts, useBrowser } from './support';

const browser = useBrowser();

it('profile > Notifications: vi and en, axe-clean; a change is saved; a signed-out link returns after login', async () => {
  const id = await createEmployeeViaApi({ lastName: 'Trần', firstName: 'Lan', role: 12 }, 'lan-password');
  const vi = await (await browser.context('vi')).newPage();
  await signIn(vi, id, 'lan-password', { to: '/profile/notifications' });
  await vi.getByRole('heading', { name: 'Chờ bạn trả lời' }).waitFor();
  await hydrated(vi);
  const leave = vi.getByRole('radiogroup', { name: 'Yêu cầu nghỉ phép' });
  expect(await leave.getByRole('radio', { name: 'E-mail ngay' }).isChecked()).toBe(true);
  const deadline = vi.getByRole('radiogroup', { name: 'Sắp đến hạn' });
  expect(await deadline.getByRole('radio', { name: 'Chỉ chuông' }).isChecked()).toBe(true);
  expect(await vi.getByRole('button', { name: 'Lưu' }).isDisabled()).toBe(true);
  await deadline.getByText('Tổng hợp hằng ngày').click();
  await vi.getByRole('button', { name: 'Lưu' }).click();
  await toasts(vi, 'Đã lưu cài đặt thông báo').waitFor();
  expect(await seriousViolations(vi)).toEqual([]);
  await deadline.scrollIntoViewIfNeeded();
  await screenshot(vi, 'mail-preferences-vi');
  await vi.reload();
  await hydrated(vi);
  expect(await vi.getByRole('radiogroup', { name: 'Sắp đến hạn' }).getByRole('radio', { name: 'Tổng hợp hằng ngày' }).isChecked()).toBe(true);

  await storeLanguage(id, 'lan-password', 'en');
  const en = await (await browser.context('en')).newPage();
  await signIn(en, id, 'lan-password', { to: '/profile/notifications' });
  await en.getByRole('heading', { name: 'Waiting for your answer' }).waitFor();
  expect(await en.getByRole('radiogroup', { name: 'Deadline soon' }).getByRole('radio', { name: 'Daily digest' }).isChecked()).toBe(true);
  expect(await seriousViolations(en)).toEqual([]);
  await screenshot(en, 'mail-preferences-en');

  // A mail's link opened while signed out: login, then the screen it named.
  const out = await (await browser.context('en')).newPage();
  await out.goto(`${BASE_URL()}/profile/notifications`);
  await out.waitForURL(/\/auth\/login\?next=%2Fprofile%2Fnotifications$/);
  await hydrated(out);
  await out.getByLabel('Username').fill(id);
  await out.getByLabel('Password').fill('lan-password');
  await out.getByRole('button', { name: 'Sign in' }).click();
  await out.waitForURL(/\/profile\/notifications$/);
});

it('admin > config > E-mail says e-mail is off and where to set it (this app runs without SMTP_URL)', async () => {
  const page = await (await browser.context('en')).newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to: '/admin/config/mail' });
  await page.getByText('E-mail is off: SMTP_URL is not set.').waitFor();
  await page.getByText('No failed mails.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'mail-admin-off-en');
});

it('renders a leave-request mail in en and vi (screenshots)', async () => {
  const content = {
    requestId: 12, ticketId: 345, employee: 'lan', employeeName: 'Trần Lan', date: 20261203, breakTime: 2,
    reason: 'Đám cưới em gái / sister\'s wedding', isPermitted: true, status: 0,
  };
  for (const lang of ['en', 'vi'] as const) {
    const mail = renderSingle({ type: NotificationType.decideBreakForContactAdmin, content }, lang, 'Nguyễn Hà', 'https://portal.example.com', 2026);
    const page = await (await browser.context(lang)).newPage();
    await page.setContent(`<title>${mail.subject}</title>${mail.html}`);
    const button = page.getByRole('link', { name: lang === 'en' ? 'Open in Studio Portal' : 'Mở trong Studio Portal' });
    expect(await button.getAttribute('href')).toBe('https://portal.example.com/ticket/my-ticket?id=345');
    expect(mail.subject).toBe(lang === 'en' ? 'Leave request from Trần Lan: 1 day, 03/12' : 'Đơn xin nghỉ của Trần Lan: 1 ngày, 03/12');
    expect(mail.text).toContain('https://portal.example.com/ticket/my-ticket?id=345');
    await screenshot(page, `mail-leave-request-${lang}`);
  }
});
