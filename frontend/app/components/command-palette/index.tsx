// Keyboard-first work (issue 13, docs/decisions/025): the command palette and the shortcut help
// sheet, mounted once by the app shell, with the global keys that open them. Anything in the shell
// (the top-bar button, the settings menu) opens them through useCommandCenter().
import * as React from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CommandPalette } from '~/components/command-palette/command-palette';
import { Keys, useIsMac } from '~/components/command-palette/keys';
import { ShortcutsSheet } from '~/components/command-palette/shortcuts-sheet';
import { Button } from '~/components/ui/button';
import type { Permission } from '~/lib/permissions';
import { comboKeys, isTypingTarget, matchesShortcut, SHORTCUTS } from '~/lib/shortcuts';

type CommandCenterApi = { openPalette: () => void; openHelp: () => void };

const Context = React.createContext<CommandCenterApi | null>(null);

export function useCommandCenter(): CommandCenterApi {
  const api = React.useContext(Context);
  if (!api) throw new Error('useCommandCenter outside CommandCenter');
  return api;
}

export function CommandCenter({
  userId,
  permissions,
  children,
}: {
  userId: string;
  permissions: readonly Permission[];
  children: React.ReactNode;
}) {
  const [paletteOpen, setPaletteOpen] = React.useState(false);
  const [helpOpen, setHelpOpen] = React.useState(false);

  React.useEffect(() => {
    // Opening a dialog is not urgent: a transition lets React finish what it is rendering
    // (hydration, a navigation) first instead of forcing a synchronous render into it.
    const show = (palette: boolean) =>
      React.startTransition(() => {
        setPaletteOpen(palette);
        setHelpOpen(!palette);
      });
    function onKeyDown(e: KeyboardEvent) {
      // Ctrl/Cmd+K works everywhere, in a field or the grid's editor too (the browser's own
      // Ctrl+K search is the one thing given up).
      if (matchesShortcut(e, 'openPalette')) {
        e.preventDefault();
        e.stopPropagation();
        show(true);
        return;
      }
      // '?' is a character while typing, and stays out of other dialogs.
      if (matchesShortcut(e, 'showHelp') && !e.repeat && !isTypingTarget(e.target) && !document.querySelector('[role="dialog"],[role="alertdialog"]')) {
        e.preventDefault();
        e.stopPropagation();
        show(false);
      }
    }
    // Capture: before the grid or a menu handles the key.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const api = React.useMemo<CommandCenterApi>(
    () => ({ openPalette: () => setPaletteOpen(true), openHelp: () => setHelpOpen(true) }),
    [],
  );

  return (
    <Context.Provider value={api}>
      {children}
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} permissions={permissions} userId={userId} />
      <ShortcutsSheet open={helpOpen} onOpenChange={setHelpOpen} />
    </Context.Provider>
  );
}

/** The top bar's way in, showing its shortcut (the text is hidden on narrow screens). */
export function PaletteButton() {
  const { t } = useTranslation();
  const { openPalette } = useCommandCenter();
  const mac = useIsMac();
  const keys = comboKeys(SHORTCUTS.openPalette.combos[0], mac);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={openPalette}
      aria-keyshortcuts="Control+K Meta+K"
      className="h-9 gap-2 whitespace-nowrap px-2.5 text-muted-foreground md:w-52 md:justify-start"
    >
      <Search aria-hidden="true" />
      <span className="sr-only md:not-sr-only md:flex-1 md:text-left">{t('palette.open')}</span>
      <Keys keys={keys} className="hidden md:inline-flex" />
    </Button>
  );
}
