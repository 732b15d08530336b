import { useQuery } from '@tanstack/react-query';
import type { MembershipPaymentRow } from '@trust/contract/subscription';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
export interface MembershipPaymentsAnswer {
  error?: boolean;
  data: MembershipPaymentRow[];
}

export function getMembershipPayments(memberId: string): Promise<MembershipPaymentsAnswer> {
  return api.get<MembershipPaymentsAnswer>(`subscription/${encodeURIComponent(memberId)}`);
}

/** A member's membership payments, newest first, RESET ones included; REMARKS is the book fee. */
export function useMembershipPayments(memberId: string) {
  return useQuery({
    queryKey: ['subscription', 'payments', memberId],
    queryFn: () => getMembershipPayments(memberId),
    enabled: memberId !== '',
  });
}
