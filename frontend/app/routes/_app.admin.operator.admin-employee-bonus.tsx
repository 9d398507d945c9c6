// Admin employee bonus reveal (spec 3): pick an employee, Start (music and a gift box), open the
// box (the bonus, fireworks for 5 s), refresh back to idle. Sound is made with Web Audio and the
// fireworks drawn on a canvas: nothing is fetched. Reduced motion: no fireworks, a still glow.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { EmployeeBonusResult } from '@studio/domain';
import { Gift, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatThousands } from '~/components/bonus/fund-tree';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'bonus.reveal.title');

export async function loader({ context }: LoaderFunctionArgs) {
  // Spec 3: an operator screen (Admin), and the reveal's own BusinessReward.Export.
  await requirePermission(context, 'Admin');
  await requirePermission(context, 'BusinessReward.Export');
  const { employees } = await loadData(context, endpoints.employeeOptions.options);
  return { people: employees.map((e) => ({ id: e.id, name: e.name })), year: new Date().getFullYear() - 1 };
}

type Stage = 'idle' | 'started' | 'opened';
const FIREWORKS_MS = 5000;

/** A short music box tune on Web Audio; answers a stop function. */
function playTune(): () => void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return () => {};
  const ctx = new Ctx();
  const notes = [523.25, 659.25, 783.99, 1046.5, 783.99, 659.25, 698.46, 880, 1046.5, 1318.5];
  let stopped = false;
  const loop = (start: number) => {
    if (stopped) return;
    notes.forEach((f, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = f;
      const t0 = start + i * 0.22;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.12, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.2);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + 0.21);
    });
  };
  loop(ctx.currentTime + 0.05);
  const timer = window.setInterval(() => loop(ctx.currentTime + 0.05), notes.length * 220 + 400);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    void ctx.close();
  };
}

