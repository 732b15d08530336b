import { setImmediate as nextTurn } from 'node:timers/promises';
import { aadhaarDigits, MASKED_AADHAAR } from '@trust/contract/aadhaar';
import { type MediclaimRenewalInput, mediclaimRenewalInput } from '@trust/contract/mediclaim';
import { formatRupees } from '@trust/contract/receipt';
import { type RenewalPeriod, renewalMessages } from '@trust/contract/renewal';
import {
  type BulkKind,
  type BulkLineInput,
  type BulkPreviewLine,
  type BulkProblem,
  bulkGroup,
  bulkLineInput,
  bulkLineMode,
  bulkMessages,
  bulkModes,
} from '@trust/contract/season';
import { type MembershipRenewalInput, membershipRenewalInput } from '@trust/contract/subscription';
import { aadhaarVault } from '../../db/aadhaar-vault';
import type { DbOrTrx } from '../../db/connection';
import { badRequest } from '../../errors';
import { currentFees } from '../fees/fees.service';
import { type ListedMember, membersBy, type StandingPayment, standingPayments } from './bulk-renewal.repository';

/** A checked line: what the preview shows, and the renewal body it stands for when it has no problem. */
export interface CheckedLine {
  preview: BulkPreviewLine;
  /** The form's body for this line, or null when the line has a problem. */
  input: MembershipRenewalInput | MediclaimRenewalInput | null;
}

/** A line's member, or the problem of finding one. */
type Match = { member: ListedMember } | { problem: string };

/** Finds the members on the register with the Aadhaar numbers of these keyed hashes. */
export type FindByAadhaar = (hashes: string[]) => Promise<ListedMember[]>;

/**
 * Each line's member: a member ID on the register, else a plain ticket number, else an Aadhaar
 * number (12 digits, spaces allowed) found by its keyed hash through `byAadhaar` (the audited,
 * counted lookup of aadhaar-lookups, or a plain read of numbers it already counted). Removed
 * members are not found.
 */
export async function matchLines(
  db: DbOrTrx,
  dataKey: Buffer,
  lines: readonly BulkLineInput[],
  byAadhaar: FindByAadhaar = (hashes) => membersBy(db, 'aadhaar_hash', hashes),
): Promise<Match[]> {
  const givens = lines.map((l) => l.member.trim());
  const byId = new Map<string, ListedMember>();
  const byTicket = new Map<string, ListedMember[]>();
  const ticketsRead = new Set<string>();
  for (const slice of slicesOf(givens)) {
    for (const m of await membersBy(db, 'id_number', slice.filter(Boolean))) byId.set(m.id_number, m);
    // A masked Aadhaar number shows only four digits: it names no one member.
    const tickets = [...new Set(slice)].filter(
      (g) => g && !byId.has(g) && !ticketsRead.has(g) && !MASKED_AADHAAR.test(g),
    );
    for (const ticket of tickets) ticketsRead.add(ticket);
    for (const m of await membersBy(db, 'ticket_number', tickets)) {
      byTicket.set(m.ticket_number, [...(byTicket.get(m.ticket_number) ?? []), m]);
    }
    await nextTurn();
  }
  const vault = aadhaarVault(dataKey);
  const hashOf = new Map<string, string>();
  for (const given of givens) {
    if (!given || byId.has(given) || byTicket.has(given) || hashOf.has(given)) continue;
    const digits = aadhaarDigits(given);
    if (digits) hashOf.set(given, vault.hash(digits));
  }
  const hashes = [...new Set(hashOf.values())];
  const byHash = groupBy(hashes.length > 0 ? await byAadhaar(hashes) : [], (m) => m.aadhaar_hash ?? '');
  return givens.map((given): Match => {
    if (!given) return { problem: bulkMessages.memberRequired };
    const member = byId.get(given);
    if (member) return { member };
    const hash = hashOf.get(given);
    const found = byTicket.get(given) ?? (hash ? byHash.get(hash) : undefined) ?? [];
    if (found.length > 1) return { problem: bulkMessages.manyMembers(given) };
    const [only] = found;
    return only ? { member: only } : { problem: bulkMessages.unknownMember(given) };
  });
}

