// Filters of the HR report screens as the loaders read them from the URL.

/** month=1..12, else `fallback` (this month). */
export function monthParam(params: URLSearchParams, fallback: number): number {
  const n = Number(params.get('month'));
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : fallback;
}

/** A four-digit year, else `fallback`. */
export function yearParam(params: URLSearchParams, fallback: number): number {
  const raw = params.get('year') ?? '';
  return /^\d{4}$/.test(raw) ? Number(raw) : fallback;
}
