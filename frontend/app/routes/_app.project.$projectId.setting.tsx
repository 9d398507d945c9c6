// Project settings (spec 2, Project Setting): the project's fields and icon, its members per role
// and role levels, linked accounts and a child project. Needs Project.Edit on the project.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { endpoints } from '@studio/domain';
import { FolderPlus, Link2, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { CreateProjectDialog } from '~/components/projects/create-project-dialog';
import { LinkedAccountsDialog } from '~/components/projects/linked-accounts-dialog';
import { useProject } from '~/components/projects/project-layout';
import {
  descendantsOf,
  sendForm,
  toFormData,
  type ProjectDetail,
} from '~/components/projects/project-model';
import { ProjectMembers } from '~/components/projects/project-members';
import { RoleLevelPanel } from '~/components/projects/role-level-panel';
import { SettingGeneral } from '~/components/projects/setting-general';
import {
  editableRoles,
  sameLevels,
  sameMembers,
  settingPayload,
  toLevelMap,
  toValues,
  type LevelMap,
  type SettingValues,
} from '~/components/projects/setting-form';
import { Button } from '~/components/ui/button';
import { call, failToast } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { useAppData } from '~/lib/app-data';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'projects.setting.title');

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = Number(params.projectId);
  const permissions = await requirePermission(context, 'Project.Edit', id);
  // The project comes from the layout's loader (useProject), read again after a save (revalidate).
  const [{ projects }, { employees }] = await Promise.all([
    loadData(context, endpoints.projects.list),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return {
    projects,
    people: employees,
    showRoleLevels: hasPermission(permissions, 'Project.Get.RoleLevel'),
    memberRoles: editableRoles(permissions, 'Project.Edit.Employee'),
    levelRoles: editableRoles(permissions, 'Project.Edit.RoleLevel'),
  };
}

type SettingData = ReturnType<typeof useLoaderData<typeof loader>> & { project: ProjectDetail };

export default function ProjectSetting() {
  const data = useLoaderData<typeof loader>();
  const project = useProject();
  // Another project (through the sidebar's ?p=) starts a fresh form.
  return <SettingView key={project.id} project={project} {...data} />;
}

function SettingView({ project, projects, people, showRoleLevels, memberRoles, levelRoles }: SettingData) {
  const { t } = useTranslation();
  const { permissions: globalPermissions } = useAppData();
  const revalidator = useRevalidator();

  const [initial, setInitial] = React.useState<SettingValues>(() => toValues(project));
  const [values, setValues] = React.useState<SettingValues>(initial);
  const [members, setMembers] = React.useState(project.employees);
  const [levels, setLevels] = React.useState<LevelMap>(() => toLevelMap(project.roleLevels));
  const [iconFile, setIconFile] = React.useState<File | null>(null);
  const [nameMissing, setNameMissing] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [linkedOpen, setLinkedOpen] = React.useState(false);
  const [childOpen, setChildOpen] = React.useState(false);

  const initialLevels = React.useMemo(() => toLevelMap(project.roleLevels), [project]);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    iconFile !== null ||
    !sameMembers(members, project.employees) ||
    !sameLevels(levels, initialLevels);

  // Fresh data after a save (or a revalidation while nothing is edited): the form starts from it.
  const dirtyRef = React.useRef(dirty);
  dirtyRef.current = dirty;
  const resetNext = React.useRef(false);
  React.useEffect(() => {
    if (!resetNext.current && dirtyRef.current) return;
    resetNext.current = false;
    const fresh = toValues(project);
    setInitial(fresh);
    setValues(fresh);
    setMembers(project.employees);
    setLevels(toLevelMap(project.roleLevels));
    setIconFile(null);
    setNameMissing(false);
  }, [project]);

  const parentOptions = React.useMemo(() => {
    const below = descendantsOf(project.id, projects);
    return projects.filter((p) => p.id !== project.id && !below.has(p.id));
  }, [project.id, projects]);

  const set = <K extends keyof SettingValues>(key: K, value: SettingValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'name') setNameMissing(false);
  };

  async function save() {
    if (saving) return;
    if (!values.name.trim()) {
      setNameMissing(true);
      toast.warning(t('project.name-required'));
      document.getElementById('setting-name')?.focus();
      return;
    }
    const body = settingPayload(
      values,
      initial,
      { now: members, initial: project.employees },
      showRoleLevels && levelRoles.length > 0 ? { now: levels, initial: initialLevels } : null,
    );
    setSaving(true);
    const res = iconFile
      ? await sendForm('PATCH', endpoints.projects.update.path({ id: project.id }), toFormData(body, { icon: iconFile }), { silent: true })
      : await call(endpoints.projects.update, { params: { id: project.id }, body }, { silent: true });
    setSaving(false);
    if (!res.ok) {
      if (res.status !== 401) failToast('projects.setting.edit-error', res.data);
      return;
    }
    toast.success(t('projects.setting.edit-success'));
    resetNext.current = true;
    revalidator.revalidate();
  }

  const canCreateChild = hasPermission(globalPermissions, 'Project.Create');
  const memberRoleIds = [...new Set(members.map((m) => m.role))];

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('projects.setting.title')}
        description={t('projects.setting.description', { name: project.name })}
        actions={
          <>
            <span className="mr-1 text-xs font-medium text-amber-700" aria-live="polite">
              {dirty ? t('projects.setting.unsaved') : null}
            </span>
            <Button variant="outline" onClick={() => setLinkedOpen(true)}>
              <Link2 aria-hidden="true" />
              {t('projects.setting.linked')}
            </Button>
            {canCreateChild ? (
              <Button variant="outline" onClick={() => setChildOpen(true)}>
                <FolderPlus aria-hidden="true" />
                {t('projects.setting.create-child')}
              </Button>
            ) : null}
            <Button onClick={() => void save()} loading={saving} disabled={saving}>
              {saving ? null : <Save aria-hidden="true" />}
              {t('projects.setting.save')}
            </Button>
          </>
        }
      />

      <SettingGeneral
        projectId={project.id}
        values={values}
        set={set}
        icon={project.icon}
        iconFile={iconFile}
        onIconFile={setIconFile}
        parentOptions={parentOptions}
        nameMissing={nameMissing}
        disabled={saving}
      />

      <div className={showRoleLevels ? 'grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : undefined}>
        <ProjectMembers members={members} onChange={setMembers} people={people} editableRoles={memberRoles} disabled={saving} />
        {showRoleLevels ? (
          <RoleLevelPanel levels={levels} onChange={setLevels} memberRoles={memberRoleIds} editableRoles={levelRoles} disabled={saving} />
        ) : null}
      </div>

      <LinkedAccountsDialog projectId={project.id} open={linkedOpen} onOpenChange={setLinkedOpen} />
      {canCreateChild ? (
        <CreateProjectDialog
          open={childOpen}
          onOpenChange={setChildOpen}
          projects={projects}
          parent={project}
          onCreated={() => revalidator.revalidate()}
        />
      ) : null}
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
