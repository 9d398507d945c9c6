// The create-project popup (spec 1) and, with a fixed parent, the create-child-project form of
// the project settings (spec 2): name, platform, type, parent, icon and the five role holders.
import * as React from 'react';
import { endpoints, PROJECT_ROLES, type ProjectRoleKey, type ResponseOf } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { IconPicker } from '~/components/projects/icon-picker';
import { personOption, projectOption } from '~/components/projects/pick-options';
import { ProjectAvatar, PlatformTag } from '~/components/projects/project-avatar';
import {
  PROJECT_TYPES,
  sendForm,
  toFormData,
  type ProjectDetail,
  type ProjectSummary,
} from '~/components/projects/project-model';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { call } from '~/lib/api.client';
import { useApiQuery } from '~/lib/use-api-query';
import { useFormDialog } from '~/lib/use-form-dialog';

type Holders = Record<ProjectRoleKey, string | null>;
const NO_HOLDERS: Holders = { pm: null, po: null, ua: null, cm: null, rnd: null };
const NONE = 'none';

type ProjectField = 'name' | 'platform' | 'type' | 'parent' | ProjectRoleKey;
/** Fields of POST /api/projects -> the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, ProjectField>> = {
  projectName: 'name',
  platform: 'platform',
  type: 'type',
  parent: 'parent',
  ...Object.fromEntries(PROJECT_ROLES.map((r) => [r.key, r.key])),
};

export function CreateProjectDialog({
  open,
  onOpenChange,
  projects,
  parent,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Projects the parent picker offers. */
  projects: readonly ProjectSummary[];
  /** A child project of this one: the parent is fixed. */
  parent?: ProjectSummary;
  onCreated: (project: ProjectDetail) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = React.useState('');
  const [platform, setPlatform] = React.useState('');
  const [type, setType] = React.useState('');
  const [parentId, setParentId] = React.useState<string | null>(null);
  const [icon, setIcon] = React.useState<File | null>(null);
  const [holders, setHolders] = React.useState<Holders>(NO_HOLDERS);
  const form = useFormDialog<ProjectField>({
    open,
    onOpenChange,
    // A refreshed parent object (revalidation) must not clear what is being typed.
    resetKey: parent?.id,
    onOpen: () => {
      setName('');
      setPlatform(parent?.platform ? String(parent.platform) : '');
      setType('');
      setParentId(null);
      setIcon(null);
      setHolders(NO_HOLDERS);
    },
    fields: SERVER_FIELDS,
    fieldId: (f) => `create-project-${f}`,
  });

  // The people each project role may take, read while the dialog is open.
  const candidates = useApiQuery(endpoints.projects.candidates, open ? {} : null, { toastErrors: true, keepPrevious: true }).data;
  const options = React.useMemo(
    () => Object.fromEntries(PROJECT_ROLES.map((r) => [r.key, (candidates?.[r.key] ?? []).map((c) => personOption(c, r.role))])),
    [candidates],
  );
  const parentOptions = React.useMemo(() => projects.map(projectOption), [projects]);

  async function create() {
    const projectName = name.trim();
    if (!projectName) {
      form.refuse('name', t('project.name-required'), 'warning');
      form.focus('name');
      return;
    }
    const body = {
      projectName,
      platform: platform && platform !== NONE ? Number(platform) : null,
      type: type && type !== NONE ? Number(type) : null,
      parent: parent ? parent.id : parentId ? Number(parentId) : null,
      ...holders,
    };
    await form.submit(
      (o) =>
        icon
          ? sendForm<ResponseOf<typeof endpoints.projects.create>>('POST', endpoints.projects.create.path({}), toFormData(body, { icon }), o)
          : call(endpoints.projects.create, { body }, o),
      {
        success: t('project-select.my-project.create.success'),
        fail: 'project-select.my-project.create.error',
        onSuccess: (created) => onCreated(created.project),
      },
    );
  }

  const title = parent ? t('projects.create-child.title') : t('projects.create.title');

  return (
    <FormDialog
      form={form}
      formId="create-project"
      onSubmit={create}
      className="max-w-3xl"
      title={title}
      description={t(parent ? 'projects.create-child.description' : 'projects.create.description')}
      formClassName="grid gap-x-5 gap-y-4 sm:grid-cols-2"
      submitLabel={t('projects.create.submit')}
    >
      <div className="sm:col-span-2">
        <IconPicker id="create-project-icon" name={name} currentIcon={null} file={icon} onFileChange={setIcon} disabled={form.busy} />
      </div>
      <Field id="create-project-name" label={t('projects.field.name')} error={form.error('name')} required className="sm:col-span-2">
        <Input
          value={name}
          autoComplete="off"
          maxLength={200}
          onChange={(e) => {
            setName(e.target.value);
            form.clear('name');
          }}
          autoFocus
        />
      </Field>
      <Field id="create-project-platform" label={t('projects.field.platform')} error={form.error('platform')}>
        {(control) => (
          <Select value={platform} onValueChange={setPlatform} disabled={form.busy}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('projects.field.platform.placeholder')} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="1">{t('projects.platform.android')}</SelectItem>
              <SelectItem value="2">{t('projects.platform.ios')}</SelectItem>
              <SelectItem value={NONE}>{t('projects.platform.other')}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field id="create-project-type" label={t('projects.field.type')} error={form.error('type')}>
        {(control) => (
          <Select value={type} onValueChange={setType} disabled={form.busy}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('projects.field.type.placeholder')} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('projects.type.none')}</SelectItem>
              {PROJECT_TYPES.map((id) => (
                <SelectItem key={id} value={String(id)}>
                  {t(`projects.type.${id}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field id="create-project-parent" label={t('projects.field.parent')} error={form.error('parent')} className="sm:col-span-2">
        {parent ? (
          <div className="flex h-9 items-center gap-2 rounded-md border border-input bg-muted/50 px-3 text-sm">
            <ProjectAvatar project={parent} size="xs" />
            <span className="min-w-0 flex-1 truncate">{parent.name}</span>
            <PlatformTag platform={parent.platform} />
          </div>
        ) : (
          <SearchableSelect
            value={parentId}
            onValueChange={setParentId}
            options={parentOptions}
            placeholder={t('projects.field.parent.none')}
            clearable
            disabled={form.busy}
          />
        )}
      </Field>

      <fieldset className="grid gap-x-5 gap-y-4 rounded-lg border bg-muted/20 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {t('projects.create.holders')}
        </legend>
        {PROJECT_ROLES.map((r) => (
          <Field key={r.key} id={`create-project-${r.key}`} label={t(`projects.holder.${r.key}`)} error={form.error(r.key)}>
            <SearchableSelect
              value={holders[r.key]}
              onValueChange={(v) => setHolders((h) => ({ ...h, [r.key]: v }))}
              options={options[r.key] ?? []}
              placeholder={candidates ? t('projects.holder.placeholder') : t('common.loading')}
              clearable
              disabled={form.busy || !candidates}
            />
          </Field>
        ))}
      </fieldset>
    </FormDialog>
  );
}
