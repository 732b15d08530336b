import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemMessages } from '@trust/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, createTestApp, type TestApp } from '../../../test/helpers';
import { takeBackup } from '../backups/backups.service';
import { newMemberBody } from '../members/member-fixtures';

const postgresUrl = process.env.TEST_DATABASE_URL;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`GET system and the restore check [${kind}]`, () => {
    let t: TestApp;
    let dir: string;
    const backupsDir = () => join(dir, 'backups');

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'trust-system-'));
      t = await createTestApp(kind, {
        databaseUrl: kind === 'sqlite' ? `file:${join(dir, 'data', 'trust.db')}` : (postgresUrl as string),
        dataDir: dir,
        backupsDir: join(dir, 'backups'),
        backupAt: { hour: 2, minute: 0 },
      });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('is for admins only', async () => {
      for (const role of ['VIEWER', 'STAFF'] as const) {
        const someone = await accountOf(t, role);
        expect((await someone.call('GET', '/api/system')).statusCode).toBe(403);
        expect((await someone.call('POST', '/api/system/restore-check')).statusCode).toBe(403);
      }
    });

    it('says there is no backup yet, when the next one runs, and the machine figures', async () => {
      // 10:00 in India.
      t.setNow('2026-11-28T04:30:00Z');
      const res = await t.call('GET', '/api/system');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.backups).toEqual({
        at: '02:00',
        keep: 30,
        last: null,
        lastGoodAt: null,
        nextAt: '2026-11-28T20:30:00.000Z',
        copying: false,
        pgDump: kind === 'postgres' ? true : null,
      });
      expect(body.node).toEqual({ version: process.version, supported: true });
      expect(body.database.kind).toBe(kind);
      expect(body.database.sizeBytes).toBeGreaterThan(0);
      expect(body.disk.totalBytes).toBeGreaterThan(body.disk.freeBytes);
      expect(body.dataKeyPresent).toBe(true);
      expect(body.warnings).toContain('backupStale');

      const check = await t.call('POST', '/api/system/restore-check');
      expect(check.statusCode).toBe(409);
      expect(check.json().message).toBe(systemMessages.noBackup);
    });

    it('shows the last backup checked, passes its restore check, and is red once it is 26 hours old', async () => {
      const member = newMemberBody({ ticket_number: '9182 7364 5503' });
      expect((await t.call('POST', '/api/master', member)).statusCode).toBe(201);
      await takeBackup(t.ctx, 'scheduled', new Date('2026-11-28T04:30:00Z'));
      const body = (await t.call('GET', '/api/system')).json();
      expect(body.backups.last).toMatchObject({ takenAt: '2026-11-28T04:30:00.000Z', state: 'checked', failure: null });
      expect(body.backups.last.sizeBytes).toBeGreaterThan(0);
      expect(body.backups.lastGoodAt).toBe('2026-11-28T04:30:00.000Z');
      expect(body.warnings).not.toContain('backupStale');
      expect(body.warnings).not.toContain('backupFailed');

      const check = await t.call('POST', '/api/system/restore-check');
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ passed: true, failure: null, file: body.backups.last.file });
      // Restored whole (on PostgreSQL into a scratch database) and read back, the number opened with the key.
      expect(check.json().tables).toBeGreaterThan(10);
      expect(check.json().rows).toBeGreaterThan(0);
      expect(check.json().aadhaarOpened).toBe(1);
      const after = (await t.call('GET', '/api/system')).json();
      expect(after.backups.last.restoreCheckedAt).not.toBeNull();
      expect(after.backups.last.restoreCheckFailure).toBeNull();

      t.setNow('2026-11-29T06:31:00Z');
      expect((await t.call('GET', '/api/system')).json().warnings).toEqual(['backupStale']);
      t.setNow('2026-11-28T05:00:00Z');
    });

    it('reports a backup damaged on disk as failed by its restore check, and the banner red', async () => {
      const { file } = (await t.call('GET', '/api/system')).json().backups.last;
      const fd = openSync(join(backupsDir(), file), 'r+');
      writeSync(fd, Buffer.alloc(8192, 0xab), 0, 8192, 0);
      closeSync(fd);
      const check = await t.call('POST', '/api/system/restore-check');
      expect(check.statusCode).toBe(200);
      expect(check.json().passed).toBe(false);
      expect(check.json().failure).toBeTruthy();
      const body = (await t.call('GET', '/api/system')).json();
      expect(body.backups.last.restoreCheckFailure).toBe(check.json().failure);
      expect(body.warnings).toContain('backupFailed');
    });

    it('shows a copy that failed', async () => {
      writeFileSync(join(dir, 'not-mounted'), '');
      const config = { ...t.ctx.config, backupCopyTo: join(dir, 'not-mounted', 'trust') };
      await takeBackup({ ...t.ctx, config }, 'scheduled', new Date('2026-11-28T04:45:00Z'));
      const body = (await t.call('GET', '/api/system')).json();
      expect(body.backups.last).toMatchObject({ state: 'checked', copy: 'failed' });
      expect(body.warnings).toEqual(['copyFailed']);
    });
  });
}
