// One service's connectors: name, active projects, status (Ready / Not ready) and actions (spec 3).
import { formatYmd, isNeverExpires } from '@studio/domain';
import { Link2, Pencil, RefreshCw, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { TableCell, TableRow } from '~/components/ui/table';
import { TitledTable } from '~/components/ops-screen';

import { SYNCABLE, type ConnectorView, type ProjectOption } from './connector-model';

export type ConnectorAction = 'edit' | 'project' | 'global' | 'sync';

export function ConnectorTable({
  title, connectors, projects, ready, canEdit, onAction,
}: {
  title: string;
  connectors: ConnectorView[];
  projects: ProjectOption[];
  ready: (c: ConnectorView) => boolean;
  canEdit: boolean;
  onAction: (action: ConnectorAction, c: ConnectorView) => void;
}) {
  const { t } = useTranslation();
  const nameOf = new Map(projects.map((p) => [p.id, p.name]));
  const headingId = `connectors-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <TitledTable
      id={headingId}
      title={title}
      columns={[
        { label: t('connectors.field.name'), className: 'w-1/4' },
        { label: t('connectors.field.active-projects') },
        { label: t('connectors.field.status'), className: 'w-32' },
        { label: t('connectors.field.expire'), className: 'w-32' },
        ...(canEdit ? [{ label: t('connectors.actions'), className: 'w-[1%] text-right' }] : []),
      ]}
    >
      {connectors.map((c) => (
        <TableRow key={c.id}>
          <TableCell className="font-medium">{c.name}</TableCell>
          <TableCell className="text-sm">
            {c.activeProjects.length ? c.activeProjects.map((p) => nameOf.get(p) ?? `#${p}`).join(', ') : <span className="text-muted-foreground">{t('connectors.no-active')}</span>}
          </TableCell>
          <TableCell>
            <Badge variant={ready(c) ? 'success' : 'muted'}>{t(ready(c) ? 'connectors.ready' : 'connectors.not-ready')}</Badge>
          </TableCell>
          <TableCell className="text-sm">{isNeverExpires(c.expireTime) ? t('connectors.never') : formatYmd(c.expireTime)}</TableCell>
          {canEdit ? (
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => onAction('edit', c)} aria-label={t('connectors.action.edit', { name: c.name })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onAction('project', c)} aria-label={t('connectors.action.project', { name: c.name })}>
                  <Link2 aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onAction('global', c)} aria-label={t('connectors.action.global', { name: c.name })}>
                  <Settings aria-hidden="true" className="size-4" />
                </Button>
                {SYNCABLE.includes(c.serviceId) ? (
                  <Button variant="outline" size="sm" onClick={() => onAction('sync', c)} aria-label={t('connectors.action.sync', { name: c.name })}>
                    <RefreshCw aria-hidden="true" className="size-4" />{t('connectors.sync.button')}
                  </Button>
                ) : null}
              </div>
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </TitledTable>
  );
}
