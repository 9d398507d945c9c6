// Add or edit a day-off record (spec 3 section 5 'Break form'): employee, date, hours and
// description are required; hours are 1-8, with quick choices 4 and 8.
import * as React from 'react';
import { BREAK_HOUR_CHOICES, BREAK_HOURS_MAX, BREAK_HOURS_MIN, checkBreakHours, endpoints, formatYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import type { DayOff } from '~/components/breaks/calendar-model';
import { parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { personOption } from '~/components/projects/pick-options';
import type { PersonOption } from '~/components/projects/project-model';
import { DateInputField, PickerField } from '~/components/bound-fields';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';
import { cn } from '~/lib/utils';

type DayOffField = 'employee' | 'date' | 'hours' | 'description';
/** Fields of the break record request -> the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, DayOffField>> = { employee: 'employee', date: 'date', time: 'hours', description: 'description' };

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
  const form = useFormDialog<DayOffField>({
    open,
    onOpenChange,
    resetKey: record,
    onOpen: () => {
      setEmployee(record?.employee ?? null);
      setDate(record ? formatYmd(record.date) : '');
      setHours(String(record?.time ?? 8));
      setIsPermitted(record?.isPermitted ?? true);
      setDescription(record?.description ?? '');
    },
    fields: SERVER_FIELDS,
    fieldId: (f) => `day-off-${f}`,
  });

  const options = React.useMemo(() => {
    const list = employees.map(personOption);
    // Someone no longer in the picker list (inactive) still shows on their own record.
    if (record && !employees.some((e) => e.id === record.employee)) {
      list.unshift(personOption({ id: record.employee, name: record.employeeName ?? record.employee, role: 0, icon: null }));
    }
    return list;
  }, [employees, record]);

  async function save() {
    const ymd = parseDateField(date);
    if (ymd === null) return form.refuse('date', t('common.invalid-date'));
    const time = hours.trim() === '' ? null : Number(hours.replace(',', '.'));
    const missing: DayOffField | null = !employee ? 'employee' : ymd === undefined ? 'date' : time === null ? 'hours' : !description.trim() ? 'description' : null;
    if (missing) return form.refuse(missing, t('calendar.fill-all-fields'));
    if (checkBreakHours(time)) {
      // Spec 3: an out-of-range value warns and is reset to 8.
      setHours(String(BREAK_HOURS_MAX));
      return form.refuse('hours', t('break.hours-invalid'), 'warning');
    }
    const body = { employee, date: ymd, time, isPermitted, description: description.trim() };
    await form.submit(
      (o) => (record ? call(endpoints.calendar.updateBreak, { params: { id: record.id }, body }, o) : call(endpoints.calendar.createBreak, { body }, o)),
      {
        success: t(record ? 'messages.update-success' : 'messages.add-success'),
        fail: record ? 'calendar.day-off.update-fail' : 'calendar.day-off.add-fail',
        onSuccess: onSaved,
      },
    );
  }

  return (
    <FormDialog
      form={form}
      formId="day-off-form"
      onSubmit={save}
      className="max-w-lg"
      title={t(record ? 'calendar.day-off.edit-title' : 'calendar.day-off.add-title')}
      description={t('calendar.day-off.dialog-description')}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel={t(record ? 'calendar.save' : 'calendar.add')}
    >
      <PickerField
        form={form}
        name="employee"
        id="day-off-employee"
        label={t('calendar.col.employee')}
        value={employee}
        onValueChange={setEmployee}
        options={options}
        placeholder={t('calendar.day-off.employee-placeholder')}
        required
        className="sm:col-span-2"
      />
      <DateInputField form={form} name="date" id="day-off-date" label={t('calendar.col.date')} value={date} onValueChange={setDate} required />
      <Field id="day-off-hours" label={t('calendar.col.hours')} error={form.error('hours')} required>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={BREAK_HOURS_MIN}
              max={BREAK_HOURS_MAX}
              step="0.5"
              value={hours}
              onChange={(e) => {
                setHours(e.target.value);
                form.clear('hours');
              }}
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
                  form.clear('hours');
                }}
                className={cn('h-9 flex-1', Number(hours) === h && 'border-primary bg-primary/5 text-primary')}
              >
                {t('calendar.day-off.hours-choice', { count: h })}
              </Button>
            ))}
          </div>
        )}
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 sm:col-span-2">
        <Label htmlFor="day-off-permitted">{t('tickets.break.permitted')}</Label>
        <Switch id="day-off-permitted" checked={isPermitted} onCheckedChange={setIsPermitted} />
      </div>
      <Field id="day-off-description" label={t('calendar.col.description')} error={form.error('description')} required className="sm:col-span-2">
        <Textarea
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            form.clear('description');
          }}
          placeholder={t('calendar.day-off.description-placeholder')}
        />
      </Field>
    </FormDialog>
  );
}
