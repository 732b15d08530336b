import type { DbOrTrx, Trx } from '../../db/connection';

/** fee_amounts holds one row per family group, named by the group, and this one for the subscription. */
export const SUBSCRIPTION_FEE = 'SUBSCRIPTION';

export function listFees(db: DbOrTrx): Promise<{ name: string; amount: number }[]> {
  return db.selectFrom('fee_amounts').select(['name', 'amount']).orderBy('name').execute();
}

export async function findFee(db: DbOrTrx, name: string): Promise<number | null> {
  const row = await db.selectFrom('fee_amounts').select('amount').where('name', '=', name).executeTakeFirst();
  return row?.amount ?? null;
}

/** Sets each named fee, adding any that is missing. */
export async function saveFees(
  trx: Trx,
  fees: Record<string, number>,
  change: { by: string; at: Date },
): Promise<void> {
  for (const [name, amount] of Object.entries(fees)) {
    await trx
      .insertInto('fee_amounts')
      .values({ name, amount, updated_by: change.by, updated_at: change.at.toISOString() })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ amount, updated_by: change.by, updated_at: change.at.toISOString() }),
      )
      .execute();
  }
}

/** What the group price shows of the member. */
export function findMemberGroup(db: DbOrTrx, memberId: string) {
  return db
    .selectFrom('members')
    .select(['date_of_birth', 'family_group', 'user_status'])
    .where('id_number', '=', memberId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}
