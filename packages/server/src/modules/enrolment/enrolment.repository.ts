import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';

/** A policy year or a range in one: ISO days, both included. */
export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** Instants bounding a range of India days: from its first moment, up to (not including) the day after it. */
export interface InstantRange {
  from: string;
  until: string;
}

/** What a line of the insurer's lists shows of a member and of the payment that covers it. */
export interface CoveredMember {
  member_id: string;
  member_name: string;
  date_of_birth: string;
  sex: string;
  /** The member's family group ('1+3'), which decides its premium. */
  family_group: string;
  amount: number;
  receipt_no: string;
  issue_date: string;
}

/**
 * A standing mediclaim payment `p` (neither reset nor bounced) whose period overlaps the year. The
 * `not exists` keeps only the latest issued of a member's (then the latest entered), so a member who
 * paid twice is listed once.
 */
function standingInYear(year: DayRange) {
  return sql<boolean>`p.reset_at is null and p.bounced_at is null
    and p.issue_date <= ${year.toDate} and p.expiry_date >= ${year.fromDate}
    and not exists (
      select 1 from mediclaim_payments q
      where q.member_id = p.member_id and q.reset_at is null and q.bounced_at is null
        and q.issue_date <= ${year.toDate} and q.expiry_date >= ${year.fromDate}
        and (q.issue_date > p.issue_date or (q.issue_date = p.issue_date and q.id > p.id)))`;
}

/** The members on the register covered in the policy year, each with the payment that covers it. */
export function coveredMembers(db: DbOrTrx, year: DayRange): Promise<CoveredMember[]> {
  return db
    .selectFrom('mediclaim_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'm.id_number as member_id',
      'm.member_name',
      'm.date_of_birth',
      'm.sex',
      'm.family_group',
      'p.amount',
      'p.receipt_no',
      'p.issue_date',
    ])
    .where('m.archived_at', 'is', null)
    .where(standingInYear(year))
    .execute();
}

/** The dependents on the register of the members covered in the policy year, by their number. */
export function dependentsOfCovered(db: DbOrTrx, year: DayRange) {
  return db
    .selectFrom('dependents as d')
    .innerJoin('members as m', 'm.id_number', 'd.member_id')
    .innerJoin('mediclaim_payments as p', 'p.member_id', 'd.member_id')
    .select(['d.no', 'd.member_id', 'd.dependent_name', 'd.relation', 'd.dob', 'd.sex'])
    .where('d.archived_at', 'is', null)
    .where('m.archived_at', 'is', null)
    .where(standingInYear(year))
    .orderBy('d.no')
    .execute();
}

// --- Changes of cover ----------------------------------------------------------------------------

/** A mediclaim payment with its member, as the changes of cover read it. */
export interface CoverPayment extends CoveredMember {
  id: number;
  expiry_date: string;
  created_at: string;
  reset_at: string | null;
  reset_reason: string | null;
  bounced_at: string | null;
  bounce_date: string | null;
  bounce_reason: string | null;
}

function paymentsWithMember(db: DbOrTrx) {
  return db
    .selectFrom('mediclaim_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'p.id',
      'm.id_number as member_id',
      'm.member_name',
      'm.date_of_birth',
      'm.sex',
      'm.family_group',
      'p.amount',
      'p.receipt_no',
      'p.issue_date',
      'p.expiry_date',
      'p.created_at',
      'p.reset_at',
      'p.reset_reason',
      'p.bounced_at',
      'p.bounce_date',
      'p.bounce_reason',
    ]);
}

/**
 * The mediclaim payments that add or take away cover in the range: issued in it (whatever became of
 * them), reset in it or bounced in it, the last two only when their period overlaps the policy year.
 */
