import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const execFileAsync = promisify(execFile);

export interface TimedAnswer {
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** From sending the request to the answer's first byte of body. */
  firstByteMs: number;
  bytes: number;
  /** Newlines in the body: a CSV's rows, its header included. */
  lines: number;
  status: number;
  contentType: string;
}

/** One GET read as a stream by a lean client of its own (see timed-fetch.mjs). */
export async function timedFetch(url: string, headers: Record<string, string>): Promise<TimedAnswer> {
  const { stdout } = await execFileAsync(process.execPath, [join(import.meta.dirname, 'timed-fetch.mjs'), url], {
    env: { ...process.env, TIMED_FETCH_HEADERS: JSON.stringify(headers) },
    maxBuffer: 1024 * 1024,
  });
  const answer = JSON.parse(stdout) as TimedAnswer;
  if (answer.status < 200 || answer.status > 299) throw new Error(`GET ${url} answered ${answer.status}`);
  return answer;
}

/**
 * The median time of a GET, from sending it to the last byte of the answer, over `runs` runs after
 * one unmeasured run (which warms the server's code and caches as daily use would), and the median
 * CPU time the server spent on it, when `serverCpuMs` reads it.
 */
export async function medianRequestMs(
  url: string,
  headers: Record<string, string>,
  runs: number,
  serverCpuMs: () => number = () => 0,
): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= runs; i++) {
    const cpuBefore = serverCpuMs();
    const answer = await timedFetch(url, headers);
    bytes = answer.bytes;
    if (i > 0) {
      times.push(answer.ms);
      cpu.push(serverCpuMs() - cpuBefore);
    }
  }
  return { ms: Math.round(median(times)), cpuMs: Math.round(median(cpu)), bytes };
}
