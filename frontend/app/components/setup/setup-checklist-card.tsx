// The first-run checklist on the dashboard (docs/decisions/033): what is left to set up in a new
// studio, each step linked to its screen for those who may open it. Whether a step is done comes
// from the server, computed from the studio's data.
import * as React from 'react';
import { Link } from '@remix-run/react';
import { endpoints, type SetupChecklist, type SetupChecklistStep, setupStepsDone } from '@studio/domain';
import { ArrowRight, Check, ListChecks, Rocket, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '~/components/ui/button';
import { call } from '~/lib/api.client';
import { cn } from '~/lib/utils';

/** Posts one checklist call; answers the new checklist, or null when it failed (the error toast is api's). */
const POSTS = {
  dismiss: endpoints.setupChecklist.dismiss,
  reopen: endpoints.setupChecklist.reopen,
  'scoring/review': endpoints.setupChecklist.markScoringReviewed,
};

async function post(path: string): Promise<SetupChecklist | null> {
  // Only the reviewable steps (SETUP_STEPS `reviewable`: scoring) show the mark button.
  const endpoint = POSTS[path as keyof typeof POSTS];
  if (!endpoint) return null;
  const res = await call(endpoint);
  return res.ok && res.data?.checklist ? res.data.checklist : null;
}

/** One step: its number or a check, what to do, and its actions; `next` (the first step left) leads in colour. */
function StepRow({ step, index, next, busy, onMark }: { step: SetupChecklistStep; index: number; next: boolean; busy: boolean; onMark: () => void }) {
  const { t } = useTranslation();
  // The connector step explains itself differently once the key is there.
  const description = step.key === 'connector-keys' && step.done ? t('setup.step.connector-keys.done') : t(`setup.step.${step.key}.desc`);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" data-step={step.key} data-done={step.done}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            step.done ? 'bg-emerald-600 text-white' : 'border-2 border-slate-300 text-slate-600',
          )}
          aria-hidden="true"
        >
          {step.done ? <Check className="h-3.5 w-3.5" strokeWidth={3} /> : index + 1}
        </span>
        <div className="min-w-0 space-y-0.5">
          <p id={`setup-step-${step.key}`} tabIndex={-1} className={cn('text-sm font-medium outline-none', step.done && 'text-muted-foreground')}>
            {t(`setup.step.${step.key}`)}
            <span className="sr-only">{`, ${t(step.done ? 'setup.status.done' : 'setup.status.todo')}`}</span>
          </p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {step.done ? (
        <span className="flex shrink-0 items-center gap-1 pl-9 text-xs font-medium text-emerald-700 sm:pl-0" aria-hidden="true">
          <Check className="h-3.5 w-3.5" />
          {t('setup.done')}
        </span>
      ) : null}
      {!step.done && (step.href || step.canMark) ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2 pl-9 sm:pl-0">
          {step.canMark ? (
            <Button type="button" variant="outline" size="sm" loading={busy} onClick={onMark}>
              <Check aria-hidden="true" />
              {t('setup.mark-reviewed')}
            </Button>
          ) : null}
          {step.href ? (
            <Button asChild size="sm" variant={next ? 'default' : 'secondary'}>
              <Link to={step.href} prefetch="intent">
                {t(`setup.step.${step.key}.action`)}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The onboarding card: progress, the steps, "Mark as reviewed" and hiding (per user). */
export function SetupChecklistCard({ checklist, onChange }: { checklist: SetupChecklist; onChange: (next: SetupChecklist) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = React.useState<string | null>(null);
  const done = setupStepsDone(checklist);
  const total = checklist.steps.length;
  const progress = t('setup.progress', { done, total });
  const next = checklist.steps.find((s) => !s.done)?.key;

  async function run(what: string, path: string, after: (next: SetupChecklist) => void) {
    setBusy(what);
    const next = await post(path);
    setBusy(null);
    if (next) after(next);
  }

  return (
    <section aria-labelledby="setup-checklist-title" className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="setup-checklist">
      <div className="flex items-start gap-4 border-b bg-gradient-to-r from-indigo-50 via-white to-white px-5 py-4">
        <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm" aria-hidden="true">
          <Rocket className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="space-y-0.5">
            <h2 id="setup-checklist-title" tabIndex={-1} className="text-base font-semibold tracking-tight outline-none">
              {t('setup.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('setup.subtitle')}</p>
          </div>
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={t('setup.progress-label')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-valuetext={progress}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-emerald-600 transition-[width] motion-reduce:transition-none" style={{ width: `${(done / total) * 100}%` }} />
            </div>
            <span className="whitespace-nowrap text-sm font-medium tabular-nums text-slate-700" data-testid="setup-progress">
              {progress}
            </span>
          </div>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={busy === 'dismiss'}
          aria-label={t('setup.dismiss.label')}
          onClick={() =>
            run('dismiss', 'dismiss', (next) => {
              onChange(next);
              toast.success(t('setup.dismissed'));
            })
          }
        >
          {busy === 'dismiss' ? null : <X aria-hidden="true" />}
          {t('setup.dismiss')}
        </Button>
      </div>
      <ol className="divide-y" aria-label={t('setup.steps')}>
        {checklist.steps.map((step, index) => (
          <StepRow
            key={step.key}
            step={step}
            index={index}
            next={step.key === next}
            busy={busy === step.key}
            onMark={() =>
              run(step.key, `${step.key}/review`, (next) => {
                onChange(next);
                toast.success(t('setup.marked'));
                // The button is gone: keep the keyboard on the step it marked.
                requestAnimationFrame(() => document.getElementById(`setup-step-${step.key}`)?.focus());
              })
            }
          />
        ))}
      </ol>
    </section>
  );
}

/** A hidden, unfinished checklist: a quick-link tile that shows it again. */
export const ReopenSetupChecklist = React.forwardRef<HTMLButtonElement, { checklist: SetupChecklist; onChange: (next: SetupChecklist) => void }>(
  function ReopenSetupChecklist({ checklist, onChange }, ref) {
    const { t } = useTranslation();
    const [busy, setBusy] = React.useState(false);
    return (
      <button
        ref={ref}
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const next = await post('reopen');
          setBusy(false);
          if (next) onChange(next);
        }}
        className="group flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-left transition-all hover:border-primary/30 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 ring-1 ring-inset ring-indigo-600/10">
          <ListChecks className="h-4 w-4" aria-hidden="true" />
        </span>
        <span className="text-sm font-medium">{t('setup.reopen')}</span>
        <span className="ml-auto text-xs tabular-nums text-muted-foreground">{t('setup.progress', { done: setupStepsDone(checklist), total: checklist.steps.length })}</span>
      </button>
    );
  },
);