function Fireworks({ onDone }: { onDone: () => void }) {
  const ref = React.useRef<HTMLCanvasElement>(null);
  React.useEffect(() => {
    const canvas = ref.current;
    const g = canvas?.getContext('2d');
    if (!canvas || !g) return;
    const w = (canvas.width = canvas.offsetWidth);
    const h = (canvas.height = canvas.offsetHeight);
    type P = { x: number; y: number; vx: number; vy: number; life: number; hue: number };
    let parts: P[] = [];
    const burst = () => {
      const x = w * (0.15 + Math.random() * 0.7), y = h * (0.15 + Math.random() * 0.4), hue = Math.random() * 360;
      for (let i = 0; i < 60; i++) {
        const a = (i / 60) * Math.PI * 2, s = 1.5 + Math.random() * 2.5;
        parts.push({ x, y, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: 60 + Math.random() * 30, hue });
      }
    };
    const start = performance.now();
    let frame = 0;
    let raf = 0;
    const tick = (now: number) => {
      if (frame++ % 25 === 0 && now - start < FIREWORKS_MS - 800) burst();
      g.clearRect(0, 0, w, h);
      parts = parts.filter((p) => p.life > 0);
      for (const p of parts) {
        p.x += p.vx; p.y += p.vy; p.vy += 0.03; p.life -= 1;
        g.fillStyle = `hsla(${p.hue}, 90%, 60%, ${Math.min(1, p.life / 40)})`;
        g.fillRect(p.x, p.y, 3, 3);
      }
      if (now - start < FIREWORKS_MS) raf = requestAnimationFrame(tick);
      else onDone();
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [onDone]);
  return <canvas ref={ref} aria-hidden data-testid="fireworks" className="pointer-events-none absolute inset-0 h-full w-full" />;
}

export default function EmployeeBonusReveal() {
  const { people, year: defaultYear } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const [employee, setEmployee] = React.useState(people[0]?.id ?? '');
  const [year, setYear] = React.useState(defaultYear);
  const [stage, setStage] = React.useState<Stage>('idle');
  const [result, setResult] = React.useState<EmployeeBonusResult | null>(null);
  const [name, setName] = React.useState('');
  const [fireworks, setFireworks] = React.useState(false);
  const stopMusic = React.useRef<(() => void) | null>(null);
  const reducedMotion = React.useMemo(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    [],
  );

  React.useEffect(() => () => stopMusic.current?.(), []);

  const start = () => {
    stopMusic.current?.();
    stopMusic.current = playTune();
    setStage('started');
  };
  const open = async () => {
    const res = await call(endpoints.bonus.reveal, { query: { employee, year } });
    if (!res.ok) return;
    setResult(res.data.result);
    setName(res.data.employee.name);
    setStage('opened');
    setFireworks(!reducedMotion);
  };
  const reset = () => {
    stopMusic.current?.();
    stopMusic.current = null;
    setStage('idle');
    setResult(null);
    setFireworks(false);
  };
  const done = React.useCallback(() => setFireworks(false), []);
  const money = (v: number) => t('bonus.reveal.money', { value: formatThousands(v, i18n.language) });

  return (
    <PageContainer className="max-w-4xl space-y-6">
      <PageHeader
        title={t('bonus.reveal.title')}
        description={t('bonus.reveal.description', { year })}
        actions={
          <Button variant="outline" onClick={reset}>
            <RotateCcw aria-hidden className="size-4" />
            {t('bonus.reveal.reset')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-5">
        <div className="space-y-1.5">
          <label htmlFor="reveal-employee" className="text-sm font-medium">{t('bonus.reveal.employee')}</label>
          <select id="reveal-employee" value={employee} disabled={stage !== 'idle'} onChange={(e) => setEmployee(e.target.value)}
            className="flex h-9 w-64 rounded-md border border-input bg-background px-3 text-sm">
            {people.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="reveal-year" className="text-sm font-medium">{t('bonus.year')}</label>
          <input id="reveal-year" type="number" value={year} disabled={stage !== 'idle'} onChange={(e) => setYear(Number(e.target.value))}
            className="flex h-9 w-28 rounded-md border border-input bg-background px-3 text-sm tabular-nums" />
        </div>
        <Button onClick={start} disabled={stage !== 'idle' || !employee}>
          <Play aria-hidden className="size-4" />
          {t('bonus.reveal.start')}
        </Button>
      </div>
      <div className="relative flex min-h-[360px] flex-col items-center justify-center overflow-hidden rounded-xl border bg-gradient-to-b from-card to-muted/40 p-8" data-stage={stage}>
        {stage === 'idle' ? <p className="text-sm text-muted-foreground">{t('bonus.reveal.idle')}</p> : null}
        {stage === 'started' ? (
          <button type="button" onClick={open} className="group flex flex-col items-center gap-4 rounded-xl p-4 focus-visible:outline focus-visible:outline-2"
            aria-label={t('bonus.reveal.open')}>
            <Gift aria-hidden className={`size-32 text-rose-500 ${reducedMotion ? '' : 'animate-bounce'}`} strokeWidth={1.25} />
            <span className="text-base font-medium">{t('bonus.reveal.open')}</span>
          </button>
        ) : null}
        {stage === 'opened' && result ? (
          <div className="relative z-10 space-y-3 text-center" role="status">
            <p className="text-sm text-muted-foreground">{t('bonus.reveal.congrats', { name })}</p>
            <p className="text-4xl font-semibold tabular-nums text-rose-600" data-testid="reveal-total">{money(result.bonus_total)}</p>
            <dl className="grid grid-cols-3 gap-4 pt-2 text-sm">
              <div><dt className="text-muted-foreground">{t('bonus.result.business')}</dt><dd className="tabular-nums">{money(result.bonus_business)}</dd></div>
              <div><dt className="text-muted-foreground">{t('bonus.result.company')}</dt><dd className="tabular-nums">{money(result.bonus_company)}</dd></div>
              <div><dt className="text-muted-foreground">{t('bonus.result.performance')}</dt><dd className="tabular-nums">{money(result.bonus_performance)}</dd></div>
            </dl>
            <p className="pt-2 text-sm text-muted-foreground">{t('bonus.reveal.salary', { value: money(result.new_salary) })}</p>
          </div>
        ) : null}
        {fireworks ? <Fireworks onDone={done} /> : null}
      </div>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
