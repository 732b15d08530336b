import type { ReceiptAnswer } from '@trust/contract/answers';
import { booksMessages } from '@trust/contract/books';
import { todayInIndia } from '@trust/contract/dates';
import type { DependentRow } from '@trust/contract/dependent';
import type { DateRange } from '@trust/contract/fields';
import {
  type GpaDependentInput,
  type GpaDependentRecordRow,
  type GpaDependentRecordToPrint,
  type GpaInput,
  type GpaMemberRow,
  type GpaRecordRow,
  type GpaRecordToPrint,
  gpaMessages,
} from '@trust/contract/gpa';
import { miscMessages } from '@trust/contract/misc';
import { GPA_SUM_COLUMNS } from '@trust/contract/range-report-lines';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import type { ReportPage } from '@trust/contract/report-page';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember, type Trx } from '../../db/connection';
import type { DatedBatch } from '../../db/dated-batch';
import { nextReceiptNumber } from '../../db/receipt-numbers';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { refuseClosedDay } from '../cashbook/day-lock.service';
import { memberDependents, memberOfDependent } from '../members/dependents.service';
import { memberOnRegister } from '../members/members.service';
import { membershipStatus } from '../payments/payments.service';
import { datedBatches, datedReportPage, type PageWanted } from '../reports/report-pages.service';
import { verifyCodeOf } from '../verify/verify.service';
import {
  dependentGpaRecordsBetween,
  dependentGpaRecordsOfMember,
  findDependentGpaRecord,
  findGpaRecord,
  gpaRecordsBetween,
  gpaRecordsOfMember,
  insertDependentGpaRecord,
  insertGpaRecord,
  markGpaRecordVoid,
} from './gpa.repository';

/** A member's GPAIS records, newest first. */
export async function memberGpaRecords(ctx: AppContext, memberId: string): Promise<GpaRecordToPrint[]> {
  const records = await gpaRecordsOfMember(ctx.db, memberId);
  return records.map((r) => ({
    ...r,
    verify_code: verifyCodeOf(ctx, { kind: 'GPAIS', id: r.id, receiptNo: r.receipt_no }),
  }));
}

/** The GPAIS report's PAID records of the range, a batch at a time (its CSV and whole JSON). */
export function gpaReportBatches(ctx: AppContext, range: DateRange): AsyncGenerator<GpaRecordRow[]> {
  return datedBatches((batch) => gpaRecordsBetween(ctx.db, range, batch));
}

/** A page of the GPAIS report, SA and premium summed over the whole range. */
export function gpaReportPage(ctx: AppContext, range: DateRange, page: PageWanted): Promise<ReportPage<GpaRecordRow>> {
  return datedReportPage(
    ctx,
    range,
    'GPAIS',
    (batch) => gpaRecordsBetween(ctx.db, range, batch),
    page,
    GPA_SUM_COLUMNS,
  );
}

/** The GPAIS records of a member's dependents, newest first. */
export async function memberDependentGpaRecords(
  ctx: AppContext,
  memberId: string,
): Promise<GpaDependentRecordToPrint[]> {
  const records = await dependentGpaRecordsOfMember(ctx.db, memberId);
  return records.map((r) => ({
    ...r,
    verify_code: verifyCodeOf(ctx, { kind: 'GPAIS DEPENDENT', id: r.id, receiptNo: r.receipt_no }),
  }));
}

/** The dependent GPAIS report's PAID records of the range, a batch at a time (its CSV and whole JSON). */
export function dependentGpaReportBatches(ctx: AppContext, range: DateRange): AsyncGenerator<GpaDependentRecordRow[]> {
  return datedBatches((batch) => dependentGpaRecordsBetween(ctx.db, range, batch));
}

/** A page of the dependent GPAIS report, SA and premium summed over the whole range. */
export function dependentGpaReportPage(
  ctx: AppContext,
  range: DateRange,
  page: PageWanted,
): Promise<ReportPage<GpaDependentRecordRow>> {
  const read = (batch: DatedBatch) => dependentGpaRecordsBetween(ctx.db, range, batch);
  return datedReportPage(ctx, range, 'GPAIS DEPENDENT', read, page, GPA_SUM_COLUMNS);
}

/** The dependents the dependent GPAIS form offers. */
export async function gpaDependents(ctx: AppContext, memberId: string): Promise<DependentRow[]> {
  return memberDependents(ctx, memberId);
}

/** The member as the GPAIS form shows it, with the membership status (shown, never blocking). */
export async function gpaMember(ctx: AppContext, memberId: string): Promise<GpaMemberRow | null> {
  const member = await memberOnRegister(ctx.db, memberId);
  if (!member) return null;
  return {
    ID_NUMBER: member.id_number,
    MEMBER_NAME: member.member_name,
    DATE_OF_BIRTH: member.date_of_birth,
    SEX: member.sex,
    JOB_PROFILE: member.job_profile,
    ANNUAL_INCOME: member.annual_income,
    ICARD_NO: member.icard_no,
    STATUS: await membershipStatus(ctx.db, memberId, todayInIndia(ctx.now())),
  };
}

