// The loader of the scoring configuration screens (admin > config > task and role).
import { data as dataResponse, type AppLoadContext } from '@remix-run/node';
import type { ConfigRow } from '@studio/domain';

import type { ConfigScreenData } from '~/components/scoring-config/config-screen';
import { configScreen } from '~/components/scoring-config/config-screens';
import type { Named } from '~/components/scoring-config/mission-editor';
import { apiData } from '~/lib/api.server';
import { hasPermission, requirePermission } from '~/lib/permissions';

export async function loadConfigScreen(context: AppLoadContext, path: string): Promise<ConfigScreenData> {
  const screen = configScreen(path);
  if (!screen) throw dataResponse({ code: 'common.not-found', message: null }, { status: 404 });
  // `Config` opens the menu; the table's Get permission opens the screen, its Set (or Create) edits it.
  const permissions = await requirePermission(context, screen.table.get);
  const body = await apiData<Record<string, ConfigRow[]>>(context, 'GET', `/api/config/${screen.table.path}`);
  let projects: Named[] = [];
  let employees: Named[] = [];
  if (screen.kind === 'missions') {
    projects = (await apiData<{ projects: Named[] }>(context, 'GET', '/api/projects')).projects
      .filter((p) => Number(p.id) !== 0).map((p) => ({ id: p.id, name: p.name }));
    if (screen.owner === 'employee' && hasPermission(permissions, 'Admin.Employee.Get')) {
      employees = (await apiData<{ employees: (Named & { isActive?: boolean })[] }>(context, 'GET', '/api/hr/employees')).employees
        .filter((e) => e.isActive !== false).map((e) => ({ id: e.id, name: e.name || String(e.id), role: e.role }));
    }
  }
  return {
    path,
    rows: body[screen.table.key] ?? [],
    canEdit: hasPermission(permissions, screen.table.set),
    licenseKey: context.handsontableLicenseKey,
    projects,
    employees,
  };
}
