// Labelled inputs of the employee dialog, bound to one key of the form model.
import * as React from 'react';
import { useTranslation } from 'react-i18next';

import { TAB_FIELDS, type FormKey, type FormValues } from '~/components/hr/employee-form';
import { DateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/utils';

export type FormBinding = {
  form: FormValues;
  set: <K extends FormKey>(key: K, value: FormValues[K]) => void;
  disabled?: boolean;
  /** A field's refusal (see useFormDialog). */
  error?: (key: FormKey) => string | true | undefined;
};

export const fieldId = (key: string) => `employee-${key}`;

/** A titled block of fields in a two-column grid. */
export function Section({ title, children, className }: { title?: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('space-y-4', className)}>
      {title ? <h3 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</h3> : null}
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

const REQUIRED: ReadonlySet<FormKey> = new Set(
  Object.values(TAB_FIELDS)
    .flat()
    .filter((f) => f.required)
    .map((f) => f.key),
);

type StringKey = { [K in FormKey]: FormValues[K] extends string ? K : never }[FormKey];

export function TextInput({
  name,
  b,
  multiline = false,
  className,
  ...props
}: { name: StringKey; b: FormBinding; multiline?: boolean; className?: string } & Pick<
  React.ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoComplete' | 'min' | 'step' | 'placeholder'
>) {
  const { t } = useTranslation();
  const common = {
    name,
    value: b.form[name],
    disabled: b.disabled,
  };
  return (
    <Field
      id={fieldId(name)}
      label={t(`employee.field.${name}`)}
      error={b.error?.(name)}
      required={REQUIRED.has(name)}
      className={className}
    >
      {multiline ? (
        <Textarea {...common} rows={2} onChange={(e) => b.set(name, e.target.value)} />
      ) : (
        <Input {...common} {...props} onChange={(e) => b.set(name, e.target.value)} />
      )}
    </Field>
  );
}

export function DateInput({ name, b, hint }: { name: StringKey; b: FormBinding; hint?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field id={fieldId(name)} label={t(`employee.field.${name}`)} error={b.error?.(name)} hint={hint}>
      <DateField
        id={fieldId(name)}
        name={name}
        value={b.form[name]}
        onValueChange={(text) => b.set(name, text)}
        disabled={b.disabled}
      />
    </Field>
  );
}

export type Option = { value: string; label: React.ReactNode; text?: string };

/** A select of options; a value outside them shows `placeholder` (e.g. a legacy role level). */
export function SelectInput({
  name,
  b,
  options,
  placeholder,
  label,
}: {
  name: StringKey;
  b: FormBinding;
  options: readonly Option[];
  placeholder?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const value = b.form[name];
  const known = options.some((o) => o.value === value);
  return (
    <Field id={fieldId(name)} label={label ?? t(`employee.field.${name}`)} error={b.error?.(name)}>
      {(control) => (
        <Select value={known ? value : ''} onValueChange={(v) => b.set(name, v)} disabled={b.disabled}>
          {/* The generated trigger dims its placeholder to 70 %, below AA contrast: full muted colour here. */}
          <SelectTrigger {...control} className="data-[placeholder]:text-muted-foreground">
            <SelectValue placeholder={placeholder ?? t('employee.choose')} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value} textValue={o.text}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

/** Options of a numeric enumeration, labelled by `enum.<name>.<id>`. */
export function useEnumOptions(name: string, ids: readonly number[]): Option[] {
  const { t } = useTranslation();
  return ids.map((id) => ({ value: String(id), label: t(`enum.${name}.${id}`) }));
}
