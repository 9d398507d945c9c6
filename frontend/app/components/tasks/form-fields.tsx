import { useTranslation } from 'react-i18next';

import type { FieldControlProps } from '~/components/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';

export type Option = { value: string; label: string };

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
