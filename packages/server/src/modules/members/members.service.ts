import { aadhaarDigits, aadhaarMessages, MASKED_AADHAAR } from '@trust/contract/aadhaar';
import { booksMessages, reasonGiven } from '@trust/contract/books';
import { todayInIndia } from '@trust/contract/dates';
import type { PageQuery } from '@trust/contract/fields';
import {
  type CreateMemberInput,
  type DepartmentRow,
  type MemberRow,
  maxDependents,
  memberMessages,
  type UpdateMemberInput,
} from '@trust/contract/member';
import { type MemberListPage, type MemberListQuery, memberListMessages } from '@trust/contract/member-list';
import type { AppContext, SignedInUser } from '../../context';
import { aadhaarVault, type VaultColumns, vaultColumns } from '../../db/aadhaar-vault';
import { type DbOrTrx, inTransaction, isUniqueViolation, lockMember, type Trx } from '../../db/connection';
import { moneyRecordsOfMember } from '../../db/money-records';
import { badRequest, conflict, notFound } from '../../errors';
import { type AadhaarLookup, lookUpAadhaar, mayLookUpAadhaar } from '../aadhaar-lookups/aadhaar-lookups.service';
import { recordAudit, redactAuditLinesAboutMember } from '../audit/audit.repository';
import { redactedRecord } from '../audit/personal-fields';
import {
  archiveDependentsOf,
  countDependents,
  dependentsOfMember,
  unarchiveDependentsOf,
} from './dependents.repository';
import {
  archiveMember,
  countMembers,
  deleteMember,
  findMember,
  findMemberEvenRemoved,
  findMemberRow,
  hasListPlace,
  insertMember,
  listDepartments,
  listMembers,
  listMembersFrom,
  registeredAadhaarHashes,
  type StoredMember,
  searchMembers,
  toMemberRow,
  unarchiveMember,
  updateMember,
} from './members.repository';

const today = (ctx: AppContext) => todayInIndia(ctx.now());

/** `GET master/{id}`: null for an unknown member. */
export async function memberById(ctx: AppContext, id: string): Promise<MemberRow | null> {
  const member = await findMemberRow(ctx.db, id);
  return member ? toMemberRow(member, today(ctx)) : null;
}

/** The member's stored row while it is on the register (what the GPAIS form shows of it). */
export function memberOnRegister(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return findMember(db, id);
}

/** The member's stored row, on the register or removed (a personal-data export, a restore). */
export function storedMember(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return findMemberEvenRemoved(db, id);
}

/**
 * A removed member and the dependents archived with it back on the register, as they are now;
 * the caller holds the member's lock and writes the audit line.
 */
export async function returnToRegister(trx: Trx, id: string) {
  const dependents = await unarchiveDependentsOf(trx, id);
  const member = await unarchiveMember(trx, id);
  return { member, dependents };
}

/**
 * `GET members`: the Member List screen's page after or before a member (its first page without
 * either), with whether the list goes on each way. A page that started from a member since erased
 * cannot be placed: 409, so the screen starts again from the first page.
 */
export async function memberListPage(
  ctx: AppContext,
  query: MemberListQuery,
  by: SignedInUser,
): Promise<MemberListPage> {
  const q = query.q || undefined;
  const aadhaarHash = await aadhaarHashOf(ctx, q, by, 'member list');
  const { after, before } = query;
  const { rows, beyond } = await listMembersFrom(ctx.db, { q, aadhaarHash, limit: query.limit, after, before });
  const from = after ?? before;
  if (rows.length === 0 && from !== undefined && !(await hasListPlace(ctx.db, from))) {
    throw conflict(memberListMessages.goneMember);
  }
  return {
    data: rows,
    more: before !== undefined || beyond,
    earlier: before !== undefined ? beyond : after !== undefined,
  };
}

/** `GET members/count`: how many members the list holds, or how many its filter matches. */
export async function memberListCount(
  ctx: AppContext,
  q: string | undefined,
  by: SignedInUser,
): Promise<{ total: number }> {
  const filter = q || undefined;
  return { total: await countMembers(ctx.db, filter, await aadhaarHashOf(ctx, filter, by, 'member count')) };
}

