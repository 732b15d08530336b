import type { DbOrTrx } from '../../db/connection';
import { DEPENDENT_PERSONAL_FIELDS, MEMBER_PERSONAL_FIELDS } from '../audit/personal-fields';

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
 * Blanks a removed member's personal fields and its dependents' (audit/personal-fields.ts), with the
 * member's vault columns. The name, the member ID and every money record stay.
 */
export async function blankPersonalData(db: DbOrTrx, memberId: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...blanks(MEMBER_PERSONAL_FIELDS), aadhaar_cipher: null, aadhaar_hash: null })
    .where('id_number', '=', memberId)
    .execute();
  await db.updateTable('dependents').set(blanks(DEPENDENT_PERSONAL_FIELDS)).where('member_id', '=', memberId).execute();
}

function blanks<Field extends string>(fields: readonly Field[]): Record<Field, ''> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, ''>;
}
