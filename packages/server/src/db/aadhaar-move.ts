import { aadhaarDigits, maskAadhaar } from '@trust/contract/aadhaar';
import { sql } from 'kysely';
import { type AadhaarVault, vaultColumns } from './aadhaar-vault';
import { dropClearCopies } from './clear-copies';
import { type Db, type DbOrTrx, dialectOf, inTransaction } from './connection';

const AUDIT_LINES_PER_READ = 1000;

/**
 * Run at every start right after the migrations, once they asked for it (migrations 040 and 140):
 * moves the Aadhaar numbers stored outside the vault into it (before the vault; typed with hyphens or
 * dots before those were known for Aadhaar numbers), leaving the masked number in `ticket_number`,
 * and masks every Aadhaar number in the audit trail's records. Migrations run without the key, so
 * the move is the server's. Later starts find nothing pending and do nothing.
 */
export async function moveAadhaarNumbersIntoVault(db: Db, vault: AadhaarVault): Promise<void> {
  const pending = await db.selectFrom('aadhaar_vault_pending').select('pending').executeTakeFirst();
  if (!pending) return;
  let moved = 0;
  await inTransaction(db, async (trx) => {
    const members = await trx
      .selectFrom('members')
      .select(['id_number', 'ticket_number'])
      .where('aadhaar_cipher', 'is', null)
      .where('ticket_number', '!=', '')
      .execute();
    for (const m of members) {
      const digits = aadhaarDigits(m.ticket_number);
      if (!digits) continue;
      await trx.updateTable('members').set(vaultColumns(vault, digits)).where('id_number', '=', m.id_number).execute();
      moved++;
    }
    for (let after = 0; ; ) {
      const lines = await trx
        .selectFrom('audit_log')
        .select(['id', 'before_json', 'after_json'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(AUDIT_LINES_PER_READ)
        .execute();
      for (const line of lines) {
        const before = maskedJson(line.before_json);
        const afterJson = maskedJson(line.after_json);
        if (before !== line.before_json || afterJson !== line.after_json) {
          await trx
            .updateTable('audit_log')
            .set({ before_json: before, after_json: afterJson })
            .where('id', '=', line.id)
            .execute();
          moved++;
        }
      }
      const last = lines.at(-1);
      if (!last) break;
      after = last.id;
    }
    // The member search's index held the plain numbers too: its segments are merged into one that
    // holds only what the members hold now, the masked numbers.
    if (moved > 0 && dialectOf(trx) === 'sqlite') {
      await sql`insert into members_search (members_search) values ('optimize')`.execute(trx);
    }
    await trx.deleteFrom('aadhaar_vault_pending').execute();
  });
  if (moved > 0) await dropClearCopies(db, ['members', 'audit_log']);
}

/** The record with every Aadhaar number in it masked; the same text when it holds none. */
function maskedJson(json: string | null): string | null {
  // Only a record with 12 digits or more may hold one; the rule itself is applied to each value.
  if (json === null || (json.match(/[0-9]/g)?.length ?? 0) < 12) return json;
  const masked = JSON.stringify(JSON.parse(json), (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    const digits = aadhaarDigits(value);
    return digits ? maskAadhaar(digits) : value;
  });
  return masked === JSON.stringify(JSON.parse(json)) ? json : masked;
}

/**
 * Rows written around the vault (generated demo data) ask for the move at the server's next start,
 * as migration 040 does.
 */
export async function askForAadhaarMove(db: DbOrTrx): Promise<void> {
  if (await db.selectFrom('aadhaar_vault_pending').select('pending').executeTakeFirst()) return;
  await db.insertInto('aadhaar_vault_pending').values({ pending: 1 }).execute();
}
