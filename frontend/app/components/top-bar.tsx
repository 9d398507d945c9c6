import { Link } from '@remix-run/react';
import { PanelLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { AppMenu } from '~/components/app-menu';
import { PaletteButton } from '~/components/command-palette';
import { Logo } from '~/components/logo';
import { NotificationBell } from '~/components/notification-bell';
import { ProfileMenu } from '~/components/profile-menu';
import { SettingsMenu } from '~/components/settings-menu';
import { Button } from '~/components/ui/button';
import type { Me } from '~/lib/context';
import type { Permission } from '~/lib/permissions';

export function TopBar({
  user,
  permissions,
  sidebarExpanded,
  onToggleSidebar,
  onShowChangeLog,
}: {
  user: Me;
  permissions: readonly Permission[];
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onShowChangeLog: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label={t('nav.toggle-sidebar')}
        aria-expanded={sidebarExpanded}
        title={t('nav.toggle-sidebar')}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <Link
        to="/dashboard"
        aria-label={t('nav.home')}
        className="flex items-center rounded-md px-1 py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-0.5">
        <PaletteButton />
        <div className="mx-1" aria-hidden="true" />
        <NotificationBell />
        <SettingsMenu onShowChangeLog={onShowChangeLog} />
        <AppMenu permissions={permissions} />
        <div className="mx-2 h-5 w-px bg-border" aria-hidden="true" />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
