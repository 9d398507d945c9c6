// Add / edit a connector: name, the service's credential fields (write-only: "set" / "not set"),
// active projects and, when editing, the status. App Metrica waits for its token (spec 3).
import * as React from 'react';
import { appMetricaMissing, type ConnectorService as Service, endpoints, expireFromLifetime, toYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Field } from '~/components/field';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/form-dialog';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

import { useAppMetricaToken } from './app-metrica-token';
import { credentialFields, isAppMetrica, serviceName, type ConnectorView, type ProjectOption } from './connector-model';
import { ProjectChecklist } from './project-checklist';

type F = 'name' | 'credentials' | 'activeProjects' | 'clientId';

export function ConnectorDialog({
  open, onOpenChange, service, connector, projects, onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service;
  /** Absent: a new connector. */
  connector: ConnectorView | null;
  projects: ProjectOption[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = React.useState<number[]>([]);
  const [status, setStatus] = React.useState(true);
  // App Metrica: the token and its lifetime, filled by the OAuth pop-up (or pasted).
  const [token, setToken] = React.useState('');
  const [lifetime, setLifetime] = React.useState('');
  const oauth = useAppMetricaToken(
    (value, seconds) => {
      setToken(value);
      if (seconds > 0) setLifetime(String(seconds));
      form.clear('credentials');
    },
    () => toast.error(t('connectors.token-error')),
  );
  const form = useFormDialog<F>({
    open, onOpenChange, resetKey: connector?.id,
    fields: { name: 'name', activeProjects: 'activeProjects', credentials: 'credentials' },
    fieldId: (f) => `connector-${f}`,
    onOpen: () => {
      setActive(connector?.activeProjects ?? []);
      setStatus(connector?.status ?? true);
      setToken('');
      setLifetime('');
    },
  });
  const fields = credentialFields(service, connector?.credentials);
  const metrica = isAppMetrica(service);

  async function save(el: HTMLFormElement) {
    const data = new FormData(el);
    const name = String(data.get('name') ?? '');
    const credentials: Record<string, string> = {};
    for (const f of fields) {
      const v = String(data.get(`credential-${f}`) ?? '').trim();
      if (v) credentials[f] = v;
    }
    if (metrica && appMetricaMissing({ name, hasToken: !!credentials.accessToken || !!connector?.credentials.accessToken })) {
      form.refuse(['name', 'credentials'], t('connector.token-required'));
      return;
    }
    const body: Record<string, unknown> = { name, credentials, activeProjects: active };
    const seconds = Number(lifetime || 0);
    if (metrica && seconds > 0) body.expireTime = expireFromLifetime(toYmd(new Date()), seconds);
    if (connector) body.status = status;
    else body.serviceId = service;
    await form.submit(
      (o) => (connector ? call(endpoints.connectors.update, { params: { id: connector.id }, body }, o) : call(endpoints.connectors.create, { body }, o)),
      {
        success: t(connector ? 'connectors.toast.updated' : 'connectors.toast.saved'),
        fail: connector ? 'connectors.toast.update-failed' : 'connectors.toast.save-failed',
        onSuccess: onSaved,
        onRefused: (res) => {
          // A token the service did not give (or a server in trouble): try again later.
          if (metrica && (res.status === 0 || res.status >= 500)) {
            toast.error(t('connectors.token-error'));
            return true;
          }
        },
      },
    );
  }

  return (
    <FormDialog
      form={form}
      formId="connector-form"
      onSubmit={save}
      title={t(connector ? 'connectors.dialog.edit-title' : 'connectors.dialog.add-title', { service: serviceName(service) })}
      description={t('connectors.dialog.description')}
      submitLabel={t(connector ? 'connectors.update' : 'connectors.add')}
      className="max-w-xl"
      formClassName="space-y-4"
    >
      <Field id="connector-name" label={t('connectors.field.name')} required error={form.error('name')}>
        <Input name="name" defaultValue={connector?.name ?? ''} maxLength={200} autoComplete="off" onChange={() => form.clear('name')} />
      </Field>
      {fields.map((f) => (
        <Field
          key={f}
          id={`connector-credential-${f}`}
          label={t(`connectors.credential.${f}`, { defaultValue: f })}
          required={!connector}
          error={form.invalid('credentials') && (f === 'accessToken' || !metrica) ? true : undefined}
          hint={connector ? t(connector.credentials[f] ? 'connectors.credential.set' : 'connectors.credential.not-set') : undefined}
        >
          {metrica && f === 'accessToken' ? (
            <Input
              name={`credential-${f}`}
              type="password"
              autoComplete="new-password"
              value={token}
              placeholder={t('connectors.wait-for-token')}
              onChange={(e) => { setToken(e.target.value); form.clear('credentials'); }}
            />
          ) : (
            <Input
              name={`credential-${f}`}
              type="password"
              autoComplete="new-password"
              placeholder={connector?.credentials[f] ? t('connectors.credential.set') : t('connectors.credential.not-set')}
              onChange={() => form.clear('credentials')}
            />
          )}
        </Field>
      ))}
      {metrica ? (
        <>
          <Field id="connector-clientId" label={t('connectors.field.client-id')} hint={t('connectors.field.client-id-hint')} error={form.error('clientId')}>
            {(control) => (
              <div className="flex gap-2">
                <Input {...control} name="clientId" autoComplete="off" onChange={() => form.clear('clientId')} />
                <Button
                  type="button"
                  variant="outline"
                  disabled={oauth.waiting}
                  onClick={(e) => {
                    const clientId = String(new FormData(e.currentTarget.form!).get('clientId') ?? '').trim();
                    if (!clientId) return form.refuse('clientId', t('connectors.client-id-required'));
                    oauth.request(clientId);
                  }}
                >
                  {t(oauth.waiting ? 'connectors.wait-for-token' : 'connectors.get-token')}
                </Button>
              </div>
            )}
          </Field>
          <Field id="connector-lifetime" label={t('connectors.field.token-lifetime')} hint={t('connectors.field.token-lifetime-hint')}>
            <Input name="lifetime" type="number" min={0} inputMode="numeric" value={lifetime} onChange={(e) => setLifetime(e.target.value)} />
          </Field>
        </>
      ) : null}
      <Field id="connector-activeProjects" label={t('connectors.field.active-projects')} error={form.error('activeProjects')}>
        {(control) => <ProjectChecklist {...control} projects={projects} value={active} onChange={setActive} />}
      </Field>
      {connector ? (
        <div className="flex items-center gap-3">
          <Switch id="connector-status" checked={status} onCheckedChange={setStatus} />
          <label htmlFor="connector-status" className="text-sm">{t('connectors.field.status')}</label>
        </div>
      ) : null}
    </FormDialog>
  );
}
