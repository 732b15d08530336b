import type { CollectionKind } from '@trust/contract/enums';
import { maskedName, type ReceiptVerification, verifyMessages } from '@trust/contract/verify';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/connection';
import { HttpError, notFound } from '../../errors';
import {
  countReceiptChecksSince,
  deleteReceiptChecksBefore,
  findReceiptKey,
  findStoredReceipt,
  insertReceiptCheck,
} from './verify.repository';
import { type CodedReceipt, isTagOf, parseVerifyCode, receiptVerifyCode } from './verify-codes';

/**
 * The public verification of a printed receipt (docs/product.md): anyone holding one can see whether
 * it is genuine and still stands, and nothing else about the member. Each check from a client address
 * is counted in the database (table receipt_checks), so every server process counts the same checks,
 * and more than VERIFY_RATE_LIMIT a minute from one address are refused, codes right or wrong.
 */
const CHECK_WINDOW_MS = 60 * 1000;

/** The code a printed receipt carries, made by the server for each receipt it answers for printing. */
export function verifyCodeOf(ctx: AppContext, receipt: CodedReceipt): string {
  return receiptVerifyCode(ctx.config.dataKey, receipt);
}

/** The code of the receipt of this kind with this number; null when no such receipt is stored. */
export async function verifyCodeOfNumber(
  ctx: AppContext,
  kind: CollectionKind,
  receiptNo: string,
): Promise<string | null> {
  const id = await findReceiptKey(ctx.db, kind, receiptNo);
  return id === undefined ? null : verifyCodeOf(ctx, { kind, id, receiptNo });
}

/** Counts a check from the address; 429 when it makes more than the limit in the last minute. */
async function countCheck(ctx: AppContext, address: string): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - CHECK_WINDOW_MS);
  const checks = await inTransaction(ctx.db, async (trx) => {
    await insertReceiptCheck(trx, address, now);
    return countReceiptChecksSince(trx, address, since);
  });
  await deleteReceiptChecksBefore(ctx.db, since);
  if (checks > ctx.config.verifyRateLimit) throw new HttpError(429, verifyMessages.tooManyChecks);
}

/** `GET verify/{code}`: the receipt the code names, or 404 for a code no receipt of ours carries. */
export async function verifyReceipt(ctx: AppContext, code: string, address: string): Promise<ReceiptVerification> {
  await countCheck(ctx, address);
  const claimed = parseVerifyCode(code);
  const stored = claimed ? await findStoredReceipt(ctx.db, claimed.kind, claimed.id) : undefined;
  if (
    !claimed ||
    !stored ||
    !isTagOf(ctx.config.dataKey, { kind: claimed.kind, id: claimed.id, receiptNo: stored.receipt_no }, claimed.tag)
  ) {
    throw notFound(verifyMessages.notFound);
  }
  return {
    trust_name: ctx.config.trustName,
    receipt_no: stored.receipt_no,
    date: stored.date,
    kind: claimed.kind,
    amount: stored.amount,
    standing: stored.standing,
    member_name: maskedName(stored.member_name),
  };
}
