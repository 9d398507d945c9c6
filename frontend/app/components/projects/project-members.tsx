// Project members grouped by role (spec 2, Project Setting): add a person in a role and remove
// one, for the roles the user may edit (Project.Edit.Employee); other roles are shown read-only.
import * as React from 'react';
import { roleById, roleTagName } from '@studio/domain';
import { Lock, UserPlus, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { personAvatarUser, personOption } from '~/components/projects/pick-options';
import { compareProjectRoles, type PersonOption, type ProjectMember } from '~/components/projects/project-model';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';

export function ProjectMembers({
  members,
  onChange,
  people,
  editableRoles,
  disabled,
}: {
  members: readonly ProjectMember[];
  onChange: (members: ProjectMember[]) => void;
  /** Everyone who can be added (active, no system roles). */
  people: readonly PersonOption[];
  editableRoles: readonly number[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [employee, setEmployee] = React.useState<string | null>(null);
  const [role, setRole] = React.useState('');

  const byId = React.useMemo(() => new Map(people.map((p) => [p.id, p])), [people]);
  const personOptions = React.useMemo(() => people.map((p) => personOption(p)), [people]);
  const roleOptions = React.useMemo(
    () => [...editableRoles].sort((a, b) => roleTagName(a).localeCompare(roleTagName(b))),
    [editableRoles],
  );
  const canAdd = editableRoles.length > 0;

  const byRole = new Map<number, ProjectMember[]>();
  for (const m of members) byRole.set(m.role, [...(byRole.get(m.role) ?? []), m]);
  const roles = [...byRole.keys()].sort(compareProjectRoles);

  // Picking a person proposes their own role when the user may add it.
  function pickEmployee(id: string | null) {
    setEmployee(id);
    const own = id ? byId.get(id)?.role : undefined;
    if (own !== undefined && editableRoles.includes(own)) setRole(String(own));
  }

  function add() {
    if (!employee || !role) {
      toast.warning(t('project.fill-all-fields'));
      return;
    }
    const r = Number(role);
    if (members.some((m) => m.id === employee && m.role === r)) {
      toast.warning(t('project.employee-already-added'));
      return;
    }
    const person = byId.get(employee);
    onChange([...members, { id: employee, name: person?.name ?? employee, role: r }]);
    setEmployee(null);
  }

  return (
    <section aria-labelledby="project-members-title" className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-4">
        <div className="flex items-center gap-2">
          <Users className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="project-members-title" className="text-sm font-semibold">
            {t('projects.members.title')}
          </h2>
          <span className="rounded bg-muted px-1.5 text-xs font-medium tabular-nums text-muted-foreground">{members.length}</span>
        </div>
      </div>

      {canAdd ? (
        <div className="grid gap-3 border-b bg-muted/20 px-5 py-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-end">
          <div className="min-w-0 space-y-2">
            <Label htmlFor="member-employee">{t('projects.members.employee')}</Label>
            <SearchableSelect
              id="member-employee"
              value={employee}
              onValueChange={pickEmployee}
              options={personOptions}
              placeholder={t('projects.members.employee.placeholder')}
              disabled={disabled}
            />
          </div>
          <div className="min-w-0 space-y-2">
            <Label htmlFor="member-role">{t('projects.members.role')}</Label>
            <Select value={role} onValueChange={setRole} disabled={disabled}>
              <SelectTrigger id="member-role">
                <SelectValue placeholder={t('projects.members.role.placeholder')} />
              </SelectTrigger>
              <SelectContent>
                {roleOptions.map((r) => (
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
          <Button type="button" variant="outline" onClick={add} disabled={disabled}>
            <UserPlus aria-hidden="true" />
            {t('projects.members.add')}
          </Button>
        </div>
      ) : null}

      {roles.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted-foreground">{t('projects.members.empty')}</p>
      ) : (
        <ul className="divide-y" aria-label={t('projects.members.list')}>
          {roles.map((r) => {
            const editable = editableRoles.includes(r);
            return (
              <li key={r} className="flex flex-col gap-2.5 px-5 py-3.5 sm:flex-row sm:items-start sm:gap-4" data-member-role={r}>
                <div className="flex w-44 shrink-0 items-center gap-1.5 pt-1">
                  <RoleTag role={r} />
                  {!editable ? (
                    <Lock className="h-3 w-3 text-muted-foreground/70" aria-label={t('projects.members.read-only')} />
                  ) : null}
                </div>
                <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
                  {byRole.get(r)!.map((m) => {
                    const person = byId.get(m.id);
                    return (
                      <li
                        key={m.id}
                        className="inline-flex h-8 max-w-full items-center gap-2 rounded-full border bg-background pl-1 pr-1.5 text-sm"
                        data-member={m.id}
                      >
                        <UserAvatar
                          user={personAvatarUser({ id: m.id, name: m.name, role: m.role, icon: person?.icon ?? null })}
                          size="sm"
                          className="h-6 w-6 text-[10px]"
                        />
                        <span className="truncate">{m.name || m.id}</span>
                        {editable ? (
                          <button
                            type="button"
                            onClick={() => onChange(members.filter((x) => !(x.id === m.id && x.role === m.role)))}
                            disabled={disabled}
                            aria-label={t('projects.members.remove', { name: m.name || m.id, role: roleTagName(r) })}
                            title={t('common.delete')}
                            className="rounded-full p-0.5 text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                          >
                            <X className="h-3.5 w-3.5" aria-hidden="true" />
                          </button>
                        ) : (
                          <span className="w-1" aria-hidden="true" />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
