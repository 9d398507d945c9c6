import * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { DataGridProps } from '~/components/tasks/grid/data-grid';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';

const DataGrid = React.lazy(() => import('~/components/tasks/grid/data-grid'));

function GridPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center text-sm text-muted-foreground" role="status">
      {t('common.loading')}
    </div>
  );
}

/**
 * A grid in a box of fixed height (Handsontable virtualises rows inside it). The
 * Handsontable chunk loads after hydration; until then a placeholder keeps the size.
 */
export function Grid({
  label,
  className,
  emptyText,
  ...props
}: DataGridProps & {
  /** Accessible name of the grid region. */
  label: string;
  className?: string;
  /** Shown over the empty body when there are no rows. */
  emptyText?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('task-grid relative w-full overflow-hidden rounded-lg border bg-background', className)}
    >
      {hydrated ? (
        <React.Suspense fallback={<GridPlaceholder />}>
          <DataGrid {...props} />
        </React.Suspense>
      ) : (
        <GridPlaceholder />
      )}
      {hydrated && emptyText && props.data.length === 0 ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 top-10 flex items-center justify-center text-sm text-muted-foreground">
          {emptyText}
        </div>
      ) : null}
    </div>
  );
}
