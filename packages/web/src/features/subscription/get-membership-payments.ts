import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { membershipPaymentRow } from '@trust/contract/subscription';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
const paymentsAnswer = lookupAnswer(membershipPaymentRow);

export function getMembershipPayments(memberId: string) {
  return api.get(`subscription/${encodeURIComponent(memberId)}`, paymentsAnswer);
}

/** A member's membership payments, newest first, RESET ones included; REMARKS is the book fee. */
export function useMembershipPayments(memberId: string) {
  return useQuery({
    queryKey: ['subscription', 'payments', memberId],
    queryFn: () => getMembershipPayments(memberId),
    enabled: memberId !== '',
  });
}
