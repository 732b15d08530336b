import { booksMessages, type RemovedMemberRow, type RemovedMembersQuery } from '@trust/contract/books';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember } from '../../db/connection';
import { moneyRecordsOfMember } from '../../db/money-records';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { returnToRegister, storedMember } from '../members/members.service';
import { listRemovedMembers } from './removed-members.repository';

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
    const before = await storedMember(trx, id);
    const { member, dependents } = await returnToRegister(trx, id);
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
