import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { miscReceiptToPrint } from '@trust/contract/misc';
import { api } from '../../api/client';

const receiptAnswer = listAnswer(miscReceiptToPrint);

export function getMiscReceipt(id: string, memberId: string) {
  const query = memberId ? `?memberId=${encodeURIComponent(memberId)}` : '';
  return api.get(`misc/report/${encodeURIComponent(id)}${query}`, receiptAnswer);
}

/** One receipt for printing; the server answers 404 when it is not that member's. */
export function useMiscReceipt(id: string, memberId: string) {
  return useQuery({
    queryKey: ['misc', 'one', id, memberId],
    queryFn: () => getMiscReceipt(id, memberId),
    select: (answer) => answer.data[0] ?? null,
  });
}
