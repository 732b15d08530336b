import { ageInYears, isValidIsoDate } from '@trust/contract/dates';
import type { CreateMemberInput, MemberRow, UpdateMemberInput } from '@trust/contract/member';
import type { Selectable } from 'kysely';
import { countAll, type DbOrTrx } from '../../db/connection';
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

export async function listMembers(
  db: DbOrTrx,
  page: { limit?: number; offset?: number; q?: string },
): Promise<{ rows: StoredMember[]; total: number | null }> {
  let query = db.selectFrom('members');
  if (page.q) {
    const q = page.q;
    query = query.where(memberTextFilter(db, q));
  }
  let rowsQuery = query.selectAll();
  if (page.limit !== undefined && page.q) {
    rowsQuery = rowsQuery.limit(page.limit).offset(page.offset ?? 0);
  } else if (page.limit !== undefined) {
    // The whole list's page is found in the (member_name, id_number) index alone, and only its rows
    // are read whole: a deep offset then steps over index entries, not over members.
    const inPage = db
      .selectFrom('members')
      .select('id_number')
      .orderBy('member_name')
      .orderBy('id_number')
      .limit(page.limit)
      .offset(page.offset ?? 0);
    rowsQuery = rowsQuery.where('id_number', 'in', inPage);
  }
  const rows = await rowsQuery.orderBy('member_name').orderBy('id_number').execute();
  const paged = page.limit !== undefined || page.offset !== undefined || page.q !== undefined;
  const total = paged ? (await query.select(countAll.as('n')).executeTakeFirstOrThrow()).n : null;
  return { rows, total };
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
