// Add or edit a day-off record (spec 3 section 5 'Break form'): employee, date, hours and
// description are required; hours are 1-8, with quick choices 4 and 8.
import * as React from 'react';
import { BREAK_HOUR_CHOICES, BREAK_HOURS_MAX, BREAK_HOURS_MIN, checkBreakHours, formatYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { DayOff } from '~/components/calendar/calendar-model';
import { DateField, parseDateField } from '~/components/date-field';
import { personOption } from '~/components/projects/pick-options';
import type { PersonOption } from '~/components/projects/project-model';
import { SearchableSelect } from '~/components/projects/searchable-select';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { api, failToast } from '~/lib/api.client';
import { cn } from '~/lib/utils';

type Field = 'employee' | 'date' | 'hours' | 'description';

export function DayOffDialog({
  open,
  record,
  employees,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  /** The record to edit; null adds one. */
  record: DayOff | null;
  employees: readonly PersonOption[];
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [employee, setEmployee] = React.useState<string | null>(null);
  const [date, setDate] = React.useState('');
  const [hours, setHours] = React.useState('8');
  const [isPermitted, setIsPermitted] = React.useState(true);
  const [description, setDescription] = React.useState('');
  const [invalid, setInvalid] = React.useState<Field | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!open) return;
    setEmployee(record?.employee ?? null);
    setDate(record ? formatYmd(record.date) : '');
    setHours(String(record?.time ?? 8));
    setIsPermitted(record?.isPermitted ?? true);
    setDescription(record?.description ?? '');
    setInvalid(null);
  }, [open, record]);

  const options = React.useMemo(() => {
    const list = employees.map(personOption);
    // Someone no longer in the picker list (inactive) still shows on their own record.
    if (record && !employees.some((e) => e.id === record.employee)) {
      list.unshift(personOption({ id: record.employee, name: record.employeeName ?? record.employee, role: 0, icon: null }));
    }
    return list;
  }, [employees, record]);

  function clear(field: Field) {
    if (invalid === field) setInvalid(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const ymd = parseDateField(date);
    if (ymd === null) {
      setInvalid('date');
      toast.error(t('common.invalid-date'));
      return;
    }
    const time = hours.trim() === '' ? null : Number(hours.replace(',', '.'));
    const missing: Field | null = !employee ? 'employee' : ymd === undefined ? 'date' : time === null ? 'hours' : !description.trim() ? 'description' : null;
    if (missing) {
      setInvalid(missing);
      toast.error(t('calendar.fill-all-fields'));
      return;
    }
    if (checkBreakHours(time)) {
      // Spec 3: an out-of-range value warns and is reset to 8.
      setInvalid('hours');
      setHours(String(BREAK_HOURS_MAX));
      toast.warning(t('break.hours-invalid'));
      return;
    }
    setBusy(true);
    const body = { employee, date: ymd, time, isPermitted, description: description.trim() };
    const res = record
      ? await api('PATCH', `/api/calendar/breaks/${record.id}`, body, { silent: true })
      : await api('POST', '/api/calendar/breaks', body, { silent: true });
    setBusy(false);
    if (!res.ok) {
      failToast(record ? 'calendar.day-off.update-fail' : 'calendar.day-off.add-fail', res.data);
      return;
    }
    toast.success(t(record ? 'messages.update-success' : 'messages.add-success'));
    onOpenChange(false);
    onSaved();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(record ? 'calendar.day-off.edit-title' : 'calendar.day-off.add-title')}</DialogTitle>
          <DialogDescription>{t('calendar.day-off.dialog-description')}</DialogDescription>
        </DialogHeader>
        <form id="day-off-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="day-off-employee">{t('calendar.col.employee')}</Label>
            <SearchableSelect
              id="day-off-employee"
              value={employee}
              onValueChange={(v) => {
                setEmployee(v);
                clear('employee');
              }}
              options={options}
              placeholder={t('calendar.day-off.employee-placeholder')}
              invalid={invalid === 'employee'}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="day-off-date">{t('calendar.col.date')}</Label>
            <DateField
              id="day-off-date"
              name="date"
              value={date}
              onValueChange={(v) => {
                setDate(v);
                clear('date');
              }}
              aria-invalid={invalid === 'date' || undefined}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="day-off-hours">{t('calendar.col.hours')}</Label>
            <div className="flex gap-2">
              <Input
                id="day-off-hours"
                type="number"
                inputMode="decimal"
                min={BREAK_HOURS_MIN}
                max={BREAK_HOURS_MAX}
                step="0.5"
                value={hours}
                onChange={(e) => {
                  setHours(e.target.value);
                  clear('hours');
                }}
                aria-invalid={invalid === 'hours' || undefined}
                className="w-20 tabular-nums"
              />
              {BREAK_HOUR_CHOICES.map((h) => (
                <Button
                  key={h}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-pressed={Number(hours) === h}
                  onClick={() => {
                    setHours(String(h));
                    clear('hours');
                  }}
                  className={cn('h-9 flex-1', Number(hours) === h && 'border-primary bg-primary/5 text-primary')}
                >
                  {t('calendar.day-off.hours-choice', { count: h })}
                </Button>
              ))}
            </div>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 sm:col-span-2">
            <Label htmlFor="day-off-permitted">{t('tickets.break.permitted')}</Label>
            <Switch id="day-off-permitted" checked={isPermitted} onCheckedChange={setIsPermitted} />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="day-off-description">{t('calendar.col.description')}</Label>
            <Textarea
              id="day-off-description"
              rows={3}
              maxLength={2000}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                clear('description');
              }}
              aria-invalid={invalid === 'description' || undefined}
              placeholder={t('calendar.day-off.description-placeholder')}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="day-off-form" loading={busy}>
            {t(record ? 'calendar.save' : 'calendar.add')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
