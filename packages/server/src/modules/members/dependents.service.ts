import {
  type CreateDependentInput,
  type DependentRow,
  dependentMessages,
  type UpdateDependentInput,
} from '@trust/contract/dependent';
import type { PageQuery } from '@trust/contract/fields';
import { maxDependents } from '@trust/contract/member';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, lockMember } from '../../db/connection';
import { moneyRecordsOfDependent } from '../../db/money-records';
import { conflict, notFound } from '../../errors';
import { recordAudit, redactAuditLinesAboutDependent } from '../audit/audit.repository';
import { redactedRecord } from '../audit/personal-fields';
import {
  archiveDependent,
  countDependents,
  deleteDependent,
  dependentsOfMember,
  dependentsOfMembers,
  findDependent,
  findDependents,
  insertDependent,
  listDependents,
  toDependentRow,
  updateDependent,
} from './dependents.repository';
import { findMember } from './members.repository';

/** `GET dependent`: every dependent, or a page of them with how many there are in all. */
export async function dependentList(
  ctx: AppContext,
  page: PageQuery,
): Promise<{ rows: DependentRow[]; total?: number }> {
  const { rows, total } = await listDependents(ctx.db, page);
  return total === null ? { rows: rows.map(toDependentRow) } : { rows: rows.map(toDependentRow), total };
}

/** The dependents of the given members, by member and then oldest entry first. */
export async function dependentsOf(ctx: AppContext, memberIds: string[]): Promise<DependentRow[]> {
  return (await dependentsOfMembers(ctx.db, memberIds)).map(toDependentRow);
}

/** One member's dependents, oldest entry first; none for an unknown member. */
export async function memberDependents(ctx: AppContext, memberId: string): Promise<DependentRow[]> {
  return (await dependentsOfMember(ctx.db, memberId)).map(toDependentRow);
}

export function dependentCount(ctx: AppContext, memberId: string): Promise<number> {
  return countDependents(ctx.db, memberId);
}

/** The ID of the member a dependent belongs to; undefined for an unknown or removed dependent. */
export async function memberOfDependent(db: DbOrTrx, no: number): Promise<string | undefined> {
  const [dependent] = await findDependents(db, { memberId: null, no });
  return dependent?.member_id;
}

/**
 * `GET dependent/{a}/{b}`: by member ID, by dependent NO, or both ('null' or empty for neither);
 * none when neither is given or the NO is not a number.
 */
export async function findDependentRows(
  ctx: AppContext,
  memberId: string | null,
  no: string | null,
): Promise<DependentRow[]> {
  const wanted = no === null ? null : Number(no);
  // A NO past the column's range (a twelve-digit number typed in) names no dependent.
  const possible = wanted === null || (Number.isSafeInteger(wanted) && wanted >= 1 && wanted <= 2_147_483_647);
  if ((memberId === null && wanted === null) || !possible) return [];
  return (await findDependents(ctx.db, { memberId, no: wanted })).map(toDependentRow);
}

/**
 * Adds a dependent within the family group's limit. The member's row is locked first, so two adds
 * racing at the limit are counted one after the other and only the allowed number lands.
 */
export async function addDependent(ctx: AppContext, input: CreateDependentInput, by: SignedInUser): Promise<number> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, input.id))) throw notFound(dependentMessages.memberInvalid);
    const member = await findMember(trx, input.id);
    const count = await countDependents(trx, input.id);
    if (count >= maxDependents(member?.family_group)) throw conflict(dependentMessages.limitReached);
    const dependent = await insertDependent(trx, input, { by: by.email, at });
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'CREATE',
        entity: 'dependent',
        entityId: dependent.no,
        memberId: input.id,
        after: dependent,
      },
      at,
    );
    return dependent.no;
  });
}

export async function changeDependent(
  ctx: AppContext,
  no: number,
  input: UpdateDependentInput,
  by: SignedInUser,
): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = await findDependent(trx, no);
    if (!before) throw notFound(dependentMessages.noDependent);
    const after = await updateDependent(trx, no, input, at);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'UPDATE',
        entity: 'dependent',
        entityId: no,
        memberId: before.member_id,
        before,
        after,
      },
      at,
    );
  });
}

/**
 * Removes a dependent for the reason given: one with GPAIS records is archived (its records keep
 * naming it in every list and report), one without is erased, with its personal fields blanked in
 * every audit line about it (the DELETE line says how many). Its member is locked first, so no
 * GPAIS record lands between the look at its records and the erase.
 */
export async function removeDependent(
  ctx: AppContext,
  no: number,
  reason: string,
  by: SignedInUser,
): Promise<'ARCHIVED' | 'ERASED'> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const found = await findDependent(trx, no);
    if (!found || !(await lockMember(trx, found.member_id))) throw notFound(dependentMessages.noDependent);
    const before = await findDependent(trx, no);
    if (!before) throw notFound(dependentMessages.noDependent);
    const receipts = await moneyRecordsOfDependent(trx, no);
    const line = { actor: by.email, entity: 'dependent', entityId: no, memberId: before.member_id };
    if (receipts.length === 0) {
      await deleteDependent(trx, no);
      const auditLinesRedacted = await redactAuditLinesAboutDependent(trx, before.member_id, no);
      await recordAudit(
        trx,
        {
          ...line,
          action: 'DELETE',
          before: redactedRecord({ ...before, reason }).record,
          after: { audit_lines_redacted: auditLinesRedacted },
        },
        at,
      );
      return 'ERASED';
    }
    const archived = await archiveDependent(trx, no, { at: at.toISOString(), by: by.name, reason });
    await recordAudit(trx, { ...line, action: 'ARCHIVE', before, after: { dependent: archived, receipts } }, at);
    return 'ARCHIVED';
  });
}
