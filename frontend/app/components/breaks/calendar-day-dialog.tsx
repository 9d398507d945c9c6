// Add or edit a holiday / makeup day (spec 3 section 5): a date and a trimmed non-empty
// description are required.
import * as React from 'react';
import { formatYmd } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import type { CalendarDay, DayKind } from '~/components/breaks/calendar-model';
import { DateField, parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { Textarea } from '~/components/ui/textarea';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

type DayField = 'date' | 'description';

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
  const form = useFormDialog<DayField>({
    open,
    onOpenChange,
    resetKey: day,
    onOpen: () => {
      setDate(day ? formatYmd(day.date) : '');
      setDescription(day?.description ?? '');
    },
    fields: ['date', 'description'],
    fieldId: (f) => `${id}-${f}`,
  });

  async function save() {
    const ymd = parseDateField(date);
    if (ymd === null) return form.refuse('date', t('common.invalid-date'));
    if (ymd === undefined || !description.trim()) {
      // Spec 3: holidays show the null-data message, makeup days a warning.
      const [message, level] = kind.listKey === 'makeUps' ? [t('messages.warning-validate'), 'warning' as const] : [t('calendar.fill-all-fields'), 'error' as const];
      return form.refuse(ymd === undefined ? 'date' : 'description', message, level);
    }
    const body = { date: ymd, description: description.trim() };
    await form.submit((o) => (day ? call(kind.routes.update, { params: { id: day.id }, body }, o) : call(kind.routes.create, { body }, o)), {
      success: t(day ? 'messages.update-success' : 'messages.add-success'),
      fail: `${kind.i18n}.${day ? 'update-fail' : 'create-fail'}`,
      onSuccess: onSaved,
    });
  }

  return (
    <FormDialog
      form={form}
      formId={`${id}-form`}
      onSubmit={save}
      className="max-w-md"
      title={<>{t(`${kind.i18n}.${day ? 'edit-title' : 'add-title'}`)}</>}
      description={t(`${kind.i18n}.dialog-description`)}
      formClassName="space-y-4"
      submitLabel={t(day ? 'calendar.save' : 'calendar.add')}
    >
      <Field id={`${id}-date`} label={t('calendar.col.date')} error={form.error('date')} required>
        <DateField
          id={`${id}-date`}
          name="date"
          value={date}
          onValueChange={(v) => {
            setDate(v);
            form.clear('date');
          }}
          autoFocus
        />
      </Field>
      <Field id={`${id}-description`} label={t('calendar.col.description')} error={form.error('description')} required>
        <Textarea
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            form.clear('description');
          }}
          placeholder={t(`${kind.i18n}.description-placeholder`)}
        />
      </Field>
    </FormDialog>
  );
}
