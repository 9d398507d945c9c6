// Config > Permission group (spec 3): the groups with ID, Name and Extra (the role of the name's
// numeric suffix), filtered Custom / Project Employee / Default Permission and sorted by the
// suffix. The right-click menu (also the row's menu button, for the keyboard) offers Edit, Edit
// Employee and Delete to holders of the rights; the global group (system-admin) offers only
// Edit Employee. The list is a plain table in a 500 px box: a few hundred rows at most, and every
// row stays reachable by assistive technology.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import {  compareGroups, endpoints, GROUP_FILTERS, groupExtraRole, type GroupFilter, groupFilterOf, isGlobalGroup, type PermissionGroupView, roleTagName } from '@studio/domain';
import { MoreHorizontal, MousePointerClick, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { GroupEmployeesDialog } from '~/components/permissions/group-employees-dialog';
import { PermissionGroupDialog } from '~/components/permissions/permission-group-dialog';
import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { call, failToast } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'permission-groups.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  const permissions = await requirePermission(context, 'Config.PermissionGroup.Get');
  const [{ pgs }, { permissions: catalogue }, { employees }] = await Promise.all([
    loadData(context, endpoints.permissionGroups.list),
    loadData(context, endpoints.permissionGroups.catalogue),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return {
    pgs,
    catalogue,
    people: employees.map(({ id, name, role, icon }) => ({ id, name, role, icon })),
    canCreate: hasPermission(permissions, 'Config.PermissionGroup.Create'),
    canEdit: hasPermission(permissions, 'Config.PermissionGroup.Edit'),
    canDelete: hasPermission(permissions, 'Config.PermissionGroup.Delete'),
  };
}

type GroupRow = PermissionGroupView & { extra: string };

export default function PermissionGroups() {
  const { t } = useTranslation();
  const { pgs, catalogue, people, canCreate, canEdit, canDelete } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [filter, setFilter] = React.useState<GroupFilter>('custom');
  const [editing, setEditing] = React.useState<PermissionGroupView | null>(null);
  const [editOpen, setEditOpen] = React.useState(false);
  const [members, setMembers] = React.useState<PermissionGroupView | null>(null);
  const [membersOpen, setMembersOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<PermissionGroupView | null>(null);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  const [menuFor, setMenuFor] = React.useState<number | null>(null);

  const rows = React.useMemo<GroupRow[]>(
    () =>
      pgs
        .filter((g) => groupFilterOf(g.name) === filter)
        .sort(compareGroups)
        .map((g) => {
          const role = groupExtraRole(g.name);
          return { ...g, extra: role === null ? '' : roleTagName(role) };
        }),
    [pgs, filter],
  );
  const counts = React.useMemo(
    () => Object.fromEntries(GROUP_FILTERS.map((f) => [f, pgs.filter((g) => groupFilterOf(g.name) === f).length])) as Record<GroupFilter, number>,
    [pgs],
  );

  type Action = { key: string; label: string; run: (g: GroupRow) => void };
  const actionsOf = (g: GroupRow): Action[] => {
    const global = isGlobalGroup(g.name);
    const list: Action[] = [];
    if (canEdit && !global)
      list.push({
        key: 'edit',
        label: t('permission-groups.menu.edit'),
        run: () => {
          setEditing(g);
          setEditOpen(true);
        },
      });
    if (canEdit)
      list.push({
        key: 'employees',
        label: t('permission-groups.menu.employees'),
        run: () => {
          setMembers(g);
          setMembersOpen(true);
        },
      });
    if (canDelete && !global)
      list.push({
        key: 'delete',
        label: t('permission-groups.menu.delete'),
        run: () => {
          setDeleting(g);
          setDeleteOpen(true);
        },
      });
    return list;
  };

  async function remove(group: PermissionGroupView) {
    const res = await call(endpoints.permissionGroups.remove, { params: { id: group.id } }, { silent: true });
    if (res.ok) {
      toast.success(t('permission-groups.deleted'));
      revalidator.revalidate();
    } else if (res.status !== 401) {
      failToast('permission-groups.delete-failed', res.data);
    }
  }

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('permission-groups.title')}
        description={t('permission-groups.description')}
        actions={
          // Spec 3: the button is shown to everyone; without the create right it cannot be used.
          <Button
            onClick={() => {
              setEditing(null);
              setEditOpen(true);
            }}
            disabled={!canCreate}
            title={canCreate ? undefined : t('common.no-permission')}
          >
            <Plus aria-hidden="true" />
            {t('permission-groups.new')}
          </Button>
        }
      />

      <div className="overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5">
          <div role="radiogroup" aria-label={t('permission-groups.filter')} className="inline-flex rounded-lg bg-muted p-1">
            {GROUP_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                role="radio"
                aria-checked={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  filter === f ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`permission-groups.filter.${f}`)}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    filter === f ? 'bg-primary/10 text-primary' : 'bg-background text-foreground/80',
                  )}
                >
                  {counts[f]}
                </span>
              </button>
            ))}
          </div>
          {canEdit || canDelete ? (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <MousePointerClick className="h-3.5 w-3.5" aria-hidden="true" />
              {t('permission-groups.menu-hint')}
            </p>
          ) : null}
        </div>
        <div className="p-4">
          <div className="h-[500px] overflow-auto rounded-lg border" data-testid="pg-list">
            <table className="w-full text-sm" aria-label={t('permission-groups.grid')}>
              <thead className="sticky top-0 z-10 bg-muted text-left text-xs font-semibold text-muted-foreground">
                <tr>
                  <th scope="col" className="w-20 px-4 py-2.5 text-right">
                    {t('permission-groups.col.id')}
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    {t('permission-groups.col.name')}
                  </th>
                  <th scope="col" className="w-56 px-3 py-2.5">
                    {t('permission-groups.col.extra')}
                  </th>
                  <th scope="col" className="w-16 px-3 py-2.5">
                    <span className="sr-only">{t('permission-groups.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="py-16 text-center text-muted-foreground">
                      <SearchX className="mx-auto mb-2 h-5 w-5" aria-hidden="true" />
                      {t('permission-groups.empty')}
                    </td>
                  </tr>
                ) : (
                  rows.map((g) => {
                    const actions = actionsOf(g);
                    return (
                      <tr
                        key={g.id}
                        data-group-id={g.id}
                        className={cn('h-10 border-t transition-colors hover:bg-muted/40', menuFor === g.id && 'bg-accent/60')}
                        onContextMenu={(e) => {
                          if (actions.length === 0) return;
                          e.preventDefault();
                          setMenuFor(g.id);
                        }}
                      >
                        <td className="px-4 py-1.5 text-right tabular-nums text-muted-foreground">{g.id}</td>
                        <td className="px-3 py-1.5 font-medium" data-col="name">
                          {g.name}
                        </td>
                        <td className="px-3 py-1.5" data-col="extra">
                          {g.extra}
                        </td>
                        <td className="px-3 py-1 text-right">
                          {actions.length ? (
                            <DropdownMenu open={menuFor === g.id} onOpenChange={(o) => setMenuFor(o ? g.id : null)}>
                              <DropdownMenuTrigger asChild>
                                <Button variant="ghost" size="icon-sm" aria-label={t('permission-groups.menu.aria', { name: g.name })}>
                                  <MoreHorizontal aria-hidden="true" />
                                </Button>
                              </DropdownMenuTrigger>
                              <DropdownMenuContent align="end" className="w-48">
                                {actions.map((a) => (
                                  <DropdownMenuItem
                                    key={a.key}
                                    onSelect={() => a.run(g)}
                                    className={a.key === 'delete' ? 'text-destructive focus:text-destructive' : undefined}
                                  >
                                    {a.label}
                                  </DropdownMenuItem>
                                ))}
                              </DropdownMenuContent>
                            </DropdownMenu>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>

      <PermissionGroupDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        group={editing}
        catalogue={catalogue}
        onSaved={() => revalidator.revalidate()}
      />
      <GroupEmployeesDialog open={membersOpen} onOpenChange={setMembersOpen} group={members} people={people} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t('permission-groups.delete.title')}
        description={t('permission-groups.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('permission-groups.menu.delete')}
        destructive
        onCancel={() => toast.info(t('permission-groups.delete-canceled'))}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
