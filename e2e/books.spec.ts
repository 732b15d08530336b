import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, createMember, displayDate, todayInIndia } from './api';
import { signIn } from './fixtures';

/**
 * The books are never rewritten: a receipt is voided with a reason and stays listed and reported
 * apart; a member who paid is archived, its receipts unchanged, and restored; every print is counted,
 * and every copy after the first says DUPLICATE.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const today = todayInIndia();

/** A form field by its label; a required field's label ends in Mantine's asterisk. */
const field = (page: Page, label: string): Locator => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The screen at a desk's width and at a phone's, for a look at both. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/books-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function closeDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function reportForToday(page: Page) {
  await field(page, 'From Date').fill(displayDate(today));
  await field(page, 'To Date').fill(displayDate(today));
  await page.getByRole('button', { name: 'Get Reports' }).click();
}

async function miscReceipt(page: Page, memberId: string, amount: number) {
  const response = await apiCall(page, 'POST', 'misc/report', {
    member_id: memberId,
    date: today,
    mode_of_payment: 'CASH',
    membership_period: '2026-27',
    subscription_amount: String(amount),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; receipt_no: string };
}

async function renewMembership(page: Page, memberId: string) {
  const response = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '0',
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).receipt_no as string;
}

/** The collection report's line of a receipt, as text. */
async function collectionLine(page: Page, receiptNo: string): Promise<string> {
  await page.goto('/collection-report');
  await reportForToday(page);
  const line = page.getByRole('table', { name: 'Collection Report' }).getByRole('row').filter({ hasText: receiptNo });
  await expect(line).toHaveCount(1);
  return (await line.textContent()) ?? '';
}

test.beforeEach(async ({ page }) => {
  // Record the browser's print instead of opening its dialog.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await signIn(page);
});

test('a misc receipt voided with a reason is struck out where it is found and listed apart in the report', async ({
  page,
}) => {
  const memberId = await createMember(page);
  const kept = await miscReceipt(page, memberId, 500);
  const voided = await miscReceipt(page, memberId, 700);

  await page.goto(`/find-misc-report?memberId=${memberId}`);
  const row = page.getByRole('row').filter({ hasText: voided.receipt_no });
  await row.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Void this receipt?', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`Receipt No ${voided.receipt_no}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await expect(dialog.getByText('Reason Is Required Field')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid twice by mistake');
  await shoot(page, 'void-dialog');
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await closeDialog(page, 'Voided', 'The receipt is void.');

  // Still listed, with its number, struck out, VOID with the reason and who voided it.
  await expect(row.getByText('VOID', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Paid twice by mistake — E2E Admin, /)).toBeVisible();
  await expect(row.getByRole('cell', { name: voided.receipt_no })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);
  const paid = page.getByRole('row').filter({ hasText: kept.receipt_no });
  await expect(paid.getByText('PAID', { exact: true })).toBeVisible();
  await shoot(page, 'find-misc-void');

  // Its print says CANCELLED, with the reason and who voided it.
  await row.getByRole('link', { name: 'Print' }).click();
  const sheet = page.getByRole('article', { name: 'Miscellaneous Receipt' });
  await expect(sheet.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^CANCELLED: Voided by E2E Admin, .*\. Reason: Paid twice by mistake$/)).toBeVisible();
  await shoot(page, 'receipt-cancelled');

  // The report totals the PAID receipt alone and lists the void one apart.
  await page.goto('/misc-reports');
  await reportForToday(page);
  const report = page.getByRole('table', { name: 'Miscellaneous Report' });
  await expect(report.getByRole('row').filter({ hasText: kept.receipt_no })).toHaveCount(1);
  await expect(report.getByRole('row').filter({ hasText: voided.receipt_no })).toHaveCount(0);
  const apart = page.getByRole('table', { name: 'VOIDED, RESET AND BOUNCED (not in the totals)' });
  const line = apart.getByRole('row').filter({ hasText: voided.receipt_no });
  await expect(line).toContainText('₹700');
  await expect(line).toContainText('VOID');
  await expect(line).toContainText('Paid twice by mistake');
  await expect(line).toContainText('E2E Admin');
  await shoot(page, 'misc-report-set-apart');

  await page.goto('/collection-report');
  await reportForToday(page);
  await expect(
    page.getByRole('table', { name: 'VOIDED, RESET AND BOUNCED (not in the totals)' }).getByRole('row').filter({
      hasText: voided.receipt_no,
    }),
  ).toHaveCount(1);
  await shoot(page, 'collection-set-apart');
});

