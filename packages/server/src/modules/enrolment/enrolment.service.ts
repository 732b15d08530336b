import { ageInYears, isValidIsoDate } from '@trust/contract/dates';
import {
  type CoverChangeRow,
  type CoverChanges,
  type Enrolment,
  type EnrolmentRow,
  policyYear,
  policyYearOf,
} from '@trust/contract/season';
import type { AppContext } from '../../context';
import {
  type CoverPayment,
  coveredMembers,
  type DayRange,
  type DependentSpan,
  dependentErasuresSince,
  dependentsOfCovered,
  dependentsOfMembers,
  type InstantRange,
  membersArchivedBetween,
  membersWithRegisterChanges,
  paymentsChangingCover,
  paymentsOfMembersInYear,
} from './enrolment.repository';

/** Member IDs in one order on both databases (PostgreSQL's collation would sort them its own way). */
function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `GET reports/mediclaim-enrolment`: everyone the insurer covers in the policy year starting in
 * `startYear`: each covered member (SELF) and then its dependents on the register, by member ID.
 */
export async function enrolment(ctx: AppContext, startYear: number): Promise<Enrolment> {
  const year = policyYear(startYear);
  const [members, dependents] = await Promise.all([coveredMembers(ctx.db, year), dependentsOfCovered(ctx.db, year)]);
  const dependentsOf = new Map<string, typeof dependents>();
  for (const d of dependents) {
    const list = dependentsOf.get(d.member_id);
    if (list) list.push(d);
    else dependentsOf.set(d.member_id, [d]);
  }
  const age = (dob: string) => (isValidIsoDate(dob) ? ageInYears(dob, year.fromDate) : '');
  const data: EnrolmentRow[] = [];
  for (const m of members.sort((a, b) => byCode(a.member_id, b.member_id))) {
    // A payment issued before the year covers it from its first day; one issued in it, from its issue.
    const coverStart = byCode(m.issue_date, year.fromDate) > 0 ? m.issue_date : year.fromDate;
    // Rows are written out whole, in the answer's key order: a year holds a hundred thousand and more.
    const row = (name: string, relation: string, dob: string, sex: string): EnrolmentRow => ({
      member_id: m.member_id,
      name,
      relation,
      date_of_birth: dob,
      age: age(dob),
      sex,
      family_group: m.family_group,
      premium: m.amount,
      receipt_no: m.receipt_no,
      cover_start: coverStart,
    });
    data.push(row(m.member_name, 'SELF', m.date_of_birth, m.sex));
    for (const d of dependentsOf.get(m.member_id) ?? []) data.push(row(d.dependent_name, d.relation, d.dob, d.sex));
  }
  return { year: startYear, ...year, members: members.length, persons: data.length, data };
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** The first instant of an India day (India keeps +05:30 all year), as the stored ISO instants are written. */
function indiaDayStart(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** The India day of a stored instant: five and a half hours ahead of UTC, all year. */
function indiaDayOf(instant: string): string {
  return new Date(Date.parse(instant) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A line before it is sorted: the event's instant keeps a member's lines of one event together. */
interface ChangeLine extends CoverChangeRow {
  at: string;
  no: number;
}

interface Person {
  name: string;
  relation: string;
  date_of_birth: string;
  sex: string;
  no: number;
}

interface MemberFacts {
  member_id: string;
  member_name: string;
  date_of_birth: string;
  sex: string;
}

/** An erased dependent as its audit line keeps it. */
interface ErasedDependent extends DependentSpan {
  erased_at: string;
  reason: string;
}

function selfOf(m: MemberFacts): Person {
  return { name: m.member_name, relation: 'SELF', date_of_birth: m.date_of_birth, sex: m.sex, no: 0 };
}

function personOf(d: DependentSpan): Person {
  return { name: d.dependent_name, relation: d.relation, date_of_birth: d.dob, sex: d.sex, no: d.no };
}

function erasedFrom(line: { at: string; entity_id: string; member_id: string | null; before_json: string | null }) {
  const before = JSON.parse(line.before_json ?? '{}') as Partial<DependentSpan> & { reason?: string };
  return {
    no: Number(line.entity_id),
    member_id: before.member_id ?? line.member_id ?? '',
    dependent_name: before.dependent_name ?? '',
    relation: before.relation ?? '',
    dob: before.dob ?? '',
    sex: before.sex ?? '',
    created_at: before.created_at ?? '',
    archived_at: line.at,
    archive_reason: null,
    archived_with_member: 0,
    erased_at: line.at,
    reason: before.reason ?? '',
  } satisfies ErasedDependent;
}

/**
 * `GET reports/mediclaim-changes`: the persons added to cover (a mediclaim paid, a dependent entered
 * while its member was covered) and removed from it (a payment reset or its cheque bounced, a
 * dependent or a member removed while covered) between two days of one policy year, by date.
 */
export async function coverChanges(ctx: AppContext, range: DayRange): Promise<CoverChanges> {
  const year = policyYear(policyYearOf(range.fromDate));
  const next = new Date(`${range.toDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const instants: InstantRange = {
    from: indiaDayStart(range.fromDate),
    until: indiaDayStart(next.toISOString().slice(0, 10)),
  };
  const inRange = (at: string | null): at is string => !!at && at >= instants.from && at < instants.until;

  const [payments, changedMembers, erasureLines, archivedMembers] = await Promise.all([
    paymentsChangingCover(ctx.db, range, instants, year),
    membersWithRegisterChanges(ctx.db, instants),
    dependentErasuresSince(ctx.db, instants.from),
    membersArchivedBetween(ctx.db, instants),
  ]);
  const erased = erasureLines.map(erasedFrom);
  const memberIds = [
    ...new Set([...payments.map((p) => p.member_id), ...changedMembers, ...erased.map((d) => d.member_id)]),
  ];
  const [yearPayments, dependents] = await Promise.all([
    paymentsOfMembersInYear(ctx.db, memberIds, year),
    dependentsOfMembers(ctx.db, memberIds),
  ]);
  const paymentsOf = groupBy(yearPayments);
  // An erased dependent was on the register until its erasure, so the lines of that time name it.
  const dependentsOf = groupBy([...dependents, ...erased].sort((x, y) => x.no - y.no));

  /** The payment covering the member at an instant: its period holds the day, entered and still standing then. */
  const coverAt = (memberId: string, at: string): CoverPayment | undefined => {
    const day = indiaDayOf(at);
    let cover: CoverPayment | undefined;
    for (const p of paymentsOf.get(memberId) ?? []) {
      const standing = p.created_at < at && !(p.reset_at && p.reset_at <= at) && !(p.bounced_at && p.bounced_at <= at);
      if (!standing || p.issue_date > day || p.expiry_date < day) continue;
      if (!cover || p.issue_date > cover.issue_date || (p.issue_date === cover.issue_date && p.id > cover.id))
        cover = p;
    }
    return cover;
  };
  /** The member's dependents on the register at an instant (entered by then, not removed before it). */
  const dependentsAt = (memberId: string, at: string): Person[] =>
    (dependentsOf.get(memberId) ?? [])
      .filter((d) => d.created_at <= at && !(d.archived_at && d.archived_at < at))
      .map(personOf);

  const lines: ChangeLine[] = [];
  const add = (
    change: CoverChangeRow['change'],
    event: string,
    facts: { date: string; at: string; reason: string; member_id: string; group: string; receipt_no: string },
    persons: Person[],
  ) => {
    for (const person of persons) {
      lines.push({
        date: facts.date,
        change,
        event,
        reason: facts.reason,
        member_id: facts.member_id,
        name: person.name,
        relation: person.relation,
        date_of_birth: person.date_of_birth,
        sex: person.sex,
        family_group: facts.group,
        receipt_no: facts.receipt_no,
        at: facts.at,
        no: person.no,
      });
    }
  };
  const ofPayment = (p: CoverPayment, date: string, at: string, reason: string) => ({
    date,
    at,
    reason,
    member_id: p.member_id,
    group: p.family_group,
    receipt_no: p.receipt_no,
  });
  const overlapsYear = (p: CoverPayment) => p.issue_date <= year.toDate && p.expiry_date >= year.fromDate;

  for (const p of payments) {
    if (p.issue_date >= range.fromDate && p.issue_date <= range.toDate) {
      add('ADDED', 'Mediclaim paid', ofPayment(p, p.issue_date, p.created_at, ''), [
        selfOf(p),
        ...dependentsAt(p.member_id, p.created_at),
      ]);
    }
    if (!overlapsYear(p)) continue;
    if (inRange(p.reset_at)) {
      add('REMOVED', 'Payment reset', ofPayment(p, indiaDayOf(p.reset_at), p.reset_at, p.reset_reason ?? ''), [
        selfOf(p),
        ...dependentsAt(p.member_id, p.reset_at),
      ]);
    }
    if (p.bounce_date && p.bounce_date >= range.fromDate && p.bounce_date <= range.toDate) {
      const at = p.bounced_at ?? instants.until;
      add('REMOVED', 'Cheque bounced', ofPayment(p, p.bounce_date, at, p.bounce_reason ?? ''), [
        selfOf(p),
        ...dependentsAt(p.member_id, at),
      ]);
    }
  }

  for (const d of [...dependents, ...erased]) {
    if (inRange(d.created_at)) {
      const cover = coverAt(d.member_id, d.created_at);
      if (cover)
        add('ADDED', 'Dependent added', ofPayment(cover, indiaDayOf(d.created_at), d.created_at, ''), [personOf(d)]);
    }
    const removal = removalOf(d);
    if (removal && inRange(removal.at)) {
      const cover = coverAt(d.member_id, removal.at);
      if (cover) {
        add('REMOVED', 'Dependent removed', ofPayment(cover, indiaDayOf(removal.at), removal.at, removal.reason), [
          personOf(d),
        ]);
      }
    }
  }

  for (const m of archivedMembers) {
    const at = m.archived_at as string;
    const cover = coverAt(m.id_number, at);
    if (!cover) continue;
    const withIt = (dependentsOf.get(m.id_number) ?? []).filter((d) => d.archived_with_member && d.archived_at === at);
    add('REMOVED', 'Member removed', ofPayment(cover, indiaDayOf(at), at, m.archive_reason ?? ''), [
      selfOf({ ...m, member_id: m.id_number }),
      ...withIt.map(personOf),
    ]);
  }

  lines.sort((a, b) => byCode(a.date, b.date) || byCode(a.member_id, b.member_id) || byCode(a.at, b.at) || a.no - b.no);
  const data = lines.map(({ at, no, ...row }) => row);
  const added = data.filter((r) => r.change === 'ADDED').length;
  return { added, removed: data.length - added, data };
}

/** When and why a dependent left the register on its own; one archived with its member is the member's line. */
function removalOf(d: DependentSpan | ErasedDependent): { at: string; reason: string } | null {
  if ('erased_at' in d) return { at: d.erased_at, reason: d.reason };
  if (d.archived_with_member || !d.archived_at) return null;
  return { at: d.archived_at, reason: d.archive_reason ?? '' };
}

function groupBy<T extends { member_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.member_id);
    if (list) list.push(row);
    else map.set(row.member_id, [row]);
  }
  return map;
}
