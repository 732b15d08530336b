import { expect, test } from '@playwright/test';
import { apiCall, createMember, displayDate } from './api';
import { signIn } from './fixtures';

/**
 * A long report is asked of the server a page at a time: the screen moves between pages, and the
 * total row, which is the server's sum of the whole range, stays the same on every page.
 */
/** A day of its own, so the other journeys' receipts of today stay on their reports' first page. */
const DAY = '2025-02-03';

test('the miscellaneous report pages through more than 100 receipts with one total', async ({ page }) => {
  await signIn(page);
  const id = await createMember(page, { member_name: 'Pramod Pager' });
  for (let i = 0; i < 101; i++) {
    const receipt = await apiCall(page, 'POST', 'misc/report', {
      member_id: id,
      mode_of_payment: 'CASH',
      reissue_book: '0',
      membership_period: '2026-27',
      subscription_amount: '10',
      bank_charges: '',
      fine: '',
      misc: '0',
      date: DAY,
    });
    expect(receipt.status(), await receipt.text()).toBe(201);
  }

  await page.goto('/misc-reports');
  await page.getByLabel(/^From Date/).fill(displayDate(DAY));
  await page.getByLabel(/^To Date/).fill(displayDate(DAY));
  await page.getByRole('button', { name: 'Get Reports' }).click();
  const report = page.getByRole('table', { name: 'Miscellaneous Report' });
  const range = page.getByText(/^Lines 1–100 of \d+; printing and the CSV include every line\.$/);
  await expect(range).toBeVisible();
  const lines = Number((await range.textContent())?.match(/of (\d+)/)?.[1]);
  expect(lines).toBe(101);
  const total = (await report.locator('tfoot tr').textContent()) ?? '';
  await expect(report.locator('tbody tr')).toHaveCount(100);
  await page.screenshot({ path: test.info().outputPath('misc-report-page-1.png'), fullPage: true });

  await page.getByLabel('Report pages').getByRole('button', { name: '2', exact: true }).click();
  await expect(
    page.getByText(`Lines 101–${Math.min(200, lines)} of ${lines}; printing and the CSV include every line.`),
  ).toBeVisible();
  await expect(report.locator('tbody tr').first().locator('td').first()).toHaveText('101');
  await expect(report.locator('tfoot tr')).toHaveText(total);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('misc-report-page-2-390.png'), fullPage: true });
});
