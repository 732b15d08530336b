import { todayInIndia } from '@trust/contract/dates';
import { type ImportKind, type ImportPreviewRow, type ImportResult, importMessages } from '@trust/contract/import';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, isUniqueViolation } from '../../db/connection';
import { badRequest, conflict } from '../../errors';
import { recordAudits } from '../audit/audit.repository';
import { type Checker, IMPORTERS } from './import-kinds.service';
import { parsedImportRows } from './import-reading';
import type { PackedBody } from './import-request';
import type { ParsedImportRow } from './import-rows';

/**
 * `POST import/{kind}/preview`: every row's problems, or why it would be left out; nothing is written.
 * The rows are read a batch at a time (import-reading.ts), are checked against the database as they come,
 * and their verdicts are written out as JSON a batch at a time too (`{"rows": [...]}`): 50,000
 * verdicts written at once held the server's thread, and every request waiting on it, for as long
 * as writing them took. A body that cannot be read is
 * refused (400) before anything is sent.
 */
export async function previewImport(
  ctx: AppContext,
  kind: ImportKind,
  body: PackedBody,
): Promise<AsyncIterable<string>> {
  const batches = parsedImportRows(body, kind, todayInIndia(ctx.now()));
  const first = await batches.next();
  return previewDocument(first, batches, IMPORTERS[kind].checker(ctx.db));
}

async function* previewDocument(
  first: IteratorResult<ParsedImportRow[]>,
  rest: AsyncGenerator<ParsedImportRow[]>,
  check: Checker<unknown>,
): AsyncGenerator<string> {
  try {
    yield '{"rows":[';
    let separator = '';
    for (let batch = first; !batch.done; batch = await rest.next()) {
      const verdicts = (await check(batch.value)).map(
        (c): ImportPreviewRow => ({
          row: c.row,
          ok: c.problems.length === 0,
          problems: c.problems,
          ...(c.duplicate ? { duplicate: c.duplicate } : {}),
        }),
      );
      yield separator + verdicts.map((v) => JSON.stringify(v)).join(',');
      separator = ',';
    }
    yield ']}';
  } finally {
    // A client gone before the end stops the reading too.
    await rest.return(undefined);
  }
}

/** The most problems a refused import lists; the first is in the message, the rest for a client to show. */
const MAX_ISSUES = 100;

/**
 * `POST import/{kind}`: the rows are read (import-reading.ts), checked and written a batch at a time in
 * one transaction, so all of them land or none does and the request's rows are never all held at
 * once. A row with a problem refuses the whole request (the rest are still checked, for the list of
 * problems); a row already stored is left out and named. Payments are inserted together at the end,
 * numbered in the order they were paid across the whole file.
 */
export async function runImport(
  ctx: AppContext,
  kind: ImportKind,
  body: PackedBody,
  by: SignedInUser,
): Promise<ImportResult> {
  const importer = IMPORTERS[kind];
  const now = ctx.now();
  const meta = { ctx, by, now };
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const check = importer.checker(trx);
      const write = async (values: unknown[]) => recordAudits(trx, await importer.insert(trx, values, meta), now);
      const issues: { path: string; message: string }[] = [];
      let firstProblem: string | null = null;
      let added = 0;
      const skipped: ImportResult['skipped'] = [];
      const heldToTheEnd: unknown[] = [];
      for await (const batch of parsedImportRows(body, kind, todayInIndia(now))) {
        const checked = await check(batch);
        for (const c of checked) {
          for (const p of c.problems) {
            firstProblem ??= importMessages.rowHasProblem(c.row, p.message);
            issues.push({
              path: `rows.${c.index}.values.${p.field}`,
              message: importMessages.rowHasProblem(c.row, p.message),
            });
          }
          if (c.duplicate) skipped.push({ row: c.row, reason: c.duplicate });
        }
        if (firstProblem !== null) {
          if (issues.length >= MAX_ISSUES) break;
          continue;
        }
        const values = checked.flatMap((c) => (c.value === undefined ? [] : [c.value]));
        added += values.length;
        if (importer.isWrittenAtTheEnd) heldToTheEnd.push(...values);
        else await write(values);
      }
      if (firstProblem !== null) throw badRequest(firstProblem, issues.slice(0, MAX_ISSUES));
      if (heldToTheEnd.length > 0) await write(heldToTheEnd);
      return { added, skipped };
    });
  } catch (error) {
    // Another import or the desk stored one of these members between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(importMessages.changedMeanwhile);
    throw error;
  }
}
