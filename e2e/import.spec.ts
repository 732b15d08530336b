import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall } from './api';
import { signIn, uniqueDigits } from './fixtures';

/**
 * Bringing the old system's records in: download a template, fill it, upload it as CSV, see the bad
 * row in the form's words, skip it and import the rest; import the same file again and see nothing
 * added; then past payments from an Excel file, fixing a cell in the preview. The steps share the
 * imported members, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const firstId = `6${uniqueDigits(7)}`;
const secondId = String(Number(firstId) + 1);
const badId = String(Number(firstId) + 2);

let page: Page;
let csv: Buffer;

test.beforeAll(async ({ browser }) => {
  // One page for the whole journey (axe needs it made from a context); a laptop's screen.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  await signIn(page);
});
test.afterAll(() => page.context().close());

function member(id: string, name: string): Record<string, string> {
  return {
    id_number: id,
    member_name: name,
    ticket_number: `88-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '14/03/1978',
    mobile: '9822012345',
    sex: 'FEMALE',
    blood_group: 'A+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '21 Tilak Road, Pune',
    family_group: '1+3',
    remarks: 'YES',
  };
}

/** One CSV line: every cell quoted, as spreadsheets write them when a cell holds a comma. */
const csvLine = (cells: string[]) => `${cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')}\n`;

async function chooseFile(file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('File', { exact: true }).click();
  await (await chooser).setFiles(file);
}

async function chooseCsv() {
  await chooseFile({ name: 'old-register.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText('All (3)', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Checking the rows')).toHaveCount(0);
}

test('the template of members is a CSV header of the form fields', async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Member', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Existing Records' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members-template.csv');
  const header = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(',')
    .map((c) => c.replace(/"/g, ''));
  expect(header.slice(0, 3)).toEqual(['id_number', 'member_name', 'ticket_number']);
  expect(header).toContain('family_group');

  const rows = [member(firstId, 'Lakshmi Narayan'), member(secondId, 'Ravi Kulkarni'), member(badId, 'R4vi Kumar')];
  csv = Buffer.from(csvLine(header) + rows.map((r) => csvLine(header.map((c) => r[c] ?? ''))).join(''));
});

test("a CSV's bad row shows its problem in the form's words, is skipped, and the rest is imported", async () => {
  await chooseCsv();
  const table = page.getByRole('table', { name: 'Rows to import' });
  await expect(table.getByText('Name In Alphabets Only')).toBeVisible();
  await expect(page.getByText('Ready (2)', { exact: true })).toBeVisible();
  await expect(page.getByText('Problems (1)', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

  await page.screenshot({ path: '/tmp/import.png' });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Skip row 4' }).click();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const report = page.getByRole('alert');
  await expect(report.getByText('Added 2 members')).toBeVisible();
  await expect(report.getByText('Row 4: Name In Alphabets Only')).toBeVisible();

  const imported = await apiCall(page, 'GET', `master/${firstId}`);
  expect((await imported.json()).data[0]).toMatchObject({
    MEMBER_NAME: 'Lakshmi Narayan',
    DATE_OF_BIRTH: '1978-03-14',
  });
});

test('the same file again adds nothing: every good row already exists', async () => {
  await chooseCsv();
  await expect(page.getByText('Already exist (2)', { exact: true })).toBeVisible();
  await expect(page.getByText(`Member with ID: ${firstId} already exists`)).toBeVisible();
  await page.getByRole('button', { name: 'Skip row 4' }).click();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const report = page.getByRole('alert');
  await expect(report.getByText('Added 0 members')).toBeVisible();
  await expect(report.getByText(`Row 3: Member with ID: ${secondId} already exists`)).toBeVisible();
});

test('past payments from an Excel file: a cell fixed in the preview, then both imported', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow(['kind', 'id_number', 'issue_date', 'expiry_date', 'mode_of_payment', 'amount', 'book_fee', 'group']);
  sheet.addRow(['MEMBERSHIP', Number(firstId), new Date(Date.UTC(2025, 0, 15)), null, 'CASH', 600, 20, null]);
  sheet.addRow(['MEDICLAIM', Number(secondId), '20/05/2025', null, 'CASH', 9000, null, 'GROUP IA']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByText('Past payments', { exact: true }).click();
  await chooseFile({
    name: 'old-payments.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const table = page.getByRole('table', { name: 'Rows to import' });
  await expect(
    table.getByText('Choose one of CHEQUE, FUND TRANSFER, UPI, NEFT, CREDIT CARD, DEBIT CARD'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Edit mode_of_payment of row 3' }).click();
  await page.getByLabel('mode_of_payment of row 3').fill('NEFT');
  await page.getByLabel('mode_of_payment of row 3').press('Enter');
  await expect(page.getByText('Ready (2)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('alert').getByText('Added 2 payments')).toBeVisible();

  const membership = await (await apiCall(page, 'GET', `subscription/${firstId}`)).json();
  expect(membership.data).toEqual([
    expect.objectContaining({ ISSUE_DATE: '2025-01-15', EXPIRY_DATE: '2025-12-31', AMOUNT: 600, REMARKS: 20 }),
  ]);
  const mediclaim = await (await apiCall(page, 'GET', `mediclaim/${secondId}`)).json();
  expect(mediclaim.data).toEqual([
    expect.objectContaining({ ISSUE_DATE: '2025-05-20', MODE_OF_PAYMENT: 'NEFT', REMARKS: 'GROUP IA' }),
  ]);
});
