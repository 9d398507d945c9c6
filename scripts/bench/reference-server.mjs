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
    res.writeHead(404).end();
  } catch {
    res.writeHead(401).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