function recordColumns(input: GpaInput, date: string, receiptNo: string, by: string, at: Date) {
  return {
    member_id: input.member_id,
    receipt_no: receiptNo,
    date,
    nominee_name: input.nominee_name,
    nominee_relation: input.nominee_relation,
    nominee_dob: input.nominee_dob,
    nominee_guardian: input.nominee_guardian,
    risk_group: input.risk_group,
    sa_amount: input.sa_amount,
    premium_amount: input.premium_amount,
    created_by: by,
    created_at: at.toISOString(),
  };
}

export async function addGpaRecord(ctx: AppContext, input: GpaInput, by: SignedInUser): Promise<ReceiptAnswer> {
  const at = ctx.now();
  const date = input.date || todayInIndia(at);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, input.member_id))) throw notFound(miscMessages.memberNotFound);
    await refuseClosedDay(trx, [date]);
    const receiptNo = await nextReceiptNumber(trx, RECEIPT_TYPES.gpa, date);
    const record = recordColumns(input, date, receiptNo, by.email, at);
    const id = await insertGpaRecord(trx, record);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'CREATE',
        entity: 'gpa_record',
        entityId: id,
        memberId: input.member_id,
        after: { id, ...record },
      },
      at,
    );
    return { id, receipt_no: receiptNo };
  });
}

/** A dependent's GPAIS record, only for a dependent of that member. */
export async function addDependentGpaRecord(
  ctx: AppContext,
  input: GpaDependentInput,
  by: SignedInUser,
): Promise<ReceiptAnswer> {
  const at = ctx.now();
  const date = input.date || todayInIndia(at);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, input.member_id))) throw notFound(miscMessages.memberNotFound);
    const memberId = await memberOfDependent(trx, input.dependent_id);
    if (memberId === undefined) throw notFound(gpaMessages.dependentNotFound);
    if (memberId !== input.member_id) {
      throw badRequest(gpaMessages.dependentNotOfMember, [
        { path: 'dependent_id', message: gpaMessages.dependentNotOfMember },
      ]);
    }
    await refuseClosedDay(trx, [date]);
    const receiptNo = await nextReceiptNumber(trx, RECEIPT_TYPES.gpaDependent, date);
    const record = { ...recordColumns(input, date, receiptNo, by.email, at), dependent_id: input.dependent_id };
    const id = await insertDependentGpaRecord(trx, record);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'CREATE',
        entity: 'gpa_dependent_record',
        entityId: id,
        memberId: input.member_id,
        after: { id, ...record },
      },
      at,
    );
    return { id, receipt_no: receiptNo };
  });
}

/**
 * `DELETE gpa/{id}` and `DELETE gpa-dependent/{id}`: the record is voided, never removed. It keeps
 * its receipt number and stays listed, marked VOID with the reason, the user's name and the time.
 */
async function voidRecord(
  ctx: AppContext,
  kind: { table: 'gpa_records' | 'gpa_dependent_records'; entity: string },
  find: (trx: Trx, id: number) => Promise<GpaRecordRow | undefined>,
  id: number,
  reason: string,
  by: SignedInUser,
): Promise<void> {
  const at = ctx.now();
  const fate = { reason, by: by.name, at: at.toISOString() };
  await inTransaction(ctx.db, async (trx) => {
    const before = await find(trx, id);
    if (!before) throw notFound(gpaMessages.recordNotFound);
    if (before.STATUS === 'BOUNCED') throw conflict(booksMessages.bouncedNotVoided);
    await refuseClosedDay(trx, [before.date]);
    if (!(await markGpaRecordVoid(trx, kind.table, id, fate))) throw conflict(booksMessages.alreadyVoid);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'VOID',
        entity: kind.entity,
        entityId: id,
        memberId: before.member_id,
        before,
        after: { ...before, STATUS: 'VOID', VOID_REASON: fate.reason, VOIDED_BY: fate.by, VOIDED_AT: fate.at },
      },
      at,
    );
  });
}

export function voidGpaRecord(ctx: AppContext, id: number, reason: string, by: SignedInUser): Promise<void> {
  return voidRecord(ctx, { table: 'gpa_records', entity: 'gpa_record' }, findGpaRecord, id, reason, by);
}

export function voidDependentGpaRecord(ctx: AppContext, id: number, reason: string, by: SignedInUser): Promise<void> {
  return voidRecord(
    ctx,
    { table: 'gpa_dependent_records', entity: 'gpa_dependent_record' },
    findDependentGpaRecord,
    id,
    reason,
    by,
  );
}
