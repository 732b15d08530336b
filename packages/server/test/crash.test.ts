import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  /** Settles when the process has ended, however early that was. */
  exited: Promise<unknown>;
}

/** Starts the server and settles once it says it is listening, or fails if it ends before that. */
async function startServer(dbFile: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      // A backup taken at start stays beside the test's database, out of the source tree.
      BACKUP_DIR: join(dirname(dbFile), 'backups'),
      ADMIN_EMAIL: 'admin@trust.test',
      ADMIN_PASSWORD: 'admin12345',
      LOGIN_RATE_LIMIT: '1000',
      // Fastify's own "Server listening" line is the event the test waits on.
      LOG_LEVEL: 'info',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const listening = new Promise<void>((done, fail) => {
    // Every line is read to the end, so a full pipe never holds the server up.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Server listening at')) done();
    });
    void exited.then(() => fail(new Error('the server ended before it listened')));
  });
  await listening;
  return { child, exited };
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@trust.test', password: 'admin12345' }),
  });
  return ((await res.json()) as { token: string }).token;
}

function member(id: string) {
  return {
    id_number: id,
    member_name: 'Crash Test',
    department: 'STORES',
    date_of_birth: '1980-01-01',
    age: '46',
    date_of_retirement: '2040-01-31',
    mobile: '9876543210',
    sex: 'MALE',
    blood_group: 'O+VE',
    organisation: 'RAILWAY',
    address: 'Somewhere',
    family_group: '1+1',
    remarks: 'NO',
  };
}

describe('a crash loses no acknowledged write', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  it('keeps every write the server acknowledged before SIGKILL, and the file stays sound', async () => {
    const dbFile = join(mkdtempSync(join(tmpdir(), 'trust-crash-')), 'trust.db');
    const port = await freePort();
    const first = await startServer(dbFile, port);
    children.push(first.child);
    const token = await signIn(port);

    const acknowledged: string[] = [];
    let next = 1;
    let killed = false;
    // Bounded: a server that stopped acknowledging must fail the test, not hang it.
    const deadline = Date.now() + 30_000;
    const writer = async () => {
      while (!killed && Date.now() < deadline) {
        const id = String(next++);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/master`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(member(id)),
          });
          if (res.status === 201) acknowledged.push(id);
        } catch {
          return; // the server is gone
        }
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, writer));
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = await startServer(dbFile, port);
    children.push(second.child);
    const again = await signIn(port);
    for (const id of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port}/api/master/${id}`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(((await res.json()) as { error: boolean }).error, `member ${id}`).toBe(false);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    const db = new SqliteDatabase(dbFile, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 90_000);
});
