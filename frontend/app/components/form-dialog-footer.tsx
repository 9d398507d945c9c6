import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';

/** Cancel and the submit button of a form dialog: both follow its busy state (useFormDialog). */
export function FormDialogFooter({
  form,
  formId,
  submitLabel,
  submitDisabled,
  className,
}: {
  form: { busy: boolean; close: () => void };
  /** The <form id> the submit button sends. */
  formId: string;
  submitLabel: string;
  submitDisabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={form.close} disabled={form.busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={form.busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
