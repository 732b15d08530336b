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
  counter += 1;
  // The dependent form takes member IDs up to 100000, so stay under it.
  const id = String(10_000 + ((Math.floor(Date.now() / 10) + counter * 7919) % 90_000));
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
  expect(response.status(), await response.text()).toBe(201);
  return id;
}
