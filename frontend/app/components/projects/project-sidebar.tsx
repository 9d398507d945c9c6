// The project layout's sidebar (spec 2, Project layout): back to the project list, the project
// header, and the project's screens that the user may open there; the parent and child projects
// are switched to with ?p=parent / ?p=<childId> on the current screen.
import { Link, NavLink, useLocation } from '@remix-run/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PlatformTag, ProjectAvatar } from '~/components/projects/project-avatar';
import { useProjectLayoutData, type ProjectLink } from '~/components/projects/project-layout';
import { SidebarNav } from '~/components/sidebar';
import { useAppData } from '~/lib/app-data';
import { PROJECT_SIDEBAR, projectPath, visibleGroups, type NavEntry, type NavGroup } from '~/lib/navigation';
import { cn } from '~/lib/utils';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'group/item flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive
      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
      : 'text-sidebar-foreground hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground',
  );

export function ProjectSidebar({ expanded, onNavigate }: { expanded: 'auto' | true; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const data = useProjectLayoutData();
  const { permissions: globalPermissions } = useAppData();
  const { pathname } = useLocation();
  // The layout failed (its error boundary shows): keep the main navigation.
  if (!data) return <SidebarNav permissions={globalPermissions} expanded={expanded} onNavigate={onNavigate} />;

  const auto = expanded === 'auto';
  const label = auto ? 'hidden lg:group-data-[expanded=true]/sidebar:inline' : 'inline';
  const block = auto ? 'hidden lg:group-data-[expanded=true]/sidebar:block' : 'block';
  const flex = auto ? 'hidden lg:group-data-[expanded=true]/sidebar:flex' : 'flex';
  const railOnly = auto ? 'block lg:group-data-[expanded=true]/sidebar:hidden' : 'hidden';
  const { project, parent, children } = data;
  // The task-view block comes first; the parent and child projects follow it.
  const [first, ...rest] = PROJECT_SIDEBAR;
  const head = visibleGroups([first], data.permissions);
  const tail = visibleGroups(rest, data.permissions);

  function entry(item: NavEntry) {
    const to = projectPath(item.to, project.id);
    const text = t(item.label);
    return (
      <NavLink key={item.to} to={to} prefetch="intent" aria-label={text} title={text} onClick={onNavigate} className={itemClass}>
        {({ isActive }) => (
          <>
            <item.icon
              className={cn('h-4 w-4 shrink-0', isActive ? 'text-primary' : 'text-muted-foreground group-hover/item:text-foreground')}
              aria-hidden="true"
            />
            <span className={cn('truncate', label)}>{text}</span>
          </>
        )}
      </NavLink>
    );
  }

  function switchLink(target: ProjectLink, p: string, aria: string) {
    return (
      <Link
        key={p}
        to={`${pathname}?p=${encodeURIComponent(p)}`}
        aria-label={aria}
        title={target.name}
        onClick={onNavigate}
        data-switch={p}
        className={itemClass({ isActive: false })}
      >
        <ProjectAvatar project={target} size="xs" className="-ml-1 h-5 w-5 rounded text-[10px]" />
        <span className={cn('truncate', label)}>{target.name}</span>
      </Link>
    );
  }

  function group(g: NavGroup, index: number) {
    return (
      <div key={g.label ?? index} className="flex flex-col gap-0.5">
        {g.label ? heading(t(g.label)) : null}
        {divider}
        {g.items.map(entry)}
      </div>
    );
  }

  const heading = (text: string) => (
    <p className={cn('px-2.5 pb-1 pt-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground', block)}>{text}</p>
  );
  const divider = <div className={cn('mx-2 mb-2 h-px bg-sidebar-border', railOnly)} aria-hidden="true" />;

  return (
    <nav aria-label={t('projects.nav.label')} className="flex flex-col gap-4 px-2.5 py-3">
      <div className="flex flex-col gap-2">
        <Link
          to="/project-select/my-project"
          onClick={onNavigate}
          aria-label={t('projects.nav.back')}
          title={t('projects.nav.back')}
          className={itemClass({ isActive: false })}
        >
          <ArrowLeft className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className={cn('truncate', label)}>{t('projects.nav.back')}</span>
        </Link>
        <div className="flex items-center gap-2.5 rounded-lg px-1.5 py-1" title={project.name} data-testid="project-header">
          <ProjectAvatar project={project} size="sm" />
          <div className={cn('min-w-0 flex-1 flex-col gap-1', flex)}>
            <p className="line-clamp-2 break-words text-sm font-semibold leading-5 text-foreground">{project.name}</p>
            <PlatformTag platform={project.platform} className="self-start" />
          </div>
        </div>
      </div>

      {head.map(group)}
      {parent ? (
        <div className="flex flex-col gap-0.5" data-testid="project-parent">
          {heading(t('projects.nav.parent'))}
          {divider}
          {switchLink(parent, 'parent', t('projects.nav.switch-parent', { name: parent.name }))}
        </div>
      ) : null}
      {children.length > 0 ? (
        <div className="flex flex-col gap-0.5" data-testid="project-children">
          {heading(t('projects.nav.children'))}
          {divider}
          {children.map((c) => switchLink(c, String(c.id), t('projects.nav.switch-child', { name: c.name })))}
        </div>
      ) : null}
      {tail.map(group)}
    </nav>
  );
}
