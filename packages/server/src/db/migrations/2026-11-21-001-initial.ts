import { type Kysely, type Migration, sql } from 'kysely';
import { withIdColumn } from './dialect';

/** The register, the books and the audit trail, with the departments and fees the trust started with. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const now = new Date().toISOString();

    await withIdColumn(db, db.schema.createTable('admins'), 'id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_admin').on('sessions').column('admin_id').execute();

    await db.schema
      .createTable('departments')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .execute();

    await db.schema
      .createTable('members')
      .addColumn('id_number', 'text', (c) => c.primaryKey())
      .addColumn('member_name', 'text', (c) => c.notNull())
      .addColumn('ticket_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('department', 'text', (c) => c.notNull())
      .addColumn('date_of_birth', 'text', (c) => c.notNull())
      .addColumn('age', 'text', (c) => c.notNull())
      .addColumn('date_of_retirement', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('sex', 'text', (c) => c.notNull())
      .addColumn('blood_group', 'text', (c) => c.notNull())
      .addColumn('organisation', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('recommender', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('recommender_form_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('whatsapp', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('job_profile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('annual_income', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('icard_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nominee_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nominee_relation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nominee_dob', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nominee_guardian', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('family_group', 'text', (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull())
      .addColumn('user_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('registration_date', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('members_ticket').on('members').column('ticket_number').execute();
    await db.schema.createIndex('members_mobile').on('members').column('mobile').execute();
    await db.schema.createIndex('members_name').on('members').column('member_name').execute();

    await withIdColumn(db, db.schema.createTable('dependents'), 'no')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id_number').onDelete('cascade'))
      .addColumn('dependent_name', 'text', (c) => c.notNull())
      .addColumn('relation', 'text', (c) => c.notNull())
      .addColumn('dob', 'text', (c) => c.notNull())
      .addColumn('age', 'text', (c) => c.notNull())
      .addColumn('sex', 'text', (c) => c.notNull())
      .addColumn('blood_group', 'text', (c) => c.notNull())
      .addColumn('job_profile', 'text', (c) => c.notNull())
      .addColumn('annual_income', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('icard_no', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dependents_member').on('dependents').column('member_id').execute();

    await db.schema
      .createTable('fee_amounts')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('mediclaim_payments'), 'id')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id_number').onDelete('cascade'))
      .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('mode_of_payment', 'text', (c) => c.notNull())
      .addColumn('reference_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('branch', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('reset_at', 'text')
      .addColumn('reset_by', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mediclaim_payments_member')
      .on('mediclaim_payments')
      .columns(['member_id', 'issue_date'])
      .execute();
    await db.schema.createIndex('mediclaim_payments_issue').on('mediclaim_payments').column('issue_date').execute();

    await withIdColumn(db, db.schema.createTable('membership_payments'), 'id')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id_number').onDelete('cascade'))
      .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('mode_of_payment', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('book_fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reset_at', 'text')
      .addColumn('reset_by', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('membership_payments_member')
      .on('membership_payments')
      .columns(['member_id', 'issue_date'])
      .execute();
    await db.schema.createIndex('membership_payments_issue').on('membership_payments').column('issue_date').execute();

    await withIdColumn(db, db.schema.createTable('misc_receipts'), 'id')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id_number').onDelete('cascade'))
      .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('mode_of_payment', 'text', (c) => c.notNull())
      .addColumn('reissue_book', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('membership_period', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subscription_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bank_charges', 'integer')
      .addColumn('fine', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('misc', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('misc_receipts_member').on('misc_receipts').column('member_id').execute();
    await db.schema.createIndex('misc_receipts_date').on('misc_receipts').column('date').execute();

    for (const table of ['gpa_records', 'gpa_dependent_records'] as const) {
      let builder = withIdColumn(db, db.schema.createTable(table), 'id')
        .addColumn('member_id', 'text', (c) => c.notNull().references('members.id_number').onDelete('cascade'))
        .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('nominee_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('nominee_relation', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('nominee_dob', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('nominee_guardian', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('risk_group', 'text', (c) => c.notNull())
        .addColumn('sa_amount', 'integer', (c) => c.notNull())
        .addColumn('premium_amount', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull());
      if (table === 'gpa_dependent_records') {
        builder = builder.addColumn('dependent_id', 'integer', (c) =>
          c.notNull().references('dependents.no').onDelete('cascade'),
        );
      }
      await builder.execute();
      await db.schema.createIndex(`${table}_member`).on(table).column('member_id').execute();
      await db.schema.createIndex(`${table}_date`).on(table).column('date').execute();
    }
    await db.schema
      .createIndex('gpa_dependent_records_dependent')
      .on('gpa_dependent_records')
      .column('dependent_id')
      .execute();

    await db.schema
      .createTable('receipt_sequences')
      .addColumn('receipt_type', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('receipt_sequences_pk', ['receipt_type', 'financial_year'])
      .execute();

    await withIdColumn(db, db.schema.createTable('audit_log'), 'id')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text')
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await db.schema.createIndex('audit_log_member').on('audit_log').columns(['member_id', 'at']).execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'at']).execute();

    const departments = [
      'ACCOUNTS',
      'ADMINISTRATION',
      'CIVIL ENGINEERING',
      'COMMERCIAL',
      'ELECTRICAL',
      'MECHANICAL',
      'MEDICAL',
      'OPERATING',
      'PERSONNEL',
      'SECURITY',
      'SIGNAL AND TELECOM',
      'STORES',
    ];
    await sql`insert into departments (name) values ${sql.join(departments.map((d) => sql`(${d})`))}`.execute(db);

    // The family groups' fees and the subscription's, as they stood when the trust began.
    const fees: [string, number][] = [
      ['1+1', 6000],
      ['1+3', 9000],
      ['1+4', 10500],
      ['1+5', 12000],
      ['1+6', 13500],
      ['SUBSCRIPTION', 600],
    ];
    await sql`insert into fee_amounts (name, amount, updated_by, updated_at) values ${sql.join(
      fees.map(([name, amount]) => sql`(${name}, ${amount}, ${null}, ${now})`),
    )}`.execute(db);
  },
};
