import { Link } from '@remix-run/react';
import { CircleHelp, FileText, MessageSquareText, Settings, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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

// Help and policies live in the wiki; feedback goes through a ticket.
const LINKS = {
  help: '/wiki',
  feedback: '/ticket/my-ticket',
  policy: '/wiki',
} as const;

export function SettingsMenu({ onShowChangeLog }: { onShowChangeLog: () => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.settings')} title={t('topbar.settings')}>
          <Settings aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{t('topbar.settings')}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={LINKS.help}>
            <CircleHelp aria-hidden="true" />
            {t('settings.help')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={LINKS.feedback}>
            <MessageSquareText aria-hidden="true" />
            {t('settings.feedback')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={LINKS.policy}>
            <FileText aria-hidden="true" />
            {t('settings.policy')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onShowChangeLog}>
          <Sparkles aria-hidden="true" />
          {t('settings.whats-new')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LanguageMenu />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
