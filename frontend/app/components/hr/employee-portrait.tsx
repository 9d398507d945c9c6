import * as React from 'react';

import { assetUrl } from '~/lib/format';
import { cn } from '~/lib/utils';

/** Shown when an employee has no picture, or theirs cannot be loaded (spec 3: a fallback image). */
export const EMPLOYEE_FALLBACK_IMAGE = '/employee-fallback.svg';

/**
 * An employee's picture as the employee grid shows it: a 3:4 portrait inside the spec's 75x100
 * limit (66x88), cropped to fill, or the fallback image. Decorative: the name stands beside it.
 */
export function EmployeePortrait({ icon, className }: { icon: string | null | undefined; className?: string }) {
  const src = assetUrl(icon);
  const [failed, setFailed] = React.useState<string | null>(null);
  const shown = src && failed !== src ? src : EMPLOYEE_FALLBACK_IMAGE;
  return (
    <img
      src={shown}
      alt=""
      width={66}
      height={88}
      loading="lazy"
      data-fallback={shown === EMPLOYEE_FALLBACK_IMAGE ? '' : undefined}
      onError={() => src && setFailed(src)}
      className={cn('h-[88px] max-h-[100px] w-[66px] max-w-[75px] shrink-0 rounded-md bg-muted object-cover ring-1 ring-black/5', className)}
    />
  );
}
