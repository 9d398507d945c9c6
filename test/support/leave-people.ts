import type { Actor, Workspace } from './workspace';

const FullDay = 2;

/**
 * The people of the notification delivery tests (e-mail, push): hr the contact admin (reads en), pm
 * (vi) and lan (no language: Vietnamese), pm and lan members of `project`; `person` adds more with
 * hr as their contact admin (and an address `<id>@example.test` when `email`), `fileLeave` files a
 * full paid day of leave, which asks hr to decide.
 */
export async function leavePeople(w: Workspace, project: number, opts: { email: boolean }) {
  let contactAdmin: string | null = null;
  const person = async (role: number, name: string, language: 'vi' | 'en' | null): Promise<Actor> => {
    const e = await w.employee(role, name);
    await w.q(`update employee set personal_email = $2, language = $3, contact_admin = $4, permitted_day_left = 10 where id = $1`,
      [e.id, opts.email ? `${e.id}@example.test` : null, language, contactAdmin]);
    return e;
  };
  const hr = await person(20, 'Hà', 'en');
  contactAdmin = hr.id;
  const pm = await person(25, 'Minh', 'vi');
  const lan = await person(12, 'Lan', null);
  await w.project(project, [[pm, 25], [lan, 12]]);
  const fileLeave = (who: Actor, date: number) =>
    w.api(who).post('/api/tickets', { title: 'Day off', description: 'Family', requestType: 11, priority: 1, content: { date, breakTime: FullDay, isPermitted: true, reason: 'Wedding' } }).expect(201);
  return { hr, pm, lan, person, fileLeave };
}
