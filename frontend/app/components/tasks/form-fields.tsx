import * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldControlProps } from '~/components/field';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { cn } from '~/lib/utils';

export type Option = { value: string; label: string };

/** A labelled form row. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** A Radix select over string options; '' shows the placeholder. Inside a Field it takes the field's aria props. */
export function SelectField({
  id,
  value,
  onChange,
  options,
  placeholder,
  invalid,
  disabled,
  ariaLabel,
  ...aria
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
} & Omit<FieldControlProps, 'id'>) {
  const { t } = useTranslation();
  const known = options.some((o) => o.value === value);
  return (
    <Select value={known ? value : ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={ariaLabel} {...aria} aria-invalid={invalid || aria['aria-invalid'] || undefined}>
        <SelectValue placeholder={placeholder ?? t('tasks.common.choose')} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value} textValue={o.label}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
