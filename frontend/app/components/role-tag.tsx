import { Role, roleById, roleTagName } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { cn } from '~/lib/utils';

/** The role colour darkened for text: some role colours are too light to read on their own tint (axe contrast). */
function textShade(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  const dark = (c: number) => Math.round(c * 0.55).toString(16).padStart(2, '0');
  return `#${dark(n >> 16)}${dark((n >> 8) & 0xff)}${dark(n & 0xff)}`;
}

/** A role shown as a tag tinted with the role's colour from the role list. */
export function RoleTag({ role, className }: { role: number; className?: string }) {
  const { t } = useTranslation();
  const info = roleById(role);
  const color = info?.color ?? '#9CA3AF';
  // Role 0 is "not assigned yet" (a new employee), not a job title.
  const name = role === Role.Unknown ? t('role.none') : roleTagName(role);
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 truncate whitespace-nowrap rounded-md border px-1.5 py-0.5 text-xs font-medium leading-4',
        className,
      )}
      style={{ color: textShade(color), backgroundColor: `${color}14`, borderColor: `${color}33` }}
      data-role={role}
    >
      <span className="h-1.5 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      <span className="truncate">{name}</span>
    </span>
  );
}
