import * as React from 'react';
import { useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { cn } from '~/lib/utils';

/** A thin bar at the top of the window while a navigation or revalidation is pending. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    // Fast navigations show nothing.
    const id = window.setTimeout(() => setVisible(true), 150);
    return () => window.clearTimeout(id);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t('common.loading')}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-300',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      {/* Animated only while shown: a hidden bar running forever kept the compositor drawing on every page. */}
      <div className={cn('h-full w-1/3 rounded-full bg-primary', (busy || visible) && 'animate-[progress_1.1s_ease-in-out_infinite]')} />
    </div>
  );
}
