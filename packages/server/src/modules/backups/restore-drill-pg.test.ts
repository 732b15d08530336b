import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTwoStepAccount } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { vaultKey } from '../../db/backup';
import { drillRestorePg } from '../../db/pg-restore-drill';
import { newMemberBody } from '../members/member-fixtures';
import { takeBackup } from './backups.service';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the restore drill of a PostgreSQL backup', () => {
  let t: TestApp;
  let dir: string;
  let dump: string;
  const drillsLeft = async () => {
    const { rows } = await sql<{ n: number }>`
      select cast(count(*) as integer) as n from pg_database where datname like 'trust_drill_%'`.execute(t.ctx.db);
    return rows[0]?.n;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trust-pg-drill-'));
    t = await createTestApp('postgres', { databaseUrl: postgresUrl as string, backupsDir: dir });
    expect((await t.call('POST', '/api/master', newMemberBody({ ticket_number: '9182-7364-5503' }))).statusCode).toBe(
      201,
    );
    await insertTwoStepAccount(t.ctx.db, t.ctx.config.dataKey);
    const backup = await takeBackup(t.ctx, 'scheduled', new Date('2026-11-28T20:30:00Z'));
    expect(backup.state).toBe('checked');
    dump = join(dir, backup.file as string);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores the dump into a scratch database, reads every table back and drops it', async () => {
    const before = await drillsLeft();
    const report = await drillRestorePg(dump, postgresUrl as string, vaultKey(t.ctx.config.dataKey, 'DATA_KEY'));
    expect(report.aadhaarOpened).toBe(1);
    expect(report.twoStepSecretsOpened).toBe(1);
    expect(report.tables.find((table) => table.name === 'members')?.rows).toBeGreaterThanOrEqual(1);
    expect(report.tables.find((table) => table.name === 'admins')?.rows).toBeGreaterThanOrEqual(1);
    expect(await drillsLeft()).toBe(before);
  });

  it('fails under another key, naming where the key was looked for, and leaves no scratch database', async () => {
    const before = await drillsLeft();
    await expect(
      drillRestorePg(dump, postgresUrl as string, vaultKey(Buffer.alloc(32, 9), 'DATA_KEY')),
    ).rejects.toThrow(/an Aadhaar number in members does not open with the key in DATA_KEY/);
    expect(await drillsLeft()).toBe(before);
  });

  it('fails on a file that is not a dump', async () => {
    const broken = join(dir, 'broken.dump');
    writeFileSync(broken, 'not a backup');
    await expect(
      drillRestorePg(broken, postgresUrl as string, vaultKey(t.ctx.config.dataKey, 'DATA_KEY')),
    ).rejects.toThrow(/does not restore/);
  });
});
