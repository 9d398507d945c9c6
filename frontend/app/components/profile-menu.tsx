import * as React from 'react';
import { Link, useNavigate } from '@remix-run/react';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { RoleTag } from '~/components/role-tag';
import { UserAvatar } from '~/components/user-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { call } from '~/lib/api.client';
import type { Me } from '~/lib/context';
import { fullName, initials } from '~/lib/format';
import { clearSessionStorage } from '~/lib/storage';
import { endpoints } from '@studio/domain';

export function ProfileMenu({ user }: { user: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const name = fullName(user);

  async function logout() {
    const res = await call(endpoints.auth.logout, undefined, { allowUnauthorized: true });
    if (!res.ok && res.status !== 401) return;
    clearSessionStorage();
    toast.success(t('auth.logout.success'));
    navigate('/auth/login', { replace: true });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="ml-1 rounded-full outline-none ring-offset-2 ring-offset-background transition-shadow focus-visible:ring-2 focus-visible:ring-ring"
          // The avatar's initials are its visible text: the name holds them (WCAG 2.5.3), 'Account ĐB'.
          aria-label={`${t('topbar.account')} ${initials(user)}`}
          title={name}
        >
          <UserAvatar user={user} size="sm" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72 p-1.5">
          <div className="flex items-center gap-3 px-2 py-2.5">
            <UserAvatar user={user} size="md" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-semibold leading-none">{name}</p>
              <div className="flex min-w-0 items-center gap-2">
                <RoleTag role={user.role} />
                <span className="truncate text-xs text-muted-foreground">{user.id}</span>
              </div>
            </div>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/profile/info">
              <UserRound aria-hidden="true" />
              {t('profile-menu.profile')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => setConfirmOpen(true)}
            className="text-red-600 focus:bg-red-50 focus:text-red-700 [&_svg]:text-red-500"
          >
            <LogOut aria-hidden="true" />
            {t('profile-menu.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('auth.logout.title')}
        description={t('auth.logout.message')}
        confirmLabel={t('auth.logout.confirm')}
        destructive
        onConfirm={logout}
      />
    </>
  );
}
