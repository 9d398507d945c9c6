import { Link } from '@remix-run/react';
import { ClipboardList, FolderKanban, LayoutDashboard, LayoutGrid, ShieldCheck, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { hasPermission, type Permission } from '~/lib/permissions';

type AppEntry = { key: string; to: string; icon: LucideIcon; tint: string; permission?: string };

const APPS: readonly AppEntry[] = [
  { key: 'nav.dashboard', to: '/dashboard', icon: LayoutDashboard, tint: 'bg-indigo-50 text-indigo-600' },
  { key: 'nav.my-projects', to: '/project-select/my-project', icon: FolderKanban, tint: 'bg-sky-50 text-sky-600' },
  { key: 'nav.tickets', to: '/ticket/my-ticket', icon: Ticket, tint: 'bg-amber-50 text-amber-600' },
  { key: 'nav.internal-task', to: '/internal/task', icon: ClipboardList, tint: 'bg-emerald-50 text-emerald-600' },
  { key: 'nav.admin', to: '/admin', icon: ShieldCheck, tint: 'bg-rose-50 text-rose-600', permission: 'Admin' },
];

export function AppMenu({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const apps = APPS.filter((a) => !a.permission || hasPermission(permissions, a.permission));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.apps')} title={t('topbar.apps')}>
          <LayoutGrid aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[19rem] p-2">
        <DropdownMenuLabel className="px-2 pb-2">{t('apps.title')}</DropdownMenuLabel>
        <div className="grid grid-cols-3 gap-1">
          {apps.map(({ key, to, icon: Icon, tint }) => (
            <DropdownMenuItem key={to} asChild className="flex-col gap-2 px-1 py-3 text-center">
              <Link to={to}>
                <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${tint}`}>
                  <Icon className="!h-5 !w-5 !text-current" aria-hidden="true" />
                </span>
                <span className="line-clamp-2 text-xs font-medium leading-tight text-foreground">{t(key)}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
