// Config > Permission group (spec 3): the groups with ID, Name and Extra (the role of the name's
// numeric suffix), filtered Custom / Project Employee / Default Permission and sorted by the
// suffix. The right-click menu offers Edit, Edit Employee and Delete to holders of the rights;
// the global group (system-admin) offers only Edit Employee.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import {
  compareGroups,
  groupExtraRole,
  groupFilterOf,
  GROUP_FILTERS,
  isGlobalGroup,
  roleTagName,
  type CatalogueEntry,
  type GroupFilter,
  type PermissionGroupView,
  type PersonOption,
} from '@studio/domain';
import { MousePointerClick, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { GroupEmployeesDialog } from '~/components/permission-groups/group-employees-dialog';
import { PermissionGroupDialog } from '~/components/permission-groups/permission-group-dialog';
import { RowGrid, type RowAction, type RowColumn } from '~/components/tasks/row-grid';
import { Button } from '~/components/ui/button';
import { api, failToast } from '~/lib/api.client';
import { apiData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'permission-groups.title');

export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  const permissions = await requirePermission(context, 'Config.PermissionGroup.Get');
  const [{ pgs }, { permissions: catalogue }, { employees }] = await Promise.all([
    apiData<{ pgs: PermissionGroupView[] }>(context, 'GET', '/api/permission-groups'),
    apiData<{ permissions: CatalogueEntry[] }>(context, 'GET', '/api/permission-groups/catalogue'),
    apiData<{ employees: PersonOption[] }>(context, 'GET', '/api/employees/options'),
  ]);
  return {
    pgs,
    catalogue,
    people: employees.map(({ id, name, role, icon }) => ({ id, name, role, icon })),
    licenseKey: context.handsontableLicenseKey,
    canCreate: hasPermission(permissions, 'Config.PermissionGroup.Create'),
    canEdit: hasPermission(permissions, 'Config.PermissionGroup.Edit'),
    canDelete: hasPermission(permissions, 'Config.PermissionGroup.Delete'),
  };
}

type GroupRow = PermissionGroupView & { extra: string };

export default function PermissionGroups() {
  const { t } = useTranslation();
  const { pgs, catalogue, people, licenseKey, canCreate, canEdit, canDelete } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [filter, setFilter] = React.useState<GroupFilter>('custom');
  const [editing, setEditing] = React.useState<PermissionGroupView | null>(null);
  const [editOpen, setEditOpen] = React.useState(false);
  const [members, setMembers] = React.useState<PermissionGroupView | null>(null);
  const [membersOpen, setMembersOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<PermissionGroupView | null>(null);

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

  const columns = React.useMemo<RowColumn<GroupRow>[]>(
    () => [
      { key: 'id', header: t('permission-groups.col.id'), width: 80, text: (g) => g.id, align: 'right' },
      { key: 'name', header: t('permission-groups.col.name'), width: 360, text: (g) => g.name },
      { key: 'extra', header: t('permission-groups.col.extra'), width: 220, text: (g) => g.extra },
    ],
    [t],
  );

  const actions = React.useMemo<RowAction<GroupRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('permission-groups.menu.edit'),
        hidden: (g) => !canEdit || isGlobalGroup(g.name),
        run: (g) => {
          setEditing(g);
          setEditOpen(true);
        },
      },
      {
        key: 'employees',
        label: t('permission-groups.menu.employees'),
        hidden: () => !canEdit,
        run: (g) => {
          setMembers(g);
          setMembersOpen(true);
        },
      },
      { key: 'delete', label: t('permission-groups.menu.delete'), hidden: (g) => !canDelete || isGlobalGroup(g.name), run: (g) => setDeleting(g) },
    ],
    [t, canEdit, canDelete],
  );

  async function remove(group: PermissionGroupView) {
    const res = await api('DELETE', `/api/permission-groups/${group.id}`, undefined, { silent: true });
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
                <span className="rounded-full bg-muted-foreground/10 px-1.5 text-xs tabular-nums">{counts[f]}</span>
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
          <RowGrid
            label={t('permission-groups.grid')}
            rows={rows}
            columns={columns}
            licenseKey={licenseKey}
            exportName="permission-groups"
            actions={actions}
            rowId={(g) => g.id}
            emptyText={t('permission-groups.empty')}
            className="h-[500px]"
          />
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
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
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
