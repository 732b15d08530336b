// `npm run demo`: fills the configured database (DATABASE_URL, default file:./data/trust.db) with
// about 200 generated members, their dependents and three years of payments and receipts. It
// migrates first, and refuses a register that already has members unless given --force, which
// replaces them. The Aadhaar numbers go straight into the vault, under the server's own data key
// (DATA_KEY, else the data folder's data-key), checked against the database as the server checks it.
import { parseArgs } from 'node:util';
import { ConfigError, dataDirOf, dataKey, keepNewDataKey } from '../packages/server/src/config';
import { moveAadhaarNumbersIntoVault } from '../packages/server/src/db/aadhaar-move';
import { openDatabase } from '../packages/server/src/db/connection';
import { DataKeyError, openVault } from '../packages/server/src/db/data-key-check';
import { migrateToLatest } from '../packages/server/src/db/migrations';
import { encryptTwoStepSecrets } from '../packages/server/src/db/two-step-secrets';
import { countMembers, loadTrustData } from '../packages/server/src/demo/demo-data.service';
import { generateTrustData } from '../packages/server/src/demo/generate';

const DEMO_MEMBERS = 200;

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const url = process.env.DATABASE_URL ?? 'file:./data/trust.db';
const handle = openDatabase(url);
try {
  await migrateToLatest(handle.db);
  const key = dataKey(process.env.DATA_KEY || undefined, dataDirOf(url));
  const vault = await openVault(handle.db, key, () => keepNewDataKey(key));
  await moveAadhaarNumbersIntoVault(handle.db, vault);
  await encryptTwoStepSecrets(handle.db, key.dataKey);
  const existing = await countMembers(handle.db);
  if (existing > 0 && !values.force) {
    console.error(
      `The database (${redacted(url)}) already has ${existing} members; nothing was changed.\n` +
        'Run `npm run demo -- --force` to replace every member, dependent and payment with demo data.',
    );
    process.exitCode = 1;
  } else {
    const counts = await loadTrustData(handle.db, generateTrustData({ members: DEMO_MEMBERS }), {
      replace: existing > 0,
      vault,
    });
    console.log(
      `Demo data loaded into ${redacted(url)}: ${counts.members} members, ${counts.dependents} dependents, ` +
        `${counts.membershipPayments} membership and ${counts.mediclaimPayments} mediclaim payments, ` +
        `${counts.miscReceipts} miscellaneous receipts, ${counts.gpaRecords + counts.gpaDependentRecords} GPAIS records.`,
    );
  }
} catch (error) {
  if (!(error instanceof DataKeyError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}

/** The URL without its password, for messages. */
function redacted(databaseUrl: string): string {
  return databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
