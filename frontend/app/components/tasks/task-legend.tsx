import { useTranslation } from 'react-i18next';

import { ROW_BACKGROUND, SUDDEN_UNDERLINE, TONE_ACCENT, type RowTone } from '~/components/tasks/task-model';

const TONES: RowTone[] = ['planning', 'in-progress', 'overdue', 'completed', 'success', 'failure'];

/** What the row colours mean (spec 2: status colours, orange when late, red underline for sudden). */
export function TaskLegend() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted-foreground" aria-label={t('tasks.legend.label')}>
      {TONES.map((tone) => (
        <li key={tone} className="flex items-center gap-1.5">
          <span
            className="h-3 w-3 rounded-[3px] border"
            style={{ backgroundColor: ROW_BACKGROUND[tone], borderColor: `${TONE_ACCENT[tone]}66` }}
            aria-hidden="true"
          />
          {t(`tasks.legend.${tone}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="h-3 w-4 border-b-2" style={{ borderColor: SUDDEN_UNDERLINE }} aria-hidden="true" />
        {t('tasks.legend.sudden')}
      </li>
    </ul>
  );
}
