import { useQuery } from '@tanstack/react-query';
import type { MediclaimStatusRow } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
export interface MediclaimStatusAnswer {
  error?: boolean;
  data: MediclaimStatusRow[];
}

export function getMediclaimStatus(memberId: string): Promise<MediclaimStatusAnswer> {
  return api.get<MediclaimStatusAnswer>(`mediclaim/status/${encodeURIComponent(memberId)}`);
}

export function useMediclaimStatus(memberId: string) {
  return useQuery({
    queryKey: ['mediclaim', 'status', memberId],
    queryFn: () => getMediclaimStatus(memberId),
    enabled: memberId !== '',
  });
}
