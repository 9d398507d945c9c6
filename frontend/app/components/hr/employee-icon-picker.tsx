// The picture buttons of the employee detail dialog: the picture is changed (an image up to 2 MB, stored in
// the content store through PUT /api/hr/employees/:id/icon) and removed (the fallback image returns).
import * as React from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { EmployeeDetail } from '~/components/hr/employee-form';
import { Button } from '~/components/ui/button';
import { call } from '~/lib/api.client';
import { endpoints } from '@studio/domain';

export const EMPLOYEE_ICON_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export function EmployeeIconButtons({
  employee,
  onChanged,
}: {
  employee: EmployeeDetail;
  /** The employee as the server answered after the change. */
  onChanged: (employee: EmployeeDetail) => void;
}) {
  const { t } = useTranslation();
  const input = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);

  async function change(file: File | undefined) {
    if (!file) return;
    // Checked here for instant feedback; the server checks the size and the bytes again.
    if (file.size > EMPLOYEE_ICON_MAX_BYTES) {
      toast.error(t('employee.icon-too-large'));
      return;
    }
    const form = new FormData();
    form.append('icon', file);
    setBusy(true);
    const res = await call(endpoints.employees.setIcon, { params: { id: employee.id }, body: form });
    setBusy(false);
    if (res.ok) {
      toast.success(t('hr.icon.updated'));
      onChanged(res.data.employee);
    }
  }

  async function remove() {
    setBusy(true);
    const res = await call(endpoints.employees.removeIcon, { params: { id: employee.id } });
    setBusy(false);
    if (res.ok) {
      toast.success(t('hr.icon.removed'));
      onChanged(res.data.employee);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-1">
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="employee-icon-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void change(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" loading={busy} onClick={() => input.current?.click()}>
        <ImageUp aria-hidden="true" />
        {t('hr.icon.change')}
      </Button>
      {employee.icon ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground"
          disabled={busy}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden="true" />
          {t('hr.icon.remove')}
        </Button>
      ) : null}
    </div>
  );
}
