import { aadhaarDigits } from '@trust/contract/aadhaar';
import { askForAadhaarMove } from '../db/aadhaar-move';
import { type AadhaarVault, vaultColumns } from '../db/aadhaar-vault';
import { type Db, inTransaction, refreshStatistics, type Trx, withoutBooksGuards } from '../db/connection';
import { recordAudit } from '../modules/audit/audit.repository';
import { dependentNumbersByMember, insertRows, numberReceiptsInOrder, PENDING_RECEIPT } from './demo-data.repository';
import type { TrustData } from './trust-data';

export { countMembers } from './demo-data.repository';

export interface LoadOptions {
  /** The members already there, with everything tied to them, and the receipt counters are removed first. */
  replace?: boolean;
  /**
   * The vault of the server that will open the database: the generated Aadhaar numbers go straight
   * into it. Without it they are stored plain and moved into the vault at the server's next start.
   */
  vault?: AadhaarVault;
}

export interface LoadCounts {
  members: number;
  dependents: number;
  membershipPayments: number;
  mediclaimPayments: number;
  miscReceipts: number;
  gpaRecords: number;
  gpaDependentRecords: number;
}

/**
 * Writes generated data into a migrated database in one transaction, with multi-row inserts.
 * With `replace`, the members already there (with everything tied to them) and the receipt
 * counters are removed first, in the same transaction.
 */
export function loadTrustData(db: Db, data: TrustData, options: LoadOptions = {}): Promise<LoadCounts> {
  return loadTrustChunks(db, [data], options);
}

/**
 * The same for data generated in chunks (generateTrustChunks), one chunk in memory at a time. The
 * receipts are numbered once all are in, type by type in the order they were recorded, restarting
 * each financial year, as the server numbers them; the receipt counters continue from there.
 */
export async function loadTrustChunks(
  db: Db,
  chunks: Iterable<TrustData>,
  options: LoadOptions = {},
): Promise<LoadCounts> {
  const counts: LoadCounts = {
    members: 0,
    dependents: 0,
    membershipPayments: 0,
    mediclaimPayments: 0,
    miscReceipts: 0,
    gpaRecords: 0,
    gpaDependentRecords: 0,
  };
  await inTransaction(db, async (trx) => {
    // Generated books may be replaced and numbered wholesale, the trust's never are (the guards stay on elsewhere).
    await withoutBooksGuards(trx, async () => {
      if (options.replace) {
        // The foreign keys cascade from members to dependents, payments, receipts and GPAIS records.
        await trx.deleteFrom('members').execute();
        await trx.deleteFrom('receipt_sequences').execute();
        await trx.deleteFrom('receipt_prints').execute();
      }
      for (const chunk of chunks) await insertChunk(trx, chunk, counts, options.vault);
      await numberReceiptsInOrder(trx);
    });
    // Without the vault, the generated Aadhaar-like numbers go into it when the server next starts.
    if (!options.vault) await askForAadhaarMove(trx);
    await recordAudit(trx, {
      actor: 'system',
      action: 'LOAD_GENERATED_DATA',
      entity: 'database',
      entityId: 'generated',
      after: counts,
    });
  });
  await refreshStatistics(db);
  return counts;
}

async function insertChunk(trx: Trx, data: TrustData, counts: LoadCounts, vault?: AadhaarVault): Promise<void> {
  // Every receipt needs a number of its own until numberReceiptsInOrder gives the real ones.
  const pending = <R extends { receipt_no: string }>(rows: R[], key: keyof LoadCounts) =>
    rows.map((row, i) => ({ ...row, receipt_no: `${PENDING_RECEIPT}${key}/${counts[key] + i}` }));
  await insertRows(
    trx,
    'members',
    data.members.map((m) => {
      const digits = vault && aadhaarDigits(m.ticket_number);
      return vault && digits ? { ...m, ...vaultColumns(vault, digits) } : m;
    }),
  );
  await insertRows(trx, 'dependents', data.dependents);
  await insertRows(trx, 'membership_payments', pending(data.membershipPayments, 'membershipPayments'));
  await insertRows(trx, 'mediclaim_payments', pending(data.mediclaimPayments, 'mediclaimPayments'));
  await insertRows(trx, 'misc_receipts', pending(data.miscReceipts, 'miscReceipts'));
  await insertRows(trx, 'gpa_records', pending(data.gpaRecords, 'gpaRecords'));
  const dependentNos = await dependentNumbersByMember(
    trx,
    data.members.map((m) => m.id_number),
  );
  await insertRows(
    trx,
    'gpa_dependent_records',
    pending(data.gpaDependentRecords, 'gpaDependentRecords').map(({ dependent_ordinal, ...record }) => {
      const no = dependentNos.get(record.member_id)?.[dependent_ordinal];
      if (no === undefined) throw new Error(`Member ${record.member_id} has no dependent ${dependent_ordinal}`);
      return { ...record, dependent_id: no };
    }),
  );
  for (const key of Object.keys(counts) as (keyof LoadCounts)[]) counts[key] += data[key].length;
}
