import { ageInYears, isValidIsoDate } from '@trust/contract/dates';
import type { CreateMemberInput, MemberRow, UpdateMemberInput } from '@trust/contract/member';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { memberTextFilter } from '../../db/member-search';
import { preparedRead } from '../../db/prepared';
import type { MemberTable } from '../../db/schema';

export type StoredMember = Selectable<MemberTable>;

/** Row ↔ contract mapping in one place: the upper-case keys every client of the system reads. */
export function toMemberRow(m: StoredMember, today: string): MemberRow {
  return {
    ID_NUMBER: m.id_number,
    MEMBER_NAME: m.member_name,
    TICKET_NUMBER: m.ticket_number,
    DEPARTMENT: m.department,
    DATE_OF_BIRTH: m.date_of_birth,
    // Age is a fact of the birth date and today, so it is never stale on screen.
    AGE: isValidIsoDate(m.date_of_birth) ? String(ageInYears(m.date_of_birth, today)) : m.age,
    DATE_OF_RETIREMENT: m.date_of_retirement,
    MOBILE: m.mobile,
    SEX: m.sex,
    BLOOD_GROUP: m.blood_group,
    ORGANISATION: m.organisation,
    ADDRESS: m.address,
    RECOMMENDER: m.recommender,
    RECOMMENDER_FORM_NUMBER: m.recommender_form_number,
    WHATSAPP: m.whatsapp,
    EMAIL: m.email,
    JOB_PROFILE: m.job_profile,
    ANNUAL_INCOME: m.annual_income,
    ICARD_NO: m.icard_no,
    NOMINEE_NAME: m.nominee_name,
    NOMINEE_RELATION: m.nominee_relation,
    NOMINEE_DOB: m.nominee_dob,
    NOMINEE_GUARDIAN: m.nominee_guardian,
    FAMILY_GROUP: m.family_group,
    REMARKS: m.remarks,
    USER_STATUS: m.user_status,
    REGISTRATION_DATE: m.registration_date,
  };
}

type MemberFields = Omit<UpdateMemberInput, 'id_number'>;

function memberColumns(input: MemberFields) {
  return {
    member_name: input.member_name,
    ticket_number: input.ticket_number,
    department: input.department,
    date_of_birth: input.date_of_birth,
    age: input.age,
    date_of_retirement: input.date_of_retirement,
    mobile: input.mobile,
    sex: input.sex,
    blood_group: input.blood_group,
    organisation: input.organisation,
    address: input.address,
    recommender: input.recommender,
    recommender_form_number: input.recommender_form_number,
    whatsapp: input.whatsapp,
    email: input.email,
    job_profile: input.job_profile,
    annual_income: input.annual_income,
    icard_no: input.icard_no,
    nominee_name: input.nominee_name,
    nominee_relation: input.nominee_relation,
    nominee_dob: input.nominee_dob,
    nominee_guardian: input.nominee_guardian,
    family_group: input.family_group,
    remarks: input.remarks,
    user_status: input.user_status,
  };
}

const memberById = preparedRead((db, id: string) => db.selectFrom('members').selectAll().where('id_number', '=', id));

export async function findMember(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return (await memberById(db, id))[0];
}

const contactById = preparedRead((db, id: string) =>
  db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'mobile', 'email', 'ticket_number'])
    .where('id_number', '=', id),
);

/** What a subscription's status row shows of the member. */
export async function findMemberContact(db: DbOrTrx, id: string) {
  return (await contactById(db, id))[0];
}

/** Every member, or every match of the list's filter, in name order. */
export function listMembers(db: DbOrTrx, q: string | undefined): Promise<StoredMember[]> {
  let query = db.selectFrom('members').selectAll();
  if (q) query = query.where(memberTextFilter(db, q));
  return query.orderBy('member_name').orderBy('id_number').execute();
}

/** The IDs of the member list (or of its filter's matches) in name order: read from indexes alone. */
export async function memberIdsInListOrder(db: DbOrTrx, q: string | undefined): Promise<string[]> {
  let query = db.selectFrom('members').select('id_number');
  if (q) query = query.where(memberTextFilter(db, q));
  const rows = await query.orderBy('member_name').orderBy('id_number').execute();
  return rows.map((r) => r.id_number);
}

/** The members of a page, in the order their IDs are given; one that is gone is left out. */
export async function membersInOrder(db: DbOrTrx, ids: string[]): Promise<StoredMember[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('members').selectAll().where('id_number', 'in', ids).execute();
  const byId = new Map(rows.map((m) => [m.id_number, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const registerVersionQuery = preparedRead((db) =>
  db.selectFrom('register_changes').select('version').where('id', '=', 1),
);

/** Changes whenever a write could change the member list's order or filter (see member-search.ts). */
export async function registerVersion(db: DbOrTrx): Promise<number> {
  return (await registerVersionQuery(db))[0]?.version ?? 0;
}

/** The member search: the one text typed is tried as member ID, ticket/Aadhar number and mobile. */
export const searchMembers = preparedRead((db, id: string, ticket: string, mobile: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where((eb) => eb.or([eb('id_number', '=', id), eb('ticket_number', '=', ticket), eb('mobile', '=', mobile)]))
    .orderBy('id_number')
    .limit(200),
);

export async function insertMember(
  db: DbOrTrx,
  input: CreateMemberInput,
  meta: { by: string; at: Date; today: string },
): Promise<StoredMember> {
  const at = meta.at.toISOString();
  return db
    .insertInto('members')
    .values({
      id_number: input.id_number,
      ...memberColumns(input),
      registration_date: meta.today,
      created_by: meta.by,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateMember(db: DbOrTrx, id: string, input: MemberFields, at: Date): Promise<StoredMember> {
  return db
    .updateTable('members')
    .set({ ...memberColumns(input), updated_at: at.toISOString() })
    .where('id_number', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteMember(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('members').where('id_number', '=', id).execute();
}

export async function listDepartments(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('departments').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}
