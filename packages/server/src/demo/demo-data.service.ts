import { askForAadhaarMove } from '../db/aadhaar-move';
import { type Db, inTransaction, withoutBooksGuards } from '../db/connection';
import { recordAudit } from '../modules/audit/audit.repository';
import { dependentNumbersByMember, insertRows, refreshStatistics } from './demo-data.repository';
import type { TrustData } from './trust-data';

export { countMembers } from './demo-data.repository';

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
export async function loadTrustData(db: Db, data: TrustData, options: { replace?: boolean } = {}): Promise<LoadCounts> {
  const counts: LoadCounts = {
    members: data.members.length,
    dependents: data.dependents.length,
    membershipPayments: data.membershipPayments.length,
    mediclaimPayments: data.mediclaimPayments.length,
    miscReceipts: data.miscReceipts.length,
    gpaRecords: data.gpaRecords.length,
    gpaDependentRecords: data.gpaDependentRecords.length,
  };
  await inTransaction(db, async (trx) => {
    if (options.replace) {
      // The foreign keys cascade from members to dependents, payments, receipts and GPAIS records;
      // generated books may be replaced wholesale, the trust's never are (the guards stay on elsewhere).
      await withoutBooksGuards(trx, async () => {
        await trx.deleteFrom('members').execute();
        await trx.deleteFrom('receipt_sequences').execute();
        await trx.deleteFrom('receipt_prints').execute();
      });
    }
    await insertRows(trx, 'members', data.members);
    // The generated Aadhaar-like numbers go into the vault when the server next starts.
    await askForAadhaarMove(trx);
    await insertRows(trx, 'dependents', data.dependents);
    await insertRows(trx, 'membership_payments', data.membershipPayments);
    await insertRows(trx, 'mediclaim_payments', data.mediclaimPayments);
    await insertRows(trx, 'misc_receipts', data.miscReceipts);
    await insertRows(trx, 'gpa_records', data.gpaRecords);
    const dependentNos = await dependentNumbersByMember(trx);
    await insertRows(
      trx,
      'gpa_dependent_records',
      data.gpaDependentRecords.map(({ dependent_ordinal, ...record }) => {
        const no = dependentNos.get(record.member_id)?.[dependent_ordinal];
        if (no === undefined) throw new Error(`Member ${record.member_id} has no dependent ${dependent_ordinal}`);
        return { ...record, dependent_id: no };
      }),
    );
    await insertRows(trx, 'receipt_sequences', data.receiptSequences);
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
