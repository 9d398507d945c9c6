import { useTranslation } from 'react-i18next';

import { TASK_COLUMNS, type TaskColumnKey } from '~/components/tasks/grid/task-columns';

/** The dashboard grid's side panel: which columns show. */
export function ColumnPanel({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly TaskColumnKey[];
  hidden: readonly TaskColumnKey[];
  onChange: (hidden: TaskColumnKey[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t('tasks.dashboard.columns')}</legend>
      {columns.map((key) => {
        const id = `column-toggle-${key}`;
        const shown = !hidden.includes(key);
        return (
          <label key={key} htmlFor={id} className="flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-accent">
            <input
              id={id}
              type="checkbox"
              className="h-4 w-4 rounded border-input accent-[hsl(var(--primary))]"
              checked={shown}
              onChange={() => onChange(shown ? [...hidden, key] : hidden.filter((k) => k !== key))}
            />
            {t(TASK_COLUMNS[key].header)}
          </label>
        );
      })}
    </fieldset>
  );
}
