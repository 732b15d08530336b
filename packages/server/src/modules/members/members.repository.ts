import { ageInYears, isValidIsoDate } from '@trust/contract/dates';
import type { CreateMemberInput, MemberRow, UpdateMemberInput } from '@trust/contract/member';
import { type MemberListRow, memberListRow } from '@trust/contract/member-list';
import { type Selectable, sql } from 'kysely';
import type { VaultColumns } from '../../db/aadhaar-vault';
import { countAll, type DbOrTrx } from '../../db/connection';
import { membersMatching, membersMatchingInNameOrder } from '../../db/member-search';
import type { MemberTable } from '../../db/schema';

export type StoredMember = Selectable<MemberTable>;

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

/** The Member List's line: the keys it sends and the columns they come from. */
const MEMBER_LIST_KEYS = Object.keys(memberListRow.shape) as (keyof MemberListRow)[];
const MEMBER_LIST_COLUMN_NAMES = MEMBER_LIST_KEYS.map(
  (key) => MEMBER_ROW_COLUMNS[key],
) as (typeof MEMBER_ROW_COLUMNS)[keyof MemberListRow][];

/** What a member row is made from: the member's columns the row sends. */
export type MemberRowSource = Pick<StoredMember, (typeof MEMBER_ROW_COLUMN_NAMES)[number]>;

/** The member's age today; the age typed at registration when the birth date is not a date. */
function memberAge(m: Pick<StoredMember, 'date_of_birth' | 'age'>, today: string): string {
  return isValidIsoDate(m.date_of_birth) ? String(ageInYears(m.date_of_birth, today)) : m.age;
}

