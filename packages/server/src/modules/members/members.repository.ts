import { ageInYears, isValidIsoDate } from '@trust/contract/dates';
import type { CreateMemberInput, MemberRow, UpdateMemberInput } from '@trust/contract/member';
import { type Selectable, sql } from 'kysely';
import { type Db, type DbOrTrx, dialectOf, inTransaction, jsonObjectText } from '../../db/connection';
import { memberTextFilter } from '../../db/member-search';
import { preparedRead } from '../../db/prepared';
import type { MemberTable } from '../../db/schema';

/** A member's own columns, without the JSON text the database keeps beside them for reading. */
export type StoredMember = Omit<Selectable<MemberTable>, 'json_head' | 'json_tail'>;

/**
 * Row ↔ contract mapping in one place: the upper-case keys every client of the system reads, in the
 * order they are sent. AGE is worked out from the birth date (see memberAge), so it is never stale.
 */
const MEMBER_ROW_COLUMNS = {
  ID_NUMBER: 'id_number',
  MEMBER_NAME: 'member_name',
  TICKET_NUMBER: 'ticket_number',
  DEPARTMENT: 'department',
  DATE_OF_BIRTH: 'date_of_birth',
  AGE: 'age',
  DATE_OF_RETIREMENT: 'date_of_retirement',
  MOBILE: 'mobile',
  SEX: 'sex',
  BLOOD_GROUP: 'blood_group',
  ORGANISATION: 'organisation',
  ADDRESS: 'address',
  RECOMMENDER: 'recommender',
  RECOMMENDER_FORM_NUMBER: 'recommender_form_number',
  WHATSAPP: 'whatsapp',
  EMAIL: 'email',
  JOB_PROFILE: 'job_profile',
  ANNUAL_INCOME: 'annual_income',
  ICARD_NO: 'icard_no',
  NOMINEE_NAME: 'nominee_name',
  NOMINEE_RELATION: 'nominee_relation',
  NOMINEE_DOB: 'nominee_dob',
  NOMINEE_GUARDIAN: 'nominee_guardian',
  FAMILY_GROUP: 'family_group',
  REMARKS: 'remarks',
  USER_STATUS: 'user_status',
  REGISTRATION_DATE: 'registration_date',
} as const satisfies Record<keyof MemberRow, keyof MemberTable>;

const MEMBER_ROW_KEYS = Object.keys(MEMBER_ROW_COLUMNS) as (keyof MemberRow)[];
const MEMBER_ROW_COLUMN_NAMES = Object.values(MEMBER_ROW_COLUMNS);

/** The member's age today; the age typed at registration when the birth date is not a date. */
function memberAge(m: Pick<StoredMember, 'date_of_birth' | 'age'>, today: string): string {
  return isValidIsoDate(m.date_of_birth) ? String(ageInYears(m.date_of_birth, today)) : m.age;
}

export function toMemberRow(m: StoredMember, today: string): MemberRow {
  const row = {} as Record<keyof MemberRow, string>;
  for (const key of MEMBER_ROW_KEYS) row[key] = m[MEMBER_ROW_COLUMNS[key]];
  row.AGE = memberAge(m, today);
  return row;
}

/** The member row's keys before AGE and after it, each half kept as JSON text by the database. */
const [MEMBER_JSON_HEAD, MEMBER_JSON_TAIL] = (() => {
  const entries = Object.entries(MEMBER_ROW_COLUMNS);
  const age = MEMBER_ROW_KEYS.indexOf('AGE');
  return [Object.fromEntries(entries.slice(0, age)), Object.fromEntries(entries.slice(age + 1))];
})();

/** What the database gives for a member row as JSON: its two halves, and what AGE is worked out from. */
export interface MemberJsonParts {
  head: string;
  tail: string;
  date_of_birth: string;
  age: string;
}

const MEMBER_JSON_COLUMNS = ['json_head as head', 'json_tail as tail', 'date_of_birth', 'age'] as const;

/**
 * Keeps each member's row as JSON text in the members table (json_head, json_tail), rewritten by a
 * trigger on every insert and update whoever writes (the app, an import, a restore, a script), and
 * writes it for the members already there. The desk's reads (a lookup, the search, a list page) then
 * hand over two stored texts instead of having the database write 26 fields as JSON on every read: a
 * page's query took SQLite a sixth less time and PostgreSQL under half (README: Performance). The
 * price is a wider row (the table triples on PostgreSQL; the SQLite file grows by two fifths), which
 * no report measured slower for.
 */
async function createMemberRowJson(db: DbOrTrx): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // A plpgsql trigger sees the row being written as `new`, and may change it before it is stored.
    const ofNew = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([key, column]) => [key, sql.ref(`new.${column}`)]));
    await sql`create or replace function member_row_json() returns trigger language plpgsql
      set search_path from current as $$
      begin
        new.json_head := ${jsonObjectText(db, ofNew(MEMBER_JSON_HEAD))};
        new.json_tail := ${jsonObjectText(db, ofNew(MEMBER_JSON_TAIL))};
        return new;
      end $$`.execute(db);
    await sql`drop trigger if exists member_row_json on members`.execute(db);
    await sql`create trigger member_row_json before insert or update on members
      for each row execute function member_row_json()`.execute(db);
    // The trigger writes the JSON of every row this touches.
    await sql`update members set json_head = json_head`.execute(db);
    return;
  }
  // SQLite's triggers cannot change the row being written, so they write it again at once; that
  // second write sets only the JSON columns, which no trigger listens to.
  const write = sql`update members set json_head = ${jsonObjectText(db, MEMBER_JSON_HEAD)},
    json_tail = ${jsonObjectText(db, MEMBER_JSON_TAIL)}`;
  const columns = sql.join(MEMBER_ROW_COLUMN_NAMES.map((column) => sql.ref(column)));
  await sql`drop trigger if exists member_row_json_insert`.execute(db);
  await sql`drop trigger if exists member_row_json_update`.execute(db);
  await sql`create trigger member_row_json_insert after insert on members
    begin ${write} where id_number = new.id_number; end`.execute(db);
  await sql`create trigger member_row_json_update after update of ${columns} on members
    begin ${write} where id_number = new.id_number; end`.execute(db);
  await write.execute(db);
}

