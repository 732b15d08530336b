import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { displayDate, post, todayInIndia } from './api';
import {
  askForToday,
  deskMember,
  field,
  openMenu,
  registerMember,
  screenshotPrint,
  searchMemberId,
  voidWithDialog,
} from './cash-desk';
import { signIn, TRUST_NAME } from './fixtures';

/**
 * GPAIS, the group personal accident insurance, as the cash desk uses it: enrol a member with an
 * under-18 nominee and a dependent, print their receipts, find them, report and export them, and
 * void one. The steps share one member and dependent, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

const member = deskMember(55_000);
const { memberId, memberName, dependentName, membershipNumber } = member;
const today = todayInIndia();
const year = Number(today.slice(0, 4));
const yearLabel = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const gmpPeriod = `22/05/${year} to 21/05/${year + 1}`;
const childDob = `${year - 9}-01-15`;
/** Dates are typed as staff type them, day first. */
const typed = displayDate;

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

test('sets up a member with one dependent', async ({ page }) => {
  await signIn(page);
  await registerMember(page, member);
  await post(page, 'dependent', {
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

test('adds GPAIS for a member with an under-18 nominee, prints it and reports it as CSV', async ({ page }) => {
  await signIn(page);
  await openMenu(page, 'GPAIS', 'Add/Renew Member');
  await expect(page.getByRole('heading', { name: 'GPAIS form' })).toBeVisible();
  await searchMemberId(page, memberId, 'Search');
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
  await expect(facts).toContainText(membershipNumber);
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

  await searchMemberId(page, memberId, 'Get Dependents');
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