export function toMemberRow(m: MemberRowSource, today: string): MemberRow {
  const row = {} as Record<keyof MemberRow, string>;
  for (const key of MEMBER_ROW_KEYS) row[key] = m[MEMBER_ROW_COLUMNS[key]];
  row.AGE = memberAge(m, today);
  return row;
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

/** The member with this ID on the register; a removed (archived) member is not found, as if erased. */
function onRegister(db: DbOrTrx, id: string) {
  return db.selectFrom('members').where('id_number', '=', id).where('archived_at', 'is', null);
}

export function findMember(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return onRegister(db, id).selectAll().executeTakeFirst();
}

/** What a member's row in an answer shows. */
export function findMemberRow(db: DbOrTrx, id: string): Promise<MemberRowSource | undefined> {
  return onRegister(db, id).select(MEMBER_ROW_COLUMN_NAMES).executeTakeFirst();
}

/** The member with this ID, on the register or removed: what a new registration of the ID meets. */
export function findMemberEvenRemoved(db: DbOrTrx, id: string): Promise<StoredMember | undefined> {
  return db.selectFrom('members').selectAll().where('id_number', '=', id).executeTakeFirst();
}

/**
 * A page of the member list (or of its filter's matches) in name order; without a limit, the whole
 * list. The page's IDs are found in the (member_name, id_number) index, or the search index, alone
 * and only their 50 rows are read: with `select *` the database read the whole row of every member
 * the offset passed over, where the index alone holds what passing over needs.
 */
export function listMembers(
  db: DbOrTrx,
  page: { q?: string; aadhaarHash?: string; limit?: number; offset?: number },
): Promise<MemberRowSource[]> {
  let ids = listedInOrder(db, page.q, page.aadhaarHash, 'asc');
  if (page.limit !== undefined) ids = ids.limit(page.limit).offset(page.offset ?? 0);
  return rowsOfPage(db, ids, 'asc')
    .select(MEMBER_ROW_COLUMN_NAMES.map((column) => `members.${column}` as const))
    .execute();
}

/**
 * The Member List screen's page after (or before) a member, given by ID: the database finds that
 * member's name and seeks to it in the (member_name, id_number) index, or among the filter's
 * matches, and reads `limit` rows from there, however deep in the list it is, in one statement. A
 * filter's page is read in name order from an index (db/member-search.ts) when its matches are
 * found there soon enough, else from all the filter's matches, sorted.
 * One row more than asked says whether the list goes on. An empty page may mean the member was
 * erased since (see hasListPlace).
 */
export async function listMembersFrom(
  db: DbOrTrx,
  page: { q?: string; aadhaarHash?: string; limit: number; after?: string; before?: string },
): Promise<{ rows: MemberListRow[]; beyond: boolean }> {
  const backwards = page.before !== undefined;
  const from = page.after ?? page.before;
  const direction = backwards ? 'desc' : 'asc';
  const start =
    from === undefined
      ? undefined
      : db.selectFrom('members').select(['member_name', 'id_number']).where('id_number', '=', from);
  // Past the starting member's name and ID, found by a subquery, so the page is one round trip.
  const pastStart = (name: string, id: string) =>
    sql<boolean>`(${sql.ref(name)}, ${sql.ref(id)}) ${sql.raw(backwards ? '<' : '>')} (${start})`;
  const columns = MEMBER_LIST_COLUMN_NAMES.map((column) => `members.${column}` as const);
  const shaped = (found: Pick<StoredMember, (typeof MEMBER_LIST_COLUMN_NAMES)[number]>[]) => {
    const rows = found.map((m) => {
      const row = {} as MemberListRow;
      for (const key of MEMBER_LIST_KEYS) row[key] = m[MEMBER_ROW_COLUMNS[key]];
      return row;
    });
    const kept = rows.slice(0, page.limit);
    return { rows: backwards ? kept.reverse() : kept, beyond: rows.length > page.limit };
  };
  if (page.q && page.aadhaarHash === undefined) {
    // A filter's page is first looked for among the next members in name order, read from an index
    // in that order; only when too few of them match are all the filter's matches found and sorted.
    const walked = membersMatchingInNameOrder(db, page.q, {
      direction,
      past: start === undefined ? undefined : pastStart('member_name', 'id_number'),
    });
    const found = await rowsOfPage(db, walked.limit(page.limit + 1), direction)
      .select(columns)
      .execute();
    if (found.length > page.limit) return shaped(found);
  }
  // Without a filter the page is read straight from the name index; a filter's matches are found
  // first and only the page's rows are joined. Only the six columns the list shows are read, not
  // the whole member's row.
  const query = page.q
    ? rowsOfPage(
        db,
        listedInOrder(db, page.q, page.aadhaarHash, direction)
          .$if(start !== undefined, (ids) => ids.where(pastStart('listed.member_name', 'listed.id_number')))
          .limit(page.limit + 1),
        direction,
      ).select(columns)
    : db
        .selectFrom('members')
        .select(columns)
        .where('members.archived_at', 'is', null)
        .$if(start !== undefined, (rows) => rows.where(pastStart('members.member_name', 'members.id_number')))
        .orderBy('members.member_name', direction)
        .orderBy('members.id_number', direction)
        .limit(page.limit + 1);
  return shaped(await query.execute());
}

/** The IDs (and names) of the members the list shows, in its order or the reverse. */
function listedInOrder(db: DbOrTrx, q: string | undefined, aadhaarHash: string | undefined, direction: 'asc' | 'desc') {
  return db
    .selectFrom(listed(db, q, aadhaarHash).as('listed'))
    .select(['listed.id_number', 'listed.member_name'])
    .orderBy('listed.member_name', direction)
    .orderBy('listed.id_number', direction);
}

/** A page's members joined to their rows, in the page's order: the caller picks the columns. */
function rowsOfPage(
  db: DbOrTrx,
  ids: ReturnType<typeof listedInOrder> | ReturnType<typeof membersMatchingInNameOrder>,
  direction: 'asc' | 'desc',
) {
  return db
    .selectFrom(ids.as('page'))
    .innerJoin('members', 'members.id_number', 'page.id_number')
    .orderBy('page.member_name', direction)
    .orderBy('page.id_number', direction);
}

/** Whether a member still has a place in the list, archived members too (a page may start from one since removed). */
export async function hasListPlace(db: DbOrTrx, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('members').select('id_number').where('id_number', '=', id).executeTakeFirst()) !== undefined
  );
}

/**
 * How many members the list holds, or how many match its filter. The whole register is counted as
 * every row less the archived ones: SQLite counts a table without a condition from its b-tree pages
 * (not once the count is wrapped in a cast) and the archived ones from their own small index, where
 * `count(*) … where archived_at is null` reads every row.
 */
export async function countMembers(db: DbOrTrx, q: string | undefined, aadhaarHash?: string): Promise<number> {
  if (q) {
    const matches = db.selectFrom(listed(db, q, aadhaarHash).as('listed')).select(countAll.as('n'));
    return (await matches.executeTakeFirstOrThrow()).n;
  }
  const all = db.selectFrom('members').select(sql<number | string>`count(*)`.as('n'));
  const archived = db.selectFrom('members').select(countAll.as('n')).where('archived_at', 'is not', null);
  const [everyone, removed] = await Promise.all([all.executeTakeFirstOrThrow(), archived.executeTakeFirstOrThrow()]);
  return Number(everyone.n) - removed.n;
}