/**
 * Run after every migration: when the row's keys (MEMBER_ROW_COLUMNS) differ from those the
 * triggers were made from, or there are no triggers yet, makes them again and rewrites every
 * member's JSON, in one transaction. A change to the keys needs no migration of its own, and a
 * migration never holds keys that a later one's columns would have to match.
 */
export async function keepMemberRowJson(db: Db): Promise<void> {
  const definition = JSON.stringify([MEMBER_JSON_HEAD, MEMBER_JSON_TAIL]);
  const kept = await db
    .selectFrom('derived_columns')
    .select('definition')
    .where('name', '=', 'member_row_json')
    .executeTakeFirst();
  if (kept?.definition === definition) return;
  await inTransaction(db, async (trx) => {
    await createMemberRowJson(trx);
    await trx.deleteFrom('derived_columns').where('name', '=', 'member_row_json').execute();
    await trx.insertInto('derived_columns').values({ name: 'member_row_json', definition }).execute();
  });
}

/**
 * A member row as JSON text, the same as `JSON.stringify(toMemberRow(m, today))` but for spacing on
 * PostgreSQL: for the reads the desk makes all day (a lookup, the search, a list page), where
 * handing 30 columns to JavaScript and stringifying them again was most of the database's cost.
 */
export function memberRowJson(m: MemberJsonParts, today: string): string {
  return `${m.head.slice(0, -1)},"AGE":${JSON.stringify(memberAge(m, today))},${m.tail.slice(1)}`;
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

/** Every column of a member but its JSON text (see StoredMember). */
const STORED_MEMBER_COLUMNS = [
  ...MEMBER_ROW_COLUMN_NAMES,
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StoredMember)[];

const memberById = preparedRead((db, id: string) =>
  db.selectFrom('members').select(STORED_MEMBER_COLUMNS).where('id_number', '=', id),
);
const memberJsonById = preparedRead((db, id: string) =>
  db.selectFrom('members').select(MEMBER_JSON_COLUMNS).where('id_number', '=', id),
);

export async function findMember(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return (await memberById(db, id))[0];
}

/** A member by ID, as the parts of its row's JSON (see memberRowJson). */
export async function findMemberJson(db: DbOrTrx, id: string): Promise<MemberJsonParts | undefined> {
  return (await memberJsonById(db, id))[0];
}

/** What a subscription's status row shows of the member. */
export const MEMBER_CONTACT_COLUMNS = ['id_number', 'member_name', 'mobile', 'email', 'ticket_number'] as const;
export type MemberContact = Pick<StoredMember, (typeof MEMBER_CONTACT_COLUMNS)[number]>;

const contactById = preparedRead((db, id: string) =>
  db.selectFrom('members').select(MEMBER_CONTACT_COLUMNS).where('id_number', '=', id),
);

export async function findMemberContact(db: DbOrTrx, id: string): Promise<MemberContact | undefined> {
  return (await contactById(db, id))[0];
}

/** Every member, or every match of the list's filter, in name order. */
export function listMembers(db: DbOrTrx, q: string | undefined): Promise<MemberJsonParts[]> {
  let query = db.selectFrom('members').select(MEMBER_JSON_COLUMNS);
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

/**
 * The rows of a page: members by a list of IDs, in that list's order. The list is one parameter (a
 * JSON array on SQLite, an array on PostgreSQL), so the statement has one shape and is prepared once
 * (an `in (…)` of 50 parameters was built and compiled by Kysely on every page).
 */
const membersByIdList = preparedRead((db, ids: string | readonly string[]) =>
  dialectOf(db) === 'postgres'
    ? db
        // A function's one column is named after its alias.
        .selectFrom(
          sql<{ page: string; ordinality: number }>`unnest(cast(${ids} as text[])) with ordinality`.as('page'),
        )
        .innerJoin('members', 'members.id_number', 'page.page')
        .select(MEMBER_JSON_COLUMNS)
        .orderBy('page.ordinality')
    : db
        .selectFrom(sql<{ key: number; value: string }>`json_each(${ids})`.as('page'))
        .innerJoin('members', 'members.id_number', 'page.value')
        .select(MEMBER_JSON_COLUMNS)
        .orderBy('page.key'),
);

/** The rows of a page as JSON parts, in the order their IDs are given; one that is gone is left out. */
export function membersInOrder(db: DbOrTrx, ids: readonly string[]): Promise<MemberJsonParts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return membersByIdList(db, dialectOf(db) === 'postgres' ? ids : JSON.stringify(ids));
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
    .select(MEMBER_JSON_COLUMNS)
    .where((eb) => eb.or([eb('id_number', '=', id), eb('ticket_number', '=', ticket), eb('mobile', '=', mobile)]))
    .orderBy('id_number')
    // Written into the statement: with the limit as a parameter SQLite's sort took 12 µs longer.
    .limit(sql.lit(200)),
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
    .returning(STORED_MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateMember(db: DbOrTrx, id: string, input: MemberFields, at: Date): Promise<StoredMember> {
  return db
    .updateTable('members')
    .set({ ...memberColumns(input), updated_at: at.toISOString() })
    .where('id_number', '=', id)
    .returning(STORED_MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteMember(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('members').where('id_number', '=', id).execute();
}

export async function listDepartments(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('departments').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}