export function paymentsChangingCover(
  db: DbOrTrx,
  range: DayRange,
  instants: InstantRange,
  year: DayRange,
): Promise<CoverPayment[]> {
  return paymentsWithMember(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('p.issue_date', '>=', range.fromDate), eb('p.issue_date', '<=', range.toDate)]),
        eb.and([
          eb('p.issue_date', '<=', year.toDate),
          eb('p.expiry_date', '>=', year.fromDate),
          eb.or([
            eb.and([eb('p.reset_at', '>=', instants.from), eb('p.reset_at', '<', instants.until)]),
            eb.and([eb('p.bounce_date', '>=', range.fromDate), eb('p.bounce_date', '<=', range.toDate)]),
          ]),
        ]),
      ]),
    )
    .execute();
}

/** Every mediclaim payment of these members whose period overlaps the policy year: what covered them when. */
export async function paymentsOfMembersInYear(
  db: DbOrTrx,
  memberIds: readonly string[],
  year: DayRange,
): Promise<CoverPayment[]> {
  const found: CoverPayment[] = [];
  for (let i = 0; i < memberIds.length; i += 500) {
    const chunk = memberIds.slice(i, i + 500);
    found.push(
      ...(await paymentsWithMember(db)
        .where('p.member_id', 'in', chunk)
        .where('p.issue_date', '<=', year.toDate)
        .where('p.expiry_date', '>=', year.fromDate)
        .execute()),
    );
  }
  return found;
}

/** A dependent as the changes of cover read it: when it came on the register and when it left. */
export interface DependentSpan {
  no: number;
  member_id: string;
  dependent_name: string;
  relation: string;
  dob: string;
  sex: string;
  created_at: string;
  archived_at: string | null;
  archive_reason: string | null;
  archived_with_member: number;
}

/** Every dependent of these members, removed ones too, by number. */
export async function dependentsOfMembers(db: DbOrTrx, memberIds: readonly string[]): Promise<DependentSpan[]> {
  const found: DependentSpan[] = [];
  for (let i = 0; i < memberIds.length; i += 500) {
    const chunk = memberIds.slice(i, i + 500);
    found.push(
      ...(await db
        .selectFrom('dependents')
        .select([
          'no',
          'member_id',
          'dependent_name',
          'relation',
          'dob',
          'sex',
          'created_at',
          'archived_at',
          'archive_reason',
          'archived_with_member',
        ])
        .where('member_id', 'in', chunk)
        .execute()),
    );
  }
  return found.sort((a, b) => a.no - b.no);
}

/** Members of the dependents entered in the range or removed in it (archived), and of members removed in it. */
export async function membersWithRegisterChanges(db: DbOrTrx, instants: InstantRange): Promise<string[]> {
  const [dependents, members] = await Promise.all([
    db
      .selectFrom('dependents')
      .select('member_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('created_at', '>=', instants.from), eb('created_at', '<', instants.until)]),
          eb.and([eb('archived_at', '>=', instants.from), eb('archived_at', '<', instants.until)]),
        ]),
      )
      .execute(),
    db
      .selectFrom('members')
      .select('id_number as member_id')
      .where('archived_at', '>=', instants.from)
      .where('archived_at', '<', instants.until)
      .execute(),
  ]);
  return [...new Set([...dependents, ...members].map((r) => r.member_id))];
}

/** A member removed from the register in the range, with why. */
export function membersArchivedBetween(db: DbOrTrx, instants: InstantRange) {
  return db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'date_of_birth', 'sex', 'archived_at', 'archive_reason'])
    .where('archived_at', '>=', instants.from)
    .where('archived_at', '<', instants.until)
    .execute();
}

/**
 * The audit lines of dependents erased (removed without GPAIS records) from the range's start on:
 * the row as it was, and the reason, are in `before_json`. Later ones are read too, since a dependent
 * entered in the range may have been erased after it.
 */
export function dependentErasuresSince(db: DbOrTrx, from: string) {
  return db
    .selectFrom('audit_log')
    .select(['at', 'entity_id', 'member_id', 'before_json'])
    .where('entity', '=', 'dependent')
    .where('action', '=', 'DELETE')
    .where('at', '>=', from)
    .execute();
}
