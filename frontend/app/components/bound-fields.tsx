// Fields of a dialog form bound to its useFormDialog: editing one clears its error mark. Shared by
// the dialogs that pick an employee and a date (day off, income...).
import type * as React from 'react';

import { DateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { SearchableSelect } from '~/components/projects/searchable-select';
import type { FormDialog } from '~/lib/use-form-dialog';

type Bound<F extends string> = {
  form: FormDialog<F>;
  /** The form field (and error key). */
  name: F;
  id: string;
  label: React.ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  className?: string;
};

/** An employee (or any searchable option) picker under its label. */
export function PickerField<F extends string>({
  form, name, id, label, value, onValueChange, required, className, options, placeholder,
}: Omit<Bound<F>, 'value' | 'onValueChange'> & {
  value: string | null;
  onValueChange: (value: string | null) => void;
  options: React.ComponentProps<typeof SearchableSelect>['options']; placeholder?: string }) {
  return (
    <Field id={id} label={label} error={form.error(name)} required={required} className={className}>
      <SearchableSelect
        value={value}
        onValueChange={(v) => {
          onValueChange(v);
          form.clear(name);
        }}
        options={options}
        placeholder={placeholder}
      />
    </Field>
  );
}

/** A DD/MM/YYYY date under its label. */
export function DateInputField<F extends string>({ form, name, id, label, value, onValueChange, required, className }: Bound<F>) {
  return (
    <Field id={id} label={label} error={form.error(name)} required={required} className={className}>
      <DateField
        id={id}
        name={name}
        value={value}
        onValueChange={(v) => {
          onValueChange(v);
          form.clear(name);
        }}
      />
    </Field>
  );
}
