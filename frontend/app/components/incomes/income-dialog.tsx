// Add or edit an income (spec 3 "Add/Edit Employee Income dialog"): employee, settlement date,
// show toggle, type, and the type's own form. Money is typed in thousands of VND and sent in VND.
import * as React from 'react';
import { endpoints } from '@studio/domain';
import {
  COMPANY_TIME_ZONE, IncomeType, SALARY_PERCENT_MAX, SALARY_PERCENT_MIN, checkIncomeValue, formatYmd, quarterOf,
  thousandsToVnd, toYmd, vndToThousands, type BusinessBonusValue, type IncomeValue, type QuarterBonusValue, type IncomeEmployee,
} from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { parseDateField } from '~/components/date-field';
import { Field } from '~/components/field';
import { FormDialog } from '~/components/form-dialog';
import { incomeTypeKey, type Income, type ProjectName } from '~/components/incomes/income-model';
import { incomeEmployeeOption } from '~/components/incomes/income-people';
import { personOption } from '~/components/projects/pick-options';
import { DateInputField, PickerField } from '~/components/bound-fields';
import { MultiSelect } from '~/components/reports/multi-select';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Switch } from '~/components/ui/switch';
import { call } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

type TypeField = 'percent' | 'totalSalary' | 'actualSalary' | 'personalBenchmarkPercentage' | 'quarterBonusBenchmarkPercentage' | 'totalBonus' | 'quarter' | 'year' | 'project';
type IncomeField = 'employee' | 'date' | 'isShow' | 'type' | TypeField;
type Numbers = Record<Exclude<TypeField, 'project' | 'quarter'>, string>;

const TYPE_FIELDS: readonly TypeField[] = [
  'percent', 'totalSalary', 'actualSalary', 'personalBenchmarkPercentage', 'quarterBonusBenchmarkPercentage', 'totalBonus', 'quarter', 'year', 'project',
];
/** Request fields -> form fields, so a refusal shows beside its field. */
const SERVER_FIELDS: Readonly<Record<string, IncomeField>> = {
  employee: 'employee', date: 'date', isShow: 'isShow', type: 'type', value: 'type', income: 'type',
  ...Object.fromEntries(TYPE_FIELDS.map((f) => [`value.${f}`, f])),
};
const MONEY: ReadonlySet<string> = new Set(['totalSalary', 'actualSalary', 'totalBonus']);
const TYPES = [IncomeType.Salary, IncomeType.QuarterBonus, IncomeType.BusinessBonus] as const;
const QUARTERS = ['1', '2', '3', '4'] as const;

const EMPTY_NUMBERS: Numbers = {
  percent: '100', totalSalary: '', actualSalary: '', personalBenchmarkPercentage: '', quarterBonusBenchmarkPercentage: '', totalBonus: '', year: '',
};

function numbersOf(income: Income | null, year: number): Numbers {
  const out = { ...EMPTY_NUMBERS, year: String(year) };
  if (!income) return out;
  for (const [k, v] of Object.entries(income.value)) {
    if (k in out && typeof v === 'number') out[k as keyof Numbers] = String(MONEY.has(k) ? vndToThousands(v) : v);
  }
  return out;
}

