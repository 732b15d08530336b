import { expect, type Page, test } from '@playwright/test';
import { askForToday, type Screen, SIZES, settled, sweep } from './accessibility';
import type { Records } from './accessibility-records';
import { todayInIndia } from './api';

/**
 * The screens where money is taken, printed and counted: renewals and past payments of both
 * subscriptions and their receipts, the fees, misc receipts, GPAIS records, the cash book and its
 * deposit slips, bounced cheques, and the bulk renewal with its batch print.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** A payroll list of a registered member and an unknown one: the preview shows a line ready and one with a problem. */
async function choosePayrollList(page: Page, memberId: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'payroll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`member,amount\n${memberId},600\n99999999,600\n`),
  });
  await expect(page.getByText('No member has ID or ticket number 99999999')).toBeVisible();
  await settled(page);
}

function moneyScreens(r: Records): Screen[] {
  const id = encodeURIComponent(r.memberId);
  return [
    { route: '/past-payment', url: `/past-payment?id=${id}` },
    { route: '/renew-membership/:id', url: `/renew-membership/${id}` },
    { route: '/past-subscription', url: `/past-subscription?id=${id}` },
    { route: '/renew-subscription/:id', url: `/renew-subscription/${id}` },
    { route: '/update-amount', url: '/update-amount' },
    { route: '/print-report/:id', url: `/print-report/${id}?type=Membership` },
    { route: '/print-report/:id', url: `/print-report/${id}?type=Mediclaim` },
    { route: '/misc-print-form', url: '/misc-print-form' },
    { route: '/find-misc-report', url: `/find-misc-report?memberId=${id}` },
    { route: '/print-misc-report/:id', url: `/print-misc-report/${r.miscId}?memberId=${id}` },
    { route: '/check-gpa', url: `/check-gpa?memberId=${id}` },
    { route: '/print-gpa-record/:id', url: `/print-gpa-record/${r.gpaId}?memberId=${id}` },
    { route: '/add-gpa-record', url: '/add-gpa-record' },
    { route: '/check-dependent-gpa', url: `/check-dependent-gpa?memberId=${id}` },
    {
      route: '/print-dependent-gpa-record/:id',
      url: `/print-dependent-gpa-record/${r.dependentGpaId}?memberId=${id}`,
    },
    { route: '/add-dependent-gpa-record', url: '/add-dependent-gpa-record' },
    { route: '/cash-book', url: '/cash-book' },
    { route: '/cash-book/:date', url: `/cash-book/${todayInIndia()}` },
    { route: '/cash-book/:date', url: `/cash-book/${r.cashDay}` },
    { route: '/deposit-slip/:id', url: `/deposit-slip/${r.depositId}` },
    { route: '/bounced-cheques', url: '/bounced-cheques', act: askForToday },
    { route: '/bulk-renewal', url: '/bulk-renewal', act: (page) => choosePayrollList(page, r.memberId) },
    { route: '/bulk-receipts/:id', url: `/bulk-receipts/${r.batchId}` },
  ];
}

for (const size of SIZES) {
  test(`every money screen has no serious accessibility violation on a ${size.name}`, ({ page }) =>
    sweep(page, size, { screens: moneyScreens }));
}
