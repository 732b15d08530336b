import { useQuery } from '@tanstack/react-query';
import type { MembershipStatusRow } from '@trust/contract/subscription';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
export interface MembershipStatusAnswer {
  error?: boolean;
  data: MembershipStatusRow[];
}

export function getMembershipStatus(memberId: string): Promise<MembershipStatusAnswer> {
  return api.get<MembershipStatusAnswer>(`subscription/status/${encodeURIComponent(memberId)}`);
}

export function useMembershipStatus(memberId: string) {
  return useQuery({
    queryKey: ['subscription', 'status', memberId],
    queryFn: () => getMembershipStatus(memberId),
    enabled: memberId !== '',
  });
}
