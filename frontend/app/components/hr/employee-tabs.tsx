// The bodies of the four tabs of the employee detail dialog (spec 3 section 3).
import * as React from 'react';
import {
  ACTIVE_ROLE_LEVELS,
  ContractType,
  Education,
  Gender,
  ManagerLevel,
  MaritalStatus,
  NON_SYSTEM_ROLES,
  roleById,
  roleLevelLabel,
} from '@studio/domain';
import { KeyRound, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DateInput,
  Section,
  SelectInput,
  TextInput,
  useEnumOptions,
  type FormBinding,
  type Option,
} from '~/components/hr/employee-fields';
import type { EmployeeDetail, EmployeeListItem } from '~/components/hr/employee-form';
import { ExtraRoleDialog } from '~/components/hr/extra-role-dialog';
import { Field } from '~/components/field';
import { RoleTag } from '~/components/role-tag';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { displayYmd, formatThousandsVnd } from '~/lib/format';

const NONE = '__none__';

/** The server refuses one's own role, extra roles and deactivation (employee.own-role): shown locked, with the reason. */
function lockedForSelf(b: FormBinding, self: boolean): FormBinding {
  return self ? { ...b, disabled: true } : b;
}

export function BasicTab({
  b,
  employee,
  employees,
  self,
  onSetPassword,
}: {
  b: FormBinding;
  employee: EmployeeDetail;
  employees: readonly EmployeeListItem[];
  /** The signed-in user's own record. */
  self: boolean;
  /** Absent without Admin.Employee.Edit. */
  onSetPassword?: () => void;
}) {
  const { t } = useTranslation();
  const sexOptions = useEnumOptions('sex', Object.values(Gender));
  // Contact admin: a person, chosen by name (never oneself).
  const contactOptions: Option[] = [
    { value: NONE, label: t('employee.none') },
    ...employees
      .filter((e) => e.id !== employee.id)
      .map((e) => ({
        value: e.id,
        text: e.name,
        label: (
          <span className="flex items-baseline gap-2">
            <span>{e.name}</span>
            <span className="font-mono text-xs text-muted-foreground">{e.id}</span>
          </span>
        ),
      })),
  ];
  const contact: FormBinding = {
    ...b,
    form: { ...b.form, contactAdmin: b.form.contactAdmin || NONE },
    set: (key, value) => b.set(key, (key === 'contactAdmin' && value === NONE ? '' : value) as never),
  };

  return (
    <div className="space-y-6">
      <Section>
        <Field id="employee-id" label={t('employee.field.id')}>
          <Input id="employee-id" value={employee.id} readOnly className="bg-muted/50 font-mono" />
        </Field>
        <Field id="employee-altId" label={t('employee.field.altId')}>
          <Input id="employee-altId" value={employee.altId ?? ''} disabled className="bg-muted/50" />
        </Field>
        <TextInput name="lastName" b={b} autoComplete="off" />
        <TextInput name="firstName" b={b} autoComplete="off" />
        <TextInput name="phone" b={b} type="tel" autoComplete="off" />
        <TextInput name="personalEmail" b={b} type="email" autoComplete="off" />
        <DateInput name="dob" b={b} />
        <SelectInput name="sex" b={b} options={sexOptions} />
        <DateInput name="joinDate" b={b} />
        <SelectInput name="contactAdmin" b={contact} options={contactOptions} />
        <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3 sm:col-span-2">
          <div className="space-y-0.5">
            <Label htmlFor="employee-isActive">{t('employee.field.isActive')}</Label>
            <p id="employee-isActive-hint" className="text-xs text-muted-foreground">
              {t(self ? 'employee.own-role' : 'employee.is-active-hint')}
            </p>
          </div>
          <Switch
            id="employee-isActive"
            checked={b.form.isActive}
            onCheckedChange={(v) => b.set('isActive', v)}
            disabled={b.disabled || self}
            aria-describedby="employee-isActive-hint"
          />
        </div>
      </Section>
      {onSetPassword ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed px-4 py-3">
          <div className="space-y-0.5">
            <p className="text-sm font-medium">{t('employee.password')}</p>
            <p className="text-xs text-muted-foreground">{t('employee.password-hint', { id: employee.id })}</p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={onSetPassword}>
            <KeyRound aria-hidden="true" />
            {t('employee.set-password')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function AdministrativeTab({ b }: { b: FormBinding }) {
  const { t } = useTranslation();
  const maritalOptions = useEnumOptions('marital', Object.values(MaritalStatus));
  const educationOptions = useEnumOptions('education', Object.values(Education));
  return (
    <div className="space-y-7">
      <Section title={t('employee.section.address')}>
        <TextInput name="homeTown" b={b} />
        <TextInput name="permanentAddress" b={b} />
      </Section>
      <Section title={t('employee.section.insurance')}>
        <TextInput name="socialInsuranceId" b={b} />
        <DateInput name="socialInsuranceStartDate" b={b} />
      </Section>
      <Section title={t('employee.section.citizen')}>
        <TextInput name="citizenIdentificationId" b={b} />
        <DateInput name="citizenIdentificationCreateDate" b={b} />
        <TextInput name="citizenIdentificationIssuer" b={b} className="sm:col-span-2" />
      </Section>
      <Section title={t('employee.section.family')}>
        <TextInput name="personalTaxIdentification" b={b} />
        <SelectInput name="maritalStatus" b={b} options={maritalOptions} />
        <TextInput name="childCount" b={b} type="number" min={0} step={1} inputMode="numeric" />
      </Section>
      <Section title={t('employee.section.education')}>
        <SelectInput name="educationLevel" b={b} options={educationOptions} />
        <TextInput name="educationGraduationYear" b={b} type="number" min={1950} step={1} inputMode="numeric" />
        <TextInput name="educationTrainingFacility" b={b} />
        <TextInput name="educationMajor" b={b} />
      </Section>
    </div>
  );
}

function roleOption(id: number, name: string, color: string): Option {
  return {
    value: String(id),
    text: name,
    label: (
      <span className="flex items-center gap-2">
        <span className="h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
        {name}
      </span>
    ),
  };
}

const ROLE_OPTIONS: Option[] = NON_SYSTEM_ROLES.map((r) => roleOption(r.id, r.tagName, r.color));
const ROLE_LEVEL_OPTIONS: Option[] = ACTIVE_ROLE_LEVELS.map((l) => ({ value: String(l.id), label: l.label }));

export function ContractTab({ b, employee, self }: { b: FormBinding; employee: EmployeeDetail; self: boolean }) {
  const roleBinding = lockedForSelf(b, self);
  const { t, i18n } = useTranslation();
  const contractOptions = useEnumOptions('contract', Object.values(ContractType));
  const managerOptions = useEnumOptions('manager-level', Object.values(ManagerLevel));
  const [extraOpen, setExtraOpen] = React.useState(false);
  const period = [displayYmd(employee.contractStartDate), displayYmd(employee.contractEndDate)];

  return (
    <div className="space-y-7">
      <section aria-label={t('employee.section.current')} className="rounded-lg border bg-muted/30 px-4 py-3">
        <h3 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t('employee.section.current')}</h3>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-3">
          {employee.salary !== undefined ? (
            <div className="space-y-1">
              <dt className="text-xs text-muted-foreground">{t('employee.field.salary')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="current-salary">
                {formatThousandsVnd(employee.salary, i18n.language)} <span className="font-normal text-muted-foreground">{t('employee.salary-unit')}</span>
              </dd>
            </div>
          ) : null}
          <div className="space-y-1">
            <dt className="text-xs text-muted-foreground">{t('employee.field.contractType')}</dt>
            <dd className="font-medium">{t(`enum.contract.${employee.contractType}`)}</dd>
          </div>
          <div className="space-y-1">
            <dt className="text-xs text-muted-foreground">{t('employee.period')}</dt>
            <dd className="font-medium tabular-nums">
              {period[0] || period[1] ? `${period[0] ?? '…'} – ${period[1] ?? '…'}` : t('common.not-set')}
            </dd>
          </div>
        </dl>
      </section>

      <Section title={t('employee.section.contract')}>
        {/* Salaries are seen and changed only by Admin.Employee.Salary holders: the API sends `salary` to them alone. */}
        {employee.salary !== undefined ? (
          <TextInput
            name="newSalary"
            b={b}
            type="number"
            step="any"
            inputMode="decimal"
            placeholder={t('employee.salary-placeholder')}
          />
        ) : null}
        <SelectInput name="contractType" b={b} options={contractOptions} />
        <DateInput name="contractStartDate" b={b} />
        <DateInput name="contractEndDate" b={b} />
        <DateInput name="effectiveDate" b={b} hint={t('hr.effective-date.hint')} />
        <TextInput name="contractChangeReason" b={b} multiline className="sm:col-span-2" />
      </Section>

      <Section title={t('employee.section.role')}>
        {self ? (
          <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="own-role-note">
            {t('employee.own-role')}
          </p>
        ) : null}
        <SelectInput name="role" b={roleBinding} options={ROLE_OPTIONS} placeholder={t('employee.choose-role')} />
        <SelectInput
          name="roleLevel"
          b={b}
          options={ROLE_LEVEL_OPTIONS}
          // A legacy level is shown but cannot be chosen again.
          placeholder={b.form.roleLevel ? roleLevelLabel(Number(b.form.roleLevel)) : undefined}
        />
        <SelectInput name="managerLevel" b={b} options={managerOptions} />
        <Field label={t('employee.field.extraRole')}>
          <div className="flex min-h-9 flex-wrap items-center gap-1.5">
            {b.form.extraRole.length === 0 ? (
              <span className="text-sm text-muted-foreground">{t('employee.no-extra-role')}</span>
            ) : (
              b.form.extraRole.map((id) => (
                <span key={id} className="inline-flex items-center gap-0.5">
                  <RoleTag role={id} />
                  <button
                    type="button"
                    disabled={roleBinding.disabled}
                    onClick={() => b.set('extraRole', b.form.extraRole.filter((r) => r !== id))}
                    aria-label={t('employee.remove-extra-role', { role: roleById(id)?.tagName ?? id })}
                    className="rounded p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </span>
              ))
            )}
            <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => setExtraOpen(true)} disabled={roleBinding.disabled}>
              <Plus aria-hidden="true" />
              {t('employee.add-extra-role')}
            </Button>
          </div>
        </Field>
        <TextInput name="skillChangeReason" b={b} multiline className="sm:col-span-2" />
      </Section>

      <ExtraRoleDialog
        open={extraOpen}
        onOpenChange={setExtraOpen}
        exclude={[...b.form.extraRole, Number(b.form.role)]}
        onAdd={(roles) => b.set('extraRole', [...b.form.extraRole, ...roles])}
      />
    </div>
  );
}

export function ResignTab({ b }: { b: FormBinding }) {
  return (
    <Section>
      <DateInput name="quitDate" b={b} />
      <div className="hidden sm:block" aria-hidden="true" />
      <TextInput name="quitReason" b={b} multiline className="sm:col-span-2" />
    </Section>
  );
}
