import * as React from 'react';
import { roleById } from '@studio/domain';

import type { Me } from '~/lib/context';
import { assetUrl, fullName, initials } from '~/lib/format';
import { cn } from '~/lib/utils';

type AvatarUser = Pick<Me, 'id' | 'firstName' | 'lastName' | 'icon' | 'role'>;

/** The role colour darkened towards black, so the initials keep a 4.5:1 contrast on the pale tint. */
function darken(hex: string, amount = 0.4): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount)).toString(16).padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const SIZES = {
  sm: 'h-7 w-7 text-[11px]',
  md: 'h-9 w-9 text-xs',
  lg: 'h-14 w-14 text-base',
  xl: 'h-20 w-20 text-xl',
} as const;

/** The employee's picture, or initials on a tint of the role colour when there is none. */
export function UserAvatar({
  user,
  size = 'md',
  className,
}: {
  user: AvatarUser;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const src = assetUrl(user.icon);
  const [failed, setFailed] = React.useState(false);
  const color = roleById(user.role)?.color ?? '#6366F1';

  if (src && !failed) {
    return (
      <img
        src={src}
        alt={fullName(user)}
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full object-cover ring-1 ring-black/5', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold ring-1 ring-inset',
        SIZES[size],
        className,
      )}
      style={{ color: darken(color), backgroundColor: `${color}1A`, ['--tw-ring-color' as string]: `${color}33` }}
      aria-hidden="true"
    >
      {initials(user)}
    </span>
  );
}
