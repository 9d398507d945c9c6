import { endpoints, validateNewPassword } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { Input } from '~/components/ui/input';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

type PasswordField = 'password' | 'confirm';

/** An admin sets or resets an employee's password (PUT /api/hr/employees/:id/password). */
export function SetPasswordDialog({
  employeeId,
  name,
  open,
  onOpenChange,
}: {
  employeeId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useFormDialog<PasswordField>({
    open,
    onOpenChange,
    fields: ['password'],
    fieldId: (f) => (f === 'password' ? 'set-password-new' : 'set-password-confirm'),
  });

  async function save(element: HTMLFormElement) {
    const data = new FormData(element);
    const password = String(data.get('password') ?? '');
    const code = validateNewPassword(password, String(data.get('confirm') ?? ''));
    // Either check speaks under the confirmation, after both fields were typed.
    if (code) return form.showErrors({ confirm: t(code) });
    await form.submit((o) => call(endpoints.employees.setPassword, { params: { id: employeeId }, body: { password } }, o), {
      success: t('employee.set-password.success'),
    });
  }

  return (
    <FormDialog
      form={form}
      formId="set-password"
      onSubmit={save}
      className="max-w-md"
      title={t('employee.set-password.title', { name })}
      description={t('employee.set-password.description', { id: employeeId })}
      formClassName="space-y-4"
      submitLabel={t('employee.set-password')}
    >
      <Field
        id="set-password-new"
        label={t('employee.set-password.new')}
        hint={t('profile.change-password.note')}
        error={form.error('password')}
        required
      >
        <Input name="password" type="password" autoComplete="new-password" autoFocus />
      </Field>
      <Field id="set-password-confirm" label={t('employee.set-password.confirm')} error={form.error('confirm')} required>
        <Input name="confirm" type="password" autoComplete="new-password" />
      </Field>
    </FormDialog>
  );
}
