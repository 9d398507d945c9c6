// A labelled form row: label (with a marker when required), the control, a help text and the
// field's error. The control gets its id and the aria attributes that tie the help and the
// error to it: pass it as the only child, or as a function of those props when the row holds
// more than the control (quick-pick buttons under an input).
import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';

export type FieldControlProps = {
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  /** The control's id; without it the label names nothing (a group of tags). */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A message shown under the control, or true when it is only marked invalid. */
  error?: string | boolean;
  required?: boolean;
  className?: string;
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
}) {
  const message = typeof error === 'string' && error ? error : null;
  const hintId = id && hint ? `${id}-hint` : undefined;
  const errorId = id && message ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      {required ? (
        // The marker stays outside the label: the field's name is the label alone, and
        // aria-required says it to assistive technology.
        <div className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
