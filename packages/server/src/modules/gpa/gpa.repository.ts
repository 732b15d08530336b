import type { RecordStatus } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import type { GpaDependentRecordRow, GpaRecordRow } from '@trust/contract/gpa';
import { type Insertable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { DatedBatch } from '../../db/dated-batch';
import type { VoidFate } from '../../db/receipt-kinds';
import type { GpaDependentRecordTable, GpaRecordTable } from '../../db/schema';

const RECORD_COLUMNS = [
  'g.id',
  'g.member_id',
  'g.receipt_no',
  'g.date',
  'g.nominee_name',
  'g.nominee_relation',
  'g.nominee_dob',
  'g.nominee_guardian',
  'g.risk_group',
  'g.sa_amount',
  'g.premium_amount',
  'm.member_name as MEMBER_NAME',
  'm.date_of_birth as DATE_OF_BIRTH',
  'm.sex as SEX',
  'm.job_profile as JOB_PROFILE',
  'm.annual_income as ANNUAL_INCOME',
  'm.icard_no as ICARD_NO',
  // A bounce is kept in its own columns; the row shows it as the record's status.
  sql<RecordStatus>`case when g.bounced_at is not null then 'BOUNCED' else g.status end`.as('STATUS'),
  'g.void_reason as VOID_REASON',
  'g.voided_by as VOIDED_BY',
  'g.voided_at as VOIDED_AT',
  'g.bounce_date as BOUNCE_DATE',
  'g.bounce_reason as BOUNCE_REASON',
  'g.bounced_by as BOUNCED_BY',
  'g.bounced_at as BOUNCED_AT',
] as const;

/** A member's GPAIS records with the member's details, which the lists and receipts show. */
function memberRecords(db: DbOrTrx) {
  return db
    .selectFrom('gpa_records as g')
    .innerJoin('members as m', 'm.id_number', 'g.member_id')
    .select(RECORD_COLUMNS);
}

/** Dependents' GPAIS records, with the dependent's name, birth date, sex and relation as well. */
function dependentRecords(db: DbOrTrx) {
  return db
    .selectFrom('gpa_dependent_records as g')
    .innerJoin('members as m', 'm.id_number', 'g.member_id')
    .innerJoin('dependents as d', 'd.no', 'g.dependent_id')
    .select(RECORD_COLUMNS)
    .select([
      'g.dependent_id',
      'd.dependent_name as DEPENDENT_NAME',
      'd.dob as DOB',
      'd.sex as DEPENDENT_SEX',
      'd.relation as RELATION',
    ]);
}

/** The PAID records `g` of one batch or page of the range, by date then id (`DatedBatch`). */
function paidInBatch(range: DateRange, batch: DatedBatch) {
  const { after } = batch;
  return sql<boolean>`g.status = 'PAID' and g.bounced_at is null
    and g.date >= ${after?.date ?? range.fromDate} and g.date <= ${range.toDate}
    ${after ? sql`and (g.date, g.id) > (${after.date}, ${after.id})` : sql``}`;
}

export function gpaRecordsOfMember(db: DbOrTrx, memberId: string): Promise<GpaRecordRow[]> {
  return memberRecords(db)
    .where('g.member_id', '=', memberId)
    .orderBy('g.date', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** The PAID records of the range, bounced cheques left out: what the GPAIS report lists and totals, a batch or page at a time. */
export function gpaRecordsBetween(db: DbOrTrx, range: DateRange, batch: DatedBatch): Promise<GpaRecordRow[]> {
  return memberRecords(db)
    .where(paidInBatch(range, batch))
    .orderBy('g.date')
    .orderBy('g.id')
    .limit(batch.limit)
    .$if(batch.offset !== undefined, (q) => q.offset(batch.offset ?? 0))
    .execute();
}

export function findGpaRecord(db: DbOrTrx, id: number): Promise<GpaRecordRow | undefined> {
  return memberRecords(db).where('g.id', '=', id).executeTakeFirst();
}

export function dependentGpaRecordsOfMember(db: DbOrTrx, memberId: string): Promise<GpaDependentRecordRow[]> {
  return dependentRecords(db)
    .where('g.member_id', '=', memberId)
    .orderBy('g.date', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** The PAID records of the range, bounced cheques left out: what the dependent GPAIS report lists and totals, a batch or page at a time. */
export function dependentGpaRecordsBetween(
  db: DbOrTrx,
  range: DateRange,
  batch: DatedBatch,
): Promise<GpaDependentRecordRow[]> {
  return dependentRecords(db)
    .where(paidInBatch(range, batch))
    .orderBy('g.date')
    .orderBy('g.id')
    .limit(batch.limit)
    .$if(batch.offset !== undefined, (q) => q.offset(batch.offset ?? 0))
    .execute();
}

export function findDependentGpaRecord(db: DbOrTrx, id: number): Promise<GpaDependentRecordRow | undefined> {
  return dependentRecords(db).where('g.id', '=', id).executeTakeFirst();
}

export async function insertGpaRecord(trx: Trx, record: Omit<Insertable<GpaRecordTable>, 'id'>): Promise<number> {
  const row = await trx.insertInto('gpa_records').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDependentGpaRecord(
  trx: Trx,
  record: Omit<Insertable<GpaDependentRecordTable>, 'id'>,
): Promise<number> {
  const row = await trx.insertInto('gpa_dependent_records').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a PAID record VOID; false when it was void or bounced already (a void or bounce that raced this one). */
export async function markGpaRecordVoid(
  trx: Trx,
  table: 'gpa_records' | 'gpa_dependent_records',
  id: number,
  fate: VoidFate,
): Promise<boolean> {
  const result = await trx
    .updateTable(table)
    .set({ status: 'VOID', void_reason: fate.reason, voided_by: fate.by, voided_at: fate.at })
    .where('id', '=', id)
    .where('status', '=', 'PAID')
    .where('bounced_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
