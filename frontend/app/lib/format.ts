import { formatNumber, formatYmd, toYmd } from '@studio/domain';

import type { Me } from '~/lib/context';

/** yyyymmdd -> DD/MM/YYYY; null or 0 -> null. */
export function displayYmd(value: number | null | undefined): string | null {
  return value ? formatYmd(value) : null;
}

/** An ISO instant -> DD/MM/YYYY of its day in the company time zone. */
export function displayInstantDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : formatYmd(toYmd(d));
}

/** An ISO instant -> DD/MM/YYYY HH:mm in the company time zone. */
export function displayInstant(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `${formatYmd(toYmd(d))} ${time}`;
}

type Named = Pick<Me, 'firstName' | 'lastName'> & { id?: string };

/** Vietnamese order: family name first. */
export function fullName(user: Named): string {
  const name = [user.lastName, user.firstName].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return name || user.id || '';
}

export function initials(user: Named): string {
  const first = (user.firstName ?? '').trim();
  const last = (user.lastName ?? '').trim();
  const letters = [last[0], first[0]].filter(Boolean).join('');
  return (letters || (user.id ?? '?').slice(0, 2)).toUpperCase();
}

/** Where an employee's icon is served from: absolute URLs and paths as they are, bare keys under the files API. */
export function assetUrl(icon: string | null | undefined): string | null {
  if (!icon) return null;
  if (/^(https?:|data:|blob:|\/)/.test(icon)) return icon;
  return `/api/files/${icon.split('/').map(encodeURIComponent).join('/')}`;
}

/** A score in the UI language with at most `digits` decimals (12,5 in vi, 12.5 in en); '' for none. */
export function formatScore(score: number | null | undefined, lang: string, digits = 2): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '';
  return formatNumber(score, lang, { digits });
}

export { formatNumber, formatPercent, formatThousandsVnd, numberLocale, type NumberStyle } from '@studio/domain';
