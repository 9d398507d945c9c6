// `npm run bench -- --only import`: the employee import of issue 20 on a fresh database
// (`sp_bench_import`): a file of 5,000 new employees as HR would upload it (.xlsx, first sheet),
// a dry run (budget < 5 s), the import (budget < 10 s), then the same file again (all unchanged,
// also < 10 s). Any other answer than the expected one is an error and fails the part.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { adminHeaders } from './budget-run.mjs';
import { drain, startInstance } from './instances.mjs';
import { serverUrl } from './load-seed.mjs';

// Node 20's fetch multipart classes (the scripts' lint environment does not list them).
const { FormData, Blob } = globalThis;
const DATABASE = 'sp_bench_import';
const ROWS = 5000;
const HEADER = ['username', 'lastName', 'firstName', 'phone', 'personalEmail', 'role', 'roleLevel', 'joinDate', 'contractType', 'contractStartDate', 'sex', 'dob'];
const FAMILY = ['Nguyễn Văn', 'Trần Thị', 'Lê Hoàng', 'Phạm Minh', 'Võ Thị', 'Đặng Quốc'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Hà', 'Khánh', 'Linh', 'Minh', 'Ngọc', 'Phúc', 'Quân', 'Thảo'];
const ROLES = ['unity_dev', 'artist_2d', 'game_design', 'unity_tester', 'ua', 'r&d_be'];

/** The file of `rows` employees; usernames left blank half the time (generated as on create), dates in both text forms and as date cells. */
async function employeesFile(rows = ROWS) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Employees');
  ws.addRow(HEADER);
  for (let i = 0; i < rows; i++) {
    const row = ws.addRow([
      i % 2 ? `imp${i}` : null, FAMILY[i % FAMILY.length], `${GIVEN[i % GIVEN.length]} ${i}`, `09${String(i).padStart(8, '0')}`,
      `person${i}@studio.example`, ROLES[i % ROLES.length], ['intern', 'fresher', 'junior', 'middle', 'senior'][i % 5],
      new Date(Date.UTC(2020 + (i % 6), i % 12, 1 + (i % 28))), 'Official', `${String(1 + (i % 28)).padStart(2, '0')}/03/2025`,
      i % 3 ? 'Male' : 'Female', `199${i % 10}-0${1 + (i % 9)}-15`,
    ]);
    row.getCell(8).numFmt = 'dd/mm/yyyy';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function post(baseUrl, headers, file, query) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'employees.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/hr/employees/import${query}`, { method: 'POST', headers, body: form });
  const body = await res.json().catch(() => null);
  return { status: res.status, body, ms: performance.now() - t0 };
}

export async function runImportBench({ results, log = console.log }) {
  try {
    const admin = new pg.Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
  } catch (error) {
    log(`\nImport bench SKIPPED: no PostgreSQL server (${error.message})`);
    results.push({ name: 'import', ok: false });
    return;
  }
  const instance = await startInstance({ databaseUrl: serverUrl(DATABASE), env: { SERVE_WEB: 'false' }, name: 'import' });
  try {
    const headers = await adminHeaders(instance.url);
    delete headers['accept-encoding'];
    const file = await employeesFile();
    log(`\nImport bench: ${ROWS} employees in one .xlsx (${(file.length / 1e6).toFixed(2)} MB), ${DATABASE}`);
    // As the other parts warm up before measuring: the first import loads exceljs's reader and compiles the paths.
    const warm = await post(instance.url, headers, await employeesFile(20), '?dryRun=true');
    log(`  warm-up: a dry run of 20 rows, ${warm.status} in ${(warm.ms / 1000).toFixed(2)} s`);
    const steps = [
      { name: 'dry run (POST /api/hr/employees/import?dryRun=true)', query: '?dryRun=true', budget: 5000, expect: { create: ROWS, update: 0, unchanged: 0, error: 0 } },
      { name: 'import (POST /api/hr/employees/import)', query: '', budget: 10000, expect: { create: ROWS, update: 0, unchanged: 0, error: 0 } },
      { name: 'the same file again (all unchanged)', query: '', budget: 10000, expect: { create: 0, update: 0, unchanged: ROWS, error: 0 } },
    ];
    for (const step of steps) {
      const r = await post(instance.url, headers, file, step.query);
      const answered = JSON.stringify(r.body?.summary ?? r.body);
      const expected = r.status === 200 && answered === JSON.stringify(step.expect);
      const ok = expected && r.ms < step.budget;
      log(`  ${step.name.padEnd(56)} ${r.status} ${answered}  ${(r.ms / 1000).toFixed(2)} s`);
      log(`    budget     < ${step.budget / 1000} s and ${JSON.stringify(step.expect)}: ${ok ? 'MET' : expected ? 'NOT MET' : 'NOT MET (unexpected answer: an error)'}`);
      results.push({ name: `import: ${step.name}`, ok });
    }
  } finally {
    await drain(instance.url, 30);
    await instance.stop();
  }
}
