import { checkShares, initialDefaultShares } from '@studio/domain';
import type { Db } from '../db';

/**
 * A bonus config for the first demo project (docs/bonus.md): a fund of 1.2 billion VND, Gplay at
 * 15 % and marketing at 35 % (the other teams keep their defaults), so the project bonus screen
 * and the revenue bonus distribution show real amounts. The internal defaults row is written too.
 */
export async function seedDemoBonus(db: Db, projectId: number): Promise<void> {
  const defaults = initialDefaultShares();
  const shares = { 6: 0.15, 2: 0.35 };
  const checked = checkShares(shares, defaults);
  if (!checked.ok) throw new Error(`demo bonus shares do not total 100 %: ${checked.code}`);
  await db.query(`insert into bonus_internal (id, shares) values (1, $1::jsonb) on conflict (id) do nothing`, [JSON.stringify(defaults)]);
  await db.query(
    `insert into project_bonus_config (project_id, project_fund, shares, updated_by) values ($1, $2, $3::jsonb, 'admin')
     on conflict (project_id) do nothing`,
    [projectId, 1_200_000_000, JSON.stringify(checked.shares)],
  );
}
