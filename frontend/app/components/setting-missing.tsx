// A setting a screen needs is missing (issue 20): the screen says which, and links to where it is set
// for those who may change it; never a silent 0.
import { Link } from '@remix-run/react';
import { ROLE_BENCHMARK_PATH, ROLE_SCORE_LIMIT_PATH, roleTagName } from '@studio/domain';
import { Settings2 } from 'lucide-react';

import { useAppData } from '~/lib/app-data';
import { hasPermission, type Permission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

export type MissingSetting = {
  /** The sentence that says what is missing (already translated). */
  text: string;
  /** Where it is set, and the link's text, for holders of `permission` (on project 0); none for a server setting. */
  link?: { to: string; text: string; permission: string };
};

/** The role score limit of `role` is missing (no row or 0): what the score cell and the create dialog say. */
export function scoreLimitMissing(t: (key: string, o?: Record<string, unknown>) => string, role: number): MissingSetting {
  return {
    text: t('setting-missing.score-limit', { role: roleTagName(role) }),
    link: { to: ROLE_SCORE_LIMIT_PATH, text: t('setting-missing.score-limit.link'), permission: 'Config.RoleLimit.Set' },
  };
}

/** No monthly benchmark for the employee's role at their level (0 = not set, the start's default). */
export function benchmarkMissing(t: (key: string, o?: Record<string, unknown>) => string, role: number | undefined): MissingSetting {
  return {
    text: t('setting-missing.benchmark', { role: role === undefined ? '' : roleTagName(role) }),
    link: { to: ROLE_BENCHMARK_PATH, text: t('setting-missing.benchmark.link'), permission: 'Config.RoleBenchmark.Set' },
  };
}

/** The note's text and, for `permissions` allowing it, the link. Usable outside the _app layout (toasts). */
export function MissingSettingText({ setting, permissions, className }: { setting: MissingSetting; permissions: readonly Permission[]; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span>{setting.text}</span>
      {setting.link && hasPermission(permissions, setting.link.permission) ? (
        <Link to={setting.link.to} className="font-medium text-primary underline underline-offset-2">{setting.link.text}</Link>
      ) : null}
    </span>
  );
}

/** The note as a block on a screen (the work-score dashboard, the connector screen, a dialog). */
export function MissingSettingNote({ setting, className }: { setting: MissingSetting; className?: string }) {
  const { permissions } = useAppData();
  return (
    <p role="note" className={cn('flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950', className)}>
      <Settings2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      <MissingSettingText setting={setting} permissions={permissions} />
    </p>
  );
}
