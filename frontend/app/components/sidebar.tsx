import type * as React from 'react';
import { NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { ADMIN_SIDEBAR, dashboardLabel, sidebarFor, visibleGroups } from '~/lib/navigation';
import type { Permission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

/**
 * The navigation list. `expanded: 'auto'` follows the sidebar's state through
 * CSS (labels shown only when open and at least 1024 px wide), so the server
 * render matches every screen size; `true` always shows the labels (drawer).
 */
export function SidebarNav({
  permissions,
  expanded,
  onNavigate,
}: {
  permissions: readonly Permission[];
  expanded: 'auto' | true;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const auto = expanded === 'auto';
  const labelClass = auto ? 'hidden lg:group-data-[expanded=true]/sidebar:inline' : 'inline';
  const groupLabelClass = auto ? 'hidden lg:group-data-[expanded=true]/sidebar:block' : 'block';
  const dividerClass = auto ? 'block lg:group-data-[expanded=true]/sidebar:hidden' : 'hidden';
  // The admin area shows its own tree (spec 3 section 2); everything else the main one.
  const { pathname } = useLocation();
  const tree = sidebarFor(pathname);
  const groups = visibleGroups(tree, permissions);

  return (
    <nav aria-label={t(tree === ADMIN_SIDEBAR ? 'admin.nav.label' : 'nav.main')} className="flex flex-col gap-4 px-2.5 py-3">
      {groups.map((group, gi) => (
        <div key={group.label ?? gi} className="flex flex-col gap-0.5">
          {group.label ? (
            <p className={cn('px-2.5 pb-1 pt-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground', groupLabelClass)}>
              {t(group.label)}
            </p>
          ) : null}
          {gi > 0 ? <div className={cn('mx-2 mb-2 h-px bg-sidebar-border', dividerClass)} aria-hidden="true" /> : null}
          {group.items.map((item) => {
            const label = t(item.to === '/dashboard' ? dashboardLabel(permissions) : item.label);
            return (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                prefetch="intent"
                aria-label={label}
                title={label}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'group/item flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <item.icon
                      className={cn('h-4 w-4 shrink-0', isActive ? 'text-primary' : 'text-muted-foreground group-hover/item:text-foreground')}
                      aria-hidden="true"
                    />
                    <span className={cn('truncate', labelClass)}>{label}</span>
                  </>
                )}
              </NavLink>
            );
          })}
        </div>
      ))}
    </nav>
  );
}

/**
 * What a route may export as `handle.sidebar` to replace the main navigation with its own
 * (the project layout does). It renders in the rail/sidebar (`expanded: 'auto'`) and in the
 * narrow-screen drawer (`expanded: true`, `onNavigate` closes the drawer).
 */
export type SidebarSlot = React.ComponentType<{ expanded: 'auto' | true; onNavigate?: () => void }>;

/** The persistent sidebar: a 60 px rail when collapsed or under 1024 px, 240 px when open. */
export function Sidebar({
  open,
  animate,
  permissions,
  children,
}: {
  open: boolean;
  animate: boolean;
  permissions: readonly Permission[];
  /** An area's own navigation (a route's `handle.sidebar`) in place of the main tree. */
  children?: React.ReactNode;
}) {
  return (
    <aside
      data-expanded={open}
      className={cn(
        'group/sidebar hidden w-[60px] shrink-0 flex-col overflow-y-auto overflow-x-hidden border-r border-sidebar-border bg-sidebar sm:flex lg:data-[expanded=true]:w-60',
        animate && 'transition-[width] duration-200',
      )}
    >
      {children ?? <SidebarNav permissions={permissions} expanded="auto" />}
    </aside>
  );
}
