import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * What each money table was recorded with; a row keeps it forever. Only the columns of its fate
 * (status, void_*, reset_*) may change, and no row is ever deleted.
 */
const RECORDED = {
  mediclaim_payments: [
    'id',
    'member_id',
    'receipt_no',
    'issue_date',
    'expiry_date',
    'mode_of_payment',
    'reference_number',
    'bank',
    'branch',
    'amount',
    'group_name',
    'created_by',
    'created_at',
  ],
  membership_payments: [
    'id',
    'member_id',
    'receipt_no',
    'issue_date',
    'expiry_date',
    'mode_of_payment',
    'amount',
    'book_fee',
    'created_by',
    'created_at',
  ],
  misc_receipts: [
    'id',
    'member_id',
    'receipt_no',
    'date',
    'mode_of_payment',
    'reissue_book',
    'membership_period',
    'subscription_amount',
    'bank_charges',
    'fine',
    'misc',
    'created_by',
    'created_at',
  ],
  gpa_records: [
    'id',
    'member_id',
    'receipt_no',
    'date',
    'nominee_name',
    'nominee_relation',
    'nominee_dob',
    'nominee_guardian',
    'risk_group',
    'sa_amount',
    'premium_amount',
    'created_by',
    'created_at',
  ],
  gpa_dependent_records: [
    'id',
    'member_id',
    'dependent_id',
    'receipt_no',
    'date',
    'nominee_name',
    'nominee_relation',
    'nominee_dob',
    'nominee_guardian',
    'risk_group',
    'sa_amount',
    'premium_amount',
    'created_by',
    'created_at',
  ],
} as const;

/** The text both databases refuse with; the server recognises it (isBooksGuardRefusal in db/connection.ts). */
const REFUSAL = 'books guard: a payment row is never deleted and its recorded columns never change';

/**
 * The database itself refuses to delete a payment, misc receipt or GPAIS record, and to change what
 * it was recorded with (amounts, fees, dates, receipt number, member, mode), whatever code or script
 * asks: a receipt is voided or reset, never rewritten. The triggers are named books_guard_* so the
 * demo loader, which replaces generated data wholesale, can find them.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    if (postgres) {
      await sql`create function books_guard_refuse() returns trigger language plpgsql as $$
        begin raise exception '${sql.raw(REFUSAL)} (% on %)', tg_op, tg_table_name; end $$`.execute(db);
    }
    for (const [table, columns] of Object.entries(RECORDED)) {
      const changed = sql.raw(
        columns.map((c) => `old.${c} is ${postgres ? 'distinct from' : 'not'} new.${c}`).join(' or '),
      );
      const t = sql.table(table);
      if (postgres) {
        await sql`create trigger books_guard_delete before delete on ${t}
          for each row execute function books_guard_refuse()`.execute(db);
        await sql`create trigger books_guard_update before update on ${t}
          for each row when (${changed}) execute function books_guard_refuse()`.execute(db);
      } else {
        await sql`create trigger ${sql.raw(`books_guard_${table}_delete`)} before delete on ${t}
          begin select raise(abort, ${sql.lit(REFUSAL)}); end`.execute(db);
        await sql`create trigger ${sql.raw(`books_guard_${table}_update`)} before update on ${t}
          when ${changed} begin select raise(abort, ${sql.lit(REFUSAL)}); end`.execute(db);
      }
    }
  },
};
