// Shapes of the projects API (API.md "Projects") and the small rules the project screens share.
import { Platform, PROJECT_ROLES, type PersonOption, type ProjectRoleKey, type ProjectSummary } from '@studio/domain';
import i18next, { type TFunction } from 'i18next';
import { toast } from 'sonner';

import { errorText, type ApiResponse } from '~/lib/api.client';
import { clearSessionStorage } from '~/lib/storage';

// The API's shapes live in libs/domain; re-exported for the project components.
export type { PersonOption, ProjectDetail, ProjectMember, ProjectRoleLevel, ProjectSummary } from '@studio/domain';

export type Candidates = Record<ProjectRoleKey, PersonOption[]>;

// ---- Platforms: 1 Android, 2 IOS, anything else Other (spec 1 section 4) ----
export type PlatformTab = 'all' | 'android' | 'ios' | 'other';

export function platformKey(platform: number | null | undefined): Exclude<PlatformTab, 'all'> {
  if (platform === Platform.Android) return 'android';
  if (platform === Platform.IOS) return 'ios';
  return 'other';
}

/** Label key and colours of a platform tag. */
export const PLATFORM_STYLE: Record<Exclude<PlatformTab, 'all'>, { label: string; color: string }> = {
  android: { label: 'projects.platform.android', color: '#166534' },
  ios: { label: 'projects.platform.ios', color: '#2563EB' },
  other: { label: 'projects.platform.other', color: '#64748B' },
};

// ---- Project types: the API stores a small number without naming it; these are the screen's names ----
export const PROJECT_TYPES: readonly number[] = [1, 2];

/** The label of a project type: a known name, else 'Type n'. `t` of the render (the server has no global language). */
export function projectTypeLabel(t: TFunction, type: number | null | undefined): string | null {
  if (type === null || type === undefined) return null;
  return PROJECT_TYPES.includes(type) ? t(`projects.type.${type}`) : t('projects.type.other', { n: type });
}

/** Role order on the project screens: the five project roles (PM, PO, UA, CM, R&D) first, then by id. */
export function compareProjectRoles(a: number, b: number): number {
  const rank = (r: number) => {
    const i = PROJECT_ROLES.findIndex((p) => p.role === r);
    return i < 0 ? 1000 + r : i;
  };
  return rank(a) - rank(b);
}

export const UA_STATUSES: readonly number[] = [1, 2, 3, 4];

/** The wiki page that holds a project's linked accounts (spec 2 section 7). */
export function linkedAccountsPath(projectId: number): string {
  return `Project/${projectId}/Development/ThirdPartyAccount`;
}

/** Every project below `id` (children, grandchildren...), from the list's child ids. */
export function descendantsOf(id: number, projects: readonly ProjectSummary[]): Set<number> {
  const byId = new Map(projects.map((p) => [p.id, p]));
  const out = new Set<number>();
  const queue = [...(byId.get(id)?.child ?? [])];
  while (queue.length) {
    const next = queue.shift()!;
    if (out.has(next)) continue;
    out.add(next);
    queue.push(...(byId.get(next)?.child ?? []));
  }
  return out;
}

/** Accent- and case-insensitive search text ('Đạt' finds 'dat'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/**
 * A JSON body as multipart form data (for a request that carries a file): null becomes '' (the
 * server reads '' as empty), lists go as JSON text, which the projects API parses.
 */
export function toFormData(body: Record<string, unknown>, files: Record<string, File | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file, file.name);
  return form;
}

/**
 * Like api() of lib/api.client for a multipart body: the same 401 handling, and an error toast
 * of the translated code unless `silent`.
 */
export async function sendForm<T>(method: string, path: string, form: FormData, { silent = false } = {}): Promise<ApiResponse<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { Accept: 'application/json', 'Accept-Language': i18next.language === 'en' ? 'en' : 'vi' },
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    if (!silent) toast.error(i18next.t('common.network-error'));
    return { ok: false, status: 0, data: null as T };
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    if (res.status === 401) {
      clearSessionStorage();
      window.location.assign('/auth/login');
    } else if (!silent) {
      toast.error(errorText(data));
    }
  }
  return { ok: res.ok, status: res.status, data: data as T };
}
