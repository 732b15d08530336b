import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, createMember, displayDate, todayInIndia } from './api';
import { signIn } from './fixtures';

async function renewBoth(page: Page, memberId: string) {
  const membership = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
    mode_of_payment: 'CASH',
    amount: '600',
    remarks: '50',
  });
  expect(membership.status(), await membership.text()).toBe(201);
  const mediclaim = await apiCall(page, 'POST', `mediclaim/activate/${memberId}`, {
    mode_of_payment: 'UPI',
    amount: '9000',
    remarks: 'GROUP IA',
    reference_number: '48 Years 2 Months',
  });
  expect(mediclaim.status(), await mediclaim.text()).toBe(201);
}

/** Dates are typed as staff type them, day first. */
async function askForToday(page: Page) {
  const today = displayDate(todayInIndia());
  await page.getByLabel(/^From Date/).fill(today);
  await page.getByLabel(/^To Date/).fill(today);
  await page.getByRole('button', { name: 'Get Reports' }).click();
}

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/**
 * A report CSV's rows, and apart from them the lines of its set-apart section (voided and reset
 * receipts of the same dates, after an empty line, its heading and its columns), when it has one.
 */
function csvSections(text: string): { rows: string[]; setApart: string[] } {
  const lines = text.split('\r\n');
  const gap = lines.indexOf('', 1);
  const rows = (gap === -1 ? lines : lines.slice(0, gap)).filter((line) => line !== '');
  const setApart = gap === -1 ? [] : lines.slice(gap + 3).filter((line) => line !== '');
  return { rows, setApart };
}

/** Rows on screen: the report's own table, and its set-apart table. */
async function screenRows(page: Page): Promise<{ rows: number; setApart: number }> {
  const all = await page.locator('.report-table tbody tr').count();
  const setApart = await page.locator('.set-apart .report-table tbody tr').count();
  return { rows: all - setApart, setApart };
}

test('the membership report lists today\u2019s renewal with the book fee, prints and downloads the same rows', async ({
  page,
}) => {
  await signIn(page);
  const id = await createMember(page, { member_name: 'Rekha Kulkarni' });
  await renewBoth(page, id);

  await page.goto('/view-report?reportType=Membership');
  await expect(page.getByRole('heading', { name: 'Membership Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Reports' }).click();
  await expect(page.getByText('From Date Is Required Field')).toBeVisible();
  await expect(page.getByText('To Date Is Required Field')).toBeVisible();
  await expect(page.getByLabel(/^From Date/)).toBeFocused();

  await askForToday(page);
  const row = page.getByRole('row').filter({ hasText: 'Rekha Kulkarni' });
  await expect(row).toContainText(id);
  await expect(row).toContainText(displayDate(todayInIndia()));
  await expect(row).toContainText('₹650');
  await expect(page.getByRole('row').filter({ hasText: 'TOTAL' })).toBeVisible();
  const onScreen = await screenRows(page);

  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe('file.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const { rows: lines, setApart } = csvSections(csv.text.slice(1));
  expect(lines[0]).toBe('NO.,NAME,ID,ISSUE DATE,MODE OF PAYMENT,AMOUNT,DEPARTMENT');
  expect(lines.length - 1).toBe(onScreen.rows);
  expect(setApart.length).toBe(onScreen.setApart);
  expect(lines.some((l) => l.includes(`Rekha Kulkarni,${id}`) && l.includes(',650,'))).toBe(true);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByText(/All rights reserved/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Reports' })).toBeHidden();
  await expect(row).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('membership-report-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the mediclaim report groups dependents under their member as SELF', async ({ page }) => {
  await signIn(page);
  const id = await createMember(page, { member_name: 'Vinod Pawar' });
  const dependent = await apiCall(page, 'POST', 'dependent', {
    id,
    dependent_name: 'Meera Pawar',
    relation: 'WIFE',
    dob: '1980-09-09',
    age: '46',
    sex: 'FEMALE',
    blood_group: 'YES',
    job_profile: 'HOMEMAKER',
    icard_no: 'D-1',
  });
  expect(dependent.status()).toBe(201);
  await renewBoth(page, id);

  await page.goto('/view-mediclaim-report?reportType=Mediclaim');
  await expect(page.getByRole('heading', { name: 'Mediclaim Report' })).toBeVisible();
  await askForToday(page);
  const self = page.getByRole('row').filter({ hasText: 'Vinod Pawar' });
  await expect(self).toContainText('SELF');
  await expect(self).toContainText('₹9,000');
  await expect(self).toContainText('GROUP IA');
  await expect(page.getByRole('row').filter({ hasText: 'Meera Pawar' })).toContainText('WIFE');

  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  const { rows: lines, setApart } = csvSections(csv.text.slice(1));
  expect(lines[0]).toBe('NO.,ID,NAME,DATE OF BIRTH,AGE,SEX,RELATION,MODE OF PAYMENT,AMOUNT,GROUP');
  const selfLine = lines.findIndex((l) => l.includes('Vinod Pawar'));
  expect(lines[selfLine]).toContain('SELF');
  expect(lines[selfLine + 1]).toContain('Meera Pawar');
  const onScreen = await screenRows(page);
  expect(lines.length - 1).toBe(onScreen.rows);
  expect(setApart.length).toBe(onScreen.setApart);
});

test('the navigation bar downloads both non-renewal lists', async ({ page }) => {
  await signIn(page);
  const lapsed = await createMember(page, { member_name: 'Prakash Lapsed' });
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('button', { name: 'Reports', exact: true }).click();
  const membership = await downloadedText(page, () => page.getByRole('menuitem', { name: 'Non Membership' }).click());
  expect(membership.name).toBe('Non-Renew Membership Reports.csv');
  expect(membership.text.startsWith('\uFEFF')).toBe(true);
  expect(membership.text).toContain(`${lapsed},Prakash Lapsed`);

  await nav.getByRole('button', { name: 'Reports', exact: true }).click();
  const mediclaim = await downloadedText(page, () => page.getByRole('menuitem', { name: 'Non Mediclaim' }).click());
  expect(mediclaim.name).toBe('Non-Renew Mediclaim Reports.csv');
  expect(csvSections(mediclaim.text.slice(1)).rows[0]).toContain('ID,NAME,MOBILE');
});

test('the collection report totals today by mode and by the staff who took the money', async ({ page }) => {
  await signIn(page);
  const id = await createMember(page, { member_name: 'Sunil Cashdesk' });
  await renewBoth(page, id);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Collection' }).click();
  await expect(page.getByRole('heading', { name: 'Collection Report' })).toBeVisible();
  await askForToday(page);
  await expect(page.getByText(/Total collected: ₹/)).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Sunil Cashdesk' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'MEMBERSHIP' })).toContainText('₹650');
  await expect(rows.filter({ hasText: 'MEDICLAIM' })).toContainText('₹9,000');
  await expect(page.getByRole('cell', { name: 'admin@trust.test' }).first()).toBeVisible();
  const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csvSections(csv.text.slice(1)).rows[0]).toBe(
    'DATE,KIND,RECEIPT NO,MEMBER ID,NAME,MODE OF PAYMENT,AMOUNT,RECORDED BY',
  );
});
