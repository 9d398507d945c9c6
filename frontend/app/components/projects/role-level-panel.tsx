// The project's level per role (spec 2 section 6): shown with Project.Get.RoleLevel; a level is
// chosen among the active ones (30-34) for the roles Project.Edit.RoleLevel allows, else read-only.
import * as React from 'react';
import { ACTIVE_ROLE_LEVELS, roleById, roleLevelLabel, roleTagName } from '@studio/domain';
import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { compareProjectRoles } from '~/components/projects/project-model';
import type { LevelMap } from '~/components/projects/setting-form';
import { RoleTag } from '~/components/role-tag';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';

const UNSET = 'unset';

export function RoleLevelPanel({
  levels,
  onChange,
  memberRoles,
  editableRoles,
  disabled,
}: {
  levels: LevelMap;
  onChange: (levels: LevelMap) => void;
  /** Roles held by members: offered first, so a level can be set for each. */
  memberRoles: readonly number[];
  editableRoles: readonly number[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [extra, setExtra] = React.useState<number[]>([]);
  const readOnly = editableRoles.length === 0;

  const shown = [
    ...new Set([
      ...Object.keys(levels).map(Number),
      ...memberRoles.filter((r) => editableRoles.includes(r)),
      ...extra,
    ]),
  ].sort(compareProjectRoles);
  const addable = editableRoles.filter((r) => !shown.includes(r)).sort((a, b) => roleTagName(a).localeCompare(roleTagName(b)));

  return (
    <section aria-labelledby="role-levels-title" className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <Layers className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <h2 id="role-levels-title" className="text-sm font-semibold">
          {t('projects.role-level.title')}
        </h2>
        {readOnly ? <span className="ml-auto text-xs text-muted-foreground">{t('projects.role-level.read-only')}</span> : null}
      </div>
      {shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted-foreground">{t('projects.role-level.empty')}</p>
      ) : (
        <ul className="divide-y">
          {shown.map((role) => {
            const level = levels[role] ?? null;
            const editable = editableRoles.includes(role);
            const id = `role-level-${role}`;
            return (
              <li key={role} className="flex items-center justify-between gap-3 px-5 py-2.5" data-level-role={role}>
                <label htmlFor={id} className="min-w-0">
                  <RoleTag role={role} />
                </label>
                {editable ? (
                  <Select
                    value={level === null ? UNSET : String(level)}
                    onValueChange={(v) => onChange({ ...levels, [role]: v === UNSET ? null : Number(v) })}
                    disabled={disabled}
                  >
                    <SelectTrigger id={id} className="h-8 w-36" aria-label={t('projects.role-level.aria', { role: roleTagName(role) })}>
                      <SelectValue>{level === null ? t('projects.role-level.unset') : roleLevelLabel(level)}</SelectValue>
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={UNSET}>{t('projects.role-level.unset')}</SelectItem>
                      {/* A legacy level stays visible until it is replaced. */}
                      {level !== null && !ACTIVE_ROLE_LEVELS.some((l) => l.id === level) ? (
                        <SelectItem value={String(level)} disabled>
                          {roleLevelLabel(level)}
                        </SelectItem>
                      ) : null}
                      {ACTIVE_ROLE_LEVELS.map((l) => (
                        <SelectItem key={l.id} value={String(l.id)}>
                          {l.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {level === null ? t('projects.role-level.unset') : roleLevelLabel(level)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {addable.length > 0 ? (
        <div className="border-t px-5 py-3">
          <Select
            value=""
            onValueChange={(v) => setExtra((x) => [...x, Number(v)])}
            disabled={disabled}
          >
            <SelectTrigger className="h-8 w-full border-dashed shadow-none" aria-label={t('projects.role-level.add')}>
              <SelectValue placeholder={t('projects.role-level.add')} />
            </SelectTrigger>
            <SelectContent>
              {addable.map((r) => (
                <SelectItem key={r} value={String(r)} textValue={roleTagName(r)}>
                  <span className="flex items-center gap-2">
                    <span className="h-2 w-2 rounded-full" style={{ backgroundColor: roleById(r)?.color }} aria-hidden="true" />
                    {roleTagName(r)}
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
    </section>
  );
}
