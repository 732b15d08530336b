import { todayInIndia } from '@trust/contract/dates';
import { type CreateDependentInput, dependentMessages } from '@trust/contract/dependent';
import {
  type Cells,
  dependentKey,
  type ImportedMember,
  type ImportedPayment,
  type ImportKind,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
  importMessages,
  normaliseCells,
  parseDependentRow,
  parseMemberRow,
  parsePaymentRow,
  paymentKey,
} from '@trust/contract/import';
import { canAddDependent } from '@trust/contract/member';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import { renewalMessages } from '@trust/contract/renewal';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, isUniqueViolation, type Trx } from '../../db/connection';
import { badRequest, conflict } from '../../errors';
import { type AuditEntry, recordAudits } from '../audit/audit.repository';
import { nextReceiptNumber } from '../receipts/receipt-number.repository';
import {
  dependentKeys,
  insertDependents,
  insertMediclaimPayments,
  insertMembers,
  insertMembershipPayments,
  memberFamilyGroups,
  paymentKeys,
} from './import.repository';

/** A row as the client sent it: its line in the file, its place in the request, its cells. */
interface SourceRow {
  row: number;
  index: number;
  cells: Cells;
}

/** A row's verdict: problems to fix, or a reason it is already stored, or the value to insert. */
interface CheckedRow<T> {
  row: number;
  index: number;
  problems: ImportProblem[];
  duplicate?: string;
  value?: T;
}

interface WriteMeta {
  by: SignedInUser;
  now: Date;
}

interface Importer<T> {
  check(db: DbOrTrx, rows: SourceRow[], today: string): Promise<CheckedRow<T>[]>;
  /** Inserts the rows and answers the audit lines that record them. */
  insert(trx: Trx, values: T[], meta: WriteMeta): Promise<AuditEntry[]>;
}

/*
 * Each row is first checked alone (the form's rules), then against the stored records and the rows
 * above it in the file. A key seen earlier in the file marks the later row as the duplicate.
 */

function at(source: SourceRow, problems: ImportProblem[] = []) {
  return { row: source.row, index: source.index, problems };
}

const memberImporter: Importer<ImportedMember> = {
  async check(db, rows, today) {
    const stored = await memberFamilyGroups(db);
    const firstRow = new Map<string, number>();
    return rows.map((source) => {
      const parsed = parseMemberRow(source.cells, today);
      if (!parsed.ok) return at(source, parsed.problems);
      const v = parsed.value;
      if (stored.has(v.id_number)) return { ...at(source), duplicate: importMessages.memberExists(v.id_number) };
      const earlier = firstRow.get(v.id_number);
      if (earlier !== undefined) return { ...at(source), duplicate: importMessages.sameAsRow(earlier) };
      firstRow.set(v.id_number, source.row);
      return { ...at(source), value: v };
    });
  },
  async insert(trx, values, { by, now }) {
    const at = now.toISOString();
    const rows = values.map((v) => ({ ...v, created_by: by.email, created_at: at, updated_at: at }));
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
  async check(db, rows) {
    const groups = await memberFamilyGroups(db);
    const stored = await dependentKeys(db);
    const firstRow = new Map<string, number>();
    const addedFor = new Map<string, number>();
    return rows.map((source) => {
      const parsed = parseDependentRow(source.cells);
      if (!parsed.ok) return at(source, parsed.problems);
      const v = parsed.value;
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
      if (!canAddDependent(group, count)) return at(source, [{ field: 'id', message: dependentMessages.limitReached }]);
      firstRow.set(key, source.row);
      addedFor.set(v.id, (addedFor.get(v.id) ?? 0) + 1);
      return { ...at(source), value: v };
    });
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
  async check(db, rows) {
    const members = await memberFamilyGroups(db);
    const stored = await paymentKeys(db);
    const firstRow = new Map<string, number>();
    return rows.map((source) => {
      const parsed = parsePaymentRow(source.cells);
      if (!parsed.ok) return at(source, parsed.problems);
      const v = parsed.value;
      if (!members.has(v.member_id))
        return at(source, [{ field: 'id_number', message: renewalMessages.memberNotFound }]);
      const key = paymentKey(v.kind, v.member_id, v.issue_date, v.amount);
      if (stored.has(key)) {
        return { ...at(source), duplicate: importMessages.paymentExists(v.kind, v.issue_date, v.amount) };
      }
      const earlier = firstRow.get(key);
      if (earlier !== undefined) return { ...at(source), duplicate: importMessages.sameAsRow(earlier) };
      firstRow.set(key, source.row);
      return { ...at(source), value: v };
    });
  },
  async insert(trx, values, { by, now }) {
    const at = now.toISOString();
    // Numbered in the order they were paid, so within a financial year the numbers follow the dates.
    const inOrder = [...values].sort((a, b) => a.issue_date.localeCompare(b.issue_date));
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

const IMPORTERS: Record<ImportKind, Importer<unknown>> = {
  members: memberImporter as Importer<unknown>,
  dependents: dependentImporter as Importer<unknown>,
  payments: paymentImporter as Importer<unknown>,
};

type RequestRow = { row: number; values: Record<string, string | number | boolean | null> };

function sourceRows(rows: RequestRow[]): SourceRow[] {
  return rows.map((r, index) => ({ row: r.row, index, cells: normaliseCells(r.values) }));
}

/** `POST import/{kind}/preview`: every row's problems, or why it would be left out; nothing is written. */
export async function previewImport(ctx: AppContext, kind: ImportKind, rows: RequestRow[]): Promise<ImportPreview> {
  const checked = await IMPORTERS[kind].check(ctx.db, sourceRows(rows), todayInIndia(ctx.now()));
  return {
    rows: checked.map((c) => ({
      row: c.row,
      ok: c.problems.length === 0,
      problems: c.problems,
      ...(c.duplicate ? { duplicate: c.duplicate } : {}),
    })),
  };
}

/** The most problems a refused import lists; the first is in the message, the rest for a client to show. */
const MAX_ISSUES = 100;

/**
 * `POST import/{kind}`: the rows are checked again, and all of them land in one transaction or none
 * does. A row with a problem refuses the whole request; a row already stored is left out and named.
 */
export async function runImport(
  ctx: AppContext,
  kind: ImportKind,
  rows: RequestRow[],
  by: SignedInUser,
): Promise<ImportResult> {
  const importer = IMPORTERS[kind];
  const now = ctx.now();
  const source = sourceRows(rows);
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const checked = await importer.check(trx, source, todayInIndia(now));
      const bad = checked.filter((c) => c.problems.length > 0);
      const first = bad[0];
      if (first) {
        const issues = bad.flatMap((c) =>
          c.problems.map((p) => ({
            path: `rows.${c.index}.values.${p.field}`,
            message: importMessages.rowHasProblem(c.row, p.message),
          })),
        );
        throw badRequest(
          importMessages.rowHasProblem(first.row, first.problems[0]?.message ?? ''),
          issues.slice(0, MAX_ISSUES),
        );
      }
      const values = checked.flatMap((c) => (c.value === undefined ? [] : [c.value]));
      const audit = await importer.insert(trx, values, { by, now });
      await recordAudits(trx, audit, now);
      return {
        added: values.length,
        skipped: checked.flatMap((c) => (c.duplicate ? [{ row: c.row, reason: c.duplicate }] : [])),
      };
    });
  } catch (error) {
    // Another import or the desk stored one of these members between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(importMessages.changedMeanwhile);
    throw error;
  }
}
