import { useQuery } from '@tanstack/react-query';
import { receiptVerification } from '@trust/contract/verify';
import { api } from '../../api/client';

export const getReceiptVerification = (code: string) =>
  api.get(`verify/${encodeURIComponent(code)}`, receiptVerification);

/** What the server says of a printed receipt's code; asked once (each check counts against the limit). */
export function useReceiptVerification(code: string) {
  return useQuery({
    queryKey: ['verify', code],
    queryFn: () => getReceiptVerification(code),
    enabled: code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
