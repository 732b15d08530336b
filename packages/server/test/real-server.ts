import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/** `npm start`: builds the server's bundle when its sources are newer, then runs it. */
const START = resolve(import.meta.dirname, '../../../scripts/start.mjs');
/** A folder without a web build: the server serves the API alone, and no start builds the web app. */
const NO_WEB_APP = resolve(import.meta.dirname, 'no-web-app');

/** The first admin a real server is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const FIRST_ADMIN = { email: 'first-admin@trust.test', password: 'first-admin-pass-2026' };

/** Runs one statement on the PostgreSQL at `url` (a schema made or dropped for the servers), on a connection of its own. */
export async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface RealServer {
  url: string;
  /** Its process id, which names it on the outbox rows its sender claims. */
  pid: number;
  /** Its data folder, which is also its working directory. */
  dataDir: string;
  /** What it wrote on standard output so far: its start lines, then a JSON line per request. */
  output(): string;
  /** Settles once its standard output holds `text`, at once if it already does. */
  said(text: string): Promise<void>;
  /** SIGTERM, settled once the process has ended. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a pulled plug ends it: nothing of its own runs; settled once it has ended. */
  kill(): Promise<void>;
}

/** `n` ports nobody listens on, held together while they are picked, so no two are the same. */
export async function freePorts(n: number): Promise<number[]> {
  const probes: Server[] = [];
  const ports: number[] = [];
  for (let i = 0; i < n; i++) {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    probes.push(probe);
    ports.push((probe.address() as { port: number }).port);
  }
  await Promise.all(probes.map((p) => new Promise((done) => p.close(done))));
  return ports;
}

/**
 * Starts the server as `npm start` runs it, on `port`, in a new data folder of its own (its working
 * directory, where a server on PostgreSQL keeps its data folder). Settles when the server says it
 * listens; fails with everything it wrote when it ends before.
 */
export function startRealServer(port: number, env: Record<string, string>): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-server-'));
  const child = spawn(process.execPath, [START], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: NO_WEB_APP, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // A test run that ends early leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const server: RealServer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    dataDir,
    output: () => stdout,
    said: (text) =>
      new Promise((done) => {
        const check = () => {
          if (!stdout.includes(text)) return;
          listeners.delete(check);
          done();
        };
        listeners.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  return new Promise((done, fail) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const check of [...listeners]) check();
      if (stdout.includes('Server listening at')) done(server);
    });
    void exited.then(() => fail(new Error(`The server on port ${port} ended before it listened:\n${stdout}${stderr}`)));
  });
}
