import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { type DbHandle, inTransaction, openDatabase } from './connection';
import { migrateToLatest } from './migrations';

/** A SQLite file's reader beside its writer: reads outside a transaction never wait for one to commit. */
describe('SQLite reads beside a transaction', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trust-reader-'));
  let handle: DbHandle;
  beforeAll(async () => {
    handle = openDatabase(`file:${join(folder, 'trust.db')}`);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const members = async () =>
    (await handle.db.selectFrom('members').select('id_number').orderBy('id_number').execute()).map((m) => m.id_number);

  it('answers a read with the committed state while a transaction is open, and a write after its commit', async () => {
    const { db } = handle;
    const before = await insertMember(db, { id_number: '100' });
    let finish = () => {};
    const isHeld = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let hasWritten = () => {};
    const written = new Promise<void>((resolve) => {
      hasWritten = resolve;
    });
    const order: string[] = [];
    const transaction = inTransaction(db, async (trx) => {
      await insertMember(trx, { id_number: '101' });
      hasWritten();
      await isHeld;
      order.push('commit');
    });
    await written;

    // The read is answered while the transaction holds the writer, without what it has not committed.
    expect(await members()).toEqual([before.id_number]);
    const write = insertMember(db, { id_number: '102' }).then(() => order.push('write'));
    finish();
    await Promise.all([transaction, write]);
    expect(order).toEqual(['commit', 'write']);
    expect(await members()).toEqual(['100', '101', '102']);
  });

  it('leaves nothing of a transaction that failed, and lets the next one write', async () => {
    const { db } = handle;
    await expect(
      inTransaction(db, async (trx) => {
        await insertMember(trx, { id_number: '200' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await inTransaction(db, (trx) => insertMember(trx, { id_number: '201' }));
    expect(await members()).toEqual(['100', '101', '102', '201']);
  });
});
