// The one navigation config: every place that links to a screen (app menu, sidebars,
// dashboard quick links, settings menu) reads its entries from here. An entry with
// `ready: false` names a screen of the route table that is not built yet: it is never
// rendered, and the issue that builds the screen switches it on.
import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  CalendarHeart,
  CalendarOff,
  CalendarRange,
  CalendarSync,
  Cake,
  ChartLine,
  CircleHelp,
  ClipboardList,
  Coins,
  DatabaseBackup,
  FileSpreadsheet,
  FileText,
  FolderKanban,
  Gamepad2,
  Gift,
  GitBranch,
  HandCoins,
  HeartPulse,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  LockKeyhole,
  LogOut,
  Mail,
  BellRing,
  MessageSquareText,
  Package,
  Plug,
  ReceiptText,
  Scale,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Target,
  Ticket,
  Upload,
  UserRound,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

import { WIKI_GLOBAL_PAGES } from '@studio/domain';

import { hasPermission, type Permission } from '~/lib/permissions';

export type NavEntry = {
  /** Route path. */
  to: string;
  /** Translation key of the label. */
  label: string;
  /** Translation key of a one-line description (quick-link cards). */
  description?: string;
  icon: LucideIcon;
  /** Held on the global project (0) to see the entry. */
  permission?: string;
  /** The screen exists; entries that are not ready are never rendered. */
  ready: boolean;
  /** Active only on this exact path (NavLink `end`). */
  end?: boolean;
  /** Icon tile colours (app menu, quick links). */
  tint?: string;
  /** Shown only when this holds too (an area entry: the user may open one of its screens). */
  when?: (permissions: readonly Permission[]) => boolean;
  /** In a gated group: its own permission opens it without the group's (an accountant's income screen). */
  ownGate?: boolean;
};

export type NavGroup = {
  /** Translation key of the group heading; none for an unlabelled block. */
  label?: string;
  icon?: LucideIcon;
  /** Needed for the whole group (spec 3: config needs Config, operator Admin...). */
  permission?: string;
  items: readonly NavEntry[];
};

// ---- App-menu grid (top bar) ----
export const APP_MENU: readonly NavEntry[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard, ready: true, tint: 'bg-indigo-50 text-indigo-600' },
  { to: '/project-select/my-project', label: 'nav.my-projects', icon: FolderKanban, ready: true, tint: 'bg-sky-50 text-sky-600' },
  { to: '/ticket/my-ticket', label: 'nav.tickets', icon: Ticket, ready: true, tint: 'bg-amber-50 text-amber-600' },
  { to: '/internal/task', label: 'nav.internal-task', icon: ClipboardList, ready: true, tint: 'bg-emerald-50 text-emerald-600' },
  // Spec 1 shows it to Admin holders; spec 3 gates each admin area on its own permission (config:
  // Config, administrative: Admin.Employee.Get), so it shows to whoever may open one of its screens
  // (an HR group without Admin still reaches the employee list). docs/decisions/004.
  { to: '/admin', label: 'nav.admin', icon: ShieldCheck, ready: true, tint: 'bg-rose-50 text-rose-600', when: (p) => firstAdminPath(p) !== null },
];

// ---- Main sidebar ----
export const MAIN_SIDEBAR: readonly NavGroup[] = [
  {
    label: 'nav.dashboard',
    items: [
      // The label reads 'employee' for Dashboard.Benchmark holders (see dashboardLabel).
      { to: '/dashboard', label: 'nav.dashboard.personal', icon: LayoutDashboard, ready: true, end: true },
      { to: '/dashboard/task-dashboard', label: 'nav.task-dashboard', icon: ListChecks, permission: 'Task.Get.All', ready: true },
      { to: '/dashboard/cost-summary', label: 'nav.cost-summary', icon: Wallet, permission: 'Dashboard.CostSummary', ready: true },
      {
        to: '/dashboard/employee-yearly-report',
        label: 'nav.employee-yearly-report',
        icon: CalendarRange,
        permission: 'Dashboard.Employees.YearReport',
        ready: true,
      },
      { to: '/dashboard/project-report-dashboard', label: 'nav.project-report', icon: ChartLine, permission: 'Admin', ready: true },
    ],
  },
  {
    items: [
      { to: '/project-select/my-project', label: 'nav.my-projects', icon: FolderKanban, ready: true },
      { to: '/ticket/my-ticket', label: 'nav.tickets', icon: Ticket, ready: true },
      { to: '/timeline', label: 'tasks.nav.timeline', icon: CalendarRange, ready: true },
      { to: '/wiki', label: 'nav.wiki', icon: BookOpen, ready: true },
      { to: '/profile', label: 'nav.profile', icon: UserRound, ready: true },
    ],
  },
];

