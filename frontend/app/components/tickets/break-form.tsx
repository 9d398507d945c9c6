// Leave request (spec 2 section 5): a date from the earliest allowed day (today before 08:00,
// otherwise tomorrow), morning / afternoon / full day, and paid leave against the balance.
import { BreakTime, breakDays, earliestBreakDate, formatYmd, formatYmdIso, hasLeaveFor } from '@studio/domain';
import { CalendarClock, Sun, Sunrise, Sunset } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormSection, type TypeFormProps } from '~/components/tickets/form-kit';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/utils';

const TIMES = [
  { value: BreakTime.Morning, icon: Sunrise },
  { value: BreakTime.Afternoon, icon: Sunset },
  { value: BreakTime.FullDay, icon: Sun },
] as const;

export function BreakForm({ draft, set, error, idp, permittedDayLeft }: TypeFormProps & { permittedDayLeft: number | null }) {
  const { t } = useTranslation();
  const earliest = earliestBreakDate(new Date());
  const time = draft.breakTime === '' ? null : Number(draft.breakTime);
  const short = draft.isPermitted && time !== null && permittedDayLeft !== null && !hasLeaveFor(time, permittedDayLeft);

  return (
    <FormSection title={t('tickets.form.break-section')}>
      <Field
        id={`${idp}-break-date`}
        label={t('tickets.break.date')}
        hint={
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
            {t('tickets.break.earliest', { date: formatYmd(earliest) })}
          </span>
        }
        error={error('breakDate')}
      >
        <DateField
          id={`${idp}-break-date`}
          name="breakDate"
          min={formatYmdIso(earliest)}
          value={draft.breakDate}
          onValueChange={(v) => set('breakDate', v)}
        />
      </Field>

      <div className="space-y-1.5">
        <Label id={`${idp}-break-time-label`}>{t('tickets.break.time')}</Label>
        <div
          role="radiogroup"
          aria-labelledby={`${idp}-break-time-label`}
          aria-invalid={!!error('breakTime') || undefined}
          className={cn('grid grid-cols-3 gap-2 rounded-lg', !!error('breakTime') && 'ring-2 ring-destructive/40 ring-offset-2')}
        >
          {TIMES.map(({ value, icon: Icon }) => {
            const checked = time === value;
            return (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => set('breakTime', String(value))}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 rounded-lg border text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  checked ? 'border-primary bg-primary/5 text-primary' : 'bg-background text-muted-foreground hover:bg-accent hover:text-foreground',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                <span>{t(`tickets.break-time.${value}`)}</span>
                <span className="sr-only">{t('tickets.break.days', { count: breakDays(value) })}</span>
              </button>
            );
          })}
        </div>
      </div>

      <div className={cn('rounded-lg border p-3', short && 'border-amber-300 bg-amber-50/60')}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-0.5">
            <Label htmlFor={`${idp}-permitted`}>{t('tickets.break.permitted')}</Label>
            <p className="text-xs text-muted-foreground">{t('tickets.break.permitted-hint')}</p>
          </div>
          <Switch
            id={`${idp}-permitted`}
            checked={draft.isPermitted}
            onCheckedChange={(v) => set('isPermitted', v)}
            aria-invalid={!!error('isPermitted') || undefined}
          />
        </div>
        <p className="mt-2 text-sm" data-testid="leave-left">
          {permittedDayLeft === null ? (
            <span className="text-muted-foreground">{t('common.loading')}</span>
          ) : (
            <>
              <span className="text-muted-foreground">{t('tickets.break.left')}: </span>
              <span className="font-semibold tabular-nums">{t('tickets.break.days', { count: permittedDayLeft })}</span>
            </>
          )}
        </p>
        {short ? <p className="mt-1 text-xs font-medium text-amber-800">{t('break.not-enough-days')}</p> : null}
      </div>
    </FormSection>
  );
}

/** Requests about projects, accounts and policies: a free text of what is asked. */
export function TextForm({ draft, set, error, idp }: TypeFormProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('tickets.form.details-section')}>
      <Field id={`${idp}-text`} label={t(`tickets.text.label.${draft.type}`)} hint={t('tickets.text.hint')} error={error('text')}>
        <Textarea
          rows={9}
          value={draft.text}
          onChange={(e) => set('text', e.target.value)}
          placeholder={t(`tickets.text.placeholder.${draft.type}`)}
        />
      </Field>
    </FormSection>
  );
}
