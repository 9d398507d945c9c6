import { EMPLOYEE_IMPORT_COLUMNS, errorMessage } from '@studio/domain';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { createEmployee, expectError, grant, login, loginAdmin, sql, type Row, type Session } from '../support/http';
import { binary, csv, readXlsx, upload, xlsx, type Cell } from '../support/imports';

const PATH = '/api/hr/employees/import';
const HEADER = ['username', 'lastName', 'firstName', 'phone', 'personalEmail', 'role', 'roleLevel', 'joinDate'];

describe('employee import (POST /api/hr/employees/import)', () => {
  let t: TestApp;
  let admin: Session;
  let seq = 0;

  const q = (text: string, params: unknown[] = []) => sql(t.databaseUrl, text, params);
  const count = async (where = 'true', params: unknown[] = []) => (await q(`select count(*)::int as n from employee where ${where}`, params))[0].n as number;
  const audits = async () => (await q(`select count(*)::int as n from import_audit`))[0].n as number;
  const post = (file: Buffer | null, query: Record<string, string> = {}, name = 'people.xlsx', s: Session = admin) => upload(t, s, PATH, file, name, query);
  /** A unique person row: [username, lastName, firstName, phone, email, role, roleLevel, joinDate]. */
  const person = (over: Partial<Record<string, Cell>> = {}): Cell[] => {
    const n = ++seq;
    const row: Record<string, Cell> = {
      username: `imp${n}`, lastName: 'Lê Văn', firstName: `Người ${n}`, phone: `09000${n}`, personalEmail: `p${n}@example.com`,
      role: 'unity_dev', roleLevel: 'junior', joinDate: '2025-01-15', ...over,
    };
    return HEADER.map((h) => row[h]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.http);
  });
  afterAll(async () => { await t?.close(); });

  describe('the template', () => {
    it('is an .xlsx with the header row and one example row, and that example imports as a create', async () => {
      const res = await request(t.http).get('/api/hr/employees/import-template').set('Authorization', admin.bearer).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('employees-import.xlsx');
      const rows = await readXlsx(res.body as Buffer);
      expect(rows[0]).toEqual([...EMPLOYEE_IMPORT_COLUMNS]);
      expect(rows).toHaveLength(2);
      const dry = await post(res.body as Buffer, { dryRun: 'true' }).expect(200);
      expect(dry.body).toEqual({ summary: { create: 1, update: 0, unchanged: 0, error: 0 }, rows: [{ row: 2, key: 'an.nguyen@example.com', action: 'create', errors: [] }] });
    });
  });

  describe('a dry run, all-or-nothing and valid rows only', () => {
    const file = () => xlsx([
      HEADER,
      person({ username: 'dryone' }),
      person({ username: 'drytwo', personalEmail: 'not-an-email' }),
      person({ username: 'drythree' }),
      person({ username: 'dryfour', joinDate: '2025-02-30' }),
    ]);

    it('dryRun=true answers every row and writes nothing', async () => {
      const [employees, logs] = [await count(), await audits()];
      const res = await post(await file(), { dryRun: 'true' }).expect(200);
      expect(res.body.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
      expect(res.body.rows).toEqual([
        { row: 2, key: 'dryone', action: 'create', errors: [] },
        { row: 3, key: 'drytwo', action: 'error', errors: [{ field: 'personalEmail', code: 'import.invalid-email' }] },
        { row: 4, key: 'drythree', action: 'create', errors: [] },
        { row: 5, key: 'dryfour', action: 'error', errors: [{ field: 'joinDate', code: 'import.invalid-date' }] },
      ]);
      expect([await count(), await audits()]).toEqual([employees, logs]);
    });

    it('without a flag, an error row refuses the whole file: 422 import.has-errors with the same body, nothing written', async () => {
      const [employees, logs] = [await count(), await audits()];
      const res = await post(await file());
      expectError(res, 422, 'import.has-errors', 'Some rows have errors: nothing was imported');
      expect(res.body.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
      expect(res.body.rows).toHaveLength(4);
      expect([await count(), await audits()]).toEqual([employees, logs]);
      const vi = await request(t.http).post(PATH).set('Authorization', admin.bearer).attach('file', await file(), 'people.xlsx');
      expectError(vi, 422, 'import.has-errors', 'Một số dòng có lỗi: chưa có dữ liệu nào được nhập');
    });

    it('onlyValid=true writes the valid rows; the fixed file then creates the rest and leaves the others unchanged', async () => {
      const res = await post(await file(), { onlyValid: 'true' }).expect(200);
      expect(res.body.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
      expect(await count(`id in ('dryone', 'drythree')`)).toBe(2);
      expect(await count(`id in ('drytwo', 'dryfour')`)).toBe(0);
      // The same rows, the two bad cells corrected.
      const again = await post(await xlsx([HEADER, ...(await rowsOfFirstImport())])).expect(200);
      expect(again.body.summary).toEqual({ create: 2, update: 0, unchanged: 2, error: 0 });
      expect(await count(`id in ('dryone', 'drytwo', 'drythree', 'dryfour')`)).toBe(4);
      expect((await q(`select join_date from employee where id = 'dryfour'`))[0].join_date).toBe(20250228);
    });

    /** The rows of file() as they were imported, with the invalid e-mail and date corrected. */
    async function rowsOfFirstImport(): Promise<Cell[][]> {
      const stored = await q(`select id, last_name, first_name, phone, personal_email from employee where id in ('dryone', 'drythree') order by id`);
      const keep = (r: Row): Cell[] => [r.id, r.last_name, r.first_name, r.phone, r.personal_email, 'unity_dev', 'junior', '2025-01-15'];
      return [
        keep(stored[0]),
        ['drytwo', 'Lê Văn', 'Hai', '0900', 'two@example.com', 'unity_dev', 'junior', '2025-01-15'],
        keep(stored[1]),
        ['dryfour', 'Lê Văn', 'Bốn', '0900', 'four@example.com', 'unity_dev', 'junior', '28/02/2025'],
      ];
    }
  });

  describe('each rule of a row, with its code (both languages in the catalogue)', () => {
    const cases: { title: string; over: Partial<Record<string, Cell>>; field: string; code: string }[] = [
      { title: 'an e-mail without @', over: { personalEmail: 'someone.example.com' }, field: 'personalEmail', code: 'import.invalid-email' },
      { title: 'an impossible date', over: { joinDate: '2025-13-01' }, field: 'joinDate', code: 'import.invalid-date' },
      { title: 'a day that does not exist in dd/mm/yyyy', over: { joinDate: '31/02/2025' }, field: 'joinDate', code: 'import.invalid-date' },
      { title: 'a date in another format', over: { joinDate: '2025/01/15' }, field: 'joinDate', code: 'import.invalid-date' },
      { title: 'an unknown role name', over: { role: 'wizard' }, field: 'role', code: 'import.unknown-role' },
      { title: 'a system role', over: { role: 1 }, field: 'role', code: 'import.unknown-role' },
      { title: 'a role id out of range', over: { role: 99 }, field: 'role', code: 'import.unknown-role' },
      { title: 'an inactive role level', over: { roleLevel: 23 }, field: 'roleLevel', code: 'import.unknown-role-level' },
      { title: 'an unknown role level', over: { roleLevel: 'guru' }, field: 'roleLevel', code: 'import.unknown-role-level' },
      { title: 'a missing phone on create', over: { phone: null }, field: 'phone', code: 'import.required' },
      { title: 'a missing last name on create', over: { lastName: '  ' }, field: 'lastName', code: 'import.required' },
      { title: 'a first name over 100 characters', over: { firstName: 'x'.repeat(101) }, field: 'firstName', code: 'import.too-long' },
      { title: 'a username with a space', over: { username: 'an nv' }, field: 'username', code: 'import.invalid-username' },
      { title: 'the built-in admin', over: { username: 'admin' }, field: 'username', code: 'import.invalid-username' },
    ];
    for (const c of cases) {
      it(`${c.title} -> ${c.code} on ${c.field}`, async () => {
        const before = await count();
        const res = await post(await xlsx([HEADER, person(c.over)]), { dryRun: 'true' }).expect(200);
        expect(res.body.rows[0]).toMatchObject({ row: 2, action: 'error', errors: [{ field: c.field, code: c.code }] });
        expect(await count()).toBe(before);
        expect(errorMessage(c.code, 'en')).not.toBe(c.code);
        expect(errorMessage(c.code, 'vi')).not.toBe(errorMessage(c.code, 'en'));
      });
    }

    it('contract type, sex and contract dates in order', async () => {
      const header = ['username', 'lastName', 'firstName', 'phone', 'personalEmail', 'contractType', 'sex', 'contractStartDate', 'contractEndDate'];
      const res = await post(await xlsx([
        header,
        ['ctone', 'A', 'B', '1', 'c1@example.com', 'Permanent', 'Female', '2025-01-01', '2025-12-31'],
        ['cttwo', 'A', 'B', '1', 'c2@example.com', 'Official', 'robot', '2025-01-01', '2025-12-31'],
        ['ctthree', 'A', 'B', '1', 'c3@example.com', 1, 2, '2025-12-31', '2025-01-01'],
        ['ctfour', 'A', 'B', '1', 'c4@example.com', 'collaborator', 'male', '2025-01-01', '2025-12-31'],
      ]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => r.errors)).toEqual([
        [{ field: 'contractType', code: 'import.invalid-value' }],
        [{ field: 'sex', code: 'import.invalid-value' }],
        [{ field: 'contractEndDate', code: 'contract-date-error' }],
        [],
      ]);
    });

    it('a key that appears twice: the first row counts, each later one is import.duplicate-in-file (e-mail case-insensitive)', async () => {
      const res = await post(await xlsx([
        HEADER,
        person({ username: 'twice' }),
        person({ username: 'TWICE' }),
        person({ username: null, personalEmail: 'same@example.com' }),
        person({ username: null, personalEmail: 'Same@Example.com' }),
        person({ username: 'twice' }),
      ]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => [r.key, r.action, r.errors])).toEqual([
        ['twice', 'create', []],
        ['twice', 'error', [{ field: 'username', code: 'import.duplicate-in-file' }]],
        ['same@example.com', 'create', []],
        ['same@example.com', 'error', [{ field: 'personalEmail', code: 'import.duplicate-in-file' }]],
        ['twice', 'error', [{ field: 'username', code: 'import.duplicate-in-file' }]],
      ]);
    });

    it('an e-mail key that several employees share is import.key-ambiguous', async () => {
      await q(`insert into employee (id, first_name, last_name, personal_email) values ('amb1', 'A', 'B', 'shared@example.com'), ('amb2', 'C', 'D', 'SHARED@example.com')`);
      const res = await post(await xlsx([HEADER, person({ username: null, personalEmail: 'shared@example.com', phone: '1' })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows[0]).toEqual({ row: 2, key: 'shared@example.com', action: 'error', errors: [{ field: 'personalEmail', code: 'import.key-ambiguous' }] });
    });
  });

  describe('values', () => {
    it('reads dates as yyyy-mm-dd, dd/mm/yyyy and Excel date cells; roles by id or server name; role levels by id or name', async () => {
      const header = [...HEADER, 'dob', 'contractStartDate'];
      await post(await xlsx([
        header,
        ['valone', 'Phạm', 'Một', '0911', 'v1@example.com', 12, 32, '2025-03-01', new Date(Date.UTC(1998, 7, 15)), '01/03/2025'],
        ['valtwo', 'Phạm', 'Hai', '0912', 'v2@example.com', 'Game_Design', 'senior', new Date(Date.UTC(2024, 11, 31)), '15/8/1998', new Date(Date.UTC(2025, 0, 1))],
      ], { dateFormat: 'yyyy-mm-dd' })).expect(200);
      const rows = await q(`select id, role, role_level, join_date, dob, contract_start_date, password_hash from employee where id like 'val%' order by id`);
      expect(rows).toEqual([
        { id: 'valone', role: 12, role_level: 32, join_date: 20250301, dob: 19980815, contract_start_date: 20250301, password_hash: null },
        { id: 'valtwo', role: 15, role_level: 34, join_date: 20241231, dob: 19980815, contract_start_date: 20250101, password_hash: null },
      ]);
    });

    it('generates usernames as the single create does (annv, annv2...) when the file has none', async () => {
      await createEmployee(t.http, admin, { lastName: 'Đỗ Văn', firstName: 'Sinh' }); // sinhdv
      const res = await post(await xlsx([
        ['lastName', 'firstName', 'phone', 'personalEmail'],
        ['Đỗ Văn', 'Sinh', '0901', 'sinh.a@example.com'],
        ['Đỗ Văn', 'Sinh', '0902', 'sinh.b@example.com'],
      ])).expect(200);
      expect(res.body.summary.create).toBe(2);
      expect((await q(`select id, personal_email from employee where personal_email like 'sinh.%' order by id`)).map((r) => r.id)).toEqual(['sinhdv2', 'sinhdv3']);
    });

    it('reads a CSV with a BOM, quoted commas and Vietnamese text', async () => {
      const res = await post(csv([
        HEADER,
        ['csvone', 'Nguyễn, Thị', 'Hoà', '0903', 'csv1@example.com', 'artist_2d', 'middle', '02/01/2025'],
      ], { bom: true }), {}, 'people.csv').expect(200);
      expect(res.body.summary.create).toBe(1);
      expect((await q(`select last_name, first_name, role, join_date from employee where id = 'csvone'`))[0])
        .toEqual({ last_name: 'Nguyễn, Thị', first_name: 'Hoà', role: 13, join_date: 20250102 });
    });
  });

  describe('updates', () => {
    it('change only the columns in the file; identical values are unchanged; a role change writes one contract log row', async () => {
      await post(await xlsx([HEADER, ['updme', 'Võ', 'Cũ', '0901', 'upd@example.com', 'unity_dev', 'junior', '2025-01-01']])).expect(200);
      const res = await post(await xlsx([
        ['username', 'phone', 'role'],
        ['UPDME', '0999', 'unity_dev'],
      ])).expect(200);
      expect(res.body.rows).toEqual([{ row: 2, key: 'updme', action: 'update', errors: [] }]);
      expect((await q(`select first_name, phone, role, join_date from employee where id = 'updme'`))[0])
        .toEqual({ first_name: 'Cũ', phone: '0999', role: 12, join_date: 20250101 });
      expect(await q(`select count(*)::int as n from contract_log where employee = 'updme'`)).toEqual([{ n: 0 }]);
      // Matched by e-mail (any case), a role change is logged as the single edit logs it.
      const byEmail = await post(await xlsx([['personalEmail', 'role'], ['UPD@example.com', 'game_design']])).expect(200);
      expect(byEmail.body.rows[0]).toMatchObject({ key: 'upd@example.com', action: 'update' });
      expect(await q(`select old_role, new_role, changed_by from contract_log where employee = 'updme'`)).toEqual([{ old_role: 12, new_role: 15, changed_by: 'admin' }]);
      // Blank cells leave values as they are; the same values again are unchanged.
      const same = await post(await xlsx([['username', 'phone', 'role', 'firstName'], ['updme', '0999', 15, null]])).expect(200);
      expect(same.body.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    });

    it('an update needs Admin.Employee.Edit (common.no-permission on the row); creates need only Admin.Employee.Create', async () => {
      const hr = await createEmployee(t.http, admin, { lastName: 'Hồ', firstName: 'Nhân Sự' });
      await grant(t.http, admin, [hr], ['Admin.Employee.Create']);
      const s = await login(t.http, hr, 'password-123');
      const res = await post(await xlsx([
        HEADER,
        ['updme', 'Võ', 'Mới', '0999', 'upd@example.com', 15, 'junior', '2025-01-01'],
        ['updme2', 'Võ', 'Mới', '0999', 'upd2@example.com', 15, 'junior', '2025-01-01'],
        ['updme', 'Võ', 'Mới', '0999', 'upd@example.com', 15, 'junior', '2025-01-01'].map((c, i) => (i === 0 ? 'dryone' : c)),
      ]), {}, 'people.xlsx', s);
      expectError(res, 422, 'import.has-errors');
      expect(res.body.rows.map((r: Row) => [r.action, r.errors])).toEqual([
        ['error', [{ field: 'username', code: 'common.no-permission' }]],
        ['create', []],
        ['error', [{ field: 'username', code: 'common.no-permission' }]],
      ]);
      // Unchanged rows need no edit permission.
      const unchanged = await post(await xlsx([['username', 'phone'], ['updme', '0999']]), {}, 'people.xlsx', s).expect(200);
      expect(unchanged.body.summary.unchanged).toBe(1);
      // Nobody without Admin.Employee.Create reaches the import or its template.
      const member = await login(t.http, await createEmployee(t.http, admin, { lastName: 'Ngô', firstName: 'Thành Viên' }), 'password-123');
      expectError(await post(await xlsx([HEADER]), {}, 'people.xlsx', member), 403, 'common.no-permission');
      expectError(await request(t.http).get('/api/hr/employees/import-template').set('Authorization', member.bearer), 403, 'common.no-permission');
    });

    it('nobody changes their own role by a file (employee.own-role)', async () => {
      const hr = await createEmployee(t.http, admin, { lastName: 'Tự', firstName: 'Sửa', role: 20 });
      await grant(t.http, admin, [hr], ['Admin.Employee.Create', 'Admin.Employee.Edit']);
      const s = await login(t.http, hr, 'password-123');
      const res = await post(await xlsx([['username', 'role'], [hr, 'ceo']]), { dryRun: 'true' }, 'people.xlsx', s).expect(200);
      expect(res.body.rows[0].errors).toEqual([{ field: 'role', code: 'employee.own-role' }]);
    });

    it('an imported employee has no password until an admin sets one', async () => {
      await post(await xlsx([HEADER, person({ username: 'nopass' })])).expect(200);
      expectError(await request(t.http).post('/api/auth/login').send({ username: 'nopass', password: 'anything-123' }), 401, 'auth.login.error');
      await request(t.http).put('/api/hr/employees/nopass/password').set('Authorization', admin.bearer).send({ password: 'password-123' }).expect(204);
      await login(t.http, 'nopass', 'password-123');
    });
  });

  describe('the file', () => {
    it('an unknown column -> 400 import.unknown-column naming it; a repeated one -> import.duplicate-column; nothing written', async () => {
      const before = await count();
      const res = await post(await xlsx([[...HEADER, 'salary'], person()]));
      expectError(res, 400, 'import.unknown-column', 'The file has a column this import does not know');
      expect(res.body.details).toEqual([{ field: 'salary', message: 'import.unknown-column' }]);
      expectError(await post(await xlsx([[...HEADER, 'Phone'], person()])), 400, 'import.duplicate-column');
      expect(await count()).toBe(before);
    });

    it('header names are matched in any order and case; the first sheet only is read', async () => {
      const res = await post(await xlsx([
        ['PersonalEmail', 'FIRSTNAME', 'lastname', 'Phone'],
        ['sheet1@example.com', 'Một', 'Trang', '0901'],
      ], { secondSheet: [['nonsense'], ['x']] }), { dryRun: 'true' }).expect(200);
      expect(res.body.rows).toEqual([{ row: 2, key: 'sheet1@example.com', action: 'create', errors: [] }]);
    });

    it('row numbers are the sheet rows: blank rows are skipped but counted', async () => {
      const res = await post(await xlsx([HEADER, person(), [], [], person({ personalEmail: 'bad' })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => r.row)).toEqual([2, 5]);
    });

    it('no file -> 400 file.required; another type or a damaged file -> 400 import.invalid-file', async () => {
      expectError(await post(null), 400, 'file.required');
      expectError(await post(Buffer.from('hello'), {}, 'people.txt'), 400, 'import.invalid-file');
      expectError(await post(Buffer.from('PK not really a zip'), {}, 'people.xlsx'), 400, 'import.invalid-file');
      expectError(await post(Buffer.from('"unclosed,quote\r\n'), {}, 'people.csv'), 400, 'import.invalid-file');
      expectError(await post(Buffer.alloc(0), {}, 'people.csv'), 400, 'import.invalid-file');
    });

    it('more than 5,000 data rows or 5 MB -> 400 import.too-large, nothing written', async () => {
      const before = await count();
      const rows: Cell[][] = [HEADER];
      for (let i = 0; i < 5001; i++) rows.push([`big${i}`, 'Big', `N${i}`, '0900', `big${i}@example.com`, 12, 32, '2025-01-01']);
      expectError(await post(csv(rows), {}, 'big.csv'), 400, 'import.too-large', 'The file must be at most 5 MB and 5,000 rows');
      expectError(await post(await xlsx(rows), {}, 'big.xlsx'), 400, 'import.too-large');
      const huge = Buffer.concat([Buffer.from(HEADER.join(',') + '\r\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
      expectError(await post(huge, {}, 'huge.csv'), 400, 'import.too-large');
      expect(await count()).toBe(before);
    });
  });

  describe('scale, races and the audit', () => {
    it('5,000 rows: a dry run, the import, then a re-import answers all unchanged', async () => {
      const rows: Cell[][] = [HEADER];
      for (let i = 0; i < 5000; i++) rows.push([null, 'Trịnh Văn', `Số ${i}`, `09${i}`, `bulk${i}@example.com`, 12, 32, '2025-01-01']);
      const file = await xlsx(rows);
      const dry = await post(file, { dryRun: 'true' }).expect(200);
      expect(dry.body.summary).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 });
      const done = await post(file).expect(200);
      expect(done.body.summary).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 });
      expect(await count(`personal_email like 'bulk%'`)).toBe(5000);
      expect((await q(`select count(distinct id)::int as n from employee where personal_email like 'bulk%'`))[0].n).toBe(5000);
      const again = await post(file).expect(200);
      expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 5000, error: 0 });
    }, 120_000);

    it('20 concurrent imports of one file create each row exactly once', async () => {
      const rows: Cell[][] = [['lastName', 'firstName', 'phone', 'personalEmail', 'role']];
      for (let i = 0; i < 30; i++) rows.push(['Song', `Song ${i}`, '0900', `race${i}@example.com`, 'unity_tester']);
      const file = await xlsx(rows);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(file)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const creates = answers.map((a) => a.body.summary.create).sort((a, b) => b - a);
      expect(creates).toEqual([30, ...Array(19).fill(0)]);
      expect(answers.every((a) => a.body.summary.create + a.body.summary.unchanged === 30)).toBe(true);
      expect((await q(`select count(*)::int as n, count(distinct lower(personal_email))::int as d from employee where personal_email like 'race%'`))[0])
        .toEqual({ n: 30, d: 30 });
    }, 60_000);

    it('an import that cannot get the lock within the lock timeout answers 503 common.busy, never 500, and writes nothing', async () => {
      const holder = new Client({ connectionString: t.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`select pg_advisory_xact_lock(hashtext('import.employees'), 0)`);
        const res = await post(await xlsx([HEADER, person({ username: 'locked1' })]));
        expectError(res, 503, 'common.busy');
        expect(res.headers['retry-after']).toBe('2');
        // A dry run takes no lock.
        await post(await xlsx([HEADER, person({ username: 'locked1' })]), { dryRun: 'true' }).expect(200);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(await count(`id = 'locked1'`)).toBe(0);
    }, 30_000);

    it('each import that writes leaves one audit row (who, file, counts), readable at GET /api/imports/audit; a dry run or a 422 none', async () => {
      const before = await audits();
      await post(await xlsx([HEADER, person(), person({ personalEmail: 'bad' })]), { dryRun: 'true' }).expect(200);
      // Status and body together: a full-suite run once answered 400 here, and the body names which refusal.
      const refused = await post(await xlsx([HEADER, person(), person({ personalEmail: 'bad' })]), {});
      expect([refused.status, refused.body as unknown]).toEqual([422, expect.anything()]);
      expect(await audits()).toBe(before);
      await post(await xlsx([HEADER, person(), person({ personalEmail: 'bad' })]), { onlyValid: 'true' }, 'Nhân sự tháng 1.xlsx').expect(200);
      expect(await audits()).toBe(before + 1);
      const res = await request(t.http).get('/api/imports/audit').query({ kind: 'employees' }).set('Authorization', admin.bearer).expect(200);
      expect(res.body.imports[0]).toMatchObject({
        kind: 'employees', projectId: null, fileName: 'Nhân sự tháng 1.xlsx', createdBy: 'admin', created: 1, updated: 0, unchanged: 0, errors: 1,
      });
      expect(new Date(res.body.imports[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // Someone without Admin.Employee.Get sees no employee import.
      const member = await login(t.http, await createEmployee(t.http, admin, { lastName: 'Lạ', firstName: 'Mặt' }), 'password-123');
      const theirs = await request(t.http).get('/api/imports/audit').set('Authorization', member.bearer).expect(200);
      expect(theirs.body.imports).toEqual([]);
      expectError(await request(t.http).get('/api/imports/audit').query({ kind: 'people' }).set('Authorization', admin.bearer), 400, 'common.validation');
    });
  });
});
