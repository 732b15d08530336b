import type { Kysely, Migration } from 'kysely';

/**
 * The mediclaim report reads, for each payment of its range, the payment and the payer's dependents.
 * Both indexes hold every column those reads name, so neither reads a payment's or a dependent's
 * row (SQLite reads an index alone only when it holds every column the query names, those of the
 * partial index's condition included).
 *
 * - dependents_member_report (migration 003) lost that when removed dependents came (015): the
 *   report's condition on `archived_at` and `archived_with_member` made it read each dependent's
 *   row. It now holds both.
 * - mediclaim_payments_report holds the PAID payments in the report's order (issue date, then id)
 *   with what the report shows of them.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('dependents_member_report').execute();
    await db.schema
      .createIndex('dependents_member_report')
      .on('dependents')
      .columns(['member_id', 'no', 'dependent_name', 'dob', 'sex', 'relation', 'archived_at', 'archived_with_member'])
      .execute();
    await db.schema
      .createIndex('mediclaim_payments_report')
      .on('mediclaim_payments')
      .columns(['issue_date', 'id', 'member_id', 'mode_of_payment', 'amount', 'group_name', 'reset_at', 'bounced_at'])
      .where((eb) => eb.and([eb('reset_at', 'is', null), eb('bounced_at', 'is', null)]))
      .execute();
  },
};
