import autocannon from 'autocannon';

export interface Throughput {
  rps: number;
  requests: number;
  p50_ms: number;
  p99_ms: number;
  /** Network errors, timeouts and answers other than 2xx: a clean run has none. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** Drives one endpoint with autocannon; `nextPath` picks each request's path (random ids, pages…). */
export async function hammer(baseUrl: string, nextPath: () => string, options: LoadOptions): Promise<Throughput> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
