import type { CallInput, ResponseOf } from '@studio/domain';

import { useApiQuery, type ReadEndpoint } from '~/lib/use-api-query';

/** Loads a ledger while its dialog is open (null when closed); a newer path wins over an older answer. */
export function useLedger<E extends ReadEndpoint>(endpoint: E, input: CallInput<E> | null): { data: ResponseOf<E> | null; failed: boolean } {
  const { data, status } = useApiQuery(endpoint, input);
  return { data, failed: status !== null && data === null };
}
