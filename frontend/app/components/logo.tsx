import { useId } from 'react';

import { cn } from '~/lib/utils';

/** The product mark: a rounded tile with two stacked "studio" blocks. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: the mark appears more than once on some pages.
  const gradient = `sp-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" className={cn('h-7 w-7 shrink-0', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6D78E8" />
          <stop offset="1" stopColor="#4338CA" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M9 11.5a3.5 3.5 0 0 1 3.5-3.5H23v5H12.5A3.5 3.5 0 0 1 9 11.5Z" fill="#fff" fillOpacity=".95" />
      <path d="M23 20.5a3.5 3.5 0 0 1-3.5 3.5H9v-5h10.5a3.5 3.5 0 0 1 3.5 3.5Z" fill="#fff" fillOpacity=".7" />
      <rect x="9" y="14.5" width="14" height="3" rx="1.5" fill="#fff" fillOpacity=".45" />
    </svg>
  );
}

export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {showName ? <span className="text-[15px] font-semibold tracking-tight text-foreground">Studio Portal</span> : null}
    </span>
  );
}
