import { setImmediate as nextTurn } from 'node:timers/promises';
import { aadhaarDigits } from '@trust/contract/aadhaar';
import { cashbookMessages } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import type { MediclaimRenewalInput } from '@trust/contract/mediclaim';
import type { RenewalPeriod } from '@trust/contract/renewal';
import {
  type BulkBatch,
  type BulkKind,
  type BulkPreview,
  type BulkReceiptRow,
  type BulkRenewalInput,
  bulkMessages,
} from '@trust/contract/season';
import type { MembershipRenewalInput } from '@trust/contract/subscription';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import { badRequest, conflict, HttpError } from '../../errors';
import { type AadhaarLookup, lookUpAadhaar } from '../aadhaar-lookups/aadhaar-lookups.service';
import { recordAudit } from '../audit/audit.repository';
import { isDayClosed, refuseClosedDay } from '../cashbook/day-lock.service';
import { MEDICLAIM } from '../mediclaim/mediclaim.service';
import { renewWithin } from '../payments/payments.service';
import { checkedRenewalPeriod } from '../payments/renewal-period';
import { MEMBERSHIP } from '../subscription/subscription.service';
import { verifyCodeOf } from '../verify/verify.service';
import { type CheckedLine, checkLines, type FindByAadhaar, matchLines, readLines } from './bulk-check.service';
import {
  batchReceipts,
  findBatch,
  insertBatch,
  insertBatchReceipts,
  type ListedMember,
  lockMembers,
  membersBy,
} from './bulk-renewal.repository';

/**
 * Renewing a payroll office's list: a preview that checks every line and writes nothing, and the
 * confirmation that renews every line in one transaction, each as a single renewal is, or none.
 */

/** Lines renewed between two turns of the event loop. */
const RENEWALS_PER_TURN = 10;

const EXPIRY: Record<BulkKind, (issueDate: string) => string> = {
  MEMBERSHIP: MEMBERSHIP.defaultExpiry,
  MEDICLAIM: MEDICLAIM.defaultExpiry,
};

/** A list as the routes take it: every line still to be read by `bulkLineInput` (`readLines`). */
export type BulkListRequest = Omit<BulkRenewalInput, 'lines'> & { lines: unknown[] };

/** The period every line pays for: the issue date given (or today) to the kind's expiry, as a renewal without dates. */
function batchPeriod(input: BulkRenewalInput, today: string): RenewalPeriod {
  return checkedRenewalPeriod(
    '',
    { id_number: '', issue_date: input.issue_date, expiry_date: '' },
    today,
    EXPIRY[input.kind],
  );
}

/** What a line adds to the takings: membership counts the book fee with the amount, as the collection report does. */
function lineTotal(line: CheckedLine): number {
  return (line.preview.amount ?? 0) + line.preview.book_fee;
}

/**
 * The lines' Aadhaar numbers found through the audited, counted lookup: a list with too many numbers
 * that find nobody is refused whole (429), saying nothing of which were found.
 */
function countedLookup(ctx: AppContext, by: SignedInUser, lookup: AadhaarLookup): FindByAadhaar {
  return async (hashes) => {
    let members: ListedMember[] = [];
    await lookUpAadhaar(ctx, by, lookup, hashes, async (tried) => {
      members = await membersBy(ctx.db, 'aadhaar_hash', tried);
      return new Set(members.flatMap((m) => (m.aadhaar_hash ? [m.aadhaar_hash] : [])));
    });
    return members;
  };
}

/** `POST renewals/bulk/preview`: every line checked; nothing is written and no receipt number is used. */
export async function previewBulk(ctx: AppContext, list: BulkListRequest, by: SignedInUser): Promise<BulkPreview> {
  const input = { ...list, lines: await readLines(list.lines) };
  const today = todayInIndia(ctx.now());
  const period = batchPeriod(input, today);
  if (await isDayClosed(ctx.db, period.issueDate)) throw conflict(cashbookMessages.dayClosed);
  const lookup = countedLookup(ctx, by, 'bulk preview');
  const checked = await checkLines(ctx.db, ctx.config.dataKey, input.kind, input.lines, period, today, lookup);
  const ready = checked.filter((c) => c.input);
  return {
    kind: input.kind,
    issue_date: period.issueDate,
    lines: checked.map((c) => c.preview),
    ready: ready.length,
    total: ready.reduce((sum, c) => sum + lineTotal(c), 0),
  };
}

/**
 * `POST renewals/bulk`: the lines the staff accepted, checked again under the members' locks; one
 * problem refuses the whole batch (409, every problem at its line's column). Otherwise each line is
 * renewed in line order by the single renewal's steps, so receipts are gapless in line order, and the
 * batch is kept with its receipts and one audit line of its own.
 */
