import { todayInIndia } from '@trust/contract/dates';
import type { CollectionKind } from '@trust/contract/enums';
import type { PastRecordsRow } from '@trust/contract/receipt';
import type { AppContext } from '../../context';
import { mediclaimReceiptRow } from '../mediclaim/mediclaim.service';
import { dependentCount } from '../members/dependents.service';
import { memberById } from '../members/members.service';
import { membershipReceiptRow } from '../subscription/subscription.service';
import { verifyCodeOfNumber } from '../verify/verify.service';

/** A payment as its receipt prints it: with its verification code. */
async function withVerifyCode<Payment extends { RECEIPT_NO: string }>(
  ctx: AppContext,
  kind: CollectionKind,
  payment: Payment | null,
): Promise<(Payment & { verify_code: string }) | null> {
  if (!payment) return null;
  const code = await verifyCodeOfNumber(ctx, kind, payment.RECEIPT_NO);
  return code === null ? null : { ...payment, verify_code: code };
}

/** `GET print/pastRecords{id}`: null for an unknown member. */
export async function pastRecords(ctx: AppContext, memberId: string): Promise<PastRecordsRow | null> {
  const member = await memberById(ctx, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  return {
    ...member,
    DEPENDENT_COUNT: await dependentCount(ctx, memberId),
    MEDICLAIM: await withVerifyCode(ctx, 'MEDICLAIM', await mediclaimReceiptRow(ctx.db, memberId, today)),
    SUBSCRIPTION: await withVerifyCode(ctx, 'MEMBERSHIP', await membershipReceiptRow(ctx.db, memberId, today)),
  };
}
