import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, createMember } from './api';
import { signIn } from './fixtures';

async function post(page: Page, path: string, body: unknown) {
  const response = await apiCall(page, 'POST', path, body);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
}

const dependent = (memberId: string, name: string, relation: string, dob: string, sex: string) => ({
  id: memberId,
  dependent_name: name,
  relation,
  dob,
  age: '16',
  sex,
  blood_group: 'YES',
  job_profile: 'STUDENT',
  annual_income: '0',
  icard_no: `D-${name.length}`,
});

async function coverMember(page: Page, id: string) {
  await post(page, `subscription/activate/${id}`, { mode_of_payment: 'CASH', amount: '600', remarks: '0' });
  await post(page, `mediclaim/activate/${id}`, {
    mode_of_payment: 'UPI',
    amount: '9000',
    remarks: 'GROUP IA',
    reference_number: 'UPI-48',
  });
}

/**
 * The insurer's list for this policy year: two members covered, one with two dependents, each a
 * row of the workbook downloaded as Excel, read back as the insurer's spreadsheet reads it.
 */
test('downloads the enrolment list as Excel with one row per covered person', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const family = await createMember(page, { member_name: 'Kavita Deshmukh', family_group: '1+3' });
  await post(page, 'dependent', dependent(family, 'Rohan Deshmukh', 'SON', '2010-03-04', 'MALE'));
  await post(page, 'dependent', dependent(family, 'Sunil Deshmukh', 'HUSBAND', '1975-06-20', 'MALE'));
  const single = await createMember(page, { member_name: 'Anil Joshi', family_group: '1+1', sex: 'MALE' });
  await coverMember(page, family);
  await coverMember(page, single);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Mediclaim Enrolment' }).click();
  await expect(page.getByRole('heading', { name: 'Mediclaim Enrolment' })).toBeVisible();
  await page.getByRole('button', { name: 'Get List' }).click();
  const summary = page.getByText(/\d+ members?, \d+ persons? covered$/);
  await expect(summary).toBeVisible();
  const persons = Number(
    /(\d[\d,]*) persons? covered/.exec((await summary.textContent()) ?? '')?.[1]?.replace(/,/g, ''),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mediclaim-enrolment-\d{4}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual([
    'MEMBER ID',
    'NAME',
    'RELATION',
    'DATE OF BIRTH',
    'AGE',
    'SEX',
    'FAMILY GROUP',
    'PREMIUM',
    'RECEIPT NO',
    'COVER START',
  ]);
  expect(rows.length - 1).toBe(persons);

  const ofMember = (id: string) => rows.filter((r) => r[0] === id).map((r) => [r[1], r[2]]);
  expect(ofMember(family)).toEqual([
    ['Kavita Deshmukh', 'SELF'],
    ['Rohan Deshmukh', 'SON'],
    ['Sunil Deshmukh', 'HUSBAND'],
  ]);
  expect(ofMember(single)).toEqual([['Anil Joshi', 'SELF']]);
  const self = rows.find((r) => r[0] === family && r[2] === 'SELF') ?? [];
  expect(self[3]).toBe('14/03/1978');
  expect(self[7]).toBe(9000);

  await page.getByRole('tab', { name: 'Additions and Deletions' }).click();
  await page.getByRole('button', { name: 'Get Changes' }).click();
  const table = page.getByRole('table', { name: 'Additions and deletions' });
  await expect(table.getByRole('row').filter({ hasText: 'Rohan Deshmukh' }).first()).toContainText('ADDED');
});
