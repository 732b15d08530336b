import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { membershipStatusRow } from '@trust/contract/subscription';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
const statusAnswer = lookupAnswer(membershipStatusRow);

export function getMembershipStatus(memberId: string) {
  return api.get(`subscription/status/${encodeURIComponent(memberId)}`, statusAnswer);
}

export function useMembershipStatus(memberId: string) {
  return useQuery({
    queryKey: ['subscription', 'status', memberId],
    queryFn: () => getMembershipStatus(memberId),
    enabled: memberId !== '',
  });
}
