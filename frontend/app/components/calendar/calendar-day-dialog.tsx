// Add or edit a holiday / makeup day (spec 3 section 5): a date and a trimmed non-empty
// description are required.
import * as React from 'react';
import { formatYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { CalendarDay, DayKind } from '~/components/calendar/calendar-model';
import { DateField, parseDateField } from '~/components/date-field';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { api, failToast } from '~/lib/api.client';

export function CalendarDayDialog({
  kind,
  open,
  day,
  onOpenChange,
  onSaved,
}: {
  kind: DayKind;
  open: boolean;
  /** The day to edit; null adds one. */
  day: CalendarDay | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = kind.listKey;
  const [date, setDate] = React.useState('');
  const [description, setDescription] = React.useState('');
  const [invalid, setInvalid] = React.useState<'date' | 'description' | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!open) return;
    setDate(day ? formatYmd(day.date) : '');
    setDescription(day?.description ?? '');
    setInvalid(null);
  }, [open, day]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const ymd = parseDateField(date);
    if (ymd === null) {
      setInvalid('date');
      toast.error(t('common.invalid-date'));
      return;
    }
    if (ymd === undefined || !description.trim()) {
      setInvalid(ymd === undefined ? 'date' : 'description');
      // Spec 3: holidays show the null-data message, makeup days a warning.
      if (kind.listKey === 'makeUps') toast.warning(t('messages.warning-validate'));
      else toast.error(t('calendar.fill-all-fields'));
      return;
    }
    setBusy(true);
    const body = { date: ymd, description: description.trim() };
    const res = day ? await api('PATCH', `${kind.path}/${day.id}`, body, { silent: true }) : await api('POST', kind.path, body, { silent: true });
    setBusy(false);
    if (!res.ok) {
      failToast(`${kind.i18n}.${day ? 'update-fail' : 'create-fail'}`, res.data);
      return;
    }
    toast.success(t(day ? 'messages.update-success' : 'messages.add-success'));
    onOpenChange(false);
    onSaved();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`${kind.i18n}.${day ? 'edit-title' : 'add-title'}`)}</DialogTitle>
          <DialogDescription>{t(`${kind.i18n}.dialog-description`)}</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-date`}>{t('calendar.col.date')}</Label>
            <DateField
              id={`${id}-date`}
              name="date"
              value={date}
              onValueChange={(v) => {
                setDate(v);
                if (invalid === 'date') setInvalid(null);
              }}
              aria-invalid={invalid === 'date' || undefined}
              autoFocus
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>{t('calendar.col.description')}</Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              maxLength={2000}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                if (invalid === 'description') setInvalid(null);
              }}
              placeholder={t(`${kind.i18n}.description-placeholder`)}
              aria-invalid={invalid === 'description' || undefined}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={busy}>
            {t(day ? 'calendar.save' : 'calendar.add')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
