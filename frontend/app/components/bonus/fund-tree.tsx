// The bonus fund tree of one team as a card (spec 2 Project Bonus Config; spec 3 Revenue bonus):
// a percent input per node (editable only where allowed) and, when money is known, its amount.
import * as React from 'react';
import { bonusNode, fundKeyOf, shareToPercent, teamNodes, type BonusTeam } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Input } from '~/components/ui/input';
import { formatThousandsVnd as formatThousands } from '~/lib/format';
import { cn } from '~/lib/utils';

export { formatThousands };

/** A typed percent: '' is "blank" (back to the default), else a number or NaN. */
export function parsePercent(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (s === '') return null;
  return Number(s);
}

export function percentText(fraction: number | null | undefined): string {
  return typeof fraction === 'number' ? String(shareToPercent(fraction)) : '';
}

function depthOf(id: number): number {
  let d = 0;
  let n = bonusNode(id);
  while (n && n.parent !== null && n.parent > 1) {
    d++;
    n = bonusNode(n.parent);
  }
  return d;
}

export interface FundTreeCardProps {
  team: BonusTeam;
  /** The nodes shown (a node without read permission is left out). */
  visible: (id: number) => boolean;
  editable: (id: number) => boolean;
  /** The typed percent per node id. */
  inputs: Record<number, string>;
  onInput: (id: number, text: string) => void;
  /** The default percent a blank input falls back to (shown as placeholder). */
  defaults: Record<number, number>;
  /** Amounts per node id (VND); none: the card shows shares only. */
  funds?: Map<number, number>;
}

export function FundTreeCard({ team, visible, editable, inputs, onInput, defaults, funds }: FundTreeCardProps) {
  const { t, i18n } = useTranslation();
  const nodes = teamNodes(team).filter((n) => visible(n.id));
  // Depth-first order: each node right after its parent.
  const ordered = React.useMemo(() => {
    const out: number[] = [];
    const walk = (id: number) => {
      if (visible(id)) out.push(id);
      for (const k of bonusNode(id)?.children ?? []) walk(k);
    };
    walk(teamNodes(team)[0].id);
    return out;
  }, [team, visible]);
  if (nodes.length === 0) return null;
  const titleId = `bonus-${team}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <details open className="group">
        <summary className="flex cursor-pointer items-center justify-between gap-3 border-b px-5 py-3.5">
          <h2 id={titleId} className="text-sm font-semibold">{t(`bonus.team.${team}`)}</h2>
          {funds ? (
            <span className="text-sm tabular-nums text-muted-foreground">{formatThousands(funds.get(teamNodes(team)[0].id) ?? 0, i18n.language)}</span>
          ) : null}
        </summary>
        <ul className="divide-y">
          {ordered.map((id) => {
            const node = bonusNode(id)!;
            const label = id === teamNodes(team)[0].id ? t('bonus.node.team-share') : t(`bonus.node.${node.name}`);
            const inputId = `bonus-${fundKeyOf(team)}-${node.name}`;
            const text = inputs[id] ?? '';
            const bad = text !== '' && !Number.isFinite(parsePercent(text) ?? 0);
            return (
              <li key={id} className="flex items-center gap-3 px-5 py-2" data-node={node.name}>
                <label htmlFor={inputId} title={label} className={cn('min-w-0 flex-1 break-words text-sm leading-snug', depthOf(id) === 0 ? 'font-medium' : '')} style={{ paddingLeft: `${depthOf(id) * 16}px` }}>
                  {label}
                </label>
                <div className="flex w-28 shrink-0 items-center gap-1">
                  <Input
                    id={inputId}
                    inputMode="decimal"
                    className="h-8 text-right tabular-nums"
                    value={text}
                    placeholder={percentText(defaults[id])}
                    disabled={!editable(id)}
                    aria-invalid={bad || undefined}
                    onChange={(e) => onInput(id, e.target.value)}
                  />
                  <span aria-hidden className="text-sm text-muted-foreground">%</span>
                </div>
                {funds ? (
                  <span className="w-28 shrink-0 text-right text-sm tabular-nums" data-testid={`fund-${fundKeyOf(team)}-${node.name}`}>
                    {formatThousands(funds.get(id) ?? 0, i18n.language)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
