import { cashbookMessages } from '@trust/contract/cashbook';
import type { DbOrTrx, Trx } from '../../db/connection';
import { lockCashDays } from '../../db/day-lock';
import { conflict } from '../../errors';
import { closedDaysAmong } from './cashbook.repository';

/**
 * Refuses (409 'This day is closed') a receipt issued, voided or reset on a day the cashier has closed:
 * its takings were counted and handed over, so the books of that day stay as counted until an admin
 * reopens it. Called inside the change's transaction, before anything is written or numbered; the
 * days stay held (shared) until it commits, so a close of one of them waits for it.
 */
export async function refuseClosedDay(trx: Trx, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  await lockCashDays(trx, dates, 'shared');
  if ((await closedDaysAmong(trx, [...new Set(dates)])).length > 0) throw conflict(cashbookMessages.dayClosed);
}

/** Whether the cashier has closed the day, read without holding it (a bulk renewal's preview). */
export async function isDayClosed(db: DbOrTrx, date: string): Promise<boolean> {
  return (await closedDaysAmong(db, [date])).length > 0;
}
