import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { mediclaimPaymentRow } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
const paymentsAnswer = lookupAnswer(mediclaimPaymentRow);

export function getMediclaimPayments(memberId: string) {
  return api.get(`mediclaim/${encodeURIComponent(memberId)}`, paymentsAnswer);
}

/** A member's mediclaim payments, newest first, RESET ones included. */
export function useMediclaimPayments(memberId: string) {
  return useQuery({
    queryKey: ['mediclaim', 'payments', memberId],
    queryFn: () => getMediclaimPayments(memberId),
    enabled: memberId !== '',
  });
}