/** The typed text as a number (a comma decimal accepted); '' stays empty and fails the check. */
function num(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

export function IncomeDialog({
  open,
  income,
  employees,
  projects,
  canShow,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  /** The income to edit; null records a new one. */
  income: Income | null;
  employees: readonly IncomeEmployee[];
  projects: readonly ProjectName[];
  /** Admin.EmployeeIncome.Set: may set or change isShow. */
  canShow: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [employee, setEmployee] = React.useState<string | null>(null);
  const [date, setDate] = React.useState('');
  const [isShow, setIsShow] = React.useState(false);
  const [type, setType] = React.useState<number>(IncomeType.Salary);
  const [numbers, setNumbers] = React.useState<Numbers>(EMPTY_NUMBERS);
  const [quarter, setQuarter] = React.useState<string>('1');
  const [chosenProjects, setChosenProjects] = React.useState<number[]>([]);
  const form = useFormDialog<IncomeField>({
    open,
    onOpenChange,
    resetKey: income,
    onOpen: () => {
      const today = toYmd(new Date(), COMPANY_TIME_ZONE);
      setEmployee(income?.employee ?? null);
      setDate(formatYmd(income?.date ?? today));
      setIsShow(income?.isShow ?? false);
      setType(income?.type ?? IncomeType.Salary);
      setNumbers(numbersOf(income, Math.floor(today / 10000)));
      setQuarter(income?.type === IncomeType.QuarterBonus ? (income.value as QuarterBonusValue).quarter : quarterOf(today));
      setChosenProjects(income?.type === IncomeType.BusinessBonus ? [...(income.value as BusinessBonusValue).project] : []);
    },
    fields: SERVER_FIELDS,
    fieldId: (f) => `income-${f}`,
  });

  const options = React.useMemo(() => {
    // Once chosen, the person shows without the role tag (a name is what the field asks for).
    const list = employees.map((e) => incomeEmployeeOption(e, t));
    // Someone outside the list (the built-in admin, reachable through the API) still shows on their own income.
    if (income && !employees.some((e) => e.id === income.employee)) list.unshift(personOption({ id: income.employee, name: income.employee, role: 0, icon: null }));
    return list;
  }, [employees, income, t]);
  const projectOptions = React.useMemo(() => projects.map((p) => ({ value: p.id, label: p.name })), [projects]);

  const setNumber = (field: keyof Numbers) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setNumbers((n) => ({ ...n, [field]: e.target.value }));
    form.clear(field);
  };

  /** The value as the API takes it; money from thousands to VND. */
  function valueOf(): Record<string, unknown> {
    const money = (f: keyof Numbers) => (numbers[f].trim() ? thousandsToVnd(numbers[f]) ?? undefined : undefined);
    if (type === IncomeType.Salary) return { percent: num(numbers.percent), totalSalary: money('totalSalary'), actualSalary: money('actualSalary') };
    if (type === IncomeType.QuarterBonus) {
      return {
        personalBenchmarkPercentage: num(numbers.personalBenchmarkPercentage),
        quarterBonusBenchmarkPercentage: num(numbers.quarterBonusBenchmarkPercentage),
        totalBonus: money('totalBonus'),
        quarter,
        year: num(numbers.year),
      };
    }
    return { totalBonus: money('totalBonus'), year: num(numbers.year), project: chosenProjects };
  }

  async function save() {
    if (!employee) return form.refuse('employee', t('income.fill-all'));
    const ymd = parseDateField(date);
    if (!ymd) return form.refuse('date', t(ymd === null ? 'common.invalid-date' : 'income.fill-all'));
    // The server's rule, run first for instant feedback.
    const checked = checkIncomeValue(type, valueOf());
    if ('error' in checked) {
      const field = checked.error.field.replace(/^value\./, '') as IncomeField;
      return form.refuse(field, t(checked.error.code === 'income.percent-range' ? 'income.percent-range' : 'income.check-field', { field: t(`income.field.${field}`) }));
    }
    if (isShow !== (income?.isShow ?? false) && !canShow) {
      setIsShow(income?.isShow ?? false);
      return form.refuse('isShow', t('income.no-permission-show'));
    }
    const body = { employee, date: ymd, isShow, type, value: checked.ok satisfies IncomeValue };
    await form.submit(
      (o) => (income ? call(endpoints.incomes.update, { params: { id: income.id }, body: { ...body, id: income.id } }, o) : call(endpoints.incomes.create, { body }, o)),
      { success: t(income ? 'income.update-success' : 'income.create-success'), fail: 'income.save-fail', onSuccess: onSaved },
    );
  }

  const numberField = (field: keyof Numbers, opts: { money?: boolean; percent?: boolean; year?: boolean } = {}) => (
    <Field
      id={`income-${field}`}
      label={opts.money ? t('income.field-thousands', { field: t(`income.field.${field}`) }) : t(`income.field.${field}`)}
      error={form.error(field)}
      required
    >
      <Input
        type="number"
        inputMode="decimal"
        min={opts.percent ? SALARY_PERCENT_MIN : 0}
        max={field === 'percent' ? SALARY_PERCENT_MAX : undefined}
        step={opts.year ? 1 : 'any'}
        value={numbers[field]}
        onChange={setNumber(field)}
        className="tabular-nums"
      />
    </Field>
  );

  return (
    <FormDialog
      form={form}
      formId="income-form"
      onSubmit={save}
      className="max-w-2xl"
      title={t(income ? 'income.edit-title' : 'income.add-title')}
      description={t('income.dialog-description')}
      formClassName="grid gap-4 sm:grid-cols-2"
      submitLabel={t(income ? 'income.save' : 'income.add')}
    >
      <PickerField
        form={form}
        name="employee"
        id="income-employee"
        label={t('income.col.employee')}
        value={employee}
        onValueChange={setEmployee}
        options={options}
        placeholder={t('income.employee-placeholder')}
        required
        className="sm:col-span-2"
      />
      <DateInputField form={form} name="date" id="income-date" label={t('income.field.date')} value={date} onValueChange={setDate} required />
      <Field id="income-type" label={t('income.col.type')} error={form.error('type')} required>
        <Select
          value={String(type)}
          onValueChange={(v) => {
            setType(Number(v));
            form.clear();
          }}
        >
          <SelectTrigger id="income-type" aria-invalid={form.invalid('type') || undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TYPES.map((ty) => (
              <SelectItem key={ty} value={String(ty)}>
                {t(incomeTypeKey(ty))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5 sm:col-span-2" data-invalid={form.invalid('isShow') || undefined}>
        <div>
          <Label htmlFor="income-isShow">{t('income.field.isShow')}</Label>
          <p className="text-xs text-muted-foreground">{t(canShow ? 'income.show-hint' : 'income.show-hint-locked')}</p>
        </div>
        <Switch
          id="income-isShow"
          checked={isShow}
          onCheckedChange={(v) => {
            setIsShow(v);
            form.clear('isShow');
          }}
          aria-invalid={form.invalid('isShow') || undefined}
        />
      </div>

      <fieldset className="grid gap-4 rounded-lg border bg-muted/20 p-4 sm:col-span-2 sm:grid-cols-2" aria-label={t(incomeTypeKey(type))}>
        <legend className="px-1 text-sm font-medium">{t(incomeTypeKey(type))}</legend>
        {type === IncomeType.Salary ? (
          <>
            {numberField('percent', { percent: true })}
            <div className="hidden sm:block" />
            {numberField('totalSalary', { money: true })}
            {numberField('actualSalary', { money: true })}
          </>
        ) : null}
        {type === IncomeType.QuarterBonus ? (
          <>
            {numberField('personalBenchmarkPercentage', { percent: true })}
            {numberField('quarterBonusBenchmarkPercentage', { percent: true })}
            <Field id="income-quarter" label={t('income.field.quarter')} error={form.error('quarter')} required>
              <Select value={quarter} onValueChange={setQuarter}>
                <SelectTrigger id="income-quarter">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {QUARTERS.map((q) => (
                    <SelectItem key={q} value={q}>
                      {t('income.quarter', { quarter: q })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            {numberField('year', { year: true })}
            {numberField('totalBonus', { money: true })}
          </>
        ) : null}
        {type === IncomeType.BusinessBonus ? (
          <>
            {numberField('totalBonus', { money: true })}
            {numberField('year', { year: true })}
            <Field id="income-project" label={t('income.field.projects')} error={form.error('project')} className="sm:col-span-2">
              <MultiSelect
                id="income-project"
                options={projectOptions}
                value={chosenProjects}
                onChange={(v) => {
                  setChosenProjects(v);
                  form.clear('project');
                }}
                emptyLabel={t('income.projects-none')}
                className="w-full"
              />
            </Field>
          </>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
