import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/helpers';
import { movedClock } from '../../../test/moved-clock';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { keepBackups } from '../../db/checked-backup';
import { type DbHandle, openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrations';
import { latestBackup } from './backups.repository';
import { lastBackups, migrateWithBackupFirst, scheduleBackups, takeBackup } from './backups.service';

const postgresUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => {}, error: () => {} };
const opened: { handle: DbHandle; dir: string }[] = [];

afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A server's database in a SQLite file, as backups need one, with its backups folder beside it. */
async function sqliteServer(
  overrides: Partial<Config> = {},
): Promise<{ ctx: AppContext; handle: DbHandle; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'trust-backups-'));
  const databaseUrl = `file:${join(dir, 'data', 'trust.db')}`;
  const handle = openDatabase(databaseUrl);
  opened.push({ handle, dir });
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto('departments')
    .values([{ name: 'Accounts' }, { name: 'Stores' }])
    .execute();
  const config = testConfig({
    databaseUrl,
    dataDir: join(dir, 'data'),
    backupsDir: join(dir, 'backups'),
    backupAt: { hour: 2, minute: 0 },
    ...overrides,
  });
  return { ctx: { db: handle.db, dialect: handle.dialect, config, now: () => new Date() }, handle, dir };
}

/** Runs the schedule on a moved clock; `at(due)` moves it to a due time and waits for that run. */
function scheduled(ctx: AppContext, handle: DbHandle, start: string, afterWrite?: (file: string) => void) {
  const clock = movedClock(start);
  let waiting: (() => void)[] = [];
  const schedule = scheduleBackups(ctx, {
    handle,
    clock,
    log: quiet,
    afterWrite,
    onOutcome: () => {
      const w = waiting;
      waiting = [];
      for (const resolve of w) resolve();
    },
  });
  const nextRun = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    schedule,
    nextRun,
    at: async (due: string) => {
      const ran = nextRun();
      clock.moveTo(due);
      await ran;
    },
  };
}

describe('scheduled backups on SQLite', () => {
  it('takes a checked backup at 02:00 in India, the one missed before the start first', async () => {
    const { ctx, handle, dir } = await sqliteServer();
    // 10:00 in India: the start runs the 02:00 backup missed that morning.
    const s = scheduled(ctx, handle, '2026-11-28T04:30:00Z');
    await s.nextRun();
    expect(readdirSync(join(dir, 'backups'))).toEqual(['trust-2026-11-28-043000.db']);

    await s.at('2026-11-28T20:30:00Z');
    expect(readdirSync(join(dir, 'backups')).sort()).toEqual([
      'trust-2026-11-28-043000.db',
      'trust-2026-11-28-203000.db',
    ]);
    const { last, lastGoodAt } = await lastBackups(ctx);
    expect(last).toMatchObject({
      takenAt: '2026-11-28T20:30:00.000Z',
      reason: 'scheduled',
      file: 'trust-2026-11-28-203000.db',
      state: 'checked',
      failure: null,
      copy: null,
    });
    expect(last?.sizeBytes).toBeGreaterThan(0);
    expect(lastGoodAt).toBe('2026-11-28T20:30:00.000Z');
    expect(s.schedule?.nextAt()?.toISOString()).toBe('2026-11-29T20:30:00.000Z');
    await s.schedule?.stop();
  });

  it('keeps the newest BACKUP_KEEP and the first backup of each month, removing the rest', async () => {
    const { ctx, handle, dir } = await sqliteServer({ backupKeep: 3 });
    const s = scheduled(ctx, handle, '2026-10-29T04:30:00Z');
    await s.nextRun();
    // A backup every day at 02:00 in India from 30 October to 4 December.
    for (let day = Date.parse('2026-10-29T20:30:00Z'); day <= Date.parse('2026-12-03T20:30:00Z'); day += 86_400_000) {
      await s.at(new Date(day).toISOString());
    }
    expect(readdirSync(join(dir, 'backups')).sort()).toEqual([
      // The first of October's (taken at the start), November's and December's (02:00 on the 1st in India).
      'trust-2026-10-29-043000.db',
      'trust-2026-10-31-203000.db',
      'trust-2026-11-30-203000.db',
      // The newest three.
      'trust-2026-12-01-203000.db',
      'trust-2026-12-02-203000.db',
      'trust-2026-12-03-203000.db',
    ]);
    await s.schedule?.stop();
  }, 60_000);

  it('reports a backup damaged between its writing and its check as failed, and keeps no such file', async () => {
    const { ctx, handle, dir } = await sqliteServer();
    const damage = (file: string) => {
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096);
      closeSync(fd);
    };
    const s = scheduled(ctx, handle, '2026-11-28T04:30:00Z', damage);
    await s.nextRun();
    const { last, lastGoodAt } = await lastBackups(ctx);
    expect(last).toMatchObject({ state: 'failed', file: null, sizeBytes: null });
    expect(last?.failure).toMatch(/integrity_check|cannot be read|does not open|malformed/);
    expect(lastGoodAt).toBeNull();
    expect(readdirSync(join(dir, 'backups'))).toEqual([]);
    await s.schedule?.stop();
  });

  it('copies each checked backup to BACKUP_COPY_TO, never the data key, and records a copy that failed', async () => {
    const { ctx, dir } = await sqliteServer();
    writeFileSync(join(dir, 'data', 'data-key'), 'key');
    const copyTo = join(dir, 'share');
    const copied = await takeBackup(
      { ...ctx, config: { ...ctx.config, backupCopyTo: copyTo } },
      'scheduled',
      new Date('2026-11-28T20:30:00Z'),
    );
    expect(copied).toMatchObject({ state: 'checked', copy_state: 'copied', copy_failure: null });
    expect(readdirSync(copyTo)).toEqual(['trust-2026-11-28-203000.db']);

    // The share is not mounted: a plain file stands where its folder should be.
    writeFileSync(join(dir, 'not-mounted'), '');
    const unmounted = { ...ctx, config: { ...ctx.config, backupCopyTo: join(dir, 'not-mounted', 'trust') } };
    await takeBackup(unmounted, 'scheduled', new Date('2026-11-29T20:30:00Z'));
    const { last } = await lastBackups(ctx);
    expect(last).toMatchObject({ state: 'checked', copy: 'failed', file: 'trust-2026-11-29-203000.db' });
    expect(last?.copyFailure).toMatch(/ENOTDIR|not a directory/);
  });

  it('records the copy of the backup at the hour that failed, the backup itself checked', async () => {
    const { ctx, handle, dir } = await sqliteServer();
    // The share is not mounted: a plain file stands where its folder should be.
    writeFileSync(join(dir, 'not-mounted'), '');
    const unmounted = { ...ctx, config: { ...ctx.config, backupCopyTo: join(dir, 'not-mounted', 'trust') } };
    const s = scheduled(unmounted, handle, '2026-11-28T04:30:00Z');
    await s.nextRun();
    await s.at('2026-11-28T20:30:00Z');
    const { last, lastGoodAt } = await lastBackups(ctx);
    expect(last).toMatchObject({ takenAt: '2026-11-28T20:30:00.000Z', state: 'checked', copy: 'failed' });
    expect(last?.copyFailure).toMatch(/ENOTDIR|not a directory/);
    expect(lastGoodAt).toBe('2026-11-28T20:30:00.000Z');
    await s.schedule?.stop();
  });

  it('runs no backup when BACKUP_AT is off', async () => {
    const { ctx, handle } = await sqliteServer({ backupAt: null });
    expect(scheduleBackups(ctx, { handle, clock: movedClock('2026-11-28T04:30:00Z'), log: quiet })).toBeNull();
    expect(await latestBackup(ctx.db)).toBeUndefined();
  });
});

