import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import {
  type BounceInput,
  bounceAnswer,
  bouncedChequeRow,
  type CloseDayInput,
  cashBookAnswer,
  cashDayAnswer,
  type DepositInput,
  depositRow,
} from '@trust/contract/cashbook';
import type { DateRange } from '@trust/contract/fields';
import { api } from '../../api/client';

const range = (r: DateRange) => `fromDate=${encodeURIComponent(r.fromDate)}&toDate=${encodeURIComponent(r.toDate)}`;
const day = (date: string) => `cashbook/${encodeURIComponent(date)}`;
const bouncedCheques = listAnswer(bouncedChequeRow);

/** Every query of the cash book starts with this key, so one change reloads all of them. */
export const CASHBOOK_KEY = 'cashbook';

export const getCashBook = (r: DateRange) => api.get(`cashbook?${range(r)}`, cashBookAnswer);
export const downloadCashBook = (r: DateRange) =>
  api.download(`cashbook?${range(r)}&format=csv`, `cash-book-${r.fromDate}-${r.toDate}.csv`);

export function useCashBook(r: DateRange | null) {
  return useQuery({
    queryKey: [CASHBOOK_KEY, 'range', r],
    queryFn: () => getCashBook(r as DateRange),
    enabled: r !== null,
  });
}

export const getCashDay = (date: string) => api.get(day(date), cashDayAnswer);

export function useCashDay(date: string) {
  return useQuery({ queryKey: [CASHBOOK_KEY, 'day', date], queryFn: () => getCashDay(date), enabled: date !== '' });
}

export const closeDay = (date: string, input: CloseDayInput) => api.post(`${day(date)}/close`, input, cashDayAnswer);
export const reopenDay = (date: string, reason: string) => api.post(`${day(date)}/reopen`, { reason }, cashDayAnswer);

export const addDeposit = (date: string, input: DepositInput) => api.post(`${day(date)}/deposits`, input, depositRow);

export const getDeposit = (id: string) => api.get(`cashbook/deposits/${encodeURIComponent(id)}`, depositRow);

export function useDeposit(id: string) {
  return useQuery({ queryKey: [CASHBOOK_KEY, 'deposit', id], queryFn: () => getDeposit(id), enabled: id !== '' });
}

export const creditDeposit = (id: number, creditedOn: string) =>
  api.post(`cashbook/deposits/${id}/credit`, { credited_on: creditedOn }, depositRow);

export const getBouncedCheques = (r: DateRange) => api.get(`bounced-cheques?${range(r)}`, bouncedCheques);
export const downloadBouncedCheques = (r: DateRange) =>
  api.download(`bounced-cheques?${range(r)}&format=csv`, `bounced-cheques-${r.fromDate}-${r.toDate}.csv`);

export function useBouncedCheques(r: DateRange | null) {
  return useQuery({
    queryKey: [CASHBOOK_KEY, 'bounced', r],
    queryFn: () => getBouncedCheques(r as DateRange),
    enabled: r !== null,
  });
}

/** `POST payments/{receiptNo}/bounce`: the receipt number carries slashes, so it is encoded whole. */
export const bounceCheque = (receiptNo: string, input: BounceInput) =>
  api.post(`payments/${encodeURIComponent(receiptNo)}/bounce`, input, bounceAnswer);
