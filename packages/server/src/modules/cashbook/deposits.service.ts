import { cashbookMessages, type DepositInput, type DepositRow } from '@trust/contract/cashbook';
import type { DateRange } from '@trust/contract/fields';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, isUniqueViolation } from '../../db/connection';
import { lockCashDays } from '../../db/day-lock';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { chequesOfDay, dayCountsBetween, findCashDay } from './cashbook.repository';
import {
  chequesOfDeposits,
  type Deposit,
  depositsOfDays,
  findDeposit,
  findSlip,
  insertDeposit,
  insertDepositCheques,
  markDepositCredited,
  membersOfReceipts,
} from './deposits.repository';

/** The deposits as their slips read, each with its cheques and the members who paid by them. */
async function toDepositRows(db: DbOrTrx, deposits: readonly Deposit[]): Promise<DepositRow[]> {
  const cheques = await chequesOfDeposits(
    db,
    deposits.map((d) => d.id),
  );
  const members = await membersOfReceipts(
    db,
    cheques.map((c) => c.receipt_no),
  );
  return deposits.map((d) => {
    const own = cheques
      .filter((c) => c.deposit_id === d.id)
      .map((c) => ({
        receipt_no: c.receipt_no,
        member_id: members.get(c.receipt_no)?.member_id ?? '',
        member_name: members.get(c.receipt_no)?.member_name ?? '',
        cheque_number: c.cheque_number,
        drawn_on: c.drawn_on,
        amount: c.amount,
      }));
    return {
      id: d.id,
      day: d.day,
      deposit_date: d.deposit_date,
      bank: d.bank,
      slip_number: d.slip_number,
      cash: d.cash,
      cheques: own,
      total: d.cash + own.reduce((sum, c) => sum + c.amount, 0),
      deposited_by: d.deposited_by,
      deposited_at: d.deposited_at,
      credited_on: d.credited_on,
      credited_by: d.credited_by,
    };
  });
}

/** The deposits of the takings of the days in the range, oldest first. */
export async function depositRowsOfDays(db: DbOrTrx, range: DateRange): Promise<DepositRow[]> {
  return toDepositRows(db, await depositsOfDays(db, range));
}

async function depositRowById(db: DbOrTrx, id: number): Promise<DepositRow> {
  const deposit = await findDeposit(db, id);
  if (!deposit) throw notFound(cashbookMessages.depositNotFound);
  const [row] = await toDepositRows(db, [deposit]);
  if (!row) throw notFound(cashbookMessages.depositNotFound);
  return row;
}

/** `GET cashbook/deposits/{id}`: the slip as recorded, for its print. */
export function depositById(ctx: AppContext, id: number): Promise<DepositRow> {
  return depositRowById(ctx.db, id);
}

/**
 * `POST cashbook/{date}/deposits`: a closed day's counted cash and its cheques go on a slip. The cash
 * cannot exceed what was counted less what earlier slips of the day carried; each cheque must be a
 * PAID cheque receipt of the day on no other slip, and its amount is the receipt's.
 */
export async function addDeposit(
  ctx: AppContext,
  day: string,
  input: DepositInput,
  by: SignedInUser,
): Promise<DepositRow> {
  if (input.cash === 0 && input.cheques.length === 0) {
    throw badRequest(cashbookMessages.depositEmpty, [{ path: 'cash', message: cashbookMessages.depositEmpty }]);
  }
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // Held against a reopen of the day, and against another slip of it taking the same cash or cheque.
      await lockCashDays(trx, [day], 'exclusive');
      if ((await findCashDay(trx, day))?.status !== 'CLOSED') throw conflict(cashbookMessages.depositDayOpen);
      if (await findSlip(trx, input.bank, input.slip_number)) throw conflict(cashbookMessages.slipTaken);

      const range = { fromDate: day, toDate: day };
      const countedCash = (await dayCountsBetween(trx, range)).find((c) => c.mode === 'CASH')?.counted ?? 0;
      const earlier = await depositsOfDays(trx, range);
      const left = Math.max(0, countedCash - earlier.reduce((sum, d) => sum + d.cash, 0));
      if (input.cash > left) throw conflict(cashbookMessages.depositCashTooMuch(left));

      const ofDay = new Map((await chequesOfDay(trx, day)).map((c) => [c.receipt_no, c]));
      const taken = new Set<string>();
      const cheques = input.cheques.map((c) => {
        const receipt = ofDay.get(c.receipt_no);
        if (!receipt) throw conflict(cashbookMessages.chequeNotOfDay(c.receipt_no));
        if (receipt.deposit_id !== null || taken.has(c.receipt_no)) {
          throw conflict(cashbookMessages.chequeDeposited(c.receipt_no));
        }
        taken.add(c.receipt_no);
        return { ...c, amount: receipt.amount };
      });

      const id = await insertDeposit(trx, {
        day,
        deposit_date: input.deposit_date,
        bank: input.bank,
        slip_number: input.slip_number,
        cash: input.cash,
        deposited_by: by.name,
        deposited_at: now.toISOString(),
        credited_on: null,
        credited_by: null,
        credited_at: null,
      });
      await insertDepositCheques(trx, id, cheques);
      const row = await depositRowById(trx, id);
      await recordAudit(trx, { actor: by.email, action: 'DEPOSIT', entity: 'deposit', entityId: id, after: row }, now);
      return row;
    });
  } catch (error) {
    // Another slip with this bank and number was recorded for another day meanwhile.
    if (isUniqueViolation(error)) throw conflict(cashbookMessages.slipTaken);
    throw error;
  }
}

/** `POST cashbook/deposits/{id}/credit`: the bank's statement shows the slip credited on that day. */
export async function creditDeposit(
  ctx: AppContext,
  id: number,
  creditedOn: string,
  by: SignedInUser,
): Promise<DepositRow> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const before = await depositRowById(trx, id);
    if (creditedOn < before.deposit_date) {
      throw badRequest(cashbookMessages.creditBeforeDeposit, [
        { path: 'credited_on', message: cashbookMessages.creditBeforeDeposit },
      ]);
    }
    const credit = { credited_on: creditedOn, credited_by: by.name, credited_at: now.toISOString() };
    if (!(await markDepositCredited(trx, id, credit))) throw conflict(cashbookMessages.alreadyCredited);
    const after = await depositRowById(trx, id);
    await recordAudit(
      trx,
      { actor: by.email, action: 'CREDIT_DEPOSIT', entity: 'deposit', entityId: id, before, after },
      now,
    );
    return after;
  });
}
