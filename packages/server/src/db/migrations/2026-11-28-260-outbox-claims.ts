import type { Kysely, Migration } from 'kysely';

/**
 * Who is sending an outbox row and since when: a sender's claim is a lease, and a row whose lease
 * ran out (its server stopped mid-send) is taken again by any sender rather than marked failed.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('claimed_at', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  },
};
