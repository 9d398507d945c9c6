import { useTranslation } from 'react-i18next';

import { FormDialogFooter } from '~/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import type { FormDialog as FormDialogState } from '~/lib/use-form-dialog';

/**
 * The frame of a form dialog: title and description, the form (sent by the footer's submit
 * button through its id), Cancel and submit following the dialog's busy state (useFormDialog).
 */
export function FormDialog<F extends string>({
  form,
  formId,
  onSubmit,
  title,
  description,
  submitLabel,
  submitDisabled,
  className,
  descriptionClassName,
  formClassName,
  children,
}: {
  form: FormDialogState<F>;
  formId: string;
  onSubmit: (form: HTMLFormElement) => unknown;
  title: React.ReactNode;
  description: React.ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Width of the dialog (DialogContent). */
  className?: string;
  descriptionClassName?: string;
  formClassName?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog {...form.dialog}>
      <DialogContent className={className} closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={form.onSubmit(onSubmit)} noValidate className={formClassName}>
          {children}
        </form>
        <FormDialogFooter form={form} formId={formId} submitLabel={submitLabel} submitDisabled={submitDisabled} />
      </DialogContent>
    </Dialog>
  );
}
