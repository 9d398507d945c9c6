// The employee detail dialog (spec 3): four tabs; Update saves the current tab and keeps the
// dialog open; switching tab with unsaved changes asks first (spec 3 section 4: No discards the
// changes, reloads the employee and moves on; Update saves and moves on; closing the warning
// puts the original values back and stays). Without Admin.Employee.Edit it is read-only.
import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { fieldId, type FormBinding } from '~/components/hr/employee-fields';
import {
  changedFields,
  EMPLOYEE_TABS,
  FORM_KEYS,
  tabPayload,
  toForm,
  type EmployeeDetail,
  type EmployeeListItem,
  type EmployeeTab,
  type FormKey,
  type FormValues,
} from '~/components/hr/employee-form';
import { EmployeeIconButtons } from '~/components/hr/employee-icon-picker';
import { EmployeePortrait } from '~/components/hr/employee-portrait';
import { AdministrativeTab, BasicTab, ContractTab, ResignTab } from '~/components/hr/employee-tabs';
import { SetPasswordDialog } from '~/components/hr/set-password-dialog';
import { RoleTag } from '~/components/role-tag';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { call } from '~/lib/api.client';
import { useAppData } from '~/lib/app-data';
import { fullName } from '~/lib/format';
import { useFormDialog } from '~/lib/use-form-dialog';
import { endpoints } from '@studio/domain';

type Loaded = { employee: EmployeeDetail; initial: FormValues; form: FormValues };

function loaded(employee: EmployeeDetail): Loaded {
  const initial = toForm(employee);
  return { employee, initial, form: initial };
}

