import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall, createMember, displayDate, todayInIndia } from './api';
import { signIn, uniqueDigits } from './fixtures';

/**
 * The payroll office's list renewed in one go: ten members registered, a CSV of their ten lines of
 * which one names no member and one pays the wrong amount, both fixed in the preview, the ten
 * renewed together with consecutive receipts, the batch's CSV, and the ten receipts on their print.
 */
test('renews ten members from a payroll CSV with two bad lines fixed in the preview', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const ids: string[] = [];
  for (let i = 0; i < 10; i += 1)
    ids.push(await createMember(page, { member_name: `Payroll Member ${'ABCDEFGHIJ'[i]}` }));
  const fees = await (await apiCall(page, 'GET', 'master/subscription/amount')).json();
  const fee = Number(fees.data[0].AMOUNT);
  const unknown = `9${uniqueDigits(7)}`;

  const lines = ids.map((id, i) => {
    if (i === 8) return `${unknown},${fee}`;
    if (i === 9) return `${id},${fee + 1}`;
    return `${id},${fee}`;
  });
  const csv = ['member,amount,mode_of_payment,reference_number,book_fee', ...lines].join('\n');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Renew/Check Status' }).click();
  await page.getByRole('menuitem', { name: 'Bulk Renewal' }).click();
  await expect(page).toHaveURL(/\/bulk-renewal$/);
  await expect(page.getByRole('heading', { name: 'Bulk Renewal' })).toBeVisible();
  await expect(page.getByLabel('Issue Date')).toHaveValue(displayDate(todayInIndia()));

  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('File', { exact: true }).click();
  await (await chooser).setFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  await expect(page.getByText(`8 lines ready, ${rupees(8 * fee)}`)).toBeVisible();
  await expect(page.getByText(`No member has ID or ticket number ${unknown}`)).toBeVisible();
  await expect(page.getByText(`The amount ${rupees(fee + 1)} differs from the fee ${rupees(fee)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew 10 members' })).toBeDisabled();

  // Line numbers are the spreadsheet's: the heading is line 1, so the ninth member is on line 10.
  await page.getByRole('button', { name: 'Edit member of line 10' }).click();
  await page.getByRole('textbox', { name: 'member of line 10' }).fill(ids[8] as string);
  await page.getByRole('textbox', { name: 'member of line 10' }).press('Enter');
  await expect(page.getByText(`9 lines ready, ${rupees(9 * fee)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Edit amount of line 11' }).click();
  await page.getByRole('textbox', { name: 'amount of line 11' }).fill(String(fee));
  await page.getByRole('textbox', { name: 'amount of line 11' }).press('Enter');
  await expect(page.getByText(`10 lines ready, ${rupees(10 * fee)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Renew 10 members' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew 10 members' }).click();
  await expect(page.getByText(`Renewed 10 members for ${rupees(10 * fee)}`)).toBeVisible();
  await expect(page.getByText(/^Receipts \S+ to \S+$/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const rows = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, '')));
  expect(rows[0]?.slice(0, 3)).toEqual(['LINE', 'RECEIPT NO', 'MEMBER ID']);
  expect(rows.slice(1).map((r) => r[2])).toEqual(ids);
  // Gapless, in line order: each receipt's serial is the one before it plus one.
  const serials = rows.slice(1).map((r) => Number(/(\d+)$/.exec(r[1] ?? '')?.[1]));
  expect(serials).toEqual(serials.map((_, i) => (serials[0] as number) + i));

  await page.getByRole('link', { name: 'Print receipts' }).click();
  await expect(page).toHaveURL(/\/bulk-receipts\/\d+$/);
  const receipts = page.getByRole('article', { name: 'Membership Receipt' });
  await expect(receipts).toHaveCount(10);
  await expect(receipts.first()).toContainText('Payroll Member A');
  await expect(receipts.last()).toContainText('Payroll Member J');
  await expect(receipts.first().getByRole('row', { name: `Membership Subscription ${rupees(fee)}` })).toBeVisible();

  // The print counts every receipt first; the browser's print dialog is stood in for.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();
  const receiptNo = rows[1]?.[1] ?? '';
  const prints = await (
    await apiCall(page, 'GET', `receipts/${encodeURIComponent(receiptNo)}/prints?document=RECEIPT`)
  ).json();
  expect(prints.copy).toBe(2);
});
