import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, TRUST_NAME, uniqueDigits } from './fixtures';

/**
 * Mediclaim and membership subscriptions as staff handle them: renew a membership and print its
 * receipt, renew the mediclaim that needs it and print the payment and registration receipts, reset
 * the mediclaim and find it in past records, be refused mediclaim without a membership, and change
 * the fees. The steps share one member, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

// Five digits, apart from the seven-digit IDs of names.spec.ts.
const memberId = uniqueDigits(5);
const lapsedId = String((Number(memberId) % 99_999) + 1);
const lettersOf = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');
const memberName = `Meena Joshi${lettersOf(memberId)}`;
const PREFIX = 'REWT/';

const FEES = { amount1: 9800, amount3: 12450, amount4: 14000, amount5: 15500, amount6: 17000, amount_sub: 1200 };

/** dd/MM/yyyy of today in India, as the screens show dates. */
const todayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());
const year = Number(todayParts.slice(6));

/** A form field by its whole label; required fields' labels end in an asterisk. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

async function closeDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function search(page: Page, id: string) {
  await page.getByPlaceholder('Enter ID Number').fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The receipt as it prints (no navigation, no footer, no buttons), saved for a person to look at. */
async function screenshotReceipt(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

test.beforeAll(async ({ browser }, testInfo) => {
  // Members are set up through the API as another client would, with the token of a signed-in page.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signIn(page);
  const token = await page.evaluate<string | null>("localStorage.getItem('token')");
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  const member = (id: string, name: string) => ({
    id_number: id,
    member_name: name,
    ticket_number: `7700-${id}`,
    department: 'STORES',
    date_of_birth: '1980-03-15',
    age: String(year - 1980),
    date_of_retirement: '2040-03-31',
    mobile: '9822001122',
    email: `member${id}@example.in`,
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'Central Railway',
    address: '3 Yard Road, Pune',
    family_group: '1+3',
    remarks: 'YES',
    user_status: 'Pune camp',
  });
  for (const [id, name] of [
    [memberId, memberName],
    [lapsedId, `Lata Pawar${lettersOf(lapsedId)}`],
  ] as const) {
    const created = await page.request.post('/api/master', { headers, data: member(id, name) });
    expect(created.status(), await created.text()).toBe(201);
  }
  for (const [name, relation, sex] of [
    ['Rohan Joshi', 'SON', 'MALE'],
    ['Ira Joshi', 'DAUGHTER', 'FEMALE'],
  ] as const) {
    const created = await page.request.post('/api/dependent', {
      headers,
      data: {
        id: memberId,
        dependent_name: name,
        relation,
        dob: '2010-06-01',
        age: String(year - 2010),
        sex,
        blood_group: 'YES',
        job_profile: 'Student',
        icard_no: `IC-${name.length}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const fees = await page.request.put('/api/master/subscription/allAmount', { headers, data: FEES });
  expect(fees.status(), await fees.text()).toBe(200);
  await context.close();
});

test('renews a membership and prints its receipt with the book fee', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Renew/Check Status' }).click();
  await page.getByRole('menuitem', { name: 'Membership', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check subscription status' })).toBeVisible();
  await search(page, memberId);
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row.getByText('EXPIRED')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await row.getByRole('link', { name: 'Renew' }).click();

  await expect(page).toHaveURL(new RegExp(`/renew-subscription/${memberId}$`));
  await expect(page.getByRole('heading', { name: `Member ID: ${memberId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership Status: EXPIRED' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remarks: Pune camp' })).toBeVisible();
  await expect(field(page, 'Amount')).toHaveValue('1200');
  await expect(field(page, 'Expiry Date')).toHaveValue(`31/12/${year}`);
  const submit = page.getByRole('button', { name: 'Renew Membership' });
  await submit.click();
  await expect(page.getByText('Mode Of Payment Is Required Field')).toBeVisible();
  await expect(field(page, 'Mode of Payment')).toBeFocused();
  await field(page, 'Book Fee').fill('15o');
  await expect(page.getByText('Book Fee In Number Only')).toBeVisible();
  await field(page, 'Book Fee').fill('150');
  await field(page, 'Mode of Payment').selectOption('UPI');
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Membership Renewal Successful')).toBeVisible();
  await dialog.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-report/${memberId}\\?type=Membership$`));

  const receipt = page.getByRole('article', { name: 'Membership Receipt' });
  await expect(receipt.getByRole('heading', { name: TRUST_NAME })).toBeVisible();
  await expect(receipt.getByText('12 Station Road, Pune 411001')).toBeVisible();
  await expect(receipt.getByText(`${PREFIX}${memberId}`)).toBeVisible();
  await expect(receipt.getByText(/^MS\/\d{4}-\d{2}\/\d{5}$/)).toBeVisible();
  await expect(receipt.getByText(memberName)).toBeVisible();
  await expect(receipt.getByRole('cell', { name: 'UPI' })).toBeVisible();
  await expect(receipt.getByText(`${todayParts} to 31/12/${year}`)).toBeVisible();
  const amounts = receipt.getByRole('table', { name: 'Amounts' });
  await expect(amounts.getByRole('row', { name: 'Membership Subscription ₹1,200' })).toBeVisible();
  await expect(amounts.getByRole('row', { name: 'Book Fee ₹150' })).toBeVisible();
  await expect(amounts.getByRole('row', { name: 'Total ₹1,350' })).toBeVisible();
  await expect(receipt.getByText('One Thousand Three Hundred Fifty Rupees Only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await screenshotReceipt(page, 'receipt-membership');

  await page.getByRole('link', { name: 'Back' }).click();
  const renewed = page.getByRole('row').filter({ hasText: memberName });
  await expect(renewed.getByText('ACTIVE')).toBeVisible();
  await expect(renewed.getByRole('button', { name: 'Renew' })).toBeDisabled();
  await expect(renewed.getByRole('cell', { name: todayParts })).toBeVisible();
  await expect(renewed.getByRole('button', { name: 'Reset' })).toBeEnabled();
});

test('renews mediclaim and prints the payment and registration receipts', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Renew/Check Mediclaim Status' }).click();
  await expect(page.getByRole('heading', { name: 'Check Mediclaim Subscription' })).toBeVisible();
  await search(page, memberId);
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row.getByText('EXPIRED')).toBeVisible();
  await expect(row.getByRole('button', { name: 'PRINT' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'RESET' })).toBeDisabled();
  await row.getByRole('link', { name: 'RENEW' }).click();

  await expect(page).toHaveURL(new RegExp(`/renew-membership/${memberId}$`));
  await expect(page.getByRole('heading', { name: 'Family Group: 1+3' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership Status: ACTIVE' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remarks: Pune camp' })).toBeVisible();
  await expect(field(page, 'Amount')).toHaveValue('12450');
  await expect(field(page, 'Reference Number')).toHaveValue(/^\d+ Years \d+ Months$/);
  await expect(field(page, 'Expiry Date')).toHaveValue(`30/04/${year + 1}`);
  await field(page, 'Mode of Payment').selectOption('NEFT');
  await field(page, 'Bank').fill('State Bank of India');
  await field(page, 'Branch').fill('Pune Camp');
  await field(page, 'Group').selectOption('GROUP IIA');
  await page.getByRole('button', { name: 'Renew Mediclaim' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Mediclaim Renewal Successful')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/check-mediclaim-membership?id=${memberId}`);
  const active = page.getByRole('row').filter({ hasText: memberName });
  await expect(active.getByText('ACTIVE')).toBeVisible();
  await expect(active.getByRole('button', { name: 'RENEW' })).toBeDisabled();
  await expect(active.getByRole('cell', { name: '₹12,450' })).toBeVisible();
  await active.getByRole('button', { name: 'PRINT' }).click();
  await page.getByRole('menuitem', { name: 'PAYMENT RECEIPT' }).click();

  const payment = page.getByRole('article', { name: 'Mediclaim Subscription Receipt' });
  await expect(payment.getByRole('heading', { name: TRUST_NAME })).toBeVisible();
  await expect(payment.getByText(`${PREFIX}${memberId}`)).toBeVisible();
  await expect(payment.getByText(/^MC\/\d{4}-\d{2}\/\d{5}$/)).toBeVisible();
  await expect(payment.getByRole('cell', { name: 'GROUP IIA', exact: true })).toBeVisible();
  await expect(payment.getByText(`${todayParts} to 30/04/${year + 1}`)).toBeVisible();
  await expect(payment.getByRole('cell', { name: 'State Bank of India' })).toBeVisible();
  await expect(payment.getByRole('row', { name: 'Total ₹12,450' })).toBeVisible();
  await expect(payment.getByText('Twelve Thousand Four Hundred Fifty Rupees Only')).toBeVisible();
  await screenshotReceipt(page, 'receipt-mediclaim');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('row').filter({ hasText: memberName }).getByRole('button', { name: 'PRINT' }).click();
  await page.getByRole('menuitem', { name: 'REGISTRATION RECEIPT' }).click();
  const registration = page.getByRole('article', { name: 'Registration Receipt' });
  const amounts = registration.getByRole('table', { name: 'Amounts' });
  await expect(amounts.getByRole('row', { name: 'Member ₹100' })).toBeVisible();
  await expect(amounts.getByRole('row', { name: 'Dependents 2 × 100 ₹200' })).toBeVisible();
  await expect(amounts.getByRole('row', { name: 'Total ₹300' })).toBeVisible();
  await expect(registration.getByText('Three Hundred Rupees Only')).toBeVisible();
  await expect(registration.getByText(`${PREFIX}${memberId}`)).toBeVisible();
  await screenshotReceipt(page, 'receipt-registration');
});

test('resets mediclaim, which stays in past records as RESET', async ({ page }) => {
  await signIn(page);
  await page.goto(`/check-mediclaim-membership?id=${memberId}`);
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row.getByText('ACTIVE')).toBeVisible();

  await row.getByRole('button', { name: 'RESET' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(
    dialog.getByText('This Mediclaim subscription data will still be available in past records'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'No, let me think' }).click();
  await closeDialog(page, 'Cancelled', 'Mediclaim is not Reset');
  await expect(row.getByText('ACTIVE')).toBeVisible();

  await row.getByRole('button', { name: 'RESET' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Group chosen in error');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, go ahead.' }).click();
  await closeDialog(page, 'Deactivated!', 'Mediclaim has been Reset.');
  await expect(row.getByText('EXPIRED')).toBeVisible();
  await expect(row.getByRole('button', { name: 'PRINT' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'RESET' })).toBeDisabled();
  await expect(row.getByRole('link', { name: 'RENEW' })).toBeVisible();

  await page.getByRole('button', { name: 'Past Records' }).click();
  await page.getByRole('menuitem', { name: 'Mediclaim', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Past Mediclaim Membership Payment Records' })).toBeVisible();
  await search(page, memberId);
  const table = page.getByRole('table', { name: 'Mediclaim payments' });
  for (const header of ['ID', 'MODE OF PAYMENT', 'AGE', 'ISSUE DATE', 'EXPIRY DATE', 'BANK', 'BRANCH', 'AMOUNT']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const record = table.getByRole('row').filter({ hasText: 'GROUP IIA' });
  await expect(record).toHaveCount(1);
  await expect(record.getByText('RESET')).toBeVisible();
  await expect(record.getByText(/^Group chosen in error — /)).toBeVisible();
  await expect(record.getByRole('cell', { name: /^\d+ Years \d+ Months$/ })).toBeVisible();
  await expect(record.getByRole('cell', { name: '₹12,450' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto('/past-subscription');
  await expect(page.getByRole('heading', { name: 'Past membership payment records' })).toBeVisible();
  await search(page, memberId);
  const membership = page
    .getByRole('table', { name: 'Membership payments' })
    .getByRole('row')
    .filter({ hasText: 'UPI' });
  await expect(membership.getByText('ACTIVE')).toBeVisible();
  await expect(membership.getByRole('cell', { name: '₹150' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('refuses mediclaim to a member without an active membership', async ({ page }) => {
  await signIn(page);
  await page.goto(`/renew-membership/${lapsedId}`);
  await expect(page.getByRole('heading', { name: 'Membership Status: EXPIRED' })).toBeVisible();
  await expect(page.getByText('The membership has expired. Please renew the membership to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew Mediclaim' })).toHaveCount(0);

  await page.goto('/check-mediclaim-membership');
  await search(page, '99999999');
  await expect(page.getByText('No Match found!!')).toBeVisible();
});

test('new fees on Update Amount prefill the renew forms', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Update Amount' }).click();
  await expect(page.getByRole('heading', { name: 'Update amount' })).toBeVisible();
  await expect(field(page, 'Family Group 1+3')).toHaveValue('12450');
  await expect(field(page, 'Subscription Amount')).toHaveValue('1200');

  const submit = page.getByRole('button', { name: 'Update Amount' });
  await field(page, 'Family Group 1+1').fill('');
  await expect(page.getByText('Family Group 1+1 Is Required Field')).toBeVisible();
  await field(page, 'Family Group 1+1').fill('98OO');
  await expect(page.getByText('Family Group 1+1 In Alphabets Only')).toBeVisible();
  await field(page, 'Subscription Amount').fill('1500');
  await submit.click();
  await expect(field(page, 'Family Group 1+1')).toBeFocused();
  await field(page, 'Family Group 1+1').fill('9800');
  await field(page, 'Family Group 1+3').fill('13275');
  await submit.click();
  await closeDialog(page, 'Success', 'Amount is Updated Successfully');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/renew-membership/${memberId}`);
  await expect(page.getByRole('heading', { name: 'Membership Status: ACTIVE' })).toBeVisible();
  await expect(field(page, 'Amount')).toHaveValue('13275');

  await page.goto(`/renew-subscription/${lapsedId}`);
  await expect(field(page, 'Amount')).toHaveValue('1500');
});
