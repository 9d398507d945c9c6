// Rows of the searchable selects: people with their role tag, projects with icon and platform.
import { roleTagName } from '@studio/domain';

import { ProjectAvatar, PlatformTag } from '~/components/projects/project-avatar';
import type { PersonOption, ProjectSummary } from '~/components/projects/project-model';
import type { SearchOption } from '~/components/projects/searchable-select';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';

/** The name split the way UserAvatar expects (family name first, given name last). */
export function personAvatarUser(p: PersonOption) {
  const words = (p.name || p.id).trim().split(/\s+/);
  const firstName = words.pop() ?? '';
  return { id: p.id, firstName, lastName: words.join(' '), icon: p.icon, role: p.role };
}

/**
 * A person: avatar, name and role tag; the search also matches the id and the role. Once chosen
 * for a field of `expectedRole`, a holder of that very role shows without the (obvious) tag.
 */
export function personOption(p: PersonOption, expectedRole?: number): SearchOption {
  const avatar = <UserAvatar user={personAvatarUser(p)} size="sm" className="h-6 w-6 text-[10px]" />;
  const name = <span className="min-w-0 flex-1 truncate">{p.name || p.id}</span>;
  return {
    value: p.id,
    label: p.name || p.id,
    keywords: `${p.id} ${roleTagName(p.role)}`,
    content: (
      <>
        {avatar}
        {name}
        <RoleTag role={p.role} className="shrink-0" />
      </>
    ),
    selectedContent:
      expectedRole === p.role ? (
        <>
          {avatar}
          {name}
        </>
      ) : undefined,
  };
}

export function projectOption(p: ProjectSummary): SearchOption {
  return {
    value: String(p.id),
    label: p.name,
    keywords: `${p.id} ${p.packageName ?? ''}`,
    content: (
      <>
        <ProjectAvatar project={p} size="xs" />
        <span className="min-w-0 flex-1 truncate">{p.name}</span>
        <PlatformTag platform={p.platform} className="shrink-0" />
      </>
    ),
  };
}
