// The raw reference for `npm run bench`: node:http + pg doing the same work as the app's endpoints.
import { createSecretKey } from 'node:crypto';
import http from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = createSecretKey(Buffer.from((await pool.query(`select value from app_secret where name = 'jwt'`)).rows[0].value));

function tokenOf(req) {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  const m = /(?:^|;\s*)jwt=([^;]*)/.exec(req.headers.cookie ?? '');
  return m?.[1];
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.url === '/api/auth/me') {
      const claims = jwt.verify(tokenOf(req) ?? '', secret, { algorithms: ['HS256'] });
      const { rows } = await pool.query(
        `select id, first_name as "firstName", last_name as "lastName", icon, role, role_level as "roleLevel", dob,
                permanent_address as "permanentAddress", join_date as "joinDate", is_active as "isActive",
                permitted_day_left as "permittedDayLeft" from employee where id = $1`,
        [claims.sub],
      );
      res.writeHead(rows[0] ? 200 : 401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(rows[0] ?? {}));
    }
    const list = /^\/api\/projects\/(\d+)\/tasks$/.exec(req.url.split('?')[0]);
    if (list) {
      jwt.verify(tokenOf(req) ?? '', secret, { algorithms: ['HS256'] });
      const { rows } = await pool.query(
        `select task_id as "taskId", alt_id as "altId", project_id as "projectId", task_name as "taskName", role,
                role_level as "roleLevel", input, output, score, alt_score as "altScore", final_score as "finalScore", status,
                is_sudden as "isSudden", is_archived as "isArchived", employee, created_at as "createdAt",
                start_date as "startDate", end_date as "endDate", deadline, last_modified as "lastModified", efficiency, benchmark
           from task where project_id = $1 and not is_system and not is_archived
          order by (is_sudden and status < 3) desc, case when is_sudden and status < 3 then 0 else status end, created_at desc, task_id`,
        [Number(list[1])],
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ tasks: rows }));
    }
    res.writeHead(404).end();
  } catch {
    res.writeHead(401).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
