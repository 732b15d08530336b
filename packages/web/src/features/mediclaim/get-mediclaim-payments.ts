import { useQuery } from '@tanstack/react-query';
import type { MediclaimPaymentRow } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member". */
export interface MediclaimPaymentsAnswer {
  error?: boolean;
  data: MediclaimPaymentRow[];
}

export function getMediclaimPayments(memberId: string): Promise<MediclaimPaymentsAnswer> {
  return api.get<MediclaimPaymentsAnswer>(`mediclaim/${encodeURIComponent(memberId)}`);
}

/** A member's mediclaim payments, newest first, RESET ones included. */
export function useMediclaimPayments(memberId: string) {
  return useQuery({
    queryKey: ['mediclaim', 'payments', memberId],
    queryFn: () => getMediclaimPayments(memberId),
    enabled: memberId !== '',
  });
}
