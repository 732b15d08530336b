import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  insertDependent,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
  insertTwoStepAccount,
} from '../../test/factories';
import { vaultColumns } from './aadhaar-vault';
import { backupSqlite, backupStamp, drillRestore, restoreSqlite, type VaultKey, vaultKey } from './backup';
import { type DbHandle, openDatabase } from './connection';
import { migrateToLatest } from './migrations';

async function everyTable(handle: DbHandle): Promise<Record<string, unknown[]>> {
  const tables = await handle.db.introspection.getTables();
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    out[t.name] = await handle.db
      .selectFrom(t.name as 'members')
      .selectAll()
      .execute();
  }
  return out;
}

describe('backup and restore', () => {
  it('names backups by date and time', () => {
    expect(backupStamp(new Date('2026-11-21T09:05:03.123Z'))).toBe('2026-11-21-090503');
  });

  it('round-trips a live database: every table comes back the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-backup-'));
    const live = openDatabase(`file:${join(dir, 'live.db')}`);
    await migrateToLatest(live.db);
    for (let i = 0; i < 20; i++) {
      const m = await insertMember(live.db, { member_name: `MEMBER ${i}`, address: 'Flat 2, "Asha",\nPune' });
      await insertDependent(live.db, m.id_number);
      await insertMembershipPayment(live.db, m.id_number);
      await insertMediclaimPayment(live.db, m.id_number);
    }
    const original = await everyTable(live);

    // Taken while the live connection stays open, as it is while the server runs.
    const backup = await backupSqlite(join(dir, 'live.db'), join(dir, 'backups'), new Date('2026-11-21T09:05:03Z'));
    expect(backup).toMatch(/trust-2026-11-21-090503\.db$/);
    await insertMember(live.db, { member_name: 'AFTER THE BACKUP' });
    await live.close();

    const restoredFile = join(dir, 'restored.db');
    await restoreSqlite(backup, restoredFile);
    const restored = openDatabase(`file:${restoredFile}`);
    try {
      expect(await everyTable(restored)).toEqual(original);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore from a file that is not a backup of this application', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-backup-'));
    const other = openDatabase(`file:${join(dir, 'other.db')}`);
    await other.db.schema.createTable('something').addColumn('x', 'text').execute();
    await other.close();
    await expect(restoreSqlite(join(dir, 'other.db'), join(dir, 'target.db'))).rejects.toThrow(/not a backup/);
  });

  describe('the restore drill', () => {
    const dataKey = randomBytes(32);
    const key: VaultKey = vaultKey(dataKey, 'the test key');

    /**
     * A live database of 5 members (3 with an Aadhaar number in the vault) and a staff account with a
     * second step (its secret sealed with `secretKey`), and its backup.
     */
    async function liveWithBackup(secretKey = dataKey) {
      const dir = mkdtempSync(join(tmpdir(), 'trust-drill-'));
      const liveFile = join(dir, 'live.db');
      const live = openDatabase(`file:${liveFile}`);
      await migrateToLatest(live.db);
      for (let i = 0; i < 5; i++) {
        const aadhaar = i < 3 ? vaultColumns(key.vault, `23456789012${i}`) : {};
        const m = await insertMember(live.db, { member_name: `MEMBER ${i}`, ...aadhaar });
        await insertDependent(live.db, m.id_number);
        await insertMembershipPayment(live.db, m.id_number);
      }
      await insertTwoStepAccount(live.db, secretKey);
      await live.close();
      const backup = await backupSqlite(liveFile, join(dir, 'backups'));
      return { dir, liveFile, backup };
    }

    it('restores a good backup into a scratch copy, reads back every row and opens every Aadhaar number, leaving the live database as it was', async () => {
      const { liveFile, backup } = await liveWithBackup();
      const liveBefore = readFileSync(liveFile);
      const report = await drillRestore(backup, key);
      const rows = Object.fromEntries(report.tables.map((t) => [t.name, t.rows]));
      expect(rows.members).toBe(5);
      expect(rows.dependents).toBe(5);
      expect(rows.membership_payments).toBe(5);
      expect(report.aadhaarOpened).toBe(3);
      expect(report.twoStepSecretsOpened).toBe(1);
      expect(readFileSync(liveFile).equals(liveBefore)).toBe(true);
    });

    it('reports a backup damaged on disk as failed', async () => {
      const { backup } = await liveWithBackup();
      // Garbage over the middle of the file, where the tables' pages are.
      const fd = openSync(backup, 'r+');
      writeSync(fd, randomBytes(8192), 0, 8192, Math.floor(statSync(backup).size / 2));
      closeSync(fd);
      await expect(drillRestore(backup, key)).rejects.toThrow(/damaged|malformed|not a database/);
    });

    it('reports a backup whose Aadhaar numbers the key cannot open as failed', async () => {
      const { backup } = await liveWithBackup();
      const otherKey: VaultKey = vaultKey(randomBytes(32), 'another key');
      await expect(drillRestore(backup, otherKey)).rejects.toThrow(/another data key/);
    });

    it('reports a backup whose second-step secret the key cannot open as failed, in one line', async () => {
      const { backup } = await liveWithBackup(randomBytes(32));
      await expect(drillRestore(backup, key)).rejects.toThrow(
        new Error(`${backup}: a second-step secret in two_step_secrets does not open with the key in the test key`),
      );
    });
  });
});
