import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertDependent, insertMediclaimPayment, insertMember, insertMembershipPayment } from '../../test/factories';
import { backupSqlite, backupStamp, restoreSqlite } from './backup';
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
});
