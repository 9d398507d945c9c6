import { PencilLine, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';
import { TableCell } from '~/components/ui/table';

/** The edit and delete buttons of a calendar list row, each shown only with its right. */
export function RowActions(props: {
  canEdit: boolean;
  canDelete: boolean;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TableCell className="pr-5 text-right">
      <div className="flex justify-end gap-1">
        {props.canEdit ? (
          <Button variant="ghost" size="icon-sm" onClick={props.onEdit} aria-label={props.editLabel} title={t('calendar.edit')}>
            <PencilLine aria-hidden="true" />
          </Button>
        ) : null}
        {props.canDelete ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="hover:bg-red-50 hover:text-red-700"
            onClick={props.onDelete}
            aria-label={props.deleteLabel}
            title={t('common.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </TableCell>
  );
}
