import { booksMessages } from '@trust/contract/books';
import { type CreateDependentInput, dependentMessages } from '@trust/contract/dependent';
import {
  dependentKey,
  type ImportedMember,
  type ImportedPayment,
  type ImportKind,
  type ImportProblem,
  importMessages,
  paymentKey,
} from '@trust/contract/import';
import { canAddDependent } from '@trust/contract/member';
import { formatRupees, RECEIPT_TYPES } from '@trust/contract/receipt';
import { renewalMessages } from '@trust/contract/renewal';
import type { AppContext, SignedInUser } from '../../context';
import type { DbOrTrx, Trx } from '../../db/connection';
import { nextReceiptNumber } from '../../db/receipt-numbers';
import type { AuditEntry } from '../audit/audit.repository';
import { refuseClosedDay } from '../cashbook/day-lock.service';
import { ticketColumns } from '../members/members.service';
import {
  dependentKeys,
  insertDependents,
  insertMediclaimPayments,
  insertMembers,
  insertMembershipPayments,
  memberFamilyGroups,
  paymentKeys,
} from './import.repository';
import type { ParsedImportRow } from './import-rows';

/*
 * The three kinds of import (members, dependents, payments): how each checks its rows against the
 * stored records and the rows above, and how it writes them. import.service.ts reads the file and
 * runs the preview or the import with them.
 */

/** A row's verdict: problems to fix, or a reason it is already stored, or the value to insert. */
export interface CheckedRow<T> {
  row: number;
  index: number;
  problems: ImportProblem[];
  duplicate?: string;
  value?: T;
}

interface WriteMeta {
  ctx: AppContext;
  by: SignedInUser;
  now: Date;
}

/** Judges the file's rows a batch at a time, in the file's order, against the stored records and the rows above. */
export type Checker<T> = (rows: ParsedImportRow<T>[]) => Promise<CheckedRow<T>[]>;

export interface Importer<T> {
  checker(db: DbOrTrx): Checker<T>;
  /** Inserts the rows and answers the audit lines that record them. */
  insert(trx: Trx, values: T[], meta: WriteMeta): Promise<AuditEntry[]>;
  /** Inserted all together after the last batch is checked, rather than a batch at a time. */
  isWrittenAtTheEnd?: boolean;
}

/*
 * Each row was first checked alone (the form's rules, import-rows.ts); here it is checked against the
 * stored records of the members its batch names, read once per member, and against the rows above it
 * in the file. A key seen earlier in the file marks the later row as the duplicate.
 */

function at(source: ParsedImportRow, problems: ImportProblem[] = source.problems) {
  return { row: source.row, index: source.index, problems };
}

/** The member IDs a batch names that have not been read yet, marked as read. */
function unread(seen: Set<string>, ids: Iterable<string>): string[] {
  const fresh = [...new Set(ids)].filter((id) => !seen.has(id));
  for (const id of fresh) seen.add(id);
  return fresh;
}

const memberImporter: Importer<ImportedMember> = {
  checker(db) {
    const firstRow = new Map<string, number>();
    return async (rows) => {
      const stored = await memberFamilyGroups(
        db,
        valuesOf(rows).map((v) => v.id_number),
      );
      return rows.map((source) => {
        const v = source.value;
        if (!v) return at(source);
        // A removed member keeps its ID: it is restored from Removed Members, never imported again.
        if (stored.removed.has(v.id_number)) {
          return { ...at(source), duplicate: booksMessages.removedMemberId(v.id_number) };
        }
        // Rows above are asked first: an import writes each batch before reading the next.
        const earlier = firstRow.get(v.id_number);
        if (earlier !== undefined) return { ...at(source), duplicate: importMessages.sameAsRow(earlier) };
        if (stored.groups.has(v.id_number)) {
          return { ...at(source), duplicate: importMessages.memberExists(v.id_number) };
        }
        firstRow.set(v.id_number, source.row);
        return { ...at(source), value: v };
      });
    };
  },
  async insert(trx, values, { ctx, by, now }) {
    const at = now.toISOString();
    // Aadhaar numbers go into the vault as at the desk; the audit lines hold the masked form.
    const rows = values.map((v) => ({
      ...v,
      ...ticketColumns(ctx, v.ticket_number),
      created_by: by.email,
      created_at: at,
      updated_at: at,
    }));
    await insertMembers(trx, rows);
    return rows.map((m) => ({
      actor: by.email,
      action: 'IMPORT',
      entity: 'member',
      entityId: m.id_number,
      memberId: m.id_number,
      after: m,
    }));
  },
};

