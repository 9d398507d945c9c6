// Push notifications of this browser, from the bell's panel (docs/decisions/051): turning on asks the
// browser's permission, subscribes with the server's VAPID key and stores the subscription; turning off
// removes it on the server and in the browser. What failed is said in a sentence, never a fake "on".
import * as React from 'react';
import { BellRing, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { currentSubscription, PushError, pushSupported, turnPushOff, turnPushOn, type PushFailure } from '~/lib/push';

type State = 'checking' | 'unsupported' | 'off' | 'on';
type Problem = PushFailure | 'off-failed';

export function PushToggle() {
  const { t } = useTranslation();
  const [state, setState] = React.useState<State>('checking');
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<Problem | null>(null);

  React.useEffect(() => {
    let live = true;
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    currentSubscription()
      .then((s) => { if (live) setState(s ? 'on' : 'off'); })
      .catch(() => { if (live) setState('off'); });
    return () => { live = false; };
  }, []);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      if (state === 'on') {
        await turnPushOff();
        setState('off');
      } else {
        await turnPushOn();
        setState('on');
      }
    } catch (error) {
      setProblem(state === 'on' ? 'off-failed' : error instanceof PushError ? error.reason : 'subscribe');
    } finally {
      setBusy(false);
    }
  }

  if (state === 'checking') return null;
  return (
    <div className="border-t px-4 py-3 text-sm" data-testid="push-toggle" data-state={state}>
      {state === 'unsupported' ? (
        <p className="text-muted-foreground">{t('notifications.push.unsupported')}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 flex-1 text-muted-foreground">{t(state === 'on' ? 'notifications.push.on' : 'notifications.push.off-hint')}</p>
          <Button variant={state === 'on' ? 'outline' : 'default'} size="sm" onClick={toggle} loading={busy} aria-pressed={state === 'on'}>
            {busy ? null : state === 'on' ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
            {t(state === 'on' ? 'notifications.push.turn-off' : 'notifications.push.turn-on')}
          </Button>
        </div>
      )}
      {problem ? <p role="alert" className="mt-2 text-destructive">{t(`notifications.push.failed.${problem}`)}</p> : null}
    </div>
  );
}
