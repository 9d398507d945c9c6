// The connector screen's view of API.md "Connectors" (spec 3 "Connector center").
import {
  CONNECTOR_SERVICE_KIND, CONNECTOR_SERVICE_NAMES, CONNECTOR_SERVICES, ConnectorKind, ConnectorService, credentialKeysOf,
  type ConnectorService as Service, type ConnectorView,
} from '@studio/domain';

export type { ConnectorView };

export type ProjectOption = { id: number; name: string };

export const KINDS: readonly ConnectorKind[] = [ConnectorKind.AdsNetwork, ConnectorKind.Mediation, ConnectorKind.MMP];
export const KIND_KEY: Record<ConnectorKind, string> = {
  [ConnectorKind.AdsNetwork]: 'connectors.kind.ads-network',
  [ConnectorKind.Mediation]: 'connectors.kind.mediation',
  [ConnectorKind.MMP]: 'connectors.kind.mmp',
};

export const servicesOf = (kind: ConnectorKind): Service[] => CONNECTOR_SERVICES.filter((s) => CONNECTOR_SERVICE_KIND[s] === kind);
export const serviceName = (s: Service) => CONNECTOR_SERVICE_NAMES[s];
export const isAppMetrica = (s: Service) => s === ConnectorService.AppMetrica;

/** The credential fields the form shows: the service's own, plus any other already stored. */
export function credentialFields(service: Service, stored: Record<string, boolean> = {}): string[] {
  return [...new Set([...credentialKeysOf(service), ...Object.keys(stored)])];
}

/** Services the server can pull from (docs/decisions/021). */
export const SYNCABLE: readonly Service[] = [ConnectorService.Unity, ConnectorService.Mintegral, ConnectorService.Max, ConnectorService.Admob];
