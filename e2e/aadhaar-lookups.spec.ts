import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeFindings, report } from './accessibility';
import { apiCall, createMember, post } from './api';
import { signIn, uniqueDigits } from './fixtures';

/**
 * Aadhaar numbers cannot be guessed through the lookups, and the desk's work goes on: a STAFF
 * account's payroll list of members' Aadhaar numbers previews and renews; the same account's numbers
 * that find nobody stop its lookups by number after 20 in a day, on Search Member and on Bulk
 * Renewal alike; an admin sees the account locked on Users and clears it; its next search by Aadhaar
 * number finds the member.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const TOO_MANY = 'Too many Aadhaar numbers were not found today. Ask an admin.';

/** '918273645503' as people type it: '9182 7364 5503'. */
const spaced = (digits: string) => `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`;

/** A browser of its own, as a second person at another desk. */
async function anotherDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function openBulkRenewal(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Renew/Check Status' }).click();
  await page.getByRole('menuitem', { name: 'Bulk Renewal' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk Renewal' })).toBeVisible();
}

async function chooseList(page: Page, name: string, lines: string[]) {
  const csv = ['member,amount,mode_of_payment,reference_number,book_fee', ...lines].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('File', { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

async function searchMember(page: Page, text: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Member', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Search Member' }).click();
  await expect(page.getByRole('heading', { name: 'Search Member' })).toBeVisible();
  await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a locked account’s Aadhaar lookups are cleared by an admin on Users, and a payroll list still renews', async ({
  page,
  browser,
}) => {
  // Three sign-ins, a renewal and two refused lookups: more than a minute on a busy machine.
  test.slow();
  const admin = await anotherDesk(browser);
  await signIn(admin);
  const stamp = uniqueDigits(9);
  const staff = {
    name: 'Prakash Jadhav',
    email: `lookups${stamp}@trust.test`,
    password: 'payroll desk 2026',
  };
  await post(admin, 'register', { ...staff, phone: '9876543210', role: 'STAFF' });
  // Members' numbers start with 6, numbers that find nobody with 5: no other journey's.
  const numbers = ['01', '02', '03'].map((n) => `6${stamp}${n}`);
  const suffix = [...stamp.slice(-4)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const names = ['Asha', 'Bhim', 'Chitra'].map((first) => `${first} ${suffix}`);
  const ids: string[] = [];
  for (const [i, digits] of numbers.entries())
    ids.push(await createMember(admin, { member_name: names[i] as string, ticket_number: spaced(digits) }));
  const fees = await (await apiCall(admin, 'GET', 'master/subscription/amount')).json();
  const fee = Number(fees.data[0].AMOUNT);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

  // The payroll list names its members by Aadhaar number, typed as the office types them.
  await signIn(page, staff);
  await openBulkRenewal(page);
  const [first, second, third] = numbers as [string, string, string];
  await chooseList(page, 'payroll.csv', [
    `${first},${fee}`,
    `${spaced(second)},${fee}`,
    `${third.slice(0, 4)}-${third.slice(4, 8)}-${third.slice(8)},${fee}`,
  ]);
  await expect(page.getByText(`3 lines ready, ${rupees(3 * fee)}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Lines to renew' });
  for (const [i, id] of ids.entries()) await expect(table.getByText(`${id} · ${names[i]}`)).toBeVisible();
  await page.getByRole('button', { name: 'Renew 3 members' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew 3 members' }).click();
  await expect(page.getByText(`Renewed 3 members for ${rupees(3 * fee)}`)).toBeVisible();

  // Twenty numbers that find nobody are still answered, each a problem of its line.
  const unknown = Array.from({ length: 21 }, (_, i) => `5${stamp}${String(i).padStart(2, '0')}`);
  await chooseList(
    page,
    'wrong-list.csv',
    unknown.slice(0, 20).map((digits) => `${digits},${fee}`),
  );
  await expect(page.getByText('20 lines have problems', { exact: false })).toBeVisible();
  await expect(page.getByText(`No member has ID or ticket number ${unknown[0]}`)).toBeVisible();

  // One more, and the account's lookups by number stop, wherever they are typed.
  await searchMember(page, unknown[20] as string);
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
  await searchMember(page, spaced(first));
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
  await openBulkRenewal(page);
  await chooseList(page, 'payroll.csv', [`${first},${fee}`]);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('The lines could not be checked');
  await expect(refusal).toContainText(TOO_MANY);
  await expect(page.getByRole('table', { name: 'Lines to renew' })).toHaveCount(0);

  // The admin sees the account locked on Users, and clears it.
  await admin.getByRole('button', { name: /^Signed in as E2E Admin/ }).click();
  await admin.getByRole('menuitem', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
  const locked = admin.getByRole('region', { name: 'Aadhaar lookups locked' });
  await expect(locked).toContainText(`${staff.name} (${staff.email})`);
  expect(report(await axeFindings(admin, 'Users with a locked account'))).toBe('');
  await locked.getByRole('button', { name: `Clear Aadhaar lookups of ${staff.name}` }).click();
  const confirmation = admin.getByRole('dialog', { name: 'Clear the Aadhaar lookups?' });
  await expect(confirmation.getByText(`${staff.name} (${staff.email})`)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Clear Aadhaar lookups' }).click();
  await expect(admin.getByText(`${staff.name}: The account may look up Aadhaar numbers again`)).toBeVisible();
  await expect(locked).toHaveCount(0);
  await admin.context().close();

  // The account's next search by Aadhaar number finds the member.
  await searchMember(page, spaced(first));
  const found = page.getByRole('row').filter({ hasText: names[0] as string });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`XXXX XXXX ${first.slice(8)}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
