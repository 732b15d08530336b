import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { logDestination } from './log-file';

describe('LOG_FILE', () => {
  it('is standard output when unset', async () => {
    expect(await logDestination(null)).toBeUndefined();
  });

  it("writes the server's JSON lines to the day's file, its folder made when missing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-log-'));
    try {
      const config = loadConfig({
        DATABASE_URL: 'postgres://trust@127.0.0.1:5432/trust',
        JWT_SECRET: 'a-secret-that-is-long-enough-0123456789',
        DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
        LOG_FILE: join(dir, 'logs', 'trust.log'),
      });
      const stream = await logDestination(config.logFile);
      if (!stream) throw new Error('no log file');
      const app = Fastify({ logger: { level: 'info', stream } });
      await app.ready();
      app.log.info({ backup: 'trust-x.db' }, 'Backup written and checked');
      await app.close();
      const closed = once(stream, 'close');
      stream.end();
      await closed;

      const day = new Intl.DateTimeFormat('en-CA').format(new Date());
      expect(readdirSync(join(dir, 'logs'))).toContain(`trust.${day}.1.log`);
      const lines = readFileSync(join(dir, 'logs', `trust.${day}.1.log`), 'utf8')
        .trim()
        .split('\n');
      expect(lines.map((l) => JSON.parse(l))).toContainEqual(
        expect.objectContaining({ level: 30, msg: 'Backup written and checked', backup: 'trust-x.db' }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
