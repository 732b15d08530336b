import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PrintDocument, printAnswer } from '@trust/contract/books';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { api, errorMessage } from '../api/client';
import { notice } from './dialogs';

const printsPath = (receiptNo: string) => `receipts/${encodeURIComponent(receiptNo)}/prints`;

export const getReceiptPrints = (receiptNo: string, document: PrintDocument) =>
  api.get(`${printsPath(receiptNo)}?document=${document}`, printAnswer);

export const recordReceiptPrint = (receiptNo: string, document: PrintDocument) =>
  api.post(printsPath(receiptNo), { document }, printAnswer);

export interface ReceiptPrints {
  /** The copy the sheet shows: the one last printed here, else the one the next print will carry. */
  copy: number | null;
  /** Why prints of this receipt cannot be counted (the count could not be read), else null. */
  uncounted: string | null;
  isLoading: boolean;
  /** Records a print, shows its copy number on the sheet, then opens the browser's print. */
  print: () => Promise<void>;
}

/**
 * Every print of a receipt is recorded, so the first is the original and every later one carries
 * 'DUPLICATE — copy N'. The Print button records the print and then prints; the browser's own print
 * (Ctrl+P, the menu) records one too, once, showing the copy number it expects while the request runs.
 * A sheet without a receipt number (`null`) counts nothing.
 */
export function useReceiptPrints(receiptNo: string | null, document: PrintDocument = 'RECEIPT'): ReceiptPrints {
  const queryClient = useQueryClient();
  const counted = useQuery({
    queryKey: ['prints', receiptNo, document],
    queryFn: () => getReceiptPrints(receiptNo as string, document),
    enabled: receiptNo !== null,
    // The next copy number must be the server's, not one a while old.
    staleTime: 0,
  });
  const [lastPrinted, setLastPrinted] = useState<number | null>(null);
  const next = lastPrinted !== null ? lastPrinted + 1 : (counted.data?.copy ?? null);
  const isCounted = receiptNo !== null && counted.isSuccess;

  const record = useCallback(async () => {
    const answer = await recordReceiptPrint(receiptNo as string, document);
    setLastPrinted(answer.copy);
    void queryClient.invalidateQueries({ queryKey: ['member-overview'] });
    return answer.copy;
  }, [receiptNo, document, queryClient]);

  // Set while the Print button's own print runs, so the browser's print event does not count it twice.
  const isButtonPrint = useRef(false);
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    if (!isCounted) return;
    const beforePrint = () => {
      if (isButtonPrint.current) return;
      // The paper must carry the copy number now; the request answers after the page is laid out.
      const expected = nextRef.current;
      if (expected !== null) flushSync(() => setLastPrinted(expected));
      record().catch((error: unknown) =>
        notifications.show({ color: 'red', title: 'This print was not counted', message: errorMessage(error) }),
      );
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, [isCounted, record]);

  const print = useCallback(async () => {
    if (isCounted) {
      let copy: number;
      try {
        copy = await record();
      } catch (error) {
        // A print the books do not know of would leave the next one marked as the original.
        await notice('Failed', errorMessage(error), 'error');
        return;
      }
      flushSync(() => setLastPrinted(copy));
    }
    isButtonPrint.current = true;
    try {
      window.print();
    } finally {
      isButtonPrint.current = false;
    }
  }, [isCounted, record]);

  return {
    copy: receiptNo === null ? null : (lastPrinted ?? next),
    uncounted: receiptNo !== null && counted.isError ? errorMessage(counted.error) : null,
    isLoading: receiptNo !== null && counted.isPending,
    print,
  };
}
