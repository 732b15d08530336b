import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { LEASE_MS } from '../src/modules/reminders/reminder-sender.service';
import { startTestSmtp, type TestSmtp } from './channel-fakes';
import { insertMember } from './factories';
import { FIRST_ADMIN, freePorts, onPostgres, type RealServer, startRealServer } from './real-server';

/**
 * A server process killed (SIGKILL) while its sender waits on the mail server's answer to an
 * e-mailed receipt: the row stays 'sending' under its lease, and a server started after the lease
 * has run out sends it again as its next attempt, exactly once, and the log says so.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`a sender killed mid-send [${kind}]`, () => {
    const schema = `s_${randomBytes(6).toString('hex')}`;
    const folder = mkdtempSync(join(tmpdir(), 'trust-killed-'));
    const clockFile = join(folder, 'now');
    const moveClockTo = (at: Date) => writeFileSync(clockFile, at.toISOString());
    let smtp: TestSmtp;
    let env: Record<string, string>;
    let handle: DbHandle | undefined;
    const servers: RealServer[] = [];

    beforeAll(async () => {
      moveClockTo(new Date('2026-11-21T06:00:00Z'));
      smtp = await startTestSmtp(0, { hold: true });
      let databaseUrl = `file:${join(folder, 'trust.db')}`;
      if (kind === 'postgres') {
        await onPostgres(postgresUrl as string, `create schema ${schema}`);
        const url = new URL(postgresUrl as string);
        url.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        databaseUrl = url.toString();
      }
      env = {
        DATABASE_URL: databaseUrl,
        BACKUP_DIR: join(folder, 'backups'),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_KEY: randomBytes(32).toString('base64'),
        ADMIN_EMAIL: FIRST_ADMIN.email,
        ADMIN_PASSWORD: FIRST_ADMIN.password,
        ADMIN_NAME: 'First Admin',
        TRUST_NAME: 'Test Welfare Trust',
        CLOCK_FILE: clockFile,
        BACKUP_AT: 'off',
        SMTP_URL: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Test Welfare Trust <office@trust.test>',
        PUBLIC_URL: 'https://trust.test',
      };
    }, 60_000);

    afterAll(async () => {
      // Killed, not stopped: a server whose sender still waits on a held mail would wait out its socket's timeout.
      await Promise.all(servers.map((s) => s.kill()));
      await handle?.close();
      await smtp?.close();
      if (kind === 'postgres') await onPostgres(postgresUrl as string, `drop schema if exists ${schema} cascade`);
      for (const dir of [...servers.map((s) => s.dataDir), folder]) rmSync(dir, { recursive: true, force: true });
    });

    async function signIn(
      server: RealServer,
    ): Promise<(method: string, path: string, body?: unknown) => Promise<Response>> {
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(FIRST_ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      return (method, path, body) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
    }

    it('sends the receipt once, from the server started after the lease, as its second attempt', async () => {
      const [firstPort, secondPort] = await freePorts(2);
      const first = await startRealServer(firstPort as number, env);
      servers.push(first);
      handle = openDatabase(env.DATABASE_URL as string);
      const db = handle.db;
      const member = await insertMember(db, { member_name: 'RAMESH KUMAR', email: 'ramesh@example.test' });
      const asAdmin = await signIn(first);
      const paid = await asAdmin('POST', `/api/subscription/activate/${member.id_number}`, {
        amount: 600,
        mode_of_payment: 'CASH',
        remarks: 40,
        issue_date: '2026-11-20',
      });
      expect(paid.status).toBe(201);
      const receiptNo = ((await paid.json()) as { receipt_no: string }).receipt_no;

      const firstHeld = smtp.nextHeld();
      const queued = await asAdmin('POST', `/api/print/${member.id_number}/email`, { kind: 'membership' });
      expect(queued.status).toBe(200);
      const { id } = (await queued.json()) as { id: number };

      // The mail server has the whole mail and has not answered: the first server's sender waits on it.
      const held = await firstHeld;
      expect(held.mail.subject).toBe(`Test Welfare Trust: Membership Receipt ${receiptNo}`);
      const claimed = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(claimed).toMatchObject({ state: 'sending', attempts: 1, sent_at: null, provider_id: null });
      expect(claimed.claimed_by).toContain(`:${first.pid}:`);
      const leaseEnds = Date.parse(claimed.next_attempt_at as string);
      expect(leaseEnds - Date.parse(claimed.claimed_at as string)).toBe(LEASE_MS);

      await first.kill();
      // Its connection ended with the mail unanswered: the mail server never took it.
      await held.closed;
      expect(smtp.mails).toEqual([]);
      expect(await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(claimed);

      // A minute past the lease, a server starts: its sender's first turn takes the row again.
      moveClockTo(new Date(leaseEnds + 60_000));
      const secondHeld = smtp.nextHeld();
      const second = await startRealServer(secondPort as number, env);
      servers.push(second);
      const again = await secondHeld;
      expect(again.mail.subject).toBe(held.mail.subject);
      const retaken = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(retaken).toMatchObject({ state: 'sending', attempts: 2 });
      expect(retaken.claimed_by).toContain(`:${second.pid}:`);
      again.accept();
      await second.said('Outbox sent: 1, retried: 0, failed: 0');

      // Sent once: the one mail the mail server took is the row's, and the log shows its two attempts.
      expect(smtp.mails.map((m) => m.messageId)).toEqual([again.mail.messageId]);
      const asAdminAgain = await signIn(second);
      const log = await asAdminAgain('GET', `/api/reminders/outbox?purpose=receipt&member=${member.id_number}`);
      expect(log.status).toBe(200);
      expect(((await log.json()) as { data: unknown[] }).data).toEqual([
        expect.objectContaining({
          id,
          purpose: 'receipt',
          receiptId: receiptNo,
          state: 'sent',
          reason: null,
          attempts: 2,
          providerId: again.mail.messageId,
          nextAttemptAt: null,
          sentAt: new Date(leaseEnds + 60_000).toISOString(),
        }),
      ]);
      const emails = await asAdminAgain('GET', `/api/print/${member.id_number}/emails`);
      expect(((await emails.json()) as { data: unknown[] }).data).toEqual([
        expect.objectContaining({ id, state: 'sent', attempts: 2, reason: null, receiptNo }),
      ]);
    }, 180_000);
  });
}
