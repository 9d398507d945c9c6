// The loader of the scoring configuration screens (admin > config > task and role).
import { data as dataResponse, type AppLoadContext } from '@remix-run/node';

import type { ConfigScreenData } from '~/components/scoring-config/config-screen';
import { configScreen } from '~/components/scoring-config/config-screens';
import type { Named } from '~/components/scoring-config/mission-editor';
import { loadData } from '~/lib/api.server';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export async function loadConfigScreen(context: AppLoadContext, path: string): Promise<ConfigScreenData> {
  const screen = configScreen(path);
  if (!screen) throw dataResponse({ code: 'common.not-found', message: null }, { status: 404 });
  // Spec 3: the config area needs Config, as its other screens do; then the table's Get permission opens
  // the screen, its Set (or Create) edits it.
  await requirePermission(context, 'Config');
  const permissions = await requirePermission(context, screen.table.get);
  const body = await loadData(context, endpoints.scoringConfig[screen.table.path].list);
  let projects: Named[] = [];
  let employees: Named[] = [];
  if (screen.kind === 'missions') {
    projects = (await loadData(context, endpoints.projects.list)).projects
      .filter((p) => Number(p.id) !== 0).map((p) => ({ id: p.id, name: p.name }));
    if (screen.owner === 'employee' && hasPermission(permissions, 'Admin.Employee.Get')) {
      employees = (await loadData(context, endpoints.employees.list)).employees
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