/**
 * An Aadhaar number typed in full finds its member by the keyed hash (the list holds only masked
 * ones): for STAFF and ADMIN only, audited and counted (aadhaar-lookups). A VIEWER's 12 digits are
 * searched as any other text, so they find members by ID or mobile but nobody by Aadhaar number.
 */
async function aadhaarHashOf(
  ctx: AppContext,
  q: string | undefined,
  by: SignedInUser,
  lookup: AadhaarLookup,
): Promise<string | undefined> {
  const digits = q ? aadhaarDigits(q) : null;
  if (!digits || !mayLookUpAadhaar(by)) return undefined;
  const hash = aadhaarVault(ctx.config.dataKey).hash(digits);
  await lookUpAadhaar(ctx, by, lookup, [hash], (hashes) => registeredAadhaarHashes(ctx.db, hashes));
  return hash;
}

/**
 * `GET master`: the whole list in name order, or a page of it (limit, offset) and the filter's
 * matches (q) with how many there are in all.
 */
export async function memberList(
  ctx: AppContext,
  page: PageQuery,
  by: SignedInUser,
): Promise<{ rows: MemberRow[]; total?: number }> {
  const q = page.q || undefined;
  const on = today(ctx);
  const aadhaarHash = await aadhaarHashOf(ctx, q, by, 'member list');
  const rows = (await listMembers(ctx.db, { ...page, q, aadhaarHash })).map((m) => toMemberRow(m, on));
  if (page.limit === undefined && page.offset === undefined && page.q === undefined) return { rows };
  return { rows, total: page.limit === undefined ? rows.length : await countMembers(ctx.db, q, aadhaarHash) };
}

/** `GET master/{a}/{b}/{c}`: members whose ID is a, or ticket number (or full Aadhaar number) b, or mobile c. */
export async function memberSearch(
  ctx: AppContext,
  id: string,
  ticket: string,
  mobile: string,
  by: SignedInUser,
): Promise<MemberRow[]> {
  const on = today(ctx);
  const aadhaarHash = await aadhaarHashOf(ctx, ticket, by, 'member search');
  const byTicket = aadhaarHash ? { aadhaarHash } : { plain: ticket };
  return (await searchMembers(ctx.db, id, byTicket, mobile)).map((m) => toMemberRow(m, on));
}

/**
 * What the ticket field stores: an Aadhaar number goes into the vault, leaving its masked form; any
 * other ticket is stored as typed, with no vault columns.
 */
export function ticketColumns(ctx: AppContext, ticket: string): VaultColumns {
  const digits = aadhaarDigits(ticket);
  if (digits) return vaultColumns(aadhaarVault(ctx.config.dataKey), digits);
  return { ticket_number: ticket, aadhaar_cipher: null, aadhaar_hash: null };
}

/** As `ticketColumns`, but the masked number sent back by a form left alone keeps the stored one (null). */
function changedTicketColumns(
  ctx: AppContext,
  ticket: string,
  stored: { ticket_number: string; aadhaar_cipher: string | null } | undefined,
): VaultColumns | null {
  if (stored?.aadhaar_cipher && MASKED_AADHAAR.test(ticket) && ticket === stored.ticket_number) return null;
  return ticketColumns(ctx, ticket);
}

/**
 * `GET master/{id}/aadhaar` (STAFF and ADMIN): the member's Aadhaar number in full, opened from the
 * vault; each reveal is a line of the audit trail (who and when, never the number).
 */
export async function revealAadhaar(ctx: AppContext, id: string, by: SignedInUser): Promise<string> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const member = await findMember(trx, id);
    if (!member) throw notFound(memberMessages.memberNotFound);
    if (!member.aadhaar_cipher) throw notFound(aadhaarMessages.notAadhaar);
    const digits = aadhaarVault(ctx.config.dataKey).decrypt(member.aadhaar_cipher);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'REVEAL',
        entity: 'member',
        entityId: id,
        memberId: id,
        after: { ticket_number: member.ticket_number },
      },
      at,
    );
    return digits;
  });
}