test('a member who paid is removed with a reason, its receipts unchanged, and restored from Removed Members', async ({
  page,
}) => {
  const memberId = await createMember(page, { member_name: 'Kavita Deshmukh' });
  const membership = await renewMembership(page, memberId);
  const misc = await miscReceipt(page, memberId, 250);
  const before = [await collectionLine(page, membership), await collectionLine(page, misc.receipt_no)];

  await page.goto('/search-member');
  await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Kavita Deshmukh' });
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('This process is irreversible and will also delete all Dependents of this Member'),
  ).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Left the railway service');
  await shoot(page, 'remove-member-dialog');
  await confirm.getByRole('button', { name: 'Yes, go ahead.' }).click();
  await closeDialog(page, 'Removed!', 'Member removed successfully.');
  await expect(row).toHaveCount(0);

  // Every receipt line stays exactly as it was, with the member's name.
  expect([await collectionLine(page, membership), await collectionLine(page, misc.receipt_no)]).toEqual(before);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Member', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Removed Members' }).click();
  await expect(page.getByRole('heading', { name: 'Removed Members' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter' }).fill(memberId);
  const removed = page.getByRole('table', { name: 'Removed members' }).getByRole('row').filter({ hasText: memberId });
  await expect(removed).toHaveCount(1);
  await expect(removed).toContainText('Kavita Deshmukh');
  await expect(removed).toContainText('Left the railway service');
  await expect(removed).toContainText('E2E Admin');
  await shoot(page, 'removed-members');

  await removed.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('dialog').getByText(`Member: Kavita Deshmukh (ID ${memberId})`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, restore' }).click();
  await closeDialog(page, 'Restored', 'Member restored');
  await expect(removed).toHaveCount(0);

  await page.goto(`/member/${memberId}`);
  await expect(page.getByRole('heading', { name: 'Kavita Deshmukh' })).toBeVisible();
});

test('a receipt prints from the record; the second print says DUPLICATE — copy 2', async ({ page }) => {
  const memberId = await createMember(page);
  const receiptNo = await renewMembership(page, memberId);

  // A book fee in the address changes nothing: the receipt prints the amounts recorded.
  await page.goto(`/print-report/${memberId}?type=Membership&bookFee=99999`);
  const sheet = page.getByRole('article', { name: 'Membership Receipt' });
  await expect(sheet.getByText(receiptNo)).toBeVisible();
  const amounts = sheet.getByRole('table', { name: 'Amounts' });
  await expect(amounts.getByRole('row').filter({ hasText: 'Total' })).toContainText('₹600');
  await expect(sheet).not.toContainText('99,999');

  const print = page.getByRole('button', { name: 'Print', exact: true });
  await print.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(sheet.getByText(/DUPLICATE/)).toHaveCount(0);

  await print.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await expect(sheet.getByText('DUPLICATE — copy 2', { exact: true })).toBeVisible();
  await shoot(page, 'receipt-duplicate');

  // The member overview counts the prints of each receipt.
  await page.goto(`/member/${memberId}`);
  const payments = page.getByRole('table', { name: 'Membership payments' });
  // The headings are read once the list is shown, not while it loads.
  await expect(payments.getByRole('columnheader', { name: 'PRINTED' })).toBeVisible();
  const headers = await payments.getByRole('columnheader').allTextContents();
  const line = payments.getByRole('row').filter({ hasText: receiptNo });
  await expect(line.getByRole('cell').nth(headers.indexOf('PRINTED'))).toHaveText('2');
  await shoot(page, 'overview-printed');
});
