import type { BulkKind, BulkReceiptRow } from '@trust/contract/season';
import type { Selectable } from 'kysely';
import { type DbOrTrx, dialectOf, type Trx } from '../../db/connection';
import type { RenewalBatchTable } from '../../db/schema';

/**
 * A payroll list is read in bulk: a few queries per 500 members, never one per line, so a season's
 * list of thousands of lines is checked in seconds.
 */
const CHUNK = 500;

function chunksOf<T>(items: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const chunk of chunksOf([...new Set(items)])) rows.push(...(await read(chunk)));
  return rows;
}

/** What a line needs of its member: who it is, its family group (the mediclaim fee) and how it is found. */
export interface ListedMember {
  id_number: string;
  member_name: string;
  family_group: string;
  ticket_number: string;
  aadhaar_hash: string | null;
}

const LISTED_COLUMNS = ['id_number', 'member_name', 'family_group', 'ticket_number', 'aadhaar_hash'] as const;

/** Members on the register (removed ones are not) whose ID, plain ticket or Aadhaar hash is among those given. */
export function membersBy(
  db: DbOrTrx,
  column: 'id_number' | 'ticket_number' | 'aadhaar_hash',
  values: readonly string[],
): Promise<ListedMember[]> {
  return inChunks(values, (chunk) =>
    db
      .selectFrom('members')
      .select(LISTED_COLUMNS)
      .where(column, 'in', chunk)
      .where('archived_at', 'is', null)
      .orderBy('id_number')
      .execute(),
  );
}

/** A standing payment (neither reset nor bounced) as the checks of a line read it. */
export interface StandingPayment {
  id: number;
  member_id: string;
  issue_date: string;
  expiry_date: string;
  /** Mediclaim's group; '' for membership. */
  group_name: string;
}

/** Every standing payment of the members in a subscription's table, oldest issue first. */
export function standingPayments(
  db: DbOrTrx,
  kind: BulkKind,
  memberIds: readonly string[],
): Promise<StandingPayment[]> {
  return inChunks(memberIds, async (chunk) => {
    if (kind === 'MEDICLAIM') {
      return db
        .selectFrom('mediclaim_payments')
        .select(['id', 'member_id', 'issue_date', 'expiry_date', 'group_name'])
        .where('member_id', 'in', chunk)
        .where('reset_at', 'is', null)
        .where('bounced_at', 'is', null)
        .orderBy('issue_date')
        .orderBy('id')
        .execute();
    }
    const rows = await db
      .selectFrom('membership_payments')
      .select(['id', 'member_id', 'issue_date', 'expiry_date'])
      .where('member_id', 'in', chunk)
      .where('reset_at', 'is', null)
      .where('bounced_at', 'is', null)
      .orderBy('issue_date')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, group_name: '' }));
  });
}

/**
 * Holds the rows of the members a batch renews for the rest of its transaction, in the order of
 * their IDs so two batches sharing members wait for each other instead of deadlocking. SQLite runs
 * one transaction at a time already.
 */
export async function lockMembers(trx: Trx, memberIds: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const chunk of chunksOf([...new Set(memberIds)].sort())) {
    await trx
      .selectFrom('members')
      .select('id_number')
      .where('id_number', 'in', chunk)
      .orderBy('id_number')
      .forUpdate()
      .execute();
  }
}

export async function insertBatch(trx: Trx, batch: Omit<Selectable<RenewalBatchTable>, 'id'>): Promise<number> {
  const row = await trx.insertInto('renewal_batches').values(batch).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBatchReceipts(
  trx: Trx,
  batchId: number,
  receipts: readonly { line: number; receipt_no: string }[],
): Promise<void> {
  for (const chunk of chunksOf(receipts)) {
    await trx
      .insertInto('renewal_batch_receipts')
      .values(chunk.map((r) => ({ batch_id: batchId, line: r.line, receipt_no: r.receipt_no })))
      .execute();
  }
}

export function findBatch(db: DbOrTrx, id: number): Promise<Selectable<RenewalBatchTable> | undefined> {
  return db.selectFrom('renewal_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A receipt of a batch as stored: the row's key beside it, which its verification code names. */
export type StoredBatchReceipt = Omit<BulkReceiptRow, 'verify_code'> & { id: number };

/** A page of the receipts of a batch in line order, after a line, with the member's name as the register holds it (removed or not). */
export async function batchReceipts(
  db: DbOrTrx,
  batchId: number,
  kind: BulkKind,
  page: { afterLine: number; limit: number },
): Promise<StoredBatchReceipt[]> {
  const base = db
    .selectFrom('renewal_batch_receipts as r')
    .where('r.batch_id', '=', batchId)
    .where('r.line', '>', page.afterLine)
    .orderBy('r.line')
    .limit(page.limit)
    .select(['r.line', 'r.receipt_no']);
  if (kind === 'MEDICLAIM') {
    const rows = await base
      .innerJoin('mediclaim_payments as p', 'p.receipt_no', 'r.receipt_no')
      .innerJoin('members as m', 'm.id_number', 'p.member_id')
      .select([
        'p.id',
        'p.member_id',
        'm.member_name',
        'p.issue_date',
        'p.expiry_date',
        'p.mode_of_payment',
        'p.reference_number',
        'p.amount',
        'p.group_name',
      ])
      .execute();
    return rows.map(({ group_name, ...r }) => ({ ...r, book_fee: 0, group: group_name }));
  }
  const rows = await base
    .innerJoin('membership_payments as p', 'p.receipt_no', 'r.receipt_no')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'p.id',
      'p.member_id',
      'm.member_name',
      'p.issue_date',
      'p.expiry_date',
      'p.mode_of_payment',
      'p.amount',
      'p.book_fee',
    ])
    .execute();
  return rows.map((r) => ({ ...r, reference_number: '', group: '' }));
}
