import { randomBytes } from 'node:crypto';

/**
 * The one cookie the server reads and sets: the XSRF token (DESIGN.md 5). Read and written here
 * rather than through @fastify/cookie, whose hooks ran on every request for this single value.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/** A fresh token, for the whole site, sent back only to this site's own requests. */
export function xsrfCookie(name: string): string {
  return `${name}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict`;
}
