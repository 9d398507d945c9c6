import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMatches } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { ChangeLogDialog } from '~/components/change-log-dialog';
import { CommandCenter } from '~/components/command-palette';
import { Logo } from '~/components/logo';
import { NavigationProgress } from '~/components/navigation-progress';
import { Sidebar, SidebarNav, type SidebarSlot } from '~/components/sidebar';
import { TopBar } from '~/components/top-bar';
import { CHANGE_LOG_VERSION, changeLogUnseen } from '~/lib/changelog';
import type { Me } from '~/lib/context';
import type { Permission } from '~/lib/permissions';
import { readStorage, STORAGE_KEYS, writeStorage } from '~/lib/storage';

const WIDE = '(min-width: 1024px)';

export function AppShell({
  user,
  permissions,
  children,
}: {
  user: Me;
  permissions: readonly Permission[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = React.useState(true);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [changeLogOpen, setChangeLogOpen] = React.useState(false);
  // The width animates only for the user's own toggles, not for the stored state applied on load.
  const [animate, setAnimate] = React.useState(false);
  // The deepest route that brings its own navigation (e.g. the project layout) replaces the main tree.
  const matches = useMatches();
  const Slot = [...matches].reverse().map((m) => (m.handle as { sidebar?: SidebarSlot } | undefined)?.sidebar).find(Boolean);

  React.useEffect(() => {
    if (readStorage(STORAGE_KEYS.sidebarOpen) === 'false') setOpen(false);
    const id = window.requestAnimationFrame(() => setAnimate(true));
    if (changeLogUnseen(readStorage(STORAGE_KEYS.changeLogVersion))) setChangeLogOpen(true);
    return () => window.cancelAnimationFrame(id);
  }, []);

  function toggleSidebar() {
    // Under 1024 px the sidebar stays a rail; the button opens a drawer instead.
    if (!window.matchMedia(WIDE).matches) {
      setDrawerOpen((v) => !v);
      return;
    }
    setOpen((v) => {
      writeStorage(STORAGE_KEYS.sidebarOpen, String(!v));
      return !v;
    });
  }

  function onChangeLogOpenChange(next: boolean) {
    setChangeLogOpen(next);
    if (!next) writeStorage(STORAGE_KEYS.changeLogVersion, CHANGE_LOG_VERSION);
  }

  const shell = (
    <div className="flex h-dvh flex-col overflow-hidden bg-background">
      <NavigationProgress />
      <TopBar
        user={user}
        permissions={permissions}
        sidebarExpanded={open}
        onToggleSidebar={toggleSidebar}
        onShowChangeLog={() => setChangeLogOpen(true)}
      />
      <div className="flex min-h-0 flex-1">
        <Sidebar open={open} animate={animate} permissions={permissions}>
          {Slot ? <Slot expanded="auto" /> : null}
        </Sidebar>
        <main id="main" className="min-w-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/30 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0" />
          <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r bg-sidebar shadow-xl data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left">
            <DialogPrimitive.Title className="flex h-14 items-center border-b px-4">
              <Logo />
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{t('nav.main')}</DialogPrimitive.Description>
            <div className="flex-1 overflow-y-auto">
              {Slot ? (
                <Slot expanded onNavigate={() => setDrawerOpen(false)} />
              ) : (
                <SidebarNav permissions={permissions} expanded onNavigate={() => setDrawerOpen(false)} />
              )}
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <ChangeLogDialog open={changeLogOpen} onOpenChange={onChangeLogOpenChange} />
    </div>
  );
  // The palette and the shortcut sheet, with their keys, wherever the shell is.
  return <CommandCenter userId={user.id} permissions={permissions}>{shell}</CommandCenter>;
}
