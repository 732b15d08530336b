import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redactedError } from '../src/request-log';
import { forEachDatabase } from './helpers';

/** One Aadhaar-like number as a user might type it: plain, grouped with spaces, hyphens or dots. */
const TYPED = ['918273645511', '9182 7364 5511', '9182-7364-5511', '9182.7364.5511'];

/** Twelve digits in a row with anything a URL or a log line may put between them. */
const TWELVE_DIGITS = /[0-9](?:(?:[\s.+-]|%20|%2b|%2d|%2e)*[0-9]){11}/i;

interface Operation {
  parameters?: { in: string; name: string }[];
}

/** Every route with a value in its path or query, as the API reference lists them. */
function routesWithValues(document: unknown): { method: string; path: string; query: string[] }[] {
  const paths = (document as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      if (!parameters.some((p) => p.in === 'path' || p.in === 'query')) return [];
      const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      return [{ method: method.toUpperCase(), path, query }];
    }),
  );
}

it('logs an error with every run of twelve digits in its texts left out', () => {
  const error = Object.assign(new Error('value "9182-7364-5511" is out of range for type integer'), {
    detail: 'Key (no)=(918273645511)',
  });
  const logged = JSON.stringify(redactedError(error));
  expect(logged).not.toMatch(TWELVE_DIGITS);
  expect(logged).toContain('out of range');
});

forEachDatabase('the request log', (get) => {
  it('holds no run of twelve digits, whichever path or query a number was typed into', async () => {
    const t = get();
    const lines: string[] = [];
    const app = await buildApp(t.ctx, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    await app.ready();
    const routes = routesWithValues(app.swagger());
    expect(routes.length).toBeGreaterThan(50);
    const urls: { method: string; url: string }[] = [];
    for (const typed of TYPED) {
      for (const route of routes) {
        const path = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(typed));
        const query = new URLSearchParams(route.query.map((name): [string, string] => [name, typed]));
        urls.push({ method: route.method, url: route.query.length > 0 ? `${path}?${query}` : path });
        // The same values percent-encoded the other way, and a route nobody declared.
        urls.push({ method: route.method, url: `${path}?x=${encodeURIComponent(typed)}` });
      }
      urls.push({ method: 'GET', url: `/api/nothing-here/${encodeURIComponent(typed)}?n=${typed.replace(/ /g, '+')}` });
    }
    for (const { method, url } of urls) {
      await app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${t.token}` } });
    }
    await app.close();

    expect(lines.length).toBeGreaterThanOrEqual(urls.length);
    const logged = lines.map((line) => {
      // pino's clock (milliseconds since 1970) is thirteen digits of its own.
      const { time: _time, ...record } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(record);
    });
    expect(logged.filter((line) => TWELVE_DIGITS.test(line))).toEqual([]);
    // A number too long for an ID is bad input, never a failure of the server.
    expect(logged.filter((line) => line.includes('"status":500'))).toEqual([]);
    expect(logged.some((line) => line.includes('/api/dependent/…'))).toBe(true);
  });
});
