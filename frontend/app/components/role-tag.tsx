import { roleById, roleTagName } from '@studio/domain';

import { cn } from '~/lib/utils';

/** A role shown as a tag tinted with the role's colour from the role list. */
export function RoleTag({ role, className }: { role: number; className?: string }) {
  const info = roleById(role);
  const color = info?.color ?? '#9CA3AF';
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 truncate rounded-md border px-1.5 py-0.5 text-xs font-medium leading-4',
        className,
      )}
      style={{ color, backgroundColor: `${color}14`, borderColor: `${color}33` }}
      data-role={role}
    >
      <span className="h-1.5 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      <span className="truncate">{roleTagName(role)}</span>
    </span>
  );
}
