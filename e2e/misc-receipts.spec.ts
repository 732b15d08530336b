import { expect, test } from '@playwright/test';
import { displayDate, todayInIndia } from './api';
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
 * Miscellaneous receipts, as the cash desk uses them: take a payment with its running total and
 * print its receipt, see it in the report, find it and void it. The steps share one member, so
 * they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

const member = deskMember(20_000);
const { memberId, memberName, membershipNumber } = member;
const today = todayInIndia();

test('sets up a member', async ({ page }) => {
  await signIn(page);
  await registerMember(page, member);
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

  await searchMemberId(page, memberId, 'Search');
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
  await expect(facts).toContainText(membershipNumber);
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
