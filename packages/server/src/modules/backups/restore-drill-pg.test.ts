import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  /** The scratch databases a drill made, followed by name: other runs on the server make their own. */
  let scratches: string[] = [];
  const follow = (name: string) => {
    scratches.push(name);
  };
  const scratchesLeft = async () => {
    const { rows } = await sql<{ n: number }>`
      select cast(count(*) as integer) as n from pg_database where datname = any(${scratches})`.execute(t.ctx.db);
    return rows[0]?.n;
  };
  beforeEach(() => {
    scratches = [];
  });

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
    const report = await drillRestorePg(
      dump,
      postgresUrl as string,
      vaultKey(t.ctx.config.dataKey, 'DATA_KEY'),
      follow,
    );
    expect(report.aadhaarOpened).toBe(1);
    expect(report.twoStepSecretsOpened).toBe(1);
    expect(report.tables.find((table) => table.name === 'members')?.rows).toBeGreaterThanOrEqual(1);
    expect(report.tables.find((table) => table.name === 'admins')?.rows).toBeGreaterThanOrEqual(1);
    expect(scratches).toHaveLength(1);
    expect(await scratchesLeft()).toBe(0);
  });

  it('drops the scratch database though another session is still connected to it, ending that session', async () => {
    const ended: Promise<unknown>[] = [];
    const report = await drillRestorePg(
      dump,
      postgresUrl as string,
      vaultKey(t.ctx.config.dataKey, 'DATA_KEY'),
      async (name) => {
        follow(name);
        const url = new URL(postgresUrl as string);
        url.pathname = `/${name}`;
        const client = new pg.Client({ connectionString: url.toString() });
        // Ended by the drill, which the client hears as an error or its end.
        ended.push(new Promise((resolve) => client.on('error', resolve).on('end', () => resolve(null))));
        await client.connect();
      },
    );
    expect(report.aadhaarOpened).toBe(1);
    await Promise.all(ended);
    expect(await scratchesLeft()).toBe(0);
    expect(ended).toHaveLength(1);
  });

  it('fails under another key, naming where the key was looked for, and leaves no scratch database', async () => {
    await expect(
      drillRestorePg(dump, postgresUrl as string, vaultKey(Buffer.alloc(32, 9), 'DATA_KEY'), follow),
    ).rejects.toThrow(/an Aadhaar number in members does not open with the key in DATA_KEY/);
    expect(scratches).toHaveLength(1);
    expect(await scratchesLeft()).toBe(0);
  });

  it('fails on a file that is not a dump', async () => {
    const broken = join(dir, 'broken.dump');
    writeFileSync(broken, 'not a backup');
    await expect(
      drillRestorePg(broken, postgresUrl as string, vaultKey(t.ctx.config.dataKey, 'DATA_KEY'), follow),
    ).rejects.toThrow(/does not restore/);
    expect(await scratchesLeft()).toBe(0);
  });
});