export function EmployeeDetailDialog({
  employeeId,
  employees,
  canEdit,
  onClose,
  onSaved,
}: {
  /** The employee shown; null closes the dialog. */
  employeeId: string | null;
  /** For the contact-admin picker. */
  employees: readonly EmployeeListItem[];
  canEdit: boolean;
  onClose: () => void;
  /** After a save: the list reloads. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAppData();
  const self = employeeId === user.id;
  const [state, setState] = React.useState<Loaded | null>(null);
  const [tab, setTab] = React.useState<EmployeeTab>('basic');
  const [pendingTab, setPendingTab] = React.useState<EmployeeTab | null>(null);
  const [passwordOpen, setPasswordOpen] = React.useState(false);
  // Set by No and Update: the warning closing without either (Escape) restores the original.
  const warningAnswered = React.useRef(false);
  // The employee the dialog shows now: a reload answered after it moved on is dropped.
  const shownId = React.useRef(employeeId);
  shownId.current = employeeId;
  const form = useFormDialog<FormKey>({
    open: employeeId !== null,
    onOpenChange: (open) => !open && onClose(),
    resetKey: employeeId,
    onOpen: () => {
      setState(null);
      setTab('basic');
      let live = true;
      void call(endpoints.employees.get, { params: { id: employeeId! } }).then((res) => {
        if (!live) return;
        if (res.ok) setState(loaded(res.data.employee));
        else onClose();
      });
      return () => {
        live = false;
      };
    },
    fields: FORM_KEYS,
    fieldId,
  });

  const dirty = state ? changedFields(tab, state.form, state.initial).length > 0 : false;

  const binding: FormBinding | null = state && {
    form: state.form,
    set: (key, value) => {
      setState((s) => s && { ...s, form: { ...s.form, [key]: value } });
      form.clear(key);
    },
    disabled: !canEdit || form.busy,
    error: form.error,
  };

  /** PATCHes the current tab's changes; true when saved (or nothing to save). */
  async function save(): Promise<boolean> {
    if (!state || form.busy) return false;
    const result = tabPayload(tab, state.form, state.initial);
    if (!result.ok) {
      form.refuse(result.field, t(result.code), 'warning');
      form.focus(result.field);
      return false;
    }
    if (Object.keys(result.payload).length === 0) return true;
    return form.submit(
      (o) => call(endpoints.employees.update, { params: { id: state.employee.id }, body: result.payload }, o),
      {
        success: t('messages.update-success'),
        keepOpen: true,
        onSuccess: (saved) => {
          setState(loaded(saved.employee));
          onSaved();
        },
      },
    );
  }

  function requestTab(next: string) {
    const target = next as EmployeeTab;
    if (target === tab) return;
    if (dirty) setPendingTab(target);
    else setTab(target);
  }

  /** No: the changes go, the employee is read again (someone may have saved since) and the requested tab opens. */
  function discardAndSwitch() {
    warningAnswered.current = true;
    const target = pendingTab;
    if (!state || !target) return;
    const id = state.employee.id;
    setState({ ...state, form: state.initial });
    form.clear();
    setTab(target);
    // Busy while it loads: the inputs wait for the fresh values.
    void form.run(async () => {
      const res = await call(endpoints.employees.get, { params: { id } });
      if (res.ok && shownId.current === id) setState(loaded(res.data.employee));
    }, 'reload');
  }

  async function saveAndSwitch() {
    warningAnswered.current = true;
    const target = pendingTab;
    if (target && (await save())) setTab(target);
  }

  function warningOpenChange(open: boolean) {
    if (open) return;
    if (!warningAnswered.current) {
      // Closed without an answer: the tab stays, with the employee's values as loaded.
      setState((s) => s && { ...s, form: s.initial });
      form.clear();
    }
    warningAnswered.current = false;
    setPendingTab(null);
  }

  const name = state ? fullName(state.employee) : '';

  return (
    <Dialog {...form.dialog}>
      <DialogContent
        closeLabel={t('common.close')}
        className="flex h-[min(calc(100dvh-2rem),860px)] max-w-4xl flex-col gap-0 overflow-hidden p-0"
        aria-describedby={undefined}
      >
        {!state || !binding ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
            <DialogTitle className="sr-only">{t('employee.detail.title')}</DialogTitle>
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </div>
        ) : (
          <Tabs value={tab} onValueChange={requestTab} className="flex min-h-0 flex-1 flex-col">
            <DialogHeader className="space-y-0 border-b px-6 pb-0 pt-5">
              <div className="flex items-center gap-4 pb-4">
                <EmployeePortrait icon={state.employee.icon} className="h-[80px] w-[60px]" />
                <div className="min-w-0 space-y-1.5">
                  <DialogTitle className="truncate text-lg">{name}</DialogTitle>
                  <div className="flex flex-wrap items-center gap-2">
                    <RoleTag role={state.employee.role} />
                    <span className="font-mono text-xs text-muted-foreground">{state.employee.id}</span>
                  </div>
                  {canEdit ? (
                    <EmployeeIconButtons
                      employee={state.employee}
                      onChanged={(saved) => {
                        // Only the picture changed: unsaved inputs of the open tab stay as they are.
                        setState((s) => s && { ...s, employee: { ...s.employee, icon: saved.icon } });
                        onSaved();
                      }}
                    />
                  ) : null}
                </div>
              </div>
              <TabsList className="-mb-px h-auto w-full justify-start gap-1 overflow-x-auto rounded-none bg-transparent p-0">
                {EMPLOYEE_TABS.map((id) => (
                  <TabsTrigger
                    key={id}
                    value={id}
                    className="rounded-none border-b-2 border-transparent px-3 pb-2.5 pt-1.5 text-muted-foreground data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:text-foreground data-[state=active]:shadow-none"
                  >
                    {t(`employee.tab.${id}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
            </DialogHeader>

            <div className="min-h-0 flex-1 overflow-y-auto px-6 py-6">
              <TabsContent value="basic" className="mt-0">
                <BasicTab
                  b={binding}
                  employee={state.employee}
                  employees={employees}
                  self={self}
                  onSetPassword={canEdit ? () => setPasswordOpen(true) : undefined}
                />
              </TabsContent>
              <TabsContent value="administrative" className="mt-0">
                <AdministrativeTab b={binding} />
              </TabsContent>
              <TabsContent value="contract" className="mt-0">
                <ContractTab b={binding} employee={state.employee} self={self} />
              </TabsContent>
              <TabsContent value="resign" className="mt-0">
                <ResignTab b={binding} />
              </TabsContent>
            </div>

            <div className="flex items-center gap-2 border-t bg-muted/20 px-6 py-3.5">
              <p className="mr-auto text-xs text-muted-foreground" aria-live="polite">
                {!canEdit ? t('employee.read-only') : dirty ? t('employee.unsaved') : null}
              </p>
              <Button variant="outline" onClick={form.close} disabled={form.busy}>
                {t('common.cancel')}
              </Button>
              {canEdit ? (
                <Button onClick={() => void save()} loading={form.busy}>
                  {t('employee.update')}
                </Button>
              ) : null}
            </div>
          </Tabs>
        )}

        {state ? (
          <SetPasswordDialog employeeId={state.employee.id} name={name} open={passwordOpen} onOpenChange={setPasswordOpen} />
        ) : null}
        <ConfirmDialog
          open={pendingTab !== null}
          onOpenChange={warningOpenChange}
          title={t('employee.warning.title')}
          description={t('employee.warning.message')}
          cancelLabel={t('employee.warning.no')}
          onCancel={discardAndSwitch}
          confirmLabel={t('employee.update')}
          onConfirm={saveAndSwitch}
        />
      </DialogContent>
    </Dialog>
  );
}
