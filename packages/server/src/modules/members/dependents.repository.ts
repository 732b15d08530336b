import type { CreateDependentInput, DependentRow, UpdateDependentInput } from '@trust/contract/dependent';
import type { Selectable } from 'kysely';
import { countAll, type DbOrTrx } from '../../db/connection';
import type { DependentTable } from '../../db/schema';

export type StoredDependent = Selectable<DependentTable> & { member_name: string };

/** Row ↔ contract mapping in one place, in the order the keys are sent. */
const DEPENDENT_ROW_FIELDS = {
  NO: 'no',
  ID: 'member_id',
  DEPENDENT_NAME: 'dependent_name',
  RELATION: 'relation',
  MEMBER_NAME: 'member_name',
  DOB: 'dob',
  AGE: 'age',
  SEX: 'sex',
  BLOOD_GROUP: 'blood_group',
  JOB_PROFILE: 'job_profile',
  ANNUAL_INCOME: 'annual_income',
  ICARD_NO: 'icard_no',
} as const satisfies Record<keyof DependentRow, keyof StoredDependent>;

const DEPENDENT_ROW_KEYS = Object.keys(DEPENDENT_ROW_FIELDS) as (keyof DependentRow)[];

export function toDependentRow(d: StoredDependent): DependentRow {
  const row = {} as Record<keyof DependentRow, unknown>;
  for (const key of DEPENDENT_ROW_KEYS) row[key] = d[DEPENDENT_ROW_FIELDS[key]];
  return row as DependentRow;
}

/**
 * Dependents with the name of the member each belongs to, which every screen shows. Removed
 * (archived) dependents are left out everywhere, as if erased; a removed member's are all archived.
 */
function dependentsWithMember(db: DbOrTrx) {
  return db
    .selectFrom('dependents')
    .innerJoin('members', 'members.id_number', 'dependents.member_id')
    .selectAll('dependents')
    .select('members.member_name')
    .where('dependents.archived_at', 'is', null);
}

export async function listDependents(
  db: DbOrTrx,
  page: { limit?: number; offset?: number },
): Promise<{ rows: StoredDependent[]; total: number | null }> {
  let query = dependentsWithMember(db).orderBy('dependents.no');
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const rows = await query.execute();
  const total =
    page.limit !== undefined || page.offset !== undefined
      ? (
          await db
            .selectFrom('dependents')
            .select(countAll.as('n'))
            .where('archived_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n
      : null;
  return { rows, total };
}

export function dependentsOfMembers(db: DbOrTrx, memberIds: string[]): Promise<StoredDependent[]> {
  if (memberIds.length === 0) return Promise.resolve([]);
  return dependentsWithMember(db)
    .where('dependents.member_id', 'in', memberIds)
    .orderBy('dependents.member_id')
    .orderBy('dependents.no')
    .execute();
}

/** One member's dependents, oldest entry first: asked for on every screen about a member. */
export function dependentsOfMember(db: DbOrTrx, memberId: string): Promise<StoredDependent[]> {
  return dependentsWithMember(db).where('dependents.member_id', '=', memberId).orderBy('dependents.no').execute();
}

export function findDependent(db: DbOrTrx, no: number): Promise<StoredDependent | undefined> {
  return dependentsWithMember(db).where('dependents.no', '=', no).executeTakeFirst();
}

/** By member, by NO, or both; at least one is given. */
export function findDependents(
  db: DbOrTrx,
  by: { memberId: string | null; no: number | null },
): Promise<StoredDependent[]> {
  let query = dependentsWithMember(db);
  if (by.memberId !== null) query = query.where('dependents.member_id', '=', by.memberId);
  if (by.no !== null) query = query.where('dependents.no', '=', by.no);
  return query.orderBy('dependents.no').execute();
}

export async function countDependents(db: DbOrTrx, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('dependents')
    .select(countAll.as('n'))
    .where('member_id', '=', memberId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

type DependentFields = Omit<UpdateDependentInput, 'id'>;

function dependentColumns(input: DependentFields) {
  return {
    dependent_name: input.dependent_name,
    relation: input.relation,
    dob: input.dob,
    age: input.age,
    sex: input.sex,
    blood_group: input.blood_group,
    job_profile: input.job_profile,
    annual_income: input.annual_income,
    icard_no: input.icard_no,
  };
}

export async function insertDependent(db: DbOrTrx, input: CreateDependentInput, meta: { by: string; at: Date }) {
  const at = meta.at.toISOString();
  return db
    .insertInto('dependents')
    .values({ member_id: input.id, ...dependentColumns(input), created_by: meta.by, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDependent(db: DbOrTrx, no: number, input: DependentFields, at: Date) {
  return db
    .updateTable('dependents')
    .set({ ...dependentColumns(input), updated_at: at.toISOString() })
    .where('no', '=', no)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Erases a dependent without GPAIS records. */
export async function deleteDependent(db: DbOrTrx, no: number): Promise<void> {
  await db.deleteFrom('dependents').where('no', '=', no).execute();
}

export interface DependentRemoval {
  at: string;
  /** The name of the user who removed it. */
  by: string;
  reason: string;
}

/** Takes one dependent off its member's list, keeping the row its GPAIS records name. */
export async function archiveDependent(db: DbOrTrx, no: number, removal: DependentRemoval) {
  return db
    .updateTable('dependents')
    .set({ archived_at: removal.at, archived_by: removal.by, archive_reason: removal.reason, archived_with_member: 0 })
    .where('no', '=', no)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Archives the member's dependents with it; those removed on their own before stay as they are. */
export async function archiveDependentsOf(db: DbOrTrx, memberId: string, removal: DependentRemoval) {
  return db
    .updateTable('dependents')
    .set({ archived_at: removal.at, archived_by: removal.by, archive_reason: removal.reason, archived_with_member: 1 })
    .where('member_id', '=', memberId)
    .where('archived_at', 'is', null)
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.no - b.no));
}

/** Brings back the dependents archived with the member. */
export async function unarchiveDependentsOf(db: DbOrTrx, memberId: string) {
  return db
    .updateTable('dependents')
    .set({ archived_at: null, archived_by: null, archive_reason: null, archived_with_member: 0 })
    .where('member_id', '=', memberId)
    .where('archived_with_member', '=', 1)
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.no - b.no));
}
