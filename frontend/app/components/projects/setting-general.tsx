// The project's own fields on the settings screen (spec 2, Project Setting).
import * as React from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { IconPicker } from '~/components/projects/icon-picker';
import { projectOption } from '~/components/projects/pick-options';
import { PLATFORM_STYLE, PROJECT_TYPES, UA_STATUSES, platformKey, projectTypeLabel, type ProjectSummary } from '~/components/projects/project-model';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { NONE, type SettingValues } from '~/components/projects/setting-form';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { copyText } from '~/lib/clipboard';

const UNSET = 'unset';

export function SettingGeneral({
  projectId,
  values,
  set,
  icon,
  iconFile,
  onIconFile,
  parentOptions,
  nameMissing,
  disabled,
}: {
  projectId: number;
  values: SettingValues;
  set: <K extends keyof SettingValues>(key: K, value: SettingValues[K]) => void;
  icon: string | null;
  iconFile: File | null;
  onIconFile: (file: File | null) => void;
  /** Projects that may become the parent (not this one nor below it). */
  parentOptions: readonly ProjectSummary[];
  nameMissing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const options = React.useMemo(() => parentOptions.map(projectOption), [parentOptions]);
  const type = values.projectType === '' ? null : Number(values.projectType);

  const text = (key: 'packageName' | 'repositoryId' | 'firebaseProjectId' | 'firebaseAppId', label: string, mono = true) => (
    <Field id={`setting-${key}`} label={label}>
      <Input
        id={`setting-${key}`}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        className={mono ? 'font-mono text-[13px]' : undefined}
        disabled={disabled}
      />
    </Field>
  );

  return (
    <section aria-labelledby="setting-general-title" className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <h2 id="setting-general-title" className="sr-only">
        {t('projects.setting.general')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4 border-b px-5 py-5">
        <IconPicker id="setting-icon" name={values.name} currentIcon={icon} file={iconFile} onFileChange={onIconFile} disabled={disabled} />
        <div className="space-y-1 text-right">
          <p className="text-xs font-medium text-muted-foreground">{t('projects.field.id')}</p>
          <button
            type="button"
            onClick={async () => {
              if (await copyText(String(projectId))) toast.success(t('Copied to clipboard'));
            }}
            aria-label={t('projects.setting.copy-id', { id: projectId })}
            title={t('projects.setting.copy-id', { id: projectId })}
            className="inline-flex items-center gap-2 rounded-md border bg-muted/40 px-2.5 py-1 font-mono text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {projectId}
            <Copy className="h-3.5 w-3.5 text-muted-foreground" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="grid gap-x-6 gap-y-5 px-5 py-5 md:grid-cols-2">
        <Field id="setting-name" label={t('projects.field.name')} error={nameMissing} required>
          <Input
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
          />
        </Field>
        {text('packageName', t('projects.field.package-name'))}

        <Field id="setting-platform" label={t('projects.field.platform')}>
          <Select value={values.platform} onValueChange={(v) => set('platform', v)} disabled={disabled}>
            <SelectTrigger id="setting-platform">
              {/* The label itself, so the server render shows it before the select mounts. */}
              <SelectValue>{t(PLATFORM_STYLE[platformKey(values.platform === NONE ? null : Number(values.platform))].label)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="1">{t('projects.platform.android')}</SelectItem>
              <SelectItem value="2">{t('projects.platform.ios')}</SelectItem>
              <SelectItem value={NONE}>{t('projects.platform.other')}</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        <Field id="setting-type" label={t('projects.field.type')}>
          <Select value={values.projectType || UNSET} onValueChange={(v) => set('projectType', v === UNSET ? '' : v)} disabled={disabled}>
            <SelectTrigger id="setting-type">
              <SelectValue>{type === null ? t('projects.type.none') : projectTypeLabel(t, type)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={UNSET}>{t('projects.type.none')}</SelectItem>
              {/* A stored type the screen has no name for stays selectable as it is. */}
              {type !== null && !PROJECT_TYPES.includes(type) ? <SelectItem value={String(type)}>{projectTypeLabel(t, type)}</SelectItem> : null}
              {PROJECT_TYPES.map((id) => (
                <SelectItem key={id} value={String(id)}>
                  {t(`projects.type.${id}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>

        <Field id="setting-parent" label={t('projects.field.parent')}>
          <SearchableSelect
            id="setting-parent"
            value={values.parent}
            onValueChange={(v) => set('parent', v)}
            options={options}
            placeholder={t('projects.field.parent.none')}
            clearable
            disabled={disabled}
          />
        </Field>
        <Field id="setting-ua-status" label={t('projects.field.ua-status')}>
          <Select value={values.statusUa || UNSET} onValueChange={(v) => set('statusUa', v === UNSET ? '' : v)} disabled={disabled}>
            <SelectTrigger id="setting-ua-status">
              <SelectValue>{values.statusUa ? t(`projects.ua-status.${values.statusUa}`) : t('projects.ua-status.none')}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={UNSET}>{t('projects.ua-status.none')}</SelectItem>
              {UA_STATUSES.map((s) => (
                <SelectItem key={s} value={String(s)}>
                  {t(`projects.ua-status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>

      </div>
      <div className="space-y-4 border-t px-5 py-5">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t('projects.setting.integrations')}</h3>
        <div className="grid gap-x-6 gap-y-5 md:grid-cols-3">
          {text('repositoryId', t('projects.field.repository-id'))}
          {text('firebaseProjectId', t('projects.field.firebase-project-id'))}
          {text('firebaseAppId', t('projects.field.firebase-app-id'))}
        </div>
      </div>
    </section>
  );
}
