import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';

/**
 * The bell of the top bar. Notifications are wired in a later issue (list,
 * unread count, read-all, break decisions); for now it opens an empty panel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.notifications')} title={t('topbar.notifications')}>
          <Bell aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-[500px] max-w-[calc(100vw-1.5rem)] p-0"
        aria-label={t('notifications.title')}
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
        </div>
        <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
          <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-muted">
            <BellOff className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium">{t('notifications.empty')}</p>
          <p className="max-w-xs text-sm text-muted-foreground">{t('notifications.empty-hint')}</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
