import { ConnectorService } from '../statuses';
import {
  appMetricaMissing, credentialKeysOf, expireFromLifetime, isConnectorReady, isConnectorService, isCredentialKey, syncMetricOf,
} from './connector-rules';

describe('connector rules', () => {
  it('knows the nine services and their credential fields', () => {
    expect([0, 10, '1', null].some(isConnectorService)).toBe(false);
    expect([1, 5, 9].every(isConnectorService)).toBe(true);
    expect(credentialKeysOf(ConnectorService.Unity)).toEqual(['keyId', 'secretKey', 'organizationId']);
    expect(credentialKeysOf(ConnectorService.Admob)).toEqual(['account', 'refreshToken']);
    expect(credentialKeysOf(ConnectorService.IronSource)).toEqual(['apiKey', 'secretKey']);
    expect(isCredentialKey('apiKey')).toBe(true);
    expect(isCredentialKey('api key')).toBe(false);
    expect(isCredentialKey('')).toBe(false);
  });

  it('maps ads networks to costUa, mediation to revenueAds, the MMP to revenueIap', () => {
    expect(syncMetricOf(ConnectorService.Unity)).toBe('costUa');
    expect(syncMetricOf(ConnectorService.Mintegral)).toBe('costUa');
    expect(syncMetricOf(ConnectorService.Max)).toBe('revenueAds');
    expect(syncMetricOf(ConnectorService.Admob)).toBe('revenueAds');
    expect(syncMetricOf(ConnectorService.AppMetrica)).toBe('revenueIap');
  });

  it('is ready when on and not expired; 30000101 and 30000000 never expire', () => {
    expect(isConnectorReady({ status: true, expireTime: 30000101 }, 20261124)).toBe(true);
    expect(isConnectorReady({ status: true, expireTime: 30000000 }, 20261124)).toBe(true);
    expect(isConnectorReady({ status: false, expireTime: 30000101 }, 20261124)).toBe(false);
    expect(isConnectorReady({ status: true, expireTime: 20261124 }, 20261124)).toBe(true);
    expect(isConnectorReady({ status: true, expireTime: 20261123 }, 20261124)).toBe(false);
  });

  it('turns a token lifetime in seconds into whole days from today', () => {
    expect(expireFromLifetime(20261124, 31536000)).toBe(20271124);
    expect(expireFromLifetime(20261130, 86400 * 2 + 5)).toBe(20261202);
    expect(expireFromLifetime(20261124, 0)).toBe(20261124);
  });

  it('App Metrica needs a name and a token', () => {
    expect(appMetricaMissing({ name: 'x', hasToken: true })).toBe(false);
    expect(appMetricaMissing({ name: ' ', hasToken: true })).toBe(true);
    expect(appMetricaMissing({ name: 'x', hasToken: false })).toBe(true);
  });
});
