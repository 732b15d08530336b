import { booksMessages, type RemovedMemberRow, type RemovedMembersQuery, reasonGiven } from '@trust/contract/books';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember } from '../../db/connection';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { unarchiveDependentsOf } from '../dependents/dependents.repository';
import { findMemberEvenRemoved, unarchiveMember } from '../members/members.repository';
import { listRemovedMembers, moneyRecordsOfMember } from './removed-members.repository';

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

/** `GET removed-members`: a page of the archived members, most recently removed first. */
export function removedMembers(
  ctx: AppContext,
  query: RemovedMembersQuery,
): Promise<{ rows: RemovedMemberRow[]; total: number }> {
  return listRemovedMembers(ctx.db, query);
}

/**
 * `POST removed-members/{id}/restore`: the member and the dependents archived with it go back on the
 * register. A removed member keeps its ID (registering it again is refused), so nothing can have
 * taken the ID meanwhile.
 */
export async function restoreMember(ctx: AppContext, id: string, by: SignedInUser): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, id, { removed: true }))) throw notFound(booksMessages.notRemoved);
    const before = await findMemberEvenRemoved(trx, id);
    const dependents = await unarchiveDependentsOf(trx, id);
    const member = await unarchiveMember(trx, id);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'RESTORE',
        entity: 'member',
        entityId: id,
        memberId: id,
        before: { member: before },
        after: { member, dependents, receipts: await moneyRecordsOfMember(trx, id) },
      },
      at,
    );
  });
}
