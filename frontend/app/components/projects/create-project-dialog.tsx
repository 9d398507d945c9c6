// The create-project popup (spec 1) and, with a fixed parent, the create-child-project form of
// the project settings (spec 2): name, platform, type, parent, icon and the five role holders.
import * as React from 'react';
import { PROJECT_ROLES, type ProjectRoleKey } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { IconPicker } from '~/components/projects/icon-picker';
import { personOption, projectOption } from '~/components/projects/pick-options';
import { ProjectAvatar, PlatformTag } from '~/components/projects/project-avatar';
import {
  PROJECT_TYPES,
  sendForm,
  toFormData,
  type Candidates,
  type ProjectDetail,
  type ProjectSummary,
} from '~/components/projects/project-model';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { api, failToast } from '~/lib/api.client';

type Holders = Record<ProjectRoleKey, string | null>;
const NO_HOLDERS: Holders = { pm: null, po: null, ua: null, cm: null, rnd: null };
const NONE = 'none';

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
  const [candidates, setCandidates] = React.useState<Candidates | null>(null);
  const [nameMissing, setNameMissing] = React.useState(false);
  const [saving, setSaving] = React.useState(false);

  React.useEffect(() => {
    if (!open) return;
    setName('');
    setPlatform(parent?.platform ? String(parent.platform) : '');
    setType('');
    setParentId(null);
    setIcon(null);
    setHolders(NO_HOLDERS);
    setNameMissing(false);
    let live = true;
    void api<Candidates>('GET', '/api/projects/candidates').then((res) => {
      if (live && res.ok) setCandidates(res.data);
    });
    return () => {
      live = false;
    };
    // A refreshed parent object (revalidation) must not clear what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, parent?.id]);

  const options = React.useMemo(
    () => Object.fromEntries(PROJECT_ROLES.map((r) => [r.key, (candidates?.[r.key] ?? []).map((c) => personOption(c, r.role))])),
    [candidates],
  );
  const parentOptions = React.useMemo(() => projects.map(projectOption), [projects]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const projectName = name.trim();
    if (!projectName) {
      setNameMissing(true);
      toast.warning(t('project.name-required'));
      document.getElementById('create-project-name')?.focus();
      return;
    }
    const body = {
      projectName,
      platform: platform && platform !== NONE ? Number(platform) : null,
      type: type && type !== NONE ? Number(type) : null,
      parent: parent ? parent.id : parentId ? Number(parentId) : null,
      ...holders,
    };
    setSaving(true);
    const res = icon
      ? await sendForm<{ project: ProjectDetail }>('POST', '/api/projects', toFormData(body, { icon }), { silent: true })
      : await api<{ project: ProjectDetail }>('POST', '/api/projects', body, { silent: true });
    setSaving(false);
    if (!res.ok) {
      if (res.status !== 401) failToast('project-select.my-project.create.error', res.data);
      return;
    }
    toast.success(t('project-select.my-project.create.success'));
    onOpenChange(false);
    onCreated(res.data.project);
  }

  const title = parent ? t('projects.create-child.title') : t('projects.create.title');

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-3xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t(parent ? 'projects.create-child.description' : 'projects.create.description')}</DialogDescription>
        </DialogHeader>
        <form id="create-project" onSubmit={onSubmit} noValidate className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <IconPicker id="create-project-icon" name={name} currentIcon={null} file={icon} onFileChange={setIcon} disabled={saving} />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="create-project-name">{t('projects.field.name')}</Label>
            <Input
              id="create-project-name"
              value={name}
              autoComplete="off"
              maxLength={200}
              aria-invalid={nameMissing || undefined}
              onChange={(e) => {
                setName(e.target.value);
                setNameMissing(false);
              }}
              autoFocus
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-project-platform">{t('projects.field.platform')}</Label>
            <Select value={platform} onValueChange={setPlatform} disabled={saving}>
              <SelectTrigger id="create-project-platform">
                <SelectValue placeholder={t('projects.field.platform.placeholder')} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="1">{t('projects.platform.android')}</SelectItem>
                <SelectItem value="2">{t('projects.platform.ios')}</SelectItem>
                <SelectItem value={NONE}>{t('projects.platform.other')}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-project-type">{t('projects.field.type')}</Label>
            <Select value={type} onValueChange={setType} disabled={saving}>
              <SelectTrigger id="create-project-type">
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
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="create-project-parent">{t('projects.field.parent')}</Label>
            {parent ? (
              <div
                id="create-project-parent"
                className="flex h-9 items-center gap-2 rounded-md border border-input bg-muted/50 px-3 text-sm"
              >
                <ProjectAvatar project={parent} size="xs" />
                <span className="min-w-0 flex-1 truncate">{parent.name}</span>
                <PlatformTag platform={parent.platform} />
              </div>
            ) : (
              <SearchableSelect
                id="create-project-parent"
                value={parentId}
                onValueChange={setParentId}
                options={parentOptions}
                placeholder={t('projects.field.parent.none')}
                clearable
                disabled={saving}
              />
            )}
          </div>

          <fieldset className="grid gap-x-5 gap-y-4 rounded-lg border bg-muted/20 p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {t('projects.create.holders')}
            </legend>
            {PROJECT_ROLES.map((r) => (
              <div key={r.key} className="min-w-0 space-y-2">
                <Label htmlFor={`create-project-${r.key}`}>{t(`projects.holder.${r.key}`)}</Label>
                <SearchableSelect
                  id={`create-project-${r.key}`}
                  value={holders[r.key]}
                  onValueChange={(v) => setHolders((h) => ({ ...h, [r.key]: v }))}
                  options={options[r.key] ?? []}
                  placeholder={candidates ? t('projects.holder.placeholder') : t('common.loading')}
                  clearable
                  disabled={saving || !candidates}
                />
              </div>
            ))}
          </fieldset>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-project" loading={saving}>
            {t('projects.create.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
