import * as React from 'react';
import { roleById } from '@studio/domain';

import { darker } from '~/lib/colors';
import type { Me } from '~/lib/context';
import { assetUrl, fullName, initials } from '~/lib/format';
import { cn } from '~/lib/utils';

type AvatarUser = Pick<Me, 'id' | 'firstName' | 'lastName' | 'icon' | 'role'>;

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
  decorative = false,
}: {
  user: AvatarUser;
  size?: keyof typeof SIZES;
  className?: string;
  /** The name is written beside it: the picture adds nothing to a screen reader. */
  decorative?: boolean;
}) {
  const src = assetUrl(user.icon);
  const [failed, setFailed] = React.useState(false);
  const color = roleById(user.role)?.color ?? '#6366F1';

  if (src && !failed) {
    return (
      <img
        src={src}
        alt={decorative ? '' : fullName(user)}
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
      style={{ color: darker(color), backgroundColor: `${color}1A`, ['--tw-ring-color' as string]: `${color}33` }}
      aria-hidden="true"
    >
      {initials(user)}
    </span>
  );
}