/**
 * Lines a slice at a time: between two slices the event loop is handed back (`nextTurn`), as the
 * reports do, so a list of 10,000 lines does not hold every other request until its last line.
 */
const SLICE = 100;

function slicesOf<T>(items: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) slices.push(items.slice(i, i + SLICE));
  return slices;
}

/**
 * The list's lines read by the contract's `bulkLineInput`, a slice at a time: a cell that breaks the
 * text rule refuses the list (400) with every problem at `lines.{index}.{column}`, before any line is
 * looked up, as the route's schema would say it.
 */
export async function readLines(lines: readonly unknown[]): Promise<BulkLineInput[]> {
  const read: BulkLineInput[] = [];
  const issues: { path: string; message: string }[] = [];
  for (let first = 0; first < lines.length; first += SLICE) {
    if (first > 0) await nextTurn();
    for (let index = first; index < Math.min(first + SLICE, lines.length); index++) {
      const parsed = bulkLineInput.safeParse(lines[index]);
      if (parsed.success) read.push(parsed.data);
      else {
        for (const issue of parsed.error.issues) {
          issues.push({ path: ['lines', index, ...issue.path].map(String).join('.'), message: issue.message });
        }
      }
    }
  }
  const [first] = issues;
  if (first) throw badRequest(first.message, issues);
  return read;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The payment that decides the status, as `latestPayment` picks it: the one running longest. */
function latestOf(payments: readonly StandingPayment[]): StandingPayment | undefined {
  let latest: StandingPayment | undefined;
  for (const p of payments) {
    if (
      !latest ||
      p.expiry_date > latest.expiry_date ||
      (p.expiry_date === latest.expiry_date &&
        (p.issue_date > latest.issue_date || (p.issue_date === latest.issue_date && p.id > latest.id)))
    ) {
      latest = p;
    }
  }
  return latest;
}

/** Where the form's fields go on a line of the list. */
function lineColumn(kind: BulkKind, field: string): string {
  if (field === 'remarks') return kind === 'MEMBERSHIP' ? 'book_fee' : 'group';
  return ['amount', 'reference_number', 'mode_of_payment'].includes(field) ? field : '';
}

function wholeRupees(text: string): number | null {
  const t = text.trim();
  return /^[0-9]{1,9}$/.test(t) ? Number(t) : null;
}

/**
 * Checks every line of a payroll list as a single renewal of each member would be checked on the
 * period given, and says every problem in words at the column it is about. The preview and the
 * confirmation both call it, the confirmation under the members' locks, so they cannot disagree.
 */
export async function checkLines(
  db: DbOrTrx,
  dataKey: Buffer,
  kind: BulkKind,
  lines: readonly BulkLineInput[],
  period: RenewalPeriod,
  today: string,
  byAadhaar?: FindByAadhaar,
): Promise<CheckedLine[]> {
  const matches = await matchLines(db, dataKey, lines, byAadhaar);
  const fees = await currentFees(db);
  const firstLineOf = new Map<string, number>();
  const checked: CheckedLine[] = [];
  for (let first = 0; first < lines.length; first += SLICE) {
    const slice = lines.slice(first, first + SLICE);
    const sliceMatches = matches.slice(first, first + SLICE);
    const memberIds = sliceMatches.flatMap((m) => ('member' in m ? [m.member.id_number] : []));
    const payments = groupBy(await standingPayments(db, kind, memberIds), (p) => p.member_id);
    // Mediclaim is for members whose membership is paid up, as the renew screen refuses it otherwise.
    const memberships =
      kind === 'MEDICLAIM'
        ? groupBy(await standingPayments(db, 'MEMBERSHIP', memberIds), (p) => p.member_id)
        : new Map<string, StandingPayment[]>();
    const standing = { kind, period, today, fees, firstLineOf, payments, memberships };
    for (const [index, line] of slice.entries()) {
      checked.push(checkLine(line, sliceMatches[index] as Match, standing));
    }
    await nextTurn();
  }
  return checked;
}

/** What a line is checked against: the list's kind and period, the fees, and its members' standing payments. */
interface Standing {
  kind: BulkKind;
  period: RenewalPeriod;
  today: string;
  fees: Awaited<ReturnType<typeof currentFees>>;
  /** The first line each member was named on, across the whole list. */
  firstLineOf: Map<string, number>;
  payments: Map<string, StandingPayment[]>;
  memberships: Map<string, StandingPayment[]>;
}

function checkLine(
  line: BulkLineInput,
  match: Match,
  { kind, period, today, fees, firstLineOf, payments, memberships }: Standing,
): CheckedLine {
  const problems: BulkProblem[] = [];
  const problem = (column: string, message: string) => problems.push({ column, message });
  const member = 'member' in match ? match.member : null;
  if (!member) problem('member', 'problem' in match ? match.problem : '');

  let status: BulkPreviewLine['status'] = null;
  let lastGroup = '';
  if (member) {
    const first = firstLineOf.get(member.id_number);
    if (first === undefined) firstLineOf.set(member.id_number, line.line);
    else problem('member', bulkMessages.duplicateLine(first));
    const standing = payments.get(member.id_number) ?? [];
    const latest = latestOf(standing);
    lastGroup = latest?.group_name ?? '';
    status = latest && latest.expiry_date >= today ? 'ACTIVE' : 'EXPIRED';
    if (latest && status === 'ACTIVE') problem('status', bulkMessages.alreadyActive(latest.expiry_date));
    else {
      const overlapping = standing.find((p) => p.issue_date <= period.expiryDate && p.expiry_date >= period.issueDate);
      if (overlapping) {
        problem('status', renewalMessages.periodTaken(overlapping.issue_date, overlapping.expiry_date));
      }
    }
    if (kind === 'MEDICLAIM') {
      const membership = latestOf(memberships.get(member.id_number) ?? []);
      if (!membership || membership.expiry_date < today) problem('status', bulkMessages.membershipNotActive);
    }
  }

  const fee =
    kind === 'MEMBERSHIP' ? fees.subscription : member ? (fees.ofGroup.get(member.family_group) ?? null) : null;
  const mode = bulkLineMode(kind, line.mode_of_payment);
  if (!mode) problem('mode_of_payment', bulkMessages.modeInvalid(bulkModes(kind).join(', ')));
  const givenGroup = line.group.trim();
  const group = kind === 'MEDICLAIM' ? (givenGroup ? (bulkGroup(givenGroup) ?? givenGroup) : lastGroup) : '';

  // The line is read as the renewal form's body, so its messages are the form's.
  const body = {
    id_number: member?.id_number ?? '',
    issue_date: period.issueDate,
    expiry_date: '',
    mode_of_payment: mode ?? '',
    amount: line.amount,
  };
  const parsed =
    kind === 'MEMBERSHIP'
      ? membershipRenewalInput.safeParse({ ...body, remarks: line.book_fee })
      : mediclaimRenewalInput.safeParse({
          ...body,
          reference_number: line.reference_number.trim(),
          bank: '',
          branch: '',
          remarks: group,
        });
  for (const issue of parsed.error?.issues ?? []) {
    const column = lineColumn(kind, String(issue.path[0] ?? ''));
    // The mode's own message names the modes a list may use.
    if (column !== 'mode_of_payment') problem(column, issue.message);
  }
  const amount = wholeRupees(line.amount);
  if (member && fee === null && kind === 'MEDICLAIM') {
    problem('amount', `No fee is set for family group ${member.family_group}`);
  } else if (amount !== null && fee !== null && amount !== fee) {
    problem('amount', bulkMessages.amountDiffers(formatRupees(amount), formatRupees(fee)));
  }
  const bookFee = kind === 'MEMBERSHIP' ? (wholeRupees(line.book_fee) ?? 0) : 0;

  return {
    preview: {
      line: line.line,
      member: line.member,
      member_id: member?.id_number ?? null,
      member_name: member?.member_name ?? '',
      family_group: member?.family_group ?? '',
      status,
      fee,
      amount,
      mode_of_payment: mode ?? line.mode_of_payment.trim(),
      reference_number: line.reference_number.trim(),
      book_fee: bookFee,
      group,
      problems,
    },
    input: problems.length === 0 && parsed.success ? parsed.data : null,
  };
}
