import type { DbOrTrx } from '../../db/connection';

/** The tables that hold rows about a member, each keyed by its member_id. */
const MEMBER_TABLES = [
  'dependents',
  'membership_payments',
  'mediclaim_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
  'receipt_prints',
] as const;
export type MemberTableName = (typeof MEMBER_TABLES)[number];

/** Every row of every table about the member, as held. */
export async function rowsAboutMember(
  db: DbOrTrx,
  memberId: string,
): Promise<Record<MemberTableName, Record<string, unknown>[]>> {
  const out = {} as Record<MemberTableName, Record<string, unknown>[]>;
  for (const table of MEMBER_TABLES) {
    out[table] = (await db.selectFrom(table).selectAll().where('member_id', '=', memberId).execute()) as Record<
      string,
      unknown
    >[];
  }
  return out;
}

export function auditLinesAboutMember(db: DbOrTrx, memberId: string) {
  return db.selectFrom('audit_log').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/**
 * Blanks a removed member's personal fields and its dependents': contact, address, birth dates,
 * Aadhaar number (with its vault columns), nominee, income, job and identity card. The name, the
 * member ID and every money record stay.
 */
export async function blankPersonalData(db: DbOrTrx, memberId: string): Promise<void> {
  await db
    .updateTable('members')
    .set({
      mobile: '',
      whatsapp: '',
      email: '',
      address: '',
      date_of_birth: '',
      age: '',
      date_of_retirement: '',
      ticket_number: '',
      aadhaar_cipher: null,
      aadhaar_hash: null,
      nominee_name: '',
      nominee_relation: '',
      nominee_dob: '',
      nominee_guardian: '',
      annual_income: '',
      job_profile: '',
      icard_no: '',
    })
    .where('id_number', '=', memberId)
    .execute();
  await db
    .updateTable('dependents')
    .set({ dob: '', age: '', annual_income: '', job_profile: '', icard_no: '' })
    .where('member_id', '=', memberId)
    .execute();
}
