import { Inject, Injectable, Logger } from '@nestjs/common';
import { PERMISSIONS, ROLE_LEVELS, ROLES, Role, SYSTEM_ADMIN_GROUP, WIKI_GLOBAL_PAGES, WikiPageType } from '@studio/domain';
import { createHash, randomBytes } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import * as path from 'path';
import { APP_CONFIG, type AppConfig } from '../../config';
import { PasswordService } from '../../modules/auth/password.service';
import { Db } from '../db';
import { defaultGroups } from './default-groups';

export const ADMIN_ID = 'admin';
export const ROOT_PROJECT_ID = 0;

/**
 * Built-in data, applied at every start and idempotent: the catalogue tables follow the code;
 * groups and the admin account are created once and then belong to the admins.
 */
@Injectable()
export class BuiltInSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    return this.db.tx(async () => {
      // One seeder at a time when several instances start together.
      await this.db.query('select pg_advisory_xact_lock(7100001)');
      await this.db.query(
        `insert into role (id, server_name, tag_name, color, is_system)
         select * from jsonb_to_recordset($1::jsonb) as r(id smallint, "serverName" text, "tagName" text, color text, "isSystem" boolean)
         on conflict (id) do update set server_name = excluded.server_name, tag_name = excluded.tag_name,
           color = excluded.color, is_system = excluded.is_system`,
        [JSON.stringify(ROLES)],
      );
      await this.db.query(
        `insert into role_level (id, name, is_active)
         select * from jsonb_to_recordset($1::jsonb) as r(id smallint, name text, "isActive" boolean)
         on conflict (id) do update set name = excluded.name, is_active = excluded.is_active`,
        [JSON.stringify(ROLE_LEVELS)],
      );
      await this.db.query(
        `insert into permission (id, name, scope, description)
         select * from jsonb_to_recordset($1::jsonb) as r(id int, name text, scope text, description text)
         on conflict (id) do update set name = excluded.name, scope = excluded.scope, description = excluded.description`,
        [JSON.stringify(PERMISSIONS)],
      );
      await this.db.query(`insert into acl_version (id, version) values (1, 1) on conflict do nothing`);
      await this.db.query(`insert into project (id, name, platform) values ($1, 'Global', null) on conflict do nothing`, [ROOT_PROJECT_ID]);
      await this.seedGlobalWiki();

      const adminExists = (await this.db.query(`select password_hash from employee where id = $1`, [ADMIN_ID])).rows[0];
      if (!adminExists) {
        const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
        await this.db.query(
          `insert into employee (id, first_name, last_name, role, role_level, is_active, password_hash, password_changed_at)
           values ($1, 'Administrator', '', $2, 34, true, $3, now() - interval '1 second')`,
          [ADMIN_ID, Role.SystemAdmin, await this.passwords.hash(password)],
        );
        if (!this.config.adminPassword) this.announceGeneratedPassword(password);
      } else if (this.config.adminPassword && !(await this.passwords.verify(adminExists.password_hash, this.config.adminPassword))) {
        await this.db.query(`update employee set password_hash = $2, password_changed_at = now() where id = $1`,
          [ADMIN_ID, await this.passwords.hash(this.config.adminPassword)]);
      }

      const groups = [{ name: SYSTEM_ADMIN_GROUP, grants: [] }, ...defaultGroups()];
      const created = await this.db.query<{ id: number; name: string }>(
        `insert into permission_group (name) select unnest($1::text[]) on conflict (name) do nothing returning id, name`,
        [groups.map((g) => g.name)],
      );
      const rows = created.rows.flatMap((g) =>
        groups.find((x) => x.name === g.name)!.grants.map((grant) => ({ groupId: g.id, ...grant })),
      );
      if (rows.length) {
        await this.db.query(
          `insert into permission_group_grant (group_id, permission_name, condition_type, condition_value)
           select "groupId", permission, "conditionType", "conditionValue"
             from jsonb_to_recordset($1::jsonb) as r("groupId" int, permission text, "conditionType" smallint, "conditionValue" jsonb)`,
          [JSON.stringify(rows)],
        );
      }
      await this.db.query(
        `insert into permission_group_employee (group_id, employee_id)
         select id, $1 from permission_group where name = $2 on conflict do nothing`,
        [ADMIN_ID, SYSTEM_ADMIN_GROUP],
      );
      if (created.rowCount) await this.db.query(`update acl_version set version = version + 1 where id = 1`);
    });
  }

  /** The global wiki's root and the settings menu's help and policy pages, readable by everyone until an admin says otherwise. */
  private async seedGlobalWiki(): Promise<void> {
    const emptyHash = createHash('sha256').update('', 'utf8').digest('hex');
    const publicRead = JSON.stringify([{ mode: 'read', type: 'Public', data: null }]);
    await this.db.query(
      `with made as (
         insert into wiki_page (project_id, path, type, content, content_hash, permissions)
         select $1, unnest($2::text[]), $3, '', $4, $5::jsonb
         on conflict (project_id, path) do nothing returning id, content, content_hash)
       insert into wiki_page_version (page_id, content, content_hash) select id, content, content_hash from made`,
      [ROOT_PROJECT_ID, Object.values(WIKI_GLOBAL_PAGES), WikiPageType.Default, emptyHash, publicRead],
    );
  }

  private announceGeneratedPassword(password: string): void {
    const file = path.resolve(this.config.dataDir, 'admin-password.txt');
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${password}\n`, { mode: 0o600 });
    } catch {
      /* read-only disk: the log line below is the only copy */
    }
    this.logger.warn(`Created the 'admin' account with password: ${password} (also saved to ${file})`);
  }
}
