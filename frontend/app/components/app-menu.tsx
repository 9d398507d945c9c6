import { Link } from '@remix-run/react';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { APP_MENU, visibleEntries } from '~/lib/navigation';
import type { Permission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

// Width and columns follow the number of entries, so a short menu has no empty cells.
const LAYOUT: readonly { width: string; cols: string }[] = [
  { width: 'w-[8rem]', cols: 'grid-cols-1' },
  { width: 'w-[8rem]', cols: 'grid-cols-1' },
  { width: 'w-[13rem]', cols: 'grid-cols-2' },
  { width: 'w-[19rem]', cols: 'grid-cols-3' },
];

export function AppMenu({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const apps = visibleEntries(APP_MENU, permissions);
  const layout = LAYOUT[Math.min(apps.length, 3)];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.apps')} title={t('topbar.apps')}>
          <LayoutGrid aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={cn('p-2', layout.width)}>
        <DropdownMenuLabel className="px-2 pb-2">{t('apps.title')}</DropdownMenuLabel>
        <div className={cn('grid gap-1', layout.cols)}>
          {apps.map(({ label, to, icon: Icon, tint }) => (
            <DropdownMenuItem key={to} asChild className="flex-col gap-2 px-1 py-3 text-center">
              <Link to={to}>
                <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${tint}`}>
                  <Icon className="!h-5 !w-5 !text-current" aria-hidden="true" />
                </span>
                <span className="line-clamp-2 text-xs font-medium leading-tight text-foreground">{t(label)}</span>
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
