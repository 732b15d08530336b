import { expect, test } from '@playwright/test';
import { axeFindings, type Found, report, SIZES, settled } from './accessibility';
import { displayDate, todayInIndia } from './api';
import { signInInHindi, staffAccount } from './hindi-staff';

/**
 * The back office in हिन्दी: a member of staff who chose Hindi on the login screen reads the
 * dashboard's figures and chart, asks for the Collection Report of today and opens today in the
 * cash book, each in Hindi, with axe finding nothing serious, at 1280 and 390 px. Each run signs in
 * as an account of its own, and checks words and headings, never counts other journeys change.
 */
test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test(`the dashboard, a report and the cash book in हिन्दी, ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInInHindi(page, await staffAccount(page));
    const found: Found[] = [];
    const today = displayDate(todayInIndia());

    const figures = page.getByRole('region', { name: 'आँकड़े' });
    await expect(figures.getByRole('heading', { name: 'रजिस्टर' })).toBeVisible();
    await expect(figures.getByRole('heading', { name: 'सदस्यता' })).toBeVisible();
    await expect(figures.getByRole('heading', { name: 'वसूली, पिछले 12 महीने' })).toBeVisible();
    await expect(figures.getByRole('link', { name: /^सदस्य: [\d,]+$/ })).toBeVisible();
    await settled(page);
    found.push(...(await axeFindings(page, 'dashboard')));
    await page.screenshot({ path: test.info().outputPath(`dashboard-figures-hi-${size.width}.png`), fullPage: true });

    await page.goto('/collection-report');
    await expect(page.getByRole('heading', { name: 'वसूली रिपोर्ट' })).toBeVisible();
    await page.getByLabel(/^आरंभ तिथि/).fill(today);
    await page.getByLabel(/^अंतिम तिथि/).fill(today);
    await page.getByRole('button', { name: 'रिपोर्ट देखें' }).click();
    await settled(page);
    await expect(page.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeEnabled();
    await expect(page.getByText(/^कुल वसूली: \d+ रसीदों में ₹[\d,]+$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'भुगतान का तरीका' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    found.push(...(await axeFindings(page, 'the Collection Report')));
    await page.screenshot({ path: test.info().outputPath(`collection-report-hi-${size.width}.png`), fullPage: true });

    await page.goto('/cash-book');
    await expect(page.getByRole('heading', { name: 'रोकड़ बही' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'रोकड़ बही' })).toBeVisible();
    await settled(page);
    found.push(...(await axeFindings(page, 'the cash book')));
    await page.screenshot({ path: test.info().outputPath(`cash-book-hi-${size.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'दिन खोलें' }).click();
    await expect(page.getByRole('heading', { name: `रोकड़ बही — ${today}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'भुगतान के तरीके अनुसार वसूली' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'बैंक में जमा' })).toBeVisible();
    await settled(page);
    found.push(...(await axeFindings(page, 'a day of the cash book')));
    await page.screenshot({ path: test.info().outputPath(`cash-book-day-hi-${size.width}.png`), fullPage: true });

    expect(found.length, report(found)).toBe(0);
  });
}
