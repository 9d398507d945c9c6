import type { Me } from '../me';
import type { EffectivePermission } from '../permissions/effective';
import { del, get, post, put } from './endpoint';

/** An API key as listed (the secret is masked). */
export type ApiKey = {
  id: number;
  name: string;
  maskedKey: string;
  createdAt: string;
  expiresAt: string | null;
};

/** Create and refresh answers: the only time the full key is shown. */
export type ApiKeyWithSecret = ApiKey & { key: string };

export type SshKey = { publicKey: string; fingerprint: string; createdAt: string };

export type ProjectPermissions = { projectId: number; permissions: EffectivePermission[] };

export const auth = {
  login: post('/api/auth/login').body<{ username: string; password: string }>().returns<{ token: string; expiredAt: string }>(),
  logout: post('/api/auth/logout'),
  me: get('/api/auth/me').returns<Me>(),
  changePassword: post('/api/auth/change-password').body<{ oldPassword: string; newPassword: string }>(),
  setLanguage: put('/api/auth/language').body<{ language: 'vi' | 'en' }>(),
  permissions: get('/api/auth/permissions').query<{ project?: string | number }>().returns<{ permissions: EffectivePermission[] }>(),
  projectPermissions: get('/api/auth/permissions/projects').query<{ ids?: string }>()
    .returns<{ projects: ProjectPermissions[] }>(),
};

export const profileKeys = {
  list: get('/api/auth/api-keys').returns<{ apiKeys: ApiKey[] }>(),
  create: post('/api/auth/api-keys').body<{ name: string; expiresAt?: number }>().returns<ApiKeyWithSecret>(),
  remove: del('/api/auth/api-keys/:id'),
  refresh: post('/api/auth/api-keys/:id/refresh').returns<ApiKeyWithSecret>(),
  sshKey: get('/api/auth/ssh-key').returns<SshKey>(),
  resetSsh: post('/api/auth/ssh-key').returns<{ sshKey: string }>(),
};

export const sso = {
  status: get('/api/auth/sso').returns<{ enabled: boolean }>(),
  /** A redirect to the identity provider. */
  login: get('/api/auth/sso/login'),
  /** A redirect back into the app with the session cookie. */
  callback: get('/api/auth/sso/callback'),
};

/** The caller's secret calendar feeds (decision 049): shown again on each visit, revoked by rotation. */
export type CalendarFeedUrls = { url: string; holidaysUrl: string };

export const calendarFeeds = {
  urls: get('/api/profile/calendar-feed').returns<CalendarFeedUrls>(),
  rotate: post('/api/profile/calendar-feed/rotate').returns<CalendarFeedUrls>(),
  /** `<token>.ics`, no credentials: text/calendar. */
  personal: get('/api/feeds/calendar/:file'),
  holidays: get('/api/feeds/holidays/:file'),
};
