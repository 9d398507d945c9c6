// Project config (the app's id at the service, per linked project), global config and sync.
import * as React from 'react';
import { addDays, endpoints, formatYmd, toYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { DateField, parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { Input } from '~/components/ui/input';
import { call, failToast } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

import type { ConnectorView, ProjectOption } from './connector-model';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; connector: ConnectorView; onSaved: () => void };

export function ProjectConfigDialog({ open, onOpenChange, connector, projects, onSaved }: DialogProps & { projects: ProjectOption[] }) {
  const { t } = useTranslation();
  const linked = projects.filter((p) => connector.activeProjects.includes(p.id));
  const [project, setProject] = React.useState<number | null>(null);
  const form = useFormDialog<'project' | 'activeId'>({
    open, onOpenChange, resetKey: connector.id, fields: ['activeId'], fieldId: (f) => `project-config-${f}`,
    onOpen: () => setProject(linked[0]?.id ?? null),
  });
  const current = connector.configProjects.find((c) => c.project === project);

  async function save(el: HTMLFormElement) {
    const data = new FormData(el);
    const activeId = String(data.get('activeId') ?? '').trim();
    if (project === null) return form.refuse('project', t('connectors.project-required'));
    if (!activeId) return form.refuse('activeId', t('connectors.active-id-required'));
    const platform = String(data.get('platform') ?? '').trim();
    await form.submit((o) => call(endpoints.connectors.projectConfig, { params: { id: connector.id, projectId: project }, body: { activeId, ...(platform ? { platform } : {}) } }, o), {
      success: t('connectors.toast.config-saved'), fail: 'connectors.toast.config-failed', onSuccess: onSaved,
    });
  }

  return (
    <FormDialog form={form} formId="project-config-form" onSubmit={save} title={t('connectors.project-config.title', { name: connector.name })}
      description={t('connectors.project-config.description')} submitLabel={t('connectors.save')} submitDisabled={!linked.length} formClassName="space-y-4">
      {!linked.length ? <p className="text-sm text-muted-foreground">{t('connectors.project-config.none')}</p> : (
        <>
          <Field id="project-config-project" label={t('connectors.field.project')} required error={form.error('project')}>
            <select className="h-9 w-full rounded-md border bg-background px-2 text-sm" value={project ?? ''} onChange={(e) => setProject(Number(e.target.value))}>
              {linked.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </Field>
          <Field id="project-config-activeId" label={t('connectors.field.active-id')} hint={t('connectors.field.active-id-hint')} required error={form.error('activeId')}>
            <Input key={`a${project}`} name="activeId" defaultValue={current?.activeId ?? ''} maxLength={200} autoComplete="off" onChange={() => form.clear('activeId')} />
          </Field>
          <Field id="project-config-platform" label={t('connectors.field.platform')} hint={t('connectors.field.platform-hint')}>
            <Input key={`p${project}`} name="platform" defaultValue={typeof current?.platform === 'string' ? current.platform : ''} maxLength={20} autoComplete="off" />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

export function GlobalConfigDialog({ open, onOpenChange, connector, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const form = useFormDialog<'usdToVnd'>({ open, onOpenChange, resetKey: connector.id, fields: { configGlobal: 'usdToVnd' }, fieldId: () => 'global-config-usdToVnd' });
  async function save(el: HTMLFormElement) {
    const text = String(new FormData(el).get('usdToVnd') ?? '').trim();
    const rate = Number(text);
    if (text && !(rate > 0)) return form.refuse('usdToVnd', t('message.number-error'));
    const configGlobal = { ...connector.configGlobal };
    if (text) configGlobal.usdToVnd = rate;
    else delete configGlobal.usdToVnd;
    await form.submit((o) => call(endpoints.connectors.globalConfig, { params: { id: connector.id }, body: { configGlobal } }, o), {
      success: t('connectors.toast.config-saved'), fail: 'connectors.toast.config-failed', onSuccess: onSaved,
    });
  }
  return (
    <FormDialog form={form} formId="global-config-form" onSubmit={save} title={t('connectors.global-config.title', { name: connector.name })}
      description={t('connectors.global-config.description')} submitLabel={t('connectors.save')} formClassName="space-y-4">
      <Field id="global-config-usdToVnd" label={t('connectors.field.usd-to-vnd')} hint={t('connectors.field.usd-to-vnd-hint')} error={form.error('usdToVnd')}>
        <Input name="usdToVnd" type="number" min={1} defaultValue={typeof connector.configGlobal.usdToVnd === 'number' ? connector.configGlobal.usdToVnd : ''} />
      </Field>
    </FormDialog>
  );
}

export function SyncDialog({ open, onOpenChange, connector, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const yesterday = formatYmd(addDays(toYmd(new Date()), -1));
  const [from, setFrom] = React.useState(yesterday);
  const [to, setTo] = React.useState(yesterday);
  const form = useFormDialog<'from' | 'to'>({
    open, onOpenChange, resetKey: connector.id, fields: ['from', 'to'], fieldId: (f) => `sync-${f}`,
    onOpen: () => { setFrom(yesterday); setTo(yesterday); },
  });
  async function run(el: HTMLFormElement) {
    const data = new FormData(el);
    const from = parseDateField(data.get('from'));
    const to = parseDateField(data.get('to'));
    if (!from) return form.refuse('from', t('connectors.sync.date-required'));
    if (!to) return form.refuse('to', t('connectors.sync.date-required'));
    await form.submit((o) => call(endpoints.connectors.sync, { params: { id: connector.id }, body: { from, to } }, o), {
      onSuccess: (d) => { toast.success(t('connectors.sync.done', { count: d.rows })); onSaved(); },
      onRefused: (res) => {
        if (res.status === 502) { failToast('connectors.sync.failed', res.data); return true; }
      },
    });
  }
  return (
    <FormDialog form={form} formId="sync-form" onSubmit={run} title={t('connectors.sync.title', { name: connector.name })}
      description={t('connectors.sync.description')} submitLabel={t('connectors.sync.run')} formClassName="grid gap-4 sm:grid-cols-2">
      <Field id="sync-from" label={t('connectors.sync.from')} required error={form.error('from')}>
        <DateField id="sync-from" name="from" value={from} onValueChange={(v) => { setFrom(v); form.clear('from'); }} />
      </Field>
      <Field id="sync-to" label={t('connectors.sync.to')} required error={form.error('to')}>
        <DateField id="sync-to" name="to" value={to} onValueChange={(v) => { setTo(v); form.clear('to'); }} />
      </Field>
    </FormDialog>
  );
}