export async function renewBulk(ctx: AppContext, list: BulkListRequest, by: SignedInUser): Promise<BulkBatch> {
  const input = { ...list, lines: await readLines(list.lines) };
  if (input.lines.length === 0)
    throw badRequest(bulkMessages.noLines, [{ path: 'lines', message: bulkMessages.noLines }]);
  const numbers = new Set(input.lines.map((l) => l.line));
  if (numbers.size !== input.lines.length) {
    const message = 'Each line of the list must keep its own line number';
    throw badRequest(message, [{ path: 'lines', message }]);
  }
  const now = ctx.now();
  const today = todayInIndia(now);
  const period = batchPeriod(input, today);
  const lines = [...input.lines].sort((a, b) => a.line - b.line);
  // The lookup by Aadhaar number is counted and audited in its own transaction, so a list refused
  // for its misses still counts them; the renewal's transaction then reads the same numbers again.
  if (lines.some((l) => aadhaarDigits(l.member.trim()))) {
    await matchLines(ctx.db, ctx.config.dataKey, lines, countedLookup(ctx, by, 'bulk renewal'));
  }

  const id = await inTransaction(ctx.db, async (trx) => {
    await refuseClosedDay(trx, [period.issueDate]);
    const matches = await matchLines(trx, ctx.config.dataKey, lines);
    await lockMembers(
      trx,
      matches.flatMap((m) => ('member' in m ? [m.member.id_number] : [])),
    );
    const checked = await checkLines(trx, ctx.config.dataKey, input.kind, lines, period, today);
    refuseProblems(input, checked);

    const receipts: { line: number; receipt_no: string }[] = [];
    for (const { preview, input: body } of checked) {
      // The event loop is handed back now and then, so requests that need no write lock are answered meanwhile.
      if (receipts.length % RENEWALS_PER_TURN === RENEWALS_PER_TURN - 1) await nextTurn();
      const memberId = preview.member_id as string;
      const receipt =
        input.kind === 'MEMBERSHIP'
          ? await renewWithin(trx, MEMBERSHIP, memberId, body as MembershipRenewalInput, period, by, now, ctx.config)
          : await renewWithin(trx, MEDICLAIM, memberId, body as MediclaimRenewalInput, period, by, now, ctx.config);
      receipts.push({ line: preview.line, receipt_no: receipt.receipt_no });
    }
    const total = checked.reduce((sum, c) => sum + lineTotal(c), 0);
    const batch = {
      kind: input.kind,
      issue_date: period.issueDate,
      count: receipts.length,
      total,
      created_by: by.email,
      created_at: now.toISOString(),
    };
    const id = await insertBatch(trx, batch);
    await insertBatchReceipts(trx, id, receipts);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'BULK_RENEWAL',
        entity: 'renewal_batch',
        entityId: id,
        after: {
          kind: batch.kind,
          issue_date: batch.issue_date,
          count: batch.count,
          total,
          receipt_numbers: `${receipts[0]?.receipt_no}..${receipts.at(-1)?.receipt_no}`,
        },
      },
      now,
    );
    return id;
  });
  // Read once committed, so the writer is not held while 10,000 receipts are read back.
  return (await batchAnswer(ctx, id)) as BulkBatch;
}

/** One problem anywhere refuses the batch; the message names the first, `issues` all of them. */
function refuseProblems(input: BulkRenewalInput, checked: readonly CheckedLine[]): void {
  const indexOf = new Map(input.lines.map((l, index) => [l.line, index]));
  const issues = checked.flatMap(({ preview }) =>
    preview.problems.map((p) => {
      const at = `lines.${indexOf.get(preview.line)}`;
      return { path: p.column ? `${at}.${p.column}` : at, message: p.message, line: preview.line };
    }),
  );
  const [first] = issues;
  if (!first) return;
  throw new HttpError(409, `Line ${first.line}: ${first.message}`, {
    issues: issues.map(({ path, message }) => ({ path, message })),
  });
}

/** A batch with its receipts in line order, or null. */
export async function batchAnswer(ctx: AppContext, id: number): Promise<BulkBatch | null> {
  const batch = await findBatch(ctx.db, id);
  if (!batch) return null;
  return {
    id: batch.id,
    kind: batch.kind,
    created_by: batch.created_by,
    created_at: batch.created_at,
    count: batch.count,
    total: batch.total,
    receipts: await allReceipts(ctx, batch.id, batch.kind),
  };
}

/** Receipts read back per page, the event loop handed back between pages. */
const RECEIPTS_PER_PAGE = 1_000;

async function allReceipts(ctx: AppContext, batchId: number, kind: BulkKind): Promise<BulkReceiptRow[]> {
  const receipts: BulkReceiptRow[] = [];
  for (;;) {
    const afterLine = receipts.at(-1)?.line ?? 0;
    const page = await batchReceipts(ctx.db, batchId, kind, { afterLine, limit: RECEIPTS_PER_PAGE });
    for (const { id, ...receipt } of page) {
      receipts.push({ ...receipt, verify_code: verifyCodeOf(ctx, { kind, id, receiptNo: receipt.receipt_no }) });
    }
    if (page.length < RECEIPTS_PER_PAGE) return receipts;
    await nextTurn();
  }
}

/** `GET renewals/bulk/{id}`: null for an unknown batch. */
export function bulkBatch(ctx: AppContext, id: number): Promise<BulkBatch | null> {
  return batchAnswer(ctx, id);
}
