/** Vietnamese usernames as the studio writes them: given name + initials of the family names, e.g. Nguyễn Văn An -> annv. */
export function employeeIdBase(lastName: string, firstName: string): string {
  const plain = (s: string) =>
    s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
  const given = plain(firstName).split(/\s+/).filter(Boolean);
  const family = plain(lastName).split(/\s+/).filter(Boolean);
  const head = given.pop() ?? '';
  const initials = [...family, ...given].map((w) => w[0]).join('');
  const base = (head + initials).replace(/[^a-z0-9]/g, '');
  return base || 'employee';
}
