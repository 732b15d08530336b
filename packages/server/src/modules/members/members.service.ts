import { todayInIndia } from '@trust/contract/dates';
import { type CreateMemberInput, maxDependents, memberMessages, type UpdateMemberInput } from '@trust/contract/member';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, isUniqueViolation, lockMember } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { countDependents, dependentsOfMember } from '../dependents/dependents.repository';
import { deleteMember, findMember, insertMember, updateMember } from './members.repository';

export async function createMember(ctx: AppContext, input: CreateMemberInput, by: SignedInUser): Promise<string> {
  const at = ctx.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      if (await findMember(trx, input.id_number)) throw conflict(memberMessages.exists(input.id_number));
      const member = await insertMember(trx, input, { by: by.email, at, today: todayInIndia(at) });
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
    const after = await updateMember(trx, id, input, at);
    await recordAudit(
      trx,
      { actor: by.email, action: 'UPDATE', entity: 'member', entityId: id, memberId: id, before, after },
      at,
    );
  });
}

/** Removes the member, its dependents and every record tied to them (the foreign keys cascade). */
export async function removeMember(ctx: AppContext, id: string, by: SignedInUser): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, id))) throw notFound(memberMessages.memberNotFound);
    const member = await findMember(trx, id);
    const dependents = await dependentsOfMember(trx, id);
    await deleteMember(trx, id);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'DELETE',
        entity: 'member',
        entityId: id,
        memberId: id,
        before: { member, dependents },
      },
      at,
    );
  });
}
