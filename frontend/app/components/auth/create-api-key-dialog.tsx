import { endpoints, validateApiKeyName } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import type { ApiKeyWithSecret } from '~/components/auth/types';
import { DateField, parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

type KeyField = 'name' | 'expiresAt';

export function CreateApiKeyDialog({
  open,
  onOpenChange,
  minDate,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today as 'YYYY-MM-DD' (company time zone): no expiry in the past. */
  minDate: string;
  onCreated: (key: ApiKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const form = useFormDialog<KeyField>({
    open,
    onOpenChange,
    fields: ['name', 'expiresAt'],
    fieldId: (f) => (f === 'name' ? 'api-key-name' : 'api-key-expires'),
  });

  async function create(element: HTMLFormElement) {
    const data = new FormData(element);
    const name = String(data.get('name') ?? '').trim();
    const expiresAt = parseDateField(data.get('expiresAt'));
    if (validateApiKeyName(name)) return form.refuse('name', t('profile.api-key.name-empty'));
    if (expiresAt === null) return form.refuse('expiresAt', t('common.invalid-date'));
    await form.submit((o) => call(endpoints.profileKeys.create, { body: expiresAt ? { name, expiresAt } : { name } }, o), {
      success: t('profile.api-key.create-success'),
      fail: 'profile.api-key.create-fail',
      onSuccess: onCreated,
    });
  }

  return (
    <FormDialog
      form={form}
      formId="create-api-key"
      onSubmit={create}
      className="max-w-md"
      title={t('profile.api-key.create-title')}
      description={t('profile.api-key.create-description')}
      formClassName="space-y-5"
      submitLabel={t('common.create')}
    >
      <Field id="api-key-name" label={t('profile.api-key.name')} error={form.error('name')} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={100}
          placeholder={t('profile.api-key.name-placeholder')}
          onChange={() => form.clear('name')}
          autoFocus
        />
      </Field>
      <Field
        id="api-key-expires"
        label={
          <span className="flex items-center justify-between">
            <span>{t('profile.api-key.expires')}</span>
            <span className="text-xs font-normal text-muted-foreground">{t('common.optional')}</span>
          </span>
        }
        hint={t('profile.api-key.expires-hint')}
        error={form.error('expiresAt')}
      >
        <DateField id="api-key-expires" name="expiresAt" min={minDate} onInput={() => form.clear('expiresAt')} />
      </Field>
    </FormDialog>
  );
}
