import type { Kysely, Migration } from 'kysely';

/**
 * Aadhaar numbers typed with hyphens or dots between their digits ('9182-7364-5503') are Aadhaar
 * numbers too, but were kept as typed. The server moves them into the vault and masks them in the
 * audit trail at its next start (db/aadhaar-move.ts), as for migration 040: it alone holds the key,
 * so this asks it to, through the same one-row table.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const asked = await db
      .selectFrom('aadhaar_vault_pending' as never)
      .select('pending' as never)
      .executeTakeFirst();
    if (asked) return;
    await db
      .insertInto('aadhaar_vault_pending' as never)
      .values({ pending: 1 } as never)
      .execute();
  },
};
