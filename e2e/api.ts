import { expect, type Page } from '@playwright/test';

/** Calls the API as the signed-in user of `page`, for setting up what a journey needs. */
export async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // page.request sends the browser's cookies, so it must echo the XSRF cookie as the app does.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    data: body,
  });
  return response;
}

/** Creates a record through the API as the signed-in user of `page`, and returns its id. */
export async function post(page: Page, path: string, body: unknown) {
  const response = await apiCall(page, 'POST', path, body);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: number };
}

export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

let counter = 0;

/** Registers a member through the API with every required field, and returns its ID. */
export async function createMember(page: Page, overrides: Record<string, string> = {}): Promise<string> {
  // Five digits, apart from the IDs the journeys type themselves; one already taken by an earlier
  // journey of the run (409) gives way to the next.
  for (let attempt = 1; ; attempt++) {
    counter += 1;
    const id = overrides.id_number ?? String(10_000 + ((Math.floor(Date.now() / 10) + counter * 7919) % 90_000));
    const response = await apiCall(page, 'POST', 'master', {
      id_number: id,
      member_name: 'Lakshmi Narayan',
      ticket_number: `77-${id}`,
      department: 'ACCOUNTS',
      date_of_birth: '1978-03-14',
      age: '48',
      date_of_retirement: '2038-03-31',
      mobile: `98${id}555`,
      sex: 'FEMALE',
      blood_group: 'A+VE',
      organisation: 'CENTRAL RAILWAY',
      address: '21 Tilak Road, Pune',
      family_group: '1+3',
      remarks: 'YES',
      ...overrides,
    });
    if (response.status() === 409 && overrides.id_number === undefined && attempt < 5) continue;
    expect(response.status(), await response.text()).toBe(201);
    return id;
  }
}

/**
 * A deposit slip of `day`: a misc receipt in cash that day, the day counted as expected and closed,
 * its cash deposited, then the day reopened (the slip stays), so no later journey finds it locked.
 */
export async function cashDeposit(page: Page, memberId: string, day: string) {
  await post(page, 'misc/report', {
    member_id: memberId,
    date: day,
    mode_of_payment: 'CASH',
    membership_period: '2026',
    subscription_amount: '300',
  });
  type Day = { modes: { mode: string; expected: number; deposited: number }[] };
  const open = (await (await apiCall(page, 'GET', `cashbook/${day}`)).json()) as Day;
  const counted = Object.fromEntries(open.modes.map((m) => [m.mode, m.expected]));
  const closed = await apiCall(page, 'POST', `cashbook/${day}/close`, { counted, remark: 'Counted as expected' });
  expect(closed.status(), await closed.text()).toBe(200);
  const cash = open.modes.find((m) => m.mode === 'CASH');
  const deposit = await post(page, `cashbook/${day}/deposits`, {
    deposit_date: day,
    bank: 'State Bank of India',
    slip_number: `SLIP-${Date.now()}`,
    cash: (cash?.expected ?? 0) - (cash?.deposited ?? 0),
  });
  const reopened = await apiCall(page, 'POST', `cashbook/${day}/reopen`, { reason: 'Slip recorded for a check' });
  expect(reopened.status(), await reopened.text()).toBe(200);
  return { depositId: deposit.id, cashDay: day };
}

/** The date `days` from today in India, as the API takes it. */
export function inDays(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A member named `prefix` and letters made of the ID, with the e-mail address `{id}@members.test`,
 * whose membership runs out seven days from today: due a reminder seven days before.
 */
export async function memberDueInAWeek(page: Page, prefix: string) {
  const id = await createMember(page);
  const name = `${prefix} ${[...id].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const email = `${id}@members.test`;
  const member = await apiCall(page, 'GET', `master/${id}`);
  const row = (await member.json()).data[0] as Record<string, string>;
  const update = Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value ?? '']));
  const saved = await apiCall(page, 'PUT', `master/${id}`, { ...update, member_name: name, email });
  expect(saved.status(), await saved.text()).toBe(200);
  const paid = await apiCall(page, 'POST', `subscription/activate/${id}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '0',
    issue_date: inDays(-358),
    expiry_date: inDays(7),
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { id, name, email };
}

let mailboxes = 0;

/** An e-mail address no other journey of the run uses, so each reads back only its own mail. */
export function uniqueMemberEmail(prefix: string): string {
  mailboxes += 1;
  return `${prefix}-${Date.now()}-${mailboxes}@members.test`;
}
