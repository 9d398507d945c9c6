import { NavLink } from '@remix-run/react';
import {
  CalendarRange,
  ChartLine,
  FolderKanban,
  LayoutDashboard,
  ListChecks,
  Ticket,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { hasPermission, type Permission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

type NavItem = { to: string; label: string; icon: LucideIcon; permission?: string; end?: boolean };
type NavGroup = { label?: string; items: NavItem[] };

function navGroups(permissions: readonly Permission[]): NavGroup[] {
  // The first dashboard item reads 'employee' for those who may view other employees.
  const dynamicLabel = hasPermission(permissions, 'Dashboard.Benchmark')
    ? 'nav.dashboard.employee'
    : 'nav.dashboard.personal';
  const groups: NavGroup[] = [
    {
      label: 'nav.dashboard',
      items: [
        { to: '/dashboard', label: dynamicLabel, icon: LayoutDashboard, end: true },
        { to: '/dashboard/task-dashboard', label: 'nav.task-dashboard', icon: ListChecks, permission: 'Task.Get.All' },
        { to: '/dashboard/cost-summary', label: 'nav.cost-summary', icon: Wallet, permission: 'Dashboard.CostSummary' },
        {
          to: '/dashboard/employee-yearly-report',
          label: 'nav.employee-yearly-report',
          icon: CalendarRange,
          permission: 'Dashboard.Employees.YearReport',
        },
        { to: '/dashboard/project-report-dashboard', label: 'nav.project-report', icon: ChartLine, permission: 'Admin' },
      ],
    },
    {
      items: [
        { to: '/project-select/my-project', label: 'nav.my-projects', icon: FolderKanban },
        { to: '/ticket/my-ticket', label: 'nav.tickets', icon: Ticket },
        { to: '/profile', label: 'nav.profile', icon: UserRound },
      ],
    },
  ];
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.permission || hasPermission(permissions, i.permission)) }))
    .filter((g) => g.items.length > 0);
}

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

  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-4 px-2.5 py-3">
      {navGroups(permissions).map((group, gi) => (
        <div key={group.label ?? gi} className="flex flex-col gap-0.5">
          {group.label ? (
            <p className={cn('px-2.5 pb-1 pt-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground/80', groupLabelClass)}>
              {t(group.label)}
            </p>
          ) : null}
          {gi > 0 ? <div className={cn('mx-2 mb-2 h-px bg-sidebar-border', dividerClass)} aria-hidden="true" /> : null}
          {group.items.map((item) => {
            const label = t(item.label);
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

/** The persistent sidebar: a 60 px rail when collapsed or under 1024 px, 240 px when open. */
export function Sidebar({
  open,
  animate,
  permissions,
}: {
  open: boolean;
  animate: boolean;
  permissions: readonly Permission[];
}) {
  return (
    <aside
      data-expanded={open}
      className={cn(
        'group/sidebar hidden w-[60px] shrink-0 flex-col overflow-y-auto overflow-x-hidden border-r border-sidebar-border bg-sidebar sm:flex lg:data-[expanded=true]:w-60',
        animate && 'transition-[width] duration-200',
      )}
    >
      <SidebarNav permissions={permissions} expanded="auto" />
    </aside>
  );
}
