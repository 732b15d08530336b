import { ROLES, type Role } from '@trust/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRule } from '../src/modules/auth/access';
import { accountOf, createTestApp, type TestApp } from './helpers';

/**
 * Who may call each route: the issue's table of roles, written out once more, route by route. A
 * route added later fails here until it is given its line (and its `config: { role }`, without
 * which the app does not even start), so nobody adds a route without deciding who may call it.
 *
 * VIEWER: every read, search, status, past record, report, CSV and print.
 * STAFF: also register and edit members and dependents, take payments (renewals, misc receipts,
 * GPAIS) and import.
 * ADMIN: also void or delete receipts, reset subscriptions, remove members and dependents, update
 * amounts, the audit trail, the staff's accounts and the sign-in rules.
 */
function expectCoded(answer: { code?: unknown; params?: unknown; issues?: unknown }, where: string): void {
  expect(answer.code, where).toMatch(/^(unlisted|[a-zA-Z]+\.[a-zA-Z]+)$/);
  expect(typeof answer.params, where).toBe('object');
  for (const issue of (answer.issues ?? []) as { code?: unknown; params?: unknown }[]) {
    expect(issue.code, where).toMatch(/^(unlisted|[a-zA-Z]+\.[a-zA-Z]+)$/);
    expect(typeof issue.params, where).toBe('object');
  }
}

const WHO_MAY: Record<string, Role> = {
  // One's own session and account, whatever the role.
  'POST /api/logout': 'VIEWER',
  'POST /api/password': 'VIEWER',
  'PUT /api/me/language': 'VIEWER',
  'GET /api/two-step': 'VIEWER',
  'POST /api/two-step/start': 'VIEWER',
  'POST /api/two-step/confirm': 'VIEWER',
  'POST /api/two-step/recovery-codes': 'VIEWER',
  'POST /api/two-step/off': 'VIEWER',
  // Reading.
  'GET /api/master': 'VIEWER',
  'GET /api/master/:a/:b/:c': 'VIEWER',
  'GET /api/master/:id': 'VIEWER',
  'GET /api/members': 'VIEWER',
  'GET /api/members/count': 'VIEWER',
  'GET /api/department': 'VIEWER',
  'GET /api/dependent': 'VIEWER',
  'POST /api/dependent/filter': 'VIEWER',
  'GET /api/dependent/count/:id': 'VIEWER',
  'GET /api/dependent/:a/:b': 'VIEWER',
  'GET /api/dependent/:id': 'VIEWER',
  'GET /api/master/subscription/amount': 'VIEWER',
  'GET /api/master/subscription/allAmount': 'VIEWER',
  'GET /api/master/group/:id': 'VIEWER',
  'GET /api/mediclaim/status/:id': 'VIEWER',
  'GET /api/mediclaim/:id': 'VIEWER',
  'GET /api/subscription/status/:id': 'VIEWER',
  'GET /api/subscription/:id': 'VIEWER',
  'GET /api/print/pastRecords:id': 'VIEWER',
  'GET /api/mediclaim/reports/mediclaim': 'VIEWER',
  'GET /api/reports/mediclaim-enrolment': 'VIEWER',
  'GET /api/reports/mediclaim-changes': 'VIEWER',
  'GET /api/subscription/reports/subscription': 'VIEWER',
  'GET /api/mediclaim/reports/non-mediclaim': 'VIEWER',
  'GET /api/subscription/reports/non-membership': 'VIEWER',
  'GET /api/reports/collection': 'VIEWER',
  'GET /api/misc/report': 'VIEWER',
  'GET /api/misc/report/user/:memberId': 'VIEWER',
  'GET /api/misc/report/date': 'VIEWER',
  'GET /api/misc/report/:id': 'VIEWER',
  'GET /api/gpa': 'VIEWER',
  'GET /api/gpa/report': 'VIEWER',
  'GET /api/gpa-dependent': 'VIEWER',
  'GET /api/gpa-dependent/report': 'VIEWER',
  'GET /api/member-overview/:id': 'VIEWER',
  // Every print of a receipt is counted, whoever prints it.
  'GET /api/receipts/:receiptNo/prints': 'VIEWER',
  'POST /api/receipts/:receiptNo/prints': 'VIEWER',
  // The cashier records a returned cheque as the bank's answer reaches the trust.
  'POST /api/payments/:receiptNo/bounce': 'STAFF',
  'GET /api/dashboard': 'VIEWER',
  'GET /api/renewals': 'VIEWER',
  'GET /api/removed-members': 'VIEWER',
  'GET /api/docs': 'VIEWER',
  'GET /api/docs/openapi.json': 'VIEWER',
  // The cash book: every day's figures, deposit slips and bounced cheques are read by all.
  'GET /api/cashbook': 'VIEWER',
  'GET /api/cashbook/:date': 'VIEWER',
  'GET /api/cashbook/deposits/:id': 'VIEWER',
  'GET /api/renewals/bulk/:id': 'VIEWER',
  'GET /api/bounced-cheques': 'VIEWER',
  'GET /api/channels': 'VIEWER',
  // Registering, editing, taking payments, importing, e-mailing a receipt.
  'POST /api/print/:id/email': 'STAFF',
  'GET /api/print/:id/emails': 'STAFF',
  'POST /api/master': 'STAFF',
  'PUT /api/master/:id': 'STAFF',
  'POST /api/dependent': 'STAFF',
  'PUT /api/dependent/:id': 'STAFF',
  'POST /api/mediclaim/activate/:id': 'STAFF',
  'POST /api/subscription/activate/:id': 'STAFF',
  'POST /api/misc/report': 'STAFF',
  'POST /api/gpa': 'STAFF',
  'POST /api/gpa-dependent': 'STAFF',
  'POST /api/import/:kind/preview': 'STAFF',
  'POST /api/import/:kind': 'STAFF',
  // The cashier closes the day, puts its takings on a slip and marks the slip credited.
  'POST /api/cashbook/:date/close': 'STAFF',
  'POST /api/cashbook/:date/deposits': 'STAFF',
  'POST /api/cashbook/deposits/:id/credit': 'STAFF',
  'POST /api/renewals/bulk/preview': 'STAFF',
  'POST /api/renewals/bulk': 'STAFF',
  // The Aadhaar number in full: the desk needs it, a viewer never does; each reveal is audited.
  'GET /api/master/:id/aadhaar': 'STAFF',
  // Removing, voiding, resetting, fees, the audit trail, accounts.
  'DELETE /api/master/:id': 'ADMIN',
  'DELETE /api/dependent/:id': 'ADMIN',
  'DELETE /api/mediclaim/deactivate/:id': 'ADMIN',
  'DELETE /api/subscription/deactivate/:id': 'ADMIN',
  'DELETE /api/misc/report/:id': 'ADMIN',
  'DELETE /api/gpa/:id': 'ADMIN',
  'DELETE /api/gpa-dependent/:id': 'ADMIN',
  'POST /api/removed-members/:id/restore': 'ADMIN',
  // Only an admin unlocks a closed day.
  'POST /api/cashbook/:date/reopen': 'ADMIN',
  // A member's personal data on request.
  'GET /api/master/:id/personal-data': 'ADMIN',
  'POST /api/master/:id/erase-personal-data': 'ADMIN',
  'PUT /api/master/subscription/allAmount': 'ADMIN',
  'GET /api/audit': 'ADMIN',
  'GET /api/system': 'ADMIN',
  'POST /api/system/restore-check': 'ADMIN',
  // Reminders: anyone reads the schedule, the preview and the log; an admin changes and runs them;
  // staff log reminders sent by hand and set a member's opt-outs.
  'GET /api/reminders/schedule': 'VIEWER',
  'PUT /api/reminders/schedule': 'ADMIN',
  'GET /api/reminders/preview': 'VIEWER',
  'POST /api/reminders/run': 'ADMIN',
  'GET /api/reminders/runs': 'VIEWER',
  'GET /api/reminders/outbox': 'VIEWER',
  'GET /api/reminders/outbox.csv': 'VIEWER',
  'POST /api/reminders/retry-failed': 'ADMIN',
  'GET /api/members/:id/reminders': 'VIEWER',
  'POST /api/members/:id/reminders/hand-sent': 'STAFF',
  'GET /api/members/:id/reminder-opt-outs': 'VIEWER',
  'PUT /api/members/:id/reminder-opt-outs': 'STAFF',
  'POST /api/register': 'ADMIN',
  'GET /api/users': 'ADMIN',
  'PUT /api/users/:id': 'ADMIN',
  'POST /api/users/:id/password': 'ADMIN',
  'DELETE /api/users/:id/two-step': 'ADMIN',
  'DELETE /api/users/:id/aadhaar-lookups': 'ADMIN',
  'GET /api/sign-in-rules': 'ADMIN',
  'PUT /api/sign-in-rules': 'ADMIN',
};

