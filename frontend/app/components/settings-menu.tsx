import { Link } from '@remix-run/react';
import { Keyboard, Settings, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useCommandCenter } from '~/components/command-palette';
import { LanguageMenu } from '~/components/language-switch';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { SETTINGS_LINKS, visibleEntries } from '~/lib/navigation';

export function SettingsMenu({ onShowChangeLog }: { onShowChangeLog: () => void }) {
  const { t } = useTranslation();
  const { openHelp } = useCommandCenter();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.settings')} title={t('topbar.settings')}>
          <Settings aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{t('topbar.settings')}</DropdownMenuLabel>
        {/* Links carry no permission; the signed-in user's list is not needed here. */}
        {visibleEntries(SETTINGS_LINKS, []).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={label} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={onShowChangeLog}>
          <Sparkles aria-hidden="true" />
          {t('settings.whats-new')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openHelp}>
          <Keyboard aria-hidden="true" />
          {t('palette.help.title')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LanguageMenu />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