const dependentImporter: Importer<CreateDependentInput> = {
  checker(db) {
    const read = new Set<string>();
    const groups = new Map<string, string>();
    const removed = new Set<string>();
    const stored = { keys: new Set<string>(), counts: new Map<string, number>() };
    const firstRow = new Map<string, number>();
    const addedFor = new Map<string, number>();
    return async (rows) => {
      const ids = unread(
        read,
        valuesOf(rows).map((v) => v.id),
      );
      const members = await memberFamilyGroups(db, ids);
      for (const [id, group] of members.groups) groups.set(id, group);
      for (const id of members.removed) removed.add(id);
      const found = await dependentKeys(db, ids);
      for (const key of found.keys) stored.keys.add(key);
      for (const [id, count] of found.counts) stored.counts.set(id, count);
      return rows.map((source) => {
        const v = source.value;
        if (!v) return at(source);
        if (removed.has(v.id)) return at(source, [{ field: 'id', message: booksMessages.removedMemberId(v.id) }]);
        const group = groups.get(v.id);
        if (group === undefined) return at(source, [{ field: 'id', message: dependentMessages.memberInvalid }]);
        const key = dependentKey(v.id, v.dependent_name, v.dob);
        if (stored.keys.has(key)) {
          return { ...at(source), duplicate: importMessages.dependentExists(v.dependent_name, v.id) };
        }
        const earlier = firstRow.get(key);
        if (earlier !== undefined) return { ...at(source), duplicate: importMessages.sameAsRow(earlier) };
        // The family group's limit counts the stored dependents and those above in the file alike.
        const count = (stored.counts.get(v.id) ?? 0) + (addedFor.get(v.id) ?? 0);
        if (!canAddDependent(group, count)) {
          return at(source, [{ field: 'id', message: dependentMessages.limitReached }]);
        }
        firstRow.set(key, source.row);
        addedFor.set(v.id, (addedFor.get(v.id) ?? 0) + 1);
        return { ...at(source), value: v };
      });
    };
  },
  async insert(trx, values, { by, now }) {
    const at = now.toISOString();
    const stored = await insertDependents(
      trx,
      values.map((v) => ({
        member_id: v.id,
        dependent_name: v.dependent_name,
        relation: v.relation,
        dob: v.dob,
        age: v.age,
        sex: v.sex,
        blood_group: v.blood_group,
        job_profile: v.job_profile,
        annual_income: v.annual_income,
        icard_no: v.icard_no,
        created_by: by.email,
        created_at: at,
        updated_at: at,
      })),
    );
    return stored.map((d) => ({
      actor: by.email,
      action: 'IMPORT',
      entity: 'dependent',
      entityId: d.no,
      memberId: d.member_id,
      after: d,
    }));
  },
};

const paymentImporter: Importer<ImportedPayment> = {
  // Numbered in the order they were paid across the whole file.
  isWrittenAtTheEnd: true,
  checker(db) {
    const read = new Set<string>();
    const members = new Set<string>();
    const removed = new Set<string>();
    const stored = new Set<string>();
    const firstRow = new Map<string, number>();
    return async (rows) => {
      const ids = unread(
        read,
        valuesOf(rows).map((v) => v.member_id),
      );
      const found = await memberFamilyGroups(db, ids);
      for (const id of found.groups.keys()) members.add(id);
      for (const id of found.removed) removed.add(id);
      for (const key of await paymentKeys(db, ids)) stored.add(key);
      return rows.map((source) => {
        const v = source.value;
        if (!v) return at(source);
        if (removed.has(v.member_id)) {
          return at(source, [{ field: 'id_number', message: booksMessages.removedMemberId(v.member_id) }]);
        }
        if (!members.has(v.member_id)) {
          return at(source, [{ field: 'id_number', message: renewalMessages.memberNotFound }]);
        }
        const key = paymentKey(v.kind, v.member_id, v.issue_date, v.amount);
        if (stored.has(key)) {
          return {
            ...at(source),
            duplicate: importMessages.paymentExists(v.kind, v.issue_date, formatRupees(v.amount)),
          };
        }
        const earlier = firstRow.get(key);
        if (earlier !== undefined) return { ...at(source), duplicate: importMessages.sameAsRow(earlier) };
        firstRow.set(key, source.row);
        return { ...at(source), value: v };
      });
    };
  },
  async insert(trx, values, { by, now }) {
    const at = now.toISOString();
    // Numbered in the order they were paid, so within a financial year the numbers follow the dates.
    const inOrder = [...values].sort((a, b) => a.issue_date.localeCompare(b.issue_date));
    await refuseClosedDay(
      trx,
      inOrder.map((p) => p.issue_date),
    );
    const membership = [];
    const mediclaim = [];
    for (const p of inOrder) {
      const common = {
        member_id: p.member_id,
        issue_date: p.issue_date,
        expiry_date: p.expiry_date,
        mode_of_payment: p.mode_of_payment,
        amount: p.amount,
        reset_at: null,
        reset_by: null,
        created_by: by.email,
        created_at: at,
      };
      if (p.kind === 'MEMBERSHIP') {
        const receipt_no = await nextReceiptNumber(trx, RECEIPT_TYPES.membership, p.issue_date);
        membership.push({ ...common, receipt_no, book_fee: p.book_fee });
      } else {
        const receipt_no = await nextReceiptNumber(trx, RECEIPT_TYPES.mediclaim, p.issue_date);
        mediclaim.push({
          ...common,
          receipt_no,
          reference_number: p.reference_number,
          bank: p.bank,
          branch: p.branch,
          group_name: p.group_name,
        });
      }
    }
    const audit = (entity: string) => (p: { id: number; member_id: string }) => ({
      actor: by.email,
      action: 'IMPORT',
      entity,
      entityId: p.id,
      memberId: p.member_id,
      after: p,
    });
    return [
      ...(await insertMembershipPayments(trx, membership)).map(audit('membership_payment')),
      ...(await insertMediclaimPayments(trx, mediclaim)).map(audit('mediclaim_payment')),
    ];
  },
};

export const IMPORTERS: Record<ImportKind, Importer<unknown>> = {
  members: memberImporter as Importer<unknown>,
  dependents: dependentImporter as Importer<unknown>,
  payments: paymentImporter as Importer<unknown>,
};

function valuesOf<T>(rows: readonly ParsedImportRow<T>[]): T[] {
  return rows.flatMap((r) => (r.value === undefined ? [] : [r.value]));
}
