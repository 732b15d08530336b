import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { mediclaimStatusRow } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
const statusAnswer = lookupAnswer(mediclaimStatusRow);

export function getMediclaimStatus(memberId: string) {
  return api.get(`mediclaim/status/${encodeURIComponent(memberId)}`, statusAnswer);
}

export function useMediclaimStatus(memberId: string) {
  return useQuery({
    queryKey: ['mediclaim', 'status', memberId],
    queryFn: () => getMediclaimStatus(memberId),
    enabled: memberId !== '',
  });
}
