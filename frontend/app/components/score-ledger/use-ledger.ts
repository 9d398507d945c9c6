import { useApiQuery } from '~/lib/use-api-query';

/** Loads a ledger while its dialog is open (null when closed); a newer path wins over an older answer. */
export function useLedger<T>(path: string | null): { data: T | null; failed: boolean } {
  const { data, status } = useApiQuery<T>(path);
  return { data, failed: status !== null && data === null };
}
