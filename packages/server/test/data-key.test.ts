import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataKey, keepNewDataKey } from '../src/config';
import { vaultColumns } from '../src/db/aadhaar-vault';
import { backupSqlite } from '../src/db/backup';
import { openDatabase } from '../src/db/connection';
import { openVault } from '../src/db/data-key-check';
import { migrateToLatest } from '../src/db/migrations';
import { insertMember, insertTwoStepAccount } from './factories';

const serverDir = resolve(import.meta.dirname, '..');

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The server said it listens: it started, which it must not. */
  listened: boolean;
}

/**
 * Runs a script of the server with the environment given (nothing of the test's own DATA_KEY) until
 * it ends by itself or says it listens, whichever comes first: an event, never a wait.
 */
function run(args: string[], env: Record<string, string>): Promise<Ended> {
  const { DATA_KEY: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (chunk.toString().includes('Server listening')) {
        child.kill('SIGKILL');
        done({ code: null, stdout, stderr, listened: true });
      }
    });
    child.once('exit', (code) => done({ code, stdout, stderr, listened: false }));
  });
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startServer(dbFile: string, env: Record<string, string> = {}): Promise<Ended> {
  return run(['src/main.ts'], {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${dbFile}`,
    ADMIN_EMAIL: 'admin@trust.test',
    ADMIN_PASSWORD: 'admin12345',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'data-key-test-secret-data-key-test-0123',
    ...env,
  });
}

/**
 * A database as a server with `env`'s key left it: the key checked and recorded, one number in the
 * vault, and a staff account's second-step secret sealed with `secretKey` (the same key unless given).
 */
async function storedWith(env: { DATA_KEY?: string }, secretKey?: Buffer): Promise<{ dir: string; dbFile: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'trust-data-key-'));
  const dbFile = join(dir, 'trust.db');
  const handle = openDatabase(`file:${dbFile}`);
  try {
    await migrateToLatest(handle.db);
    const key = dataKey(env.DATA_KEY, dir);
    const vault = await openVault(handle.db, key, () => keepNewDataKey(key));
    await insertMember(handle.db, vaultColumns(vault, '918273645503'));
    await insertTwoStepAccount(handle.db, secretKey ?? key.dataKey);
  } finally {
    await handle.close();
  }
  return { dir, dbFile };
}

const oneLine = (text: string) => text.trim().split('\n');

describe('a server whose data key does not open the vault', () => {
  it('refuses to start with another DATA_KEY, saying what to put back', async () => {
    const { dir, dbFile } = await storedWith({ DATA_KEY: randomBytes(32).toString('base64') });
    const ended = await startServer(dbFile, { DATA_KEY: randomBytes(32).toString('base64') });
    expect(ended.listened).toBe(false);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('The data key from DATA_KEY does not open');
    expect(ended.stderr).toContain(join(dir, 'data-key'));
    expect(ended.stderr).toContain('Put back the key');
    expect(oneLine(ended.stderr)).toHaveLength(1);
  }, 60_000);

  it('refuses to start when the key file is missing, and makes no new one', async () => {
    const { dir, dbFile } = await storedWith({});
    const keyFile = join(dir, 'data-key');
    expect(existsSync(keyFile)).toBe(true);
    rmSync(keyFile);
    const ended = await startServer(dbFile);
    expect(ended.listened).toBe(false);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(`the key file ${keyFile} is missing`);
    expect(ended.stderr).toContain('DATA_KEY');
    expect(existsSync(keyFile)).toBe(false);
  }, 60_000);

  it('is refused by `npm run restore` in one line, without a stack trace', async () => {
    const { dir, dbFile } = await storedWith({});
    const backup = await backupSqlite(dbFile, join(dir, 'backups'));
    const target = join(mkdtempSync(join(tmpdir(), 'trust-restore-')), 'trust.db');
    const ended = await run(['../../scripts/restore.ts', backup, '--yes'], {
      DATABASE_URL: `file:${target}`,
      DATA_KEY: randomBytes(32).toString('base64'),
    });
    expect(ended.code).toBe(1);
    expect(oneLine(ended.stderr)).toEqual([
      `${backup} was taken with another data key: the key in DATA_KEY cannot open its Aadhaar numbers. Put back the key it was taken with, then restore.`,
    ]);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('opens every Aadhaar number and second-step secret in `npm run restore -- --check`, and says so', async () => {
    const { dir, dbFile } = await storedWith({});
    const backup = await backupSqlite(dbFile, join(dir, 'backups'));
    const ended = await run(['../../scripts/restore.ts', '--check', backup], { DATABASE_URL: `file:${dbFile}` });
    expect(ended.stderr).toBe('');
    expect(ended.code).toBe(0);
    const keyFile = join(dir, 'data-key');
    expect(ended.stdout).toContain(`  Aadhaar numbers opened with the key in ${keyFile}: 1\n`);
    expect(ended.stdout).toContain(`  Second-step secrets opened with the key in ${keyFile}: 1\n`);
  }, 60_000);

  it('fails `npm run restore -- --check` in one clear line when a second-step secret was sealed under another key', async () => {
    const { dir, dbFile } = await storedWith({}, randomBytes(32));
    const backup = await backupSqlite(dbFile, join(dir, 'backups'));
    const ended = await run(['../../scripts/restore.ts', '--check', backup], { DATABASE_URL: `file:${dbFile}` });
    expect(ended.code).toBe(1);
    expect(oneLine(ended.stderr)).toEqual([
      `Restore drill FAILED: ${backup}: a second-step secret in two_step_secrets does not open with the key in ${join(dir, 'data-key')}`,
      'Nothing was changed.',
    ]);
  }, 60_000);
});
