// The loaders of the three level-system screens: the gate (LevelSystem.<Kind>.Get on the project),
// the kind's rows and what the user may do; a pack or config screen also gets the members its
// builder offers (when the user may read them). The project comes from the layout's loader (useProject).
import type { AppLoadContext } from '@remix-run/node';
import type { Params } from '@remix-run/react';
import { levelKind, levelPermission, type LevelItemBase, type LevelKind } from '@studio/domain';

import { memberOptions, routesOf, type MemberOption } from '~/components/levels/level-model';
import { projectIdOf } from '~/components/tasks/params';
import { loadData } from '~/lib/api.server';
import { hasPermission, requirePermission } from '~/lib/permissions';

export async function loadLevelPage<Row extends LevelItemBase>(context: AppLoadContext, params: Params, k: LevelKind) {
  const projectId = projectIdOf(params);
  const permissions = await requirePermission(context, levelPermission(k, 'Get'), projectId);
  const memberKind = k.members ? levelKind(k.members.kind) : null;
  const readMembers = memberKind !== null && hasPermission(permissions, levelPermission(memberKind, 'Get'));
  const [list, members] = await Promise.all([
    loadData(context, routesOf(k).list, { params: { projectId } }),
    readMembers ? loadData(context, routesOf(memberKind).list, { params: { projectId } }) : Promise.resolve(null),
  ]);
  // The answer of a kind's list holds its rows under the kind's listKey.
  const rowsOf = (answer: object, listKey: LevelKind['listKey']) => (answer as Record<string, LevelItemBase[]>)[listKey];
  const options: MemberOption[] = memberKind && members ? memberOptions(memberKind, rowsOf(members, memberKind.listKey)) : [];
  return {
    rows: rowsOf(list, k.listKey) as Row[],
    options,
    canCreate: hasPermission(permissions, levelPermission(k, 'Create')),
    canEdit: hasPermission(permissions, levelPermission(k, 'Edit')),
  };
}
