import { useQuery } from '@tanstack/react-query';
import type { PastRecordsRow } from '@trust/contract/receipt';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
interface PastRecordsAnswer {
  error?: boolean;
  data: PastRecordsRow[];
}

// The old clients' path, kept for them: the member id follows the word with no slash.
export const getPastRecords = (memberId: string) =>
  api.get<PastRecordsAnswer>(`print/pastRecords${encodeURIComponent(memberId)}`);

/** The member with the dependent count and the latest mediclaim and membership payments; `null` when unknown. */
export function usePastRecords(memberId: string) {
  return useQuery({
    queryKey: ['receipts', memberId],
    queryFn: () => getPastRecords(memberId),
    enabled: memberId !== '',
    select: (answer): PastRecordsRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
