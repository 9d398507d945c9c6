import * as React from 'react';

import { isMac } from '~/lib/shortcuts';
import { cn } from '~/lib/utils';

/** Cmd or Ctrl: known in the browser only, so the server render and hydration both say Ctrl first. */
export function useIsMac(): boolean {
  const [mac, setMac] = React.useState(false);
  React.useEffect(() => setMac(isMac()), []);
  return mac;
}

/** Keys of one combination as <kbd> caps. */
export function Keys({ keys, className }: { keys: readonly string[]; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      {keys.map((k) => (
        <kbd key={k} className="min-w-[1.25rem] rounded border bg-background px-1 py-px text-center font-sans text-[11px] font-medium text-foreground shadow-sm">
          {k}
        </kbd>
      ))}
    </span>
  );
}
