import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** The route bare-route.mjs adds to the benchmark's server: the sign-in check and a constant answer. */
export const BARE_PATH = '/api/bench/bare';

export const BENCH_ADMIN = { email: 'bench@trust.local', password: 'bench12345', name: 'Bench Admin' };

export interface RunningServer {
  url: string;
  pid: number;
  /** The headers a signed-in browser sends: the bearer token and the XSRF cookie it was given. */
  headers: Record<string, string>;
  token: string;
  /** The highest resident memory of the server process, sampled from /proc every 100 ms since it started. */
  peakRssMb(): number;
  /** The server's resident memory now. */
  rssMb(): number;
  /** From spawning the server to its first answer (the first start after a load without the vault moves the Aadhaar numbers into it). */
  startSeconds: number;
  /** CPU time the server process has used so far (all its threads), from /proc: unlike wall time, it
   * hardly changes when other work shares the machine. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  webDist?: string;
  /** The Aadhaar vault's key (DATA_KEY) the data was loaded with; without it, one is kept in bench/data. */
  dataKey?: string;
  /** The token secret; several servers on one database are given the same. Random when not given. */
  jwtSecret?: string;
}

/** Starts the real server (`node scripts/start.mjs`) as a child process and signs in. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // BENCH_SERVER_ARGS passes Node flags to the server, e.g. `--cpu-prof` to see where its time goes;
  // BENCH_SERVER_STDOUT shows what it prints, e.g. `--trace-gc`'s lines.
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const bareRoute = join(import.meta.dirname, 'bare-route.mjs');
  const child = spawn(process.execPath, [...nodeArgs, '--import', bareRoute, join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      // Given, so the server keeps no secret file in ./data for a benchmark database.
      JWT_SECRET: options.jwtSecret ?? randomBytes(48).toString('base64url'),
      ...(options.dataKey ? { DATA_KEY: options.dataKey } : {}),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_NAME: BENCH_ADMIN.name,
      LOGIN_RATE_LIMIT: '100000',
      // The default level, so the server is measured as it runs at the desk; its lines go nowhere.
      LOG_LEVEL: 'info',
      // Always set, so start.mjs never builds packages/web/dist (which others may be using); a
      // folder without a build serves the API alone.
      WEB_DIST: options.webDist ?? join(ROOT, 'bench', 'no-web-app'),
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${options.port}`;
  const spawned = performance.now();
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, residentKb(child.pid ?? 0));
    } catch {
      // The process has just exited.
    }
  }, 100);
  // A bench that fails midway leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    clearInterval(sampler);
    process.off('exit', killOnExit);
  });
  try {
    await waitUntilServing(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startSeconds = Math.round((performance.now() - spawned) / 100) / 10;
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    token,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` },
    peakRssMb: () => Math.round(Math.max(peakKb, residentKb(pid)) / 1024),
    rssMb: () => Math.round(residentKb(pid) / 1024),
    startSeconds,
    cpuMs: () => cpuMs(pid),
    stop: () => stop(child),
  };
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  // The first start after loading half a million members moves their Aadhaar numbers into the vault.
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(`${url}/api/settings`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within 30 minutes:\n${stderr()}`);
}

function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
}

/** utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