// ---- Admin sidebar tree (spec 3 section 2) ----
export const ADMIN_SIDEBAR: readonly NavGroup[] = [
  {
    label: 'admin.nav.config',
    permission: 'Config',
    items: [
      { to: '/admin/config/upload', label: 'admin.nav.upload', icon: Upload, permission: 'Cdn.Upload', ready: true },
      { to: '/admin/config/permission-group', label: 'admin.nav.permission-group', icon: ShieldCheck, permission: 'Config.PermissionGroup.Get', ready: true },
      { to: '/admin/config/connector', label: 'admin.nav.connector', icon: Plug, permission: 'Connectors.View', ready: true },
      // The operator's (Admin) screen in the config area, where system settings live (docs/decisions/037).
      { to: '/admin/config/backup', label: 'admin.nav.backup', icon: DatabaseBackup, permission: 'Admin', ready: true },
      // E-mail of notifications: its setup and failures (docs/decisions/048).
      { to: '/admin/config/mail', label: 'mail.admin.nav', icon: Mail, permission: 'Admin', ready: true },
      { to: '/admin/config/task/efficiency-scale', label: 'admin.nav.efficiency-scale', icon: Scale, permission: 'Config.EfficiencyScale.Get', ready: true },
      { to: '/admin/config/task/benchmark-scale', label: 'admin.nav.benchmark-scale', icon: Scale, permission: 'Config.BenchmarkScale.Get', ready: true },
      { to: '/admin/config/task/performance-scale', label: 'admin.nav.performance-scale', icon: Scale, permission: 'Config.PerformanceScale.Get', ready: true },
      { to: '/admin/config/role/benchmark', label: 'admin.nav.role-benchmark', icon: Target, permission: 'Config.RoleBenchmark.Get', ready: true },
      { to: '/admin/config/role/limit', label: 'admin.nav.role-limit', icon: Target, permission: 'Config.RoleLimit.Get', ready: true },
      { to: '/admin/config/role/penalty', label: 'admin.nav.role-penalty', icon: Target, permission: 'Config.RolePenalty.Get', ready: true },
      { to: '/admin/config/role/level-scale', label: 'admin.nav.role-level-scale', icon: Layers, permission: 'Config.RoleLevelScale.Get', ready: true },
      { to: '/admin/config/role/performance-benchmark', label: 'admin.nav.performance-benchmark', icon: Target, permission: 'Config.PerformanceBenchmark.Get', ready: true },
      { to: '/admin/config/role/mission', label: 'admin.nav.mission', icon: Target, permission: 'Config.Mission.Get', ready: true },
      { to: '/admin/config/role/mission-instance', label: 'admin.nav.mission-instance', icon: Target, permission: 'Config.MissionInstance.Get', ready: true },
      { to: '/admin/config/role/creative/task', label: 'admin.nav.creative-task', icon: Target, permission: 'Config.CreativeScore.Get', ready: true },
      { to: '/admin/config/role/creative/benchmark-rate', label: 'admin.nav.creative-benchmark-rate', icon: Target, permission: 'Config.CreativeBenchmarkRate.Get', ready: true },
      { to: '/admin/config/role/performance-states', label: 'admin.nav.performance-states', icon: Target, permission: 'Config.PerformanceStates.Get', ready: true },
    ],
  },
  {
    label: 'admin.nav.operator',
    permission: 'Admin',
    items: [
      { to: '/admin/operator/holiday', label: 'admin.nav.holiday', icon: CalendarHeart, permission: 'Operator.Holiday.Get', ready: true },
      { to: '/admin/operator/makeup', label: 'admin.nav.makeup', icon: CalendarSync, permission: 'Operator.Makeup.Get', ready: true },
      { to: '/admin/operator/break', label: 'admin.nav.day-off', icon: CalendarOff, permission: 'Operator.Break.Get', ready: true },
      { to: '/admin/operator/decide-break', label: 'admin.nav.decide-break', icon: CalendarCheck, permission: 'Operator.Break.Decision', ready: true },
      { to: '/admin/operator/bonus', label: 'admin.nav.bonus', icon: Coins, permission: 'BusinessReward.Config.Internal.Get', ready: true },
      { to: '/admin/operator/admin-employee-bonus', label: 'admin.nav.employee-bonus', icon: Gift, permission: 'BusinessReward.Export', ready: true },
      { to: '/admin/operator/wiki-page', label: 'admin.nav.wiki-page', icon: BookOpen, ready: true },
    ],
  },
  {
    label: 'admin.nav.administrative',
    permission: 'Admin.Employee.Get',
    items: [
      { to: '/admin/administrative/employee', label: 'admin.nav.employee', icon: Users, ready: true },
      { to: '/admin/administrative/birthday', label: 'admin.nav.birthday', icon: Cake, ready: true },
      { to: '/admin/administrative/salary', label: 'admin.nav.salary', icon: HandCoins, permission: 'Admin.Employee.Salary', ready: true },
      { to: '/admin/administrative/social-insurance', label: 'admin.nav.social-insurance', icon: HeartPulse, ready: true },
      { to: '/admin/administrative/quit', label: 'admin.nav.quit', icon: LogOut, ready: true },
      { to: '/admin/administrative/employee-by-role', label: 'admin.nav.employee-by-role', icon: UsersRound, ready: true },
      { to: '/admin/administrative/intern-expire', label: 'admin.nav.intern-expire', icon: CalendarDays, ready: true },
      { to: '/admin/administrative/break', label: 'admin.nav.break-manager', icon: CalendarDays, permission: 'PermittedLeft.Change', ready: true },
      // Spec 3 gates it on EmployeeIncome.Get.All alone: accountants hold that without Admin.Employee.Get.
      { to: '/admin/administrative/employees-income', label: 'admin.nav.employees-income', icon: FileSpreadsheet, permission: 'EmployeeIncome.Get.All', ready: true, ownGate: true },
    ],
  },
];