/**
 * The members the list shows: every member on the register, or those its filter matches, and, for
 * an Aadhaar number typed in full, also the member it belongs to (the list holds only masked ones).
 */
function listed(db: DbOrTrx, q: string | undefined, aadhaarHash: string | undefined) {
  const onRegister = db
    .selectFrom('members')
    .select(['members.id_number', 'members.member_name'])
    .where('members.archived_at', 'is', null);
  if (!q) return onRegister;
  const matching = membersMatching(db, q);
  return aadhaarHash === undefined
    ? matching
    : onRegister.where('members.aadhaar_hash', '=', aadhaarHash).union(matching);
}

/** Which of the keyed hashes are the Aadhaar numbers of members on the register. */
export async function registeredAadhaarHashes(db: DbOrTrx, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('members')
    .select('aadhaar_hash')
    .where('aadhaar_hash', 'in', hashes)
    .where('archived_at', 'is', null)
    .execute();
  return new Set(rows.flatMap((r) => (r.aadhaar_hash ? [r.aadhaar_hash] : [])));
}

/**
 * The member search: the one text typed is tried as member ID, ticket number and mobile; an Aadhaar
 * number is found by its keyed hash (`ticket` is then that hash's match, never the digits).
 */
export function searchMembers(
  db: DbOrTrx,
  id: string,
  ticket: { plain: string } | { aadhaarHash: string },
  mobile: string,
): Promise<MemberRowSource[]> {
  return 'plain' in ticket
    ? membersFound.ticket_number(db, id, ticket.plain, mobile)
    : membersFound.aadhaar_hash(db, id, ticket.aadhaarHash, mobile);
}

/** The search's query for one way of matching the ticket. */
function membersFoundBy(ticketColumn: 'ticket_number' | 'aadhaar_hash') {
  return (db: DbOrTrx, id: string, ticket: string, mobile: string) =>
    db
      .selectFrom('members')
      .select(MEMBER_ROW_COLUMN_NAMES)
      .where((eb) => eb.or([eb('id_number', '=', id), eb(ticketColumn, '=', ticket), eb('mobile', '=', mobile)]))
      .where('archived_at', 'is', null)
      .orderBy('id_number')
      .limit(200)
      .execute();
}

const membersFound = {
  ticket_number: membersFoundBy('ticket_number'),
  aadhaar_hash: membersFoundBy('aadhaar_hash'),
};

/**
 * `ticket` holds what the ticket field stores (db/aadhaar-vault.ts): the masked number with its
 * ciphertext and hash for an Aadhaar number, else the ticket as typed.
 */
export async function insertMember(
  db: DbOrTrx,
  input: CreateMemberInput,
  ticket: VaultColumns,
  meta: { by: string; at: Date; today: string },
): Promise<StoredMember> {
  const at = meta.at.toISOString();
  return db
    .insertInto('members')
    .values({
      id_number: input.id_number,
      ...memberColumns(input),
      ...ticket,
      registration_date: meta.today,
      created_by: meta.by,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `ticket` null keeps the stored ticket field and vault columns as they are. */
export async function updateMember(
  db: DbOrTrx,
  id: string,
  input: MemberFields,
  ticket: VaultColumns | null,
  at: Date,
): Promise<StoredMember> {
  const { ticket_number: _kept, ...others } = memberColumns(input);
  return db
    .updateTable('members')
    .set({ ...others, ...(ticket ?? {}), updated_at: at.toISOString() })
    .where('id_number', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Erases a member without money records, with its dependents (the foreign keys cascade). */
export async function deleteMember(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('members').where('id_number', '=', id).execute();
}

export interface Removal {
  at: string;
  /** The name of the user who removed it. */
  by: string;
  reason: string;
}

/** Takes the member off the register, keeping its row and key for the receipts that name it. */
export async function archiveMember(db: DbOrTrx, id: string, removal: Removal): Promise<StoredMember> {
  return db
    .updateTable('members')
    .set({ archived_at: removal.at, archived_by: removal.by, archive_reason: removal.reason })
    .where('id_number', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Puts a removed member back on the register. */
export async function unarchiveMember(db: DbOrTrx, id: string): Promise<StoredMember> {
  return db
    .updateTable('members')
    .set({ archived_at: null, archived_by: null, archive_reason: null })
    .where('id_number', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listDepartments(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('departments').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}
