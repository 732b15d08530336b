import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

/** The address a failed sign-in from `remoteAddress`, saying X-Forwarded-For 203.0.113.9, is audited with. */
async function auditedAddress(trustProxy: string[]): Promise<string> {
  const t = await createTestApp('sqlite', { trustProxy });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { email: 'nobody@trust.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    const line = await t.ctx.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'LOGIN_FAILED')
      .executeTakeFirstOrThrow();
    return (JSON.parse(line.after_json ?? '{}') as { address: string }).address;
  } finally {
    await t.close();
  }
}

describe('the client address behind a proxy', () => {
  it('is the one X-Forwarded-For names when the request comes from a proxy TRUST_PROXY names', async () => {
    expect(await auditedAddress(['10.0.0.5'])).toBe('203.0.113.9');
    expect(await auditedAddress(['10.0.0.0/8'])).toBe('203.0.113.9');
  });

  it("is the connection's own address otherwise: a client cannot name itself", async () => {
    expect(await auditedAddress([])).toBe('10.0.0.5');
    expect(await auditedAddress(['10.0.0.6'])).toBe('10.0.0.5');
  });
});