export async function departments(ctx: AppContext): Promise<DepartmentRow[]> {
  return (await listDepartments(ctx.db)).map((name) => ({ DEPARTMENT: name }));
}

export async function createMember(ctx: AppContext, input: CreateMemberInput, by: SignedInUser): Promise<string> {
  const at = ctx.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // A removed member keeps its row and key: its ID is restored, never registered again.
      const stored = await findMemberEvenRemoved(trx, input.id_number);
      if (stored?.archived_at) throw conflict(booksMessages.removedMemberId(input.id_number));
      if (stored) throw conflict(memberMessages.exists(input.id_number));
      const member = await insertMember(trx, input, ticketColumns(ctx, input.ticket_number), {
        by: by.email,
        at,
        today: todayInIndia(at),
      });
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'CREATE',
          entity: 'member',
          entityId: member.id_number,
          memberId: member.id_number,
          after: member,
        },
        at,
      );
      return member.id_number;
    });
  } catch (error) {
    // Two registrations of one ID racing: the database's key decides, the loser hears 409.
    if (isUniqueViolation(error)) throw conflict(memberMessages.exists(input.id_number));
    throw error;
  }
}

export async function changeMember(
  ctx: AppContext,
  id: string,
  input: UpdateMemberInput,
  by: SignedInUser,
): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, id))) throw notFound(memberMessages.memberNotFound);
    const before = await findMember(trx, id);
    const count = await countDependents(trx, id);
    if (count > maxDependents(input.family_group)) throw conflict(memberMessages.familyGroupBelowCount(count));
    const after = await updateMember(trx, id, input, changedTicketColumns(ctx, input.ticket_number, before), at);
    await recordAudit(
      trx,
      { actor: by.email, action: 'UPDATE', entity: 'member', entityId: id, memberId: id, before, after },
      at,
    );
  });
}

/**
 * The reason a removal needs, from the JSON body or else `?reason=`: 400 in the error shape, naming
 * the field, when it is missing or not 3 to 200 characters.
 */
export function removalReason(body: { reason?: unknown } | null | undefined, query: { reason?: string }): string {
  const given = reasonGiven(body, query);
  if (given.success) return given.data;
  const message = given.error.issues[0]?.message ?? booksMessages.reasonRequired;
  throw badRequest(message, [{ path: 'reason', message }]);
}

/**
 * Removes the member with its dependents, for the reason given. A member with any money record (its
 * own or its dependents', void and reset ones too) is archived: it leaves the register but keeps its
 * row, so every receipt and report line stays as it was. One without is erased, its dependents with
 * it (the foreign keys cascade), and its and their personal fields are blanked in every audit line
 * about them, as an erasure does; the DELETE line says how many.
 */
export async function removeMember(
  ctx: AppContext,
  id: string,
  reason: string,
  by: SignedInUser,
): Promise<'ARCHIVED' | 'ERASED'> {
  const at = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    // Locked first, so no payment lands between the look at its records and the erase.
    if (!(await lockMember(trx, id))) throw notFound(memberMessages.memberNotFound);
    const member = await findMember(trx, id);
    const dependents = await dependentsOfMember(trx, id);
    const receipts = await moneyRecordsOfMember(trx, id);
    if (receipts.length === 0) {
      await deleteMember(trx, id);
      // Nothing of it stays to be erased later: the trail keeps its name, ID and changes, not its personal data.
      const auditLinesRedacted = await redactAuditLinesAboutMember(trx, id);
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'DELETE',
          entity: 'member',
          entityId: id,
          memberId: id,
          before: redactedRecord({ member, dependents, reason }).record,
          after: { audit_lines_redacted: auditLinesRedacted },
        },
        at,
      );
      return 'ERASED';
    }
    const removal = { at: at.toISOString(), by: by.name, reason };
    const archivedDependents = await archiveDependentsOf(trx, id, removal);
    const archived = await archiveMember(trx, id, removal);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'ARCHIVE',
        entity: 'member',
        entityId: id,
        memberId: id,
        before: { member, dependents },
        after: { member: archived, dependents: archivedDependents, receipts },
      },
      at,
    );
    return 'ARCHIVED';
  });
}
