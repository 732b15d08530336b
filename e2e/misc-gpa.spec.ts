import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, TRUST_NAME } from './fixtures';

/**
 * Miscellaneous receipts and GPAIS records, as the cash desk uses them: take a payment and print its
 * receipt, find it and delete it, enrol a member and a dependent in GPAIS, print, report and export.
 * The steps share one member, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

// Five digits, far from register.spec's IDs.
const memberId = String(20_000 + (Math.floor(Date.now() / 1000) % 70_000));
const lettersOf = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');
const memberName = `Meena Joshi${lettersOf(memberId)}`;
const dependentName = `Tara Joshi${lettersOf(memberId)}`;
const MEMBERSHIP_NUMBER = `REWT/${memberId}`;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const year = Number(today.slice(0, 4));
const displayDate = (iso: string) => iso.split('-').reverse().join('/');
const yearLabel = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const gmpPeriod = `22/05/${year} to 21/05/${year + 1}`;
const childDob = `${year - 9}-01-15`;
/** Dates are typed as staff type them, day first. */
const typed = displayDate;

/** A form field by its label; a required field's label ends in Mantine's asterisk. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[()*+?.\\[\]^$|{}]/g, '\\$&')}( \\*)?$`));

/** Calls the API as the signed-in user, to set up the member and dependent the journeys need. */
async function apiPost(page: Page, path: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // page.request sends the browser's cookies, so it echoes the XSRF cookie as the app does.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openMenu(page: Page, menu: string, entry: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function closeDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The void of a receipt (docs/product.md): a cancel keeps it PAID; a void needs a reason, then the
 * receipt stays listed, struck out, VOID with the reason, and no longer offers Void.
 */
async function voidWithDialog(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Void' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Void this receipt?', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('The receipt keeps its number and shows as VOID in every list and report.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('PAID', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Void' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await expect(dialog.getByText('Reason Is Required Field')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Entered twice by mistake');
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await closeDialog(page, 'Voided', 'The receipt is void.');
  await expect(row.getByText('VOID', { exact: true })).toBeVisible();
  await expect(row.getByText(/Entered twice by mistake/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);
}

async function searchMemberId(page: Page, button: string) {
  await field(page, 'Member ID').fill(memberId);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The receipt as printed: navigation and footer hidden, only the sheet. */
async function screenshotPrint(page: Page, path: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await page.screenshot({ path, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

async function askForToday(page: Page) {
  const from = field(page, 'From Date');
  await page.getByRole('button', { name: 'Get Reports' }).click();
  await expect(page.getByText('From Date Is Required Field')).toBeVisible();
  await expect(page.getByText('To Date Is Required Field')).toBeVisible();
  await expect(from).toBeFocused();
  await from.fill(typed(today));
  await field(page, 'To Date').fill(typed(today));
  await page.getByRole('button', { name: 'Get Reports' }).click();
}

test('sets up a member with one dependent', async ({ page }) => {
  await signIn(page);
  await apiPost(page, 'master', {
    id_number: memberId,
    member_name: memberName,
    department: 'SIGNAL WORKSHOP',
    date_of_birth: '1979-08-20',
    age: '46',
    date_of_retirement: '2039-08-31',
    mobile: '9822334455',
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'Central Railway',
    address: '7 Yard Road, Pune',
    job_profile: 'Clerk',
    annual_income: '420000',
    icard_no: `IC-${memberId}`,
    family_group: '1+3',
    remarks: 'YES',
  });
  await apiPost(page, 'dependent', {
    id: memberId,
    dependent_name: dependentName,
    relation: 'DAUGHTER',
    dob: '2012-06-10',
    age: '13',
    sex: 'FEMALE',
    blood_group: 'YES',
    job_profile: 'Student',
    icard_no: `IC-${memberId}-D`,
  });
});

test('adds a miscellaneous receipt with a running total and prints it', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'Misc', 'Add Misc Receipt');
  await expect(page.getByRole('heading', { name: 'Miscellaneous payment receipt form' })).toBeVisible();

  await field(page, 'Member ID').fill('12ab');
  await expect(page.getByText('Member ID In Number Only')).toBeVisible();
  await field(page, 'Member ID').fill('99999999');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Member Not Found!')).toBeVisible();

  await searchMemberId(page, 'Search');
  const details = page.getByRole('group', { name: 'Member' });
  await expect(details).toContainText(memberName);
  await expect(details).toContainText('SIGNAL WORKSHOP');
  await expect(details).toContainText('9822334455');

  const submit = page.getByRole('button', { name: 'Add Receipt' });
  await submit.click();
  await expect(page.getByText('Mode Of Payment Is Required Field')).toBeVisible();
  await expect(field(page, 'Mode of Payment')).toBeFocused();
  await field(page, 'Mode of Payment').selectOption('UPI');
  await field(page, 'Membership Period').fill('2025-2026');
  await field(page, 'Reissue Book').fill('50');
  await field(page, 'Subscription Amount').fill('1200');
  await field(page, 'Bank Charges').fill('15');
  await field(page, 'Fine').fill('35');
  await field(page, 'Misc (additional GMP premium)').fill('100000');
  await expect(page.getByText('Total: ₹1,01,300')).toBeVisible();
  await expect(page.getByText('One Lakh One Thousand Three Hundred Rupees Only')).toBeVisible();
  // Every money field on one line: the long label does not push its input out of line.
  const tops = await Promise.all(
    ['Reissue Book', 'Subscription Amount', 'Bank Charges'].map(
      async (label) => (await field(page, label).boundingBox())?.y,
    ),
  );
  expect(new Set(tops).size, `inputs at ${tops.join(', ')}`).toBe(1);
  const moneyTops = await Promise.all(
    ['Fine', 'Misc (additional GMP premium)'].map(async (label) => (await field(page, label).boundingBox())?.y),
  );
  expect(new Set(moneyTops).size, `inputs at ${moneyTops.join(', ')}`).toBe(1);
  await page.screenshot({ path: '/tmp/misc-form.png', fullPage: true });
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Report Added', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go to Home' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-misc-report/\\d+\\?memberId=${memberId}$`));

  const receipt = page.getByRole('article', { name: 'Miscellaneous Receipt' });
  await expect(receipt.getByRole('heading', { name: TRUST_NAME })).toBeVisible();
  await expect(receipt).toContainText('12 Station Road, Pune 411001');
  const facts = receipt.getByRole('table', { name: 'Receipt details' });
  await expect(facts).toContainText(/MI\/\d{4}-\d{2}\/\d{5}/);
  await expect(facts).toContainText(displayDate(today));
  await expect(facts).toContainText(MEMBERSHIP_NUMBER);
  await expect(facts).toContainText(memberName);
  await expect(facts).toContainText('SIGNAL WORKSHOP');
  await expect(facts).toContainText('UPI');
  const amounts = receipt.getByRole('table', { name: 'Amounts' });
  for (const [label, amount] of <[string, string][]>[
    ['Reissue Book', '₹50'],
    ['Subscription', '₹1,200'],
    ['Bank Charges', '₹15'],
    ['Fine', '₹35'],
    ['Misc (additional GMP premium)', '₹1,00,000'],
    ['Total', '₹1,01,300'],
  ]) {
    await expect(amounts.getByRole('row').filter({ hasText: label }).first()).toContainText(amount);
  }
  await expect(receipt).toContainText('One Lakh One Thousand Three Hundred Rupees Only');
  await screenshotPrint(page, '/tmp/misc-receipt.png');
});

test('the miscellaneous report shows the receipt with a total row', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'Misc', 'View Misc Report');
  await expect(page.getByRole('heading', { name: 'Miscellaneous Report' })).toBeVisible();
  await askForToday(page);
  const report = page.getByRole('table', { name: 'Miscellaneous Report' });
  const row = report.getByRole('row').filter({ hasText: memberName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(displayDate(today));
  await expect(row).toContainText('₹1,01,300');
  await expect(report.getByRole('row').filter({ hasText: /^Total/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/misc-report.png', fullPage: true });
});

test('finds the miscellaneous receipt and voids it with a reason', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'Misc', 'Find Misc Receipt');
  await expect(page.getByRole('heading', { name: 'Find miscellaneous receipt' })).toBeVisible();
  await page.getByPlaceholder('Enter Member ID Number').fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹1,01,300');
  await page.screenshot({ path: '/tmp/find-misc-report.png', fullPage: true });
  await expect(row.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    new RegExp(`^/print-misc-report/\\d+\\?memberId=${memberId}$`),
  );

  // Back from the printed receipt returns to the same search.
  await row.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('article', { name: 'Miscellaneous Receipt' })).toContainText(memberName);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/find-misc-report\\?memberId=${memberId}$`));

  await voidWithDialog(page, row);
});

test('adds GPAIS for a member with an under-18 nominee, prints it and reports it as CSV', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'GPAIS', 'Add/Renew Member');
  await expect(page.getByRole('heading', { name: 'GPAIS form' })).toBeVisible();
  await searchMemberId(page, 'Search');
  const details = page.getByRole('group', { name: 'Member' });
  await expect(details).toContainText(memberName);
  await expect(details).toContainText('20/08/1979');
  // No membership subscription was paid: the status shows, and the form is still offered.
  await expect(details).toContainText('EXPIRED');

  const submit = page.getByRole('button', { name: 'Add Record' });
  await field(page, 'Nominee Name').fill('Arav Joshi');
  await field(page, 'Nominee Relation').fill('SON');
  await expect(field(page, 'Nominee Guardian')).toHaveCount(0);
  await field(page, 'Nominee Date of Birth').fill(typed(childDob));
  await expect(field(page, 'Nominee Guardian')).toBeVisible();
  await expect(page.getByText('Nominee Guardian Is Required Field')).toBeVisible();
  await field(page, 'Payment Mode').selectOption('NEFT');
  await field(page, 'SA').fill('500000');
  await field(page, 'Premium').fill('1250');
  await submit.click();
  await expect(field(page, 'Nominee Guardian')).toBeFocused();
  await page.screenshot({ path: '/tmp/gpa-form-guardian-missing.png', fullPage: true });
  await field(page, 'Nominee Guardian').fill('Meena Joshi');
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Record Added', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-gpa-record/\\d+\\?memberId=${memberId}$`));

  const receipt = page.getByRole('article', { name: `GPAIS Receipt ${yearLabel}` });
  await expect(receipt.getByRole('heading', { name: TRUST_NAME })).toBeVisible();
  const facts = receipt.getByRole('table', { name: 'Receipt details' });
  await expect(facts).toContainText(/GP\/\d{4}-\d{2}\/\d{5}/);
  await expect(facts).toContainText(displayDate(today));
  await expect(facts).toContainText(MEMBERSHIP_NUMBER);
  await expect(facts).toContainText(gmpPeriod);
  await expect(facts).toContainText('NEFT');
  await expect(facts).toContainText('₹5,00,000');
  await expect(facts).toContainText('₹1,250');
  await expect(receipt.getByRole('table', { name: 'Insured' })).toContainText(memberName);
  const nominee = receipt.getByRole('table', { name: 'Nominee' });
  await expect(nominee).toContainText('Arav Joshi');
  await expect(nominee).toContainText(displayDate(childDob));
  await expect(nominee).toContainText('Meena Joshi');
  await expect(receipt).toContainText('One Thousand Two Hundred Fifty Rupees Only');
  await screenshotPrint(page, '/tmp/gpa-receipt.png');

  await openMenu(page, 'GPAIS', 'Find Member');
  await expect(page.getByRole('heading', { name: 'Find GPAIS member' })).toBeVisible();
  await page.getByPlaceholder('Enter ID Number').fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Arav Joshi' });
  await expect(row).toContainText(memberName);
  await expect(row).toContainText('₹5,00,000');
  await page.screenshot({ path: '/tmp/check-gpa.png', fullPage: true });
  await expect(row.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    new RegExp(`^/print-gpa-record/\\d+\\?memberId=${memberId}$`),
  );

  await openMenu(page, 'GPAIS', 'View Membership Report');
  await expect(page.getByRole('heading', { name: 'GPAIS Report' })).toBeVisible();
  await askForToday(page);
  const report = page.getByRole('table', { name: 'GPAIS Report' });
  await expect(report.getByRole('row').filter({ hasText: memberName })).toContainText('Meena Joshi');
  await expect(report.getByRole('row').filter({ hasText: /^Total/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/gpa-report.png', fullPage: true });
  await screenshotPrint(page, '/tmp/gpa-report-print.png');

  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('file.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'No.,Receipt No,Date,Member ID,Name,Date of birth,Sex,Nominee,Relation,Nominee DOB,Nominee guardian,Risk group,SA,Premium',
  );
  const line = lines.find((l) => l.includes(memberName));
  expect(line).toMatch(
    new RegExp(
      `^\\d+,GP/\\d{4}-\\d{2}/\\d{5},${displayDate(today)},${memberId},${memberName},20/08/1979,FEMALE,Arav Joshi,SON,${displayDate(childDob)},Meena Joshi,NEFT,500000,1250$`,
    ),
  );
});

test('adds GPAIS for a dependent, finds it, prints it and voids it', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'GPAIS', 'Add/Renew Dependent');
  await expect(page.getByRole('heading', { name: 'Add/renew dependent GPAIS form' })).toBeVisible();

  await field(page, 'Member ID').fill('99999999');
  await page.getByRole('button', { name: 'Get Dependents' }).click();
  const nothing = page.getByRole('alert');
  await expect(nothing.getByText('Please Add Dependents', { exact: true })).toBeVisible();
  await expect(nothing.getByText('No dependents found', { exact: true })).toBeVisible();

  await searchMemberId(page, 'Get Dependents');
  await expect(page.getByRole('group', { name: 'Member' })).toContainText(memberName);
  const submit = page.getByRole('button', { name: 'Add Record' });
  const dependent = field(page, 'Dependent');
  await submit.click();
  await expect(page.getByText('Please select a dependent!')).toBeVisible();
  await expect(dependent).toBeFocused();
  await dependent.selectOption({ label: `${dependentName} (DAUGHTER)` });
  await field(page, 'Nominee Name').fill('Meena Joshi');
  await field(page, 'Nominee Relation').fill('MOTHER');
  await field(page, 'Nominee Date of Birth').fill('20/08/1979');
  await field(page, 'Payment Mode').selectOption('UPI');
  await field(page, 'SA').fill('200000');
  await field(page, 'Premium').fill('650');
  await expect(field(page, 'Nominee Guardian')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/dependent-gpa-form.png', fullPage: true });
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Record Added', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-dependent-gpa-record/\\d+\\?memberId=${memberId}$`));
  const receipt = page.getByRole('article', { name: `Dependent GPAIS Receipt ${yearLabel}` });
  const insured = receipt.getByRole('table', { name: 'Insured' });
  await expect(insured).toContainText(dependentName);
  await expect(insured).toContainText('10/06/2012');
  await expect(insured).toContainText('DAUGHTER');
  await expect(insured).toContainText(memberName);
  const facts = receipt.getByRole('table', { name: 'Receipt details' });
  await expect(facts).toContainText(/GD\/\d{4}-\d{2}\/\d{5}/);
  await expect(facts).toContainText(gmpPeriod);
  await expect(facts).toContainText('₹2,00,000');
  await expect(receipt.getByRole('table', { name: 'Nominee' })).toContainText('Meena Joshi');
  await expect(receipt).toContainText('Six Hundred Fifty Rupees Only');
  await screenshotPrint(page, '/tmp/dependent-gpa-receipt.png');

  await openMenu(page, 'GPAIS', 'View Dependent Report');
  await expect(page.getByRole('heading', { name: 'Dependent GPAIS Report' })).toBeVisible();
  await askForToday(page);
  await expect(
    page.getByRole('table', { name: 'Dependent GPAIS Report' }).getByRole('row').filter({ hasText: dependentName }),
  ).toContainText('₹2,00,000');
  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('file.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  expect(csv.text).toContain(
    `${memberId},${memberName},${dependentName},DAUGHTER,10/06/2012,FEMALE,Meena Joshi,MOTHER`,
  );

  // The find screen runs the search from ?memberId= on load.
  await page.goto(`/check-dependent-gpa?memberId=${memberId}`);
  await expect(page.getByRole('heading', { name: 'Find GPAIS dependent' })).toBeVisible();
  await expect(page.getByPlaceholder('Enter ID Number')).toHaveValue(memberId);
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText([
    'Status',
    'Record ID',
    'Name',
    'Date of birth',
    'Sex',
    'Nominee',
    'Relation',
    'Nominee DOB',
    'Nominee guardian',
    'Risk group',
    'SA',
    'Premium',
    'Date',
    'Action',
  ]);
  const row = page.getByRole('row').filter({ hasText: dependentName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10/06/2012');
  await expect(row).toContainText('₹650');
  await page.screenshot({ path: '/tmp/check-dependent-gpa.png', fullPage: true });
  await row.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-dependent-gpa-record/\\d+\\?memberId=${memberId}$`));
  await expect(page.getByRole('article', { name: `Dependent GPAIS Receipt ${yearLabel}` })).toContainText(
    dependentName,
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/check-dependent-gpa\\?memberId=${memberId}$`));
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');

  await voidWithDialog(page, row);
});
