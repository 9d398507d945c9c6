import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { CONNECTOR_SERVICES, type ConnectorService as Service, endpoints, isConnectorReady, toYmd } from '@studio/domain';
import { ChevronDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ConnectorTable, type ConnectorAction } from '~/components/connectors/connector-table';
import { relayTokenToOpener } from '~/components/connectors/app-metrica-token';
import { ConnectorDialog } from '~/components/connectors/connector-dialog';
import { GlobalConfigDialog, ProjectConfigDialog, SyncDialog } from '~/components/connectors/connector-config-dialogs';
import { KIND_KEY, KINDS, serviceName, servicesOf, type ConnectorView } from '~/components/connectors/connector-model';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { MissingSettingNote } from '~/components/setting-missing';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'connectors.title');

// Spec 3 "Connector center": config needs Config, the screen Connectors.View; changes Connectors.Edit.
export async function loader({ context }: LoaderFunctionArgs) {
  await requirePermission(context, 'Config');
  const permissions = await requirePermission(context, 'Connectors.View');
  const [{ data }, { projects }, { keys }] = await Promise.all([
    loadData(context, endpoints.connectors.list),
    loadData(context, endpoints.projects.list),
    loadData(context, endpoints.connectors.keys),
  ]);
  return {
    connectors: data,
    keysPresent: keys.present,
    projects: projects.filter((p) => p.id !== 0).map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name)),
    canEdit: hasPermission(permissions, 'Connectors.Edit'),
  };
}

type Open = { kind: 'edit' | 'project' | 'global' | 'sync'; connector: ConnectorView } | { kind: 'add'; service: Service } | null;

export default function ConnectorScreen() {
  const { connectors, projects, canEdit, keysPresent } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [open, setOpen] = React.useState<Open>(null);
  const today = toYmd(new Date());
  const close = (o: boolean) => { if (!o) setOpen(null); };
  const reload = () => revalidator.revalidate();
  const onAction = (kind: ConnectorAction, connector: ConnectorView) => setOpen({ kind, connector });
  // Opened by the App Metrica sign-in pop-up: hand the token over and close.
  React.useEffect(() => { relayTokenToOpener(); }, []);
  const groups = CONNECTOR_SERVICES.map((s) => ({ service: s, items: connectors.filter((c) => c.serviceId === s) })).filter((g) => g.items.length);

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('connectors.title')}
        description={t('connectors.description')}
        actions={canEdit ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button><Plus aria-hidden="true" className="size-4" />{t('connectors.add-new')}<ChevronDown aria-hidden="true" className="size-4" /></Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {KINDS.map((kind, i) => (
                <React.Fragment key={kind}>
                  {i ? <DropdownMenuSeparator /> : null}
                  <DropdownMenuLabel>{t(KIND_KEY[kind])}</DropdownMenuLabel>
                  {servicesOf(kind).map((s) => (
                    <DropdownMenuItem key={s} onSelect={() => setOpen({ kind: 'add', service: s })}>{serviceName(s)}</DropdownMenuItem>
                  ))}
                </React.Fragment>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      />
      {keysPresent ? null : <MissingSettingNote setting={{ text: t('setting-missing.connector-keys') }} />}
      {!groups.length ? <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">{t('connectors.empty')}</p> : null}
      {groups.map((g) => (
        <ConnectorTable
          key={g.service}
          title={serviceName(g.service)}
          connectors={g.items}
          projects={projects}
          ready={(c) => isConnectorReady(c, today)}
          canEdit={canEdit}
          onAction={onAction}
        />
      ))}
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <ConnectorDialog
          open
          onOpenChange={close}
          service={open.kind === 'add' ? open.service : open.connector.serviceId}
          connector={open.kind === 'edit' ? open.connector : null}
          projects={projects}
          onSaved={reload}
        />
      ) : null}
      {open?.kind === 'project' ? <ProjectConfigDialog open onOpenChange={close} connector={open.connector} projects={projects} onSaved={reload} /> : null}
      {open?.kind === 'global' ? <GlobalConfigDialog open onOpenChange={close} connector={open.connector} onSaved={reload} /> : null}
      {open?.kind === 'sync' ? <SyncDialog open onOpenChange={close} connector={open.connector} onSaved={reload} /> : null}
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