// ---- Project sidebar (spec 2 section 2, Project layout) ----
// Paths hold `:projectId` (see projectPath); permissions are checked on that project, not on 0.
// The parent and child entries under the task view are added by the sidebar from the project.
export const PROJECT_SIDEBAR: readonly NavGroup[] = [
  {
    items: [
      { to: '/project/:projectId/dashboard', label: 'projects.nav.dashboard', icon: LayoutDashboard, permission: 'Task.Get', ready: true },
      { to: '/project/:projectId/task-view', label: 'projects.nav.task-view', icon: ListChecks, permission: 'Task.Get', ready: true },
      { to: '/project/:projectId/timeline', label: 'tasks.nav.timeline', icon: CalendarRange, permission: 'Task.Get', ready: true },
    ],
  },
  {
    label: 'projects.nav.level-system',
    icon: Layers,
    permission: 'LevelSystem',
    items: [
      { to: '/project/:projectId/level-system/level-view', label: 'projects.nav.level-view', icon: Gamepad2, permission: 'LevelSystem.Level.Get', ready: true },
      {
        to: '/project/:projectId/level-system/level-pack-view',
        label: 'projects.nav.level-pack-view',
        icon: Package,
        permission: 'LevelSystem.LevelPack.Get',
        ready: true,
      },
      {
        to: '/project/:projectId/level-system/level-config-view',
        label: 'projects.nav.level-config-view',
        icon: SlidersHorizontal,
        permission: 'LevelSystem.LevelConfig.Get',
        ready: true,
      },
    ],
  },
  {
    items: [
      { to: '/project/:projectId/bonus', label: 'projects.nav.bonus', icon: Coins, permission: 'BusinessReward.Config.Project.Get', ready: true },
      // Reading a project's pages needs Project.Get (held here) or WikiSystem.Wiki.Get: no extra gate.
      { to: '/wiki?projectId=:projectId', label: 'projects.nav.wiki', icon: BookOpen, ready: true },
      { to: '/project/:projectId/setting', label: 'projects.nav.setting', icon: Settings, permission: 'Project.Edit', ready: true },
    ],
  },
];

/** A project sidebar path with the project filled in. */
export function projectPath(to: string, projectId: number | string): string {
  return to.replace(':projectId', encodeURIComponent(String(projectId)));
}

// ---- Profile tabs (the profile layout; every signed-in user opens them) ----
export const PROFILE_TABS: readonly NavEntry[] = [
  { to: '/profile/info', label: 'profile.tabs.info', icon: UserRound, ready: true },
  { to: '/profile/password', label: 'profile.tabs.password', icon: LockKeyhole, ready: true },
  { to: '/profile/api-key', label: 'profile.tabs.api-key', icon: KeyRound, ready: true },
  { to: '/profile/git', label: 'profile.tabs.git', icon: GitBranch, ready: true },
  { to: '/profile/calendar', label: 'calendar-feed.tab', icon: CalendarDays, ready: true },
  { to: '/profile/notifications', label: 'mail.prefs.tab', icon: BellRing, ready: true },
  { to: '/profile/income', label: 'income.profile.tab', icon: ReceiptText, ready: true },
];

