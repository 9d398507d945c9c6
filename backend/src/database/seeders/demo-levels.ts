import { LEVEL_KINDS, levelPermission, Role } from '@studio/domain';
import type { Db } from '../db';

const THEMES = ['Garden', 'Beach', 'Candy', 'Castle'];
const HARD = new Set([4, 8, 12, 16, 20, 24]);

/**
 * A level system for the first demo game: 24 levels (a Hard variant on every fourth, level 10 at
 * version 2 and active), three packs of eight (pack 1 at version 2 with a new order) and a config
 * of the three packs. The project's game designers, unity developers, manager and owner get the
 * LevelSystem permissions on it through one demo group. Levels have no preview images (the demo
 * has no files in the content store); the screens show their placeholder.
 */
export async function seedDemoLevels(db: Db, project: number): Promise<void> {
  const levels: { id: number; version: number; variant: string; name: string; description: string; active: boolean; data: object }[] = [];
  for (let id = 1; id <= 24; id++) {
    const theme = THEMES[Math.floor((id - 1) / 6)];
    const base = { id, name: `${theme} ${id}`, description: `Clear ${10 + id * 2} tiles in ${25 - Math.floor(id / 3)} moves`, data: { moves: 25 - Math.floor(id / 3), goal: 10 + id * 2 } };
    levels.push({ ...base, version: 1, variant: 'Base', active: id !== 10 });
    if (HARD.has(id)) levels.push({ ...base, version: 1, variant: 'Hard', name: `${theme} ${id} (hard)`, active: false, data: { ...base.data, moves: base.data.moves - 5 } });
  }
  levels.push({ id: 10, version: 2, variant: 'Base', name: 'Garden 10 v2', description: 'Rebalanced: two more moves', active: true, data: { moves: 24, goal: 30 } });
  await db.exec(
    `insert into level (project_id, level_id, version, variant, name, description, is_active, additional_data, resource)
     select $1, r.id, r.version, r.variant, r.name, r.description, r.active, r.data, 'https://drive.studio.vn/tile/levels/' || r.id || '.json'
     from jsonb_to_recordset($2::jsonb) as r(id int, version int, variant text, name text, description text, active boolean, data jsonb)
     on conflict do nothing`,
    [project, JSON.stringify(levels)],
  );
  const packs = [
    { id: 1, version: 1, name: 'Garden world', levels: [1, 2, 3, 4, 5, 6, 7, 8], active: false },
    { id: 1, version: 2, name: 'Garden world', levels: [1, 2, 4, 3, 5, 6, 8, 7], active: true },
    { id: 2, version: 1, name: 'Beach world', levels: [9, 10, 11, 12, 13, 14, 15, 16], active: true },
    { id: 3, version: 1, name: 'Candy world', levels: [17, 18, 19, 20, 21, 22, 23, 24], active: true },
  ];
  await db.exec(
    `insert into level_pack (project_id, level_pack_id, version, name, description, is_active, levels)
     select $1, r.id, r.version, r.name, 'Eight levels of the ' || lower(r.name), r.active, r.levels
     from jsonb_to_recordset($2::jsonb) as r(id int, version int, name text, active boolean, levels jsonb)
     on conflict do nothing`,
    [project, JSON.stringify(packs)],
  );
  await db.exec(
    `insert into level_config (project_id, level_config_id, version, name, description, is_active, level_packs)
     values ($1, 1, 1, 'Season 1', 'The first three worlds', true, '[1, 2, 3]'::jsonb) on conflict do nothing`,
    [project],
  );
  const group = await db.one<{ id: number }>(`insert into permission_group (name) values ('Demo level designers') on conflict (name) do nothing returning id`);
  if (!group) return;
  const names = ['LevelSystem', ...LEVEL_KINDS.flatMap((k) => (['Get', 'Create', 'Edit'] as const).map((a) => levelPermission(k, a)))];
  await db.exec(
    `insert into permission_group_grant (group_id, permission_name, condition_type, condition_value)
     select $1, unnest($2::text[]), 3, $3::jsonb`,
    [group.id, names, JSON.stringify({ value: project })],
  );
  await db.exec(
    `insert into permission_group_employee (group_id, employee_id)
     select distinct $1::int, employee_id from project_employee
     where project_id = $2 and role = any($3::smallint[]) on conflict do nothing`,
    [group.id, project, [Role.GameDesign, Role.UnityDev, Role.ProjectManager, Role.ProjectOwner]],
  );
}
