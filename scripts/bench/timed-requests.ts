export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
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
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    bytes = body.byteLength;
    if (i > 0) {
      times.push(elapsed);
      cpu.push(serverCpuMs() - cpuBefore);
    }
  }
  return { ms: Math.round(median(times)), cpuMs: Math.round(median(cpu)), bytes };
}
