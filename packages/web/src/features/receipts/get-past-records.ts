import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type PastRecordsRow, pastRecordsRow } from '@trust/contract/receipt';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
const pastRecordsAnswer = lookupAnswer(pastRecordsRow);

// The old clients' path: the member id follows the word with no slash (docs/api.md).
export const getPastRecords = (memberId: string) =>
  api.get(`print/pastRecords${encodeURIComponent(memberId)}`, pastRecordsAnswer);

/** The member with the dependent count and the latest mediclaim and membership payments; `null` when unknown. */
export function usePastRecords(memberId: string) {
  return useQuery({
    queryKey: ['receipts', memberId],
    queryFn: () => getPastRecords(memberId),
    enabled: memberId !== '',
    select: (answer): PastRecordsRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