/** The API's catch-all for unknown paths answers 404 to anyone signed in. */
const isCatchAll = (url: string) => url === '/api/*';

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '999999').replace(/\*$/, 'anything');
}

describe('every API route against every role', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, () => Promise<string>>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    for (const role of ROLES) {
      const account = await accountOf(t, role);
      let token = account.token;
      // Signing out ends a token; the next route gets a fresh one.
      tokens[role] = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/verify',
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) {
          const login = await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: account.email, password: account.password },
          });
          token = login.json().token;
        }
        return token;
      };
    }
  });
  afterAll(() => t.close());

  const guarded = () => t.app.routeList.filter((r) => r.url.startsWith('/api') && !r.isPublic && !isCatchAll(r.url));

  it('has a line in this table for every route, and the route declares the same role', () => {
    const declared = Object.fromEntries(guarded().map((r) => [`${r.method} ${r.url}`, r.role]));
    const missing = Object.keys(declared).filter((route) => !(route in WHO_MAY));
    expect(missing, 'routes with no line in WHO_MAY: decide who may call them').toEqual([]);
    expect(declared).toEqual(WHO_MAY);
  });

  it('answers 403 with the one message to each role below the route\u2019s, and lets the others through', async () => {
    for (const route of guarded()) {
      const needs = WHO_MAY[`${route.method} ${route.url}`] as Role;
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization: `Bearer ${await tokens[role]()}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const where = `${role} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        // Every error answer across the route table carries its code and params, and so does each issue.
        if (res.statusCode >= 400) expectCoded(res.json(), where);
        if (ROLES.indexOf(role) < ROLES.indexOf(needs)) {
          expect(res.statusCode, where).toBe(403);
          expect(res.json(), where).toMatchObject({
            error: true,
            message: 'You do not have permission to do this',
            code: 'role.forbidden',
            params: {},
          });
        } else {
          expect(res.statusCode, where).not.toBe(403);
          expect(res.statusCode, where).toBeLessThan(500);
        }
      }
    }
  });

  it('stops the app at start when a route names no role', () => {
    expect(() => requireRule('POST', '/api/something-new', {})).toThrow('POST /api/something-new declares no role');
    expect(() => requireRule('GET', '/api/settings', { public: true })).not.toThrow();
    expect(() => requireRule('GET', '/api/master', { role: 'VIEWER' })).not.toThrow();
  });
});