// ---- Quick links of the dynamic dashboard ----
export const DASHBOARD_LINKS: readonly NavEntry[] = [
  {
    to: '/project-select/my-project',
    label: 'dashboard.card.my-projects',
    description: 'dashboard.card.my-projects.desc',
    icon: FolderKanban,
    ready: true,
    tint: 'bg-sky-50 text-sky-600 ring-sky-600/10',
  },
  {
    to: '/ticket/my-ticket',
    label: 'dashboard.card.tickets',
    description: 'dashboard.card.tickets.desc',
    icon: Ticket,
    ready: true,
    tint: 'bg-amber-50 text-amber-600 ring-amber-600/10',
  },
  {
    to: '/profile/info',
    label: 'dashboard.card.profile',
    description: 'dashboard.card.profile.desc',
    icon: UserRound,
    ready: true,
    tint: 'bg-violet-50 text-violet-600 ring-violet-600/10',
  },
  {
    to: '/profile/api-key',
    label: 'dashboard.card.api-keys',
    description: 'dashboard.card.api-keys.desc',
    icon: KeyRound,
    ready: true,
    tint: 'bg-sky-50 text-sky-600 ring-sky-600/10',
  },
  {
    to: '/profile/git',
    label: 'dashboard.card.git',
    description: 'dashboard.card.git.desc',
    icon: GitBranch,
    ready: true,
    tint: 'bg-emerald-50 text-emerald-600 ring-emerald-600/10',
  },
  {
    to: '/admin/administrative/employee',
    label: 'dashboard.card.employees',
    description: 'dashboard.card.employees.desc',
    icon: Users,
    permission: 'Admin.Employee.Get',
    ready: true,
    tint: 'bg-rose-50 text-rose-600 ring-rose-600/10',
  },
];

// ---- Settings menu links (help and policies live in the wiki, feedback is a ticket) ----
export const SETTINGS_LINKS: readonly NavEntry[] = [
  { to: `/wiki?path=${WIKI_GLOBAL_PAGES.help}`, label: 'settings.help', icon: CircleHelp, ready: true },
  { to: '/ticket/my-ticket', label: 'settings.feedback', icon: MessageSquareText, ready: true },
  { to: `/wiki?path=${WIKI_GLOBAL_PAGES.policy}`, label: 'settings.policy', icon: FileText, ready: true },
];

/** The entries to render: built, and permitted when they name a permission. */
export function visibleEntries(entries: readonly NavEntry[], permissions: readonly Permission[]): NavEntry[] {
  return entries.filter((e) => e.ready && (!e.permission || hasPermission(permissions, e.permission)) && (!e.when || e.when(permissions)));
}

/**
 * Groups with their visible entries; a group without any is dropped. Without the group's own
 * permission only its `ownGate` entries (with their own permission) remain.
 */
export function visibleGroups(groups: readonly NavGroup[], permissions: readonly Permission[]): NavGroup[] {
  return groups
    .map((g) => {
      const open = !g.permission || hasPermission(permissions, g.permission);
      return { ...g, items: visibleEntries(g.items, permissions).filter((e) => open || (e.ownGate && e.permission)) };
    })
    .filter((g) => g.items.length > 0);
}

// ---- Internal area sidebar (spec 3: one entry, internal task) ----
export const INTERNAL_SIDEBAR: readonly NavGroup[] = [
  { label: 'nav.internal-task', items: [{ to: '/internal/task', label: 'tasks.nav.internal-task', icon: ClipboardList, ready: true }] },
];

/** The sidebar tree of the area a path belongs to. */
export function sidebarFor(pathname: string): readonly NavGroup[] {
  if (pathname === '/internal' || pathname.startsWith('/internal/')) return INTERNAL_SIDEBAR;
  return pathname === '/admin' || pathname.startsWith('/admin/') ? ADMIN_SIDEBAR : MAIN_SIDEBAR;
}

/** The first admin screen the user may open (where /admin leads), or null. */
export function firstAdminPath(permissions: readonly Permission[]): string | null {
  return visibleGroups(ADMIN_SIDEBAR, permissions)[0]?.items[0]?.to ?? null;
}

/** The dynamic dashboard's label: 'employee' for those who may view other employees. */
export function dashboardLabel(permissions: readonly Permission[]): string {
  return hasPermission(permissions, 'Dashboard.Benchmark') ? 'nav.dashboard.employee' : 'nav.dashboard.personal';
}