describe('the backup before a migration', () => {
  it('keeps the database as it was before the pending migrations run, and records it once they have', async () => {
    const { ctx, dir } = await sqliteServer({ backupAt: null });
    const start = { ...ctx, now: () => new Date('2026-11-28T04:30:00Z') };
    const order: string[] = [];
    await migrateWithBackupFirst(
      start,
      2,
      async () => void order.push(readdirSync(join(dir, 'backups')).join()),
      () => {},
    );
    expect(order).toEqual(['trust-2026-11-28-043000.db']);
    expect(await lastBackups(ctx)).toMatchObject({ last: { reason: 'before-migration', state: 'checked' } });
  });

  it('takes none for a new database or one with nothing to migrate, and refuses to migrate when it fails', async () => {
    const { ctx, dir } = await sqliteServer({ backupAt: null });
    let migrated = 0;
    const migrate = async () => void migrated++;
    await migrateWithBackupFirst(ctx, null, migrate, () => {});
    await migrateWithBackupFirst(ctx, 0, migrate, () => {});
    expect(migrated).toBe(2);
    expect(existsSync(join(dir, 'backups'))).toBe(false);

    // The backups folder cannot be made: a plain file stands in its place.
    writeFileSync(join(dir, 'blocked'), '');
    const blocked = { ...ctx, config: { ...ctx.config, backupsDir: join(dir, 'blocked', 'backups') } };
    await expect(migrateWithBackupFirst(blocked, 1, migrate, () => {})).rejects.toThrow(
      /The backup before migrating failed .*the database was not migrated/,
    );
    expect(migrated).toBe(2);
  });
});

describe('keeping backups', () => {
  it('keeps the first of each month only for a year, and leaves other files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-keep-'));
    const names = [
      'trust-2025-10-01-203000.db',
      'trust-2025-11-01-203000.db',
      'trust-2025-12-01-203000.db',
      'trust-2026-11-20-203000.db',
      'trust-2026-11-27-203000.db',
      'notes.txt',
    ];
    for (const n of names) writeFileSync(join(dir, n), '');
    expect(keepBackups(dir, 1, new Date('2026-11-28T00:00:00Z')).sort()).toEqual([
      'trust-2025-10-01-203000.db',
      'trust-2025-11-01-203000.db',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'trust-2025-12-01-203000.db',
      'trust-2026-11-20-203000.db',
      'trust-2026-11-27-203000.db',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.skipIf(!postgresUrl)('backups on PostgreSQL', () => {
  it('writes a pg_dump of the schema and checks it with pg_restore --list; says plainly when pg_dump is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-pg-backups-'));
    const t = await createTestApp('postgres', { databaseUrl: postgresUrl as string, backupsDir: dir });
    try {
      const row = await takeBackup(t.ctx, 'scheduled', new Date('2026-11-28T20:30:00Z'));
      expect(row).toMatchObject({ state: 'checked', file: 'trust-2026-11-28-203000.dump', failure: null });
      expect(existsSync(join(dir, 'trust-2026-11-28-203000.dump'))).toBe(true);

      const path = process.env.PATH;
      process.env.PATH = join(dir, 'no-tools');
      try {
        await takeBackup(t.ctx, 'scheduled', new Date('2026-11-29T20:30:00Z'));
      } finally {
        process.env.PATH = path;
      }
      const { last, lastGoodAt } = await lastBackups(t.ctx);
      expect(last).toMatchObject({ state: 'failed', failure: 'pg_dump not found', file: null });
      expect(lastGoodAt).toBe('2026-11-28T20:30:00.000Z');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
