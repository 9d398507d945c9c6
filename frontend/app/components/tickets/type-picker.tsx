// The cascading request-type picker (spec 2): a group (administrative, task), then a type of
// that group. Negotiation types are hidden unless the ticket being edited is one; types the
// user may not file (TicketSystem.Request.Create lists them) are left out.
import * as React from 'react';
import { isNegotiationType } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { SelectField } from '~/components/tasks/form-fields';
import { groupOf, TICKET_GROUPS, typeKey, type TicketGroup } from '~/components/tickets/ticket-model';
import { Label } from '~/components/ui/label';
import { hasPermission, type Permission } from '~/lib/permissions';

export function TypePicker({
  idp,
  value,
  onChange,
  permissions,
  editingType,
  locked,
  invalid,
}: {
  idp: string;
  value: number | null;
  onChange: (type: number | null) => void;
  /** Global permissions; null when unknown (then every type is offered and the server decides). */
  permissions: readonly Permission[] | null;
  editingType: number | null;
  locked: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const group = groupOf(value);
  // The group picked before its type (the type select waits for it).
  const [pendingGroup, setPendingGroup] = React.useState<TicketGroup | null>(null);

  const offered = (g: TicketGroup) =>
    TICKET_GROUPS[g].filter(
      (type) =>
        type === value ||
        (isNegotiationType(type)
          ? editingType === type
          : !permissions || hasPermission(permissions, 'TicketSystem.Request.Create', type)),
    );
  const groups = (['administrative', 'task'] as const).filter((g) => offered(g).length > 0);

  function pickGroup(next: string) {
    const g = next as TicketGroup;
    if (g === group) return;
    const types = offered(g);
    // A group of one type picks it at once.
    onChange(types.length === 1 ? types[0] : null);
    setPendingGroup(g);
  }

  const shownGroup = group ?? pendingGroup;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${idp}-group`}>{t('tickets.field.type')}</Label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <SelectField
          id={`${idp}-group`}
          ariaLabel={t('tickets.field.group')}
          value={shownGroup ?? ''}
          onChange={pickGroup}
          options={groups.map((g) => ({ value: g, label: t(`tickets.group.${g}`) }))}
          placeholder={t('tickets.field.group-placeholder')}
          disabled={locked}
          invalid={invalid && !shownGroup}
        />
        <SelectField
          id={`${idp}-type`}
          ariaLabel={t('tickets.field.type')}
          value={value === null ? '' : String(value)}
          onChange={(v) => onChange(Number(v))}
          options={shownGroup ? offered(shownGroup).map((type) => ({ value: String(type), label: t(typeKey(type)) })) : []}
          placeholder={shownGroup ? t('tickets.field.type-placeholder') : t('tickets.field.group-first')}
          disabled={locked || !shownGroup}
          invalid={invalid}
        />
      </div>
    </div>
  );
}
