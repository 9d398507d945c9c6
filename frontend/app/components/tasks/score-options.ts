// The fixed score choices of a role as the screens offer them (spec 1 and 2 section 9): the task-score
// options and the active-task options, with translated names. Custom values stay allowed everywhere.
import { activeTaskOptions, selectiveScoreOptions, type ScoreOption } from '@studio/domain';
import type { TFunction } from 'i18next';

export type ScoreChoice = { score: number; label: string; kind: 'task' | 'active' };

/** The translation key of an option's name ('Store Top 1' -> tasks.score-option.store-top-1). */
export function scoreOptionKey(o: ScoreOption): string {
  return `tasks.score-option.${o.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** Task-score options first, then the active-task options, each named in the UI language. */
export function scoreChoices(role: number, t: TFunction): ScoreChoice[] {
  return [
    ...selectiveScoreOptions(role).map((o) => ({ score: o.score, label: t(scoreOptionKey(o)), kind: 'task' as const })),
    ...activeTaskOptions(role).map((o) => ({ score: o.score, label: t(scoreOptionKey(o)), kind: 'active' as const })),
  ];
}

/** What the score cell's list shows: "50 · Active task: Easy". The score comes first, so a pick reads back as it. */
export function scoreChoiceText(c: ScoreChoice, t: TFunction): string {
  return `${c.score} · ${c.kind === 'active' ? t('tasks.score-options.active-item', { name: c.label }) : c.label}`;
}

/** The number of a typed score or of a picked choice ("50 · ..." -> 50); NaN when there is none. */
export function scoreOfChoice(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').split('·')[0].trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}
