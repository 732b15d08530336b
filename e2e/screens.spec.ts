import { expect, type Page, test } from '@playwright/test';
import { apiCall, createMember } from './api';
import { signIn } from './fixtures';

/**
 * The app on a phone and on a laptop, as staff use it: no page wider than the window, the menu
 * (a bar or, on a phone, a menu button) opens and navigates, a form sent empty says what is missing,
 * a lapsed membership leads on to both renewals, an unknown ID is 'No Match found!!', and dates
 * read and are typed day first.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** The page fits its window: wide tables scroll inside their own box, never the page. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Opens an entry of a menu the way the screen offers it: the bar's menu, or the phone's menu button. */
async function openMenu(page: Page, menu: string, entry: string) {
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  const bar = page.getByRole('navigation', { name: 'Main' });
  // The bar loads after the page: wait for whichever this width shows.
  await expect(burger.or(bar)).toBeVisible();
  if (await burger.isVisible()) {
    await burger.click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: menu, exact: true }).click();
    await nav.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  } else {
    await bar.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
  }
}

for (const size of SIZES) {
  test.describe(`on a ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every screen of a day fits the window, and the menu opens and navigates', async ({ page }) => {
      await signIn(page);
      const id = await createMember(page, { member_name: 'Kavita Deshmukh' });
      const paid = await apiCall(page, 'POST', `subscription/activate/${id}`, {
        mode_of_payment: 'CASH',
        amount: '600',
        remarks: '50',
      });
      expect(paid.status()).toBe(201);

      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Membership Report' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the dashboard');
      // Scrolled to the end, the last button sits above the fixed footer, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = await page.getByRole('link', { name: 'Membership Report' }).boundingBox();
      const footer = await page.locator('footer').boundingBox();
      expect(last && footer && last.y + last.height <= footer.y, 'the footer covers the last button').toBe(true);
      await page.screenshot({ path: `/tmp/web-screens/journey-dashboard-${size.name}.png`, fullPage: true });

      await openMenu(page, 'Member', 'Search Member');
      await expect(page).toHaveURL(/\/search-member$/);
      await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(id);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('row').filter({ hasText: 'Kavita Deshmukh' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the member search');

      await openMenu(page, 'Member', 'Add Member');
      await expect(page.getByRole('heading', { name: 'Register new Member' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the member form');
      if (size.name === 'phone') {
        // One column: each field starts at the same left edge.
        const lefts = await Promise.all(
          ['ID Number', 'Name', 'Sex'].map(
            async (label) => (await page.getByLabel(new RegExp(`^${label}`)).boundingBox())?.x,
          ),
        );
        expect(new Set(lefts).size, `fields start at ${lefts.join(', ')}`).toBe(1);
      }

      await page.goto(`/print-report/${id}?type=Membership`);
      const receipt = page.getByRole('article', { name: 'Membership Receipt' });
      await expect(receipt.getByRole('row', { name: 'Total ₹650' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the membership receipt');
      await page.screenshot({ path: `/tmp/web-screens/journey-receipt-${size.name}.png`, fullPage: true });
    });

    test('a form sent empty shows every message at once and takes the user to the first', async ({ page }) => {
      await signIn(page);
      await page.goto('/add-member');
      const submit = page.getByRole('button', { name: 'Register Member' });
      await expect(submit).toBeEnabled();
      await submit.click();
      for (const message of [
        'Member ID Is Required Field',
        'Name Is Required Field',
        'Sex Is Required Field',
        'Date Of Birth Is Required Field',
        'Blood Group Is Required Field',
        'Department Is Required Field',
        'Organisation Is Required Field',
        'Mobile Is Required Field',
        'Address Is Required Field',
        'Family Group Is Required Field',
        'KYC Is Required Field',
      ]) {
        await expect(page.getByText(message, { exact: true })).toHaveCount(1);
      }
      const first = page.getByLabel(/^ID Number/);
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
      await expect(page).toHaveURL(/\/add-member$/);
    });

    test('a lapsed membership leads on to its renewal and back to the mediclaim renewal', async ({ page }) => {
      await signIn(page);
      const id = await createMember(page, { member_name: 'Ganesh Lapsedkar' });
      await page.goto(`/check-mediclaim-membership?id=${id}`);
      const row = page.getByRole('row').filter({ hasText: 'Ganesh Lapsedkar' });
      await row.getByRole('link', { name: 'RENEW' }).click();

      await expect(page).toHaveURL(new RegExp(`/renew-membership/${id}$`));
      await expect(
        page.getByText('The membership has expired. Please renew the membership to continue.'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Renew Membership' }).click();

      await expect(page).toHaveURL(new RegExp(`/renew-subscription/${id}$`));
      await page.getByLabel(/^Mode of Payment/).selectOption('CASH');
      await page.getByRole('button', { name: 'Renew Membership' }).click();
      const renewed = page.getByRole('dialog');
      await expect(renewed.getByText('Membership Renewal Successful')).toBeVisible();
      await expect(renewed.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
      await expect(renewed.getByRole('button', { name: 'Go to Home' })).toBeVisible();
      await renewed.getByRole('button', { name: 'Renew Mediclaim' }).click();

      await expect(page).toHaveURL(new RegExp(`/renew-membership/${id}$`));
      // Read once, without retrying: the screen changes with the address, so the membership form just
      // used (its Mode of Payment, its 'Membership Status: ACTIVE' heading) is not left to take a choice.
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Renew Mediclaim Membership');
      await expect(page.getByRole('heading', { name: 'Membership Status: ACTIVE' })).toBeVisible();
      await page.getByLabel(/^Mode of Payment/).selectOption('UPI');
      await page.getByLabel(/^Group/).selectOption('GROUP IA');
      await page.getByRole('button', { name: 'Renew Mediclaim' }).click();
      const done = page.getByRole('dialog');
      await expect(done.getByText('Mediclaim Renewal Successful')).toBeVisible();
      await done.getByRole('button', { name: 'Print Receipt' }).click();
      await expect(page.getByRole('article', { name: 'Mediclaim Subscription Receipt' })).toContainText(
        'Ganesh Lapsedkar',
      );
      await expectNoSidewaysScroll(page, 'the mediclaim receipt');
    });

    test('both status searches say No Match found!! for an unknown ID', async ({ page }) => {
      await signIn(page);
      for (const [menuEntry, heading] of [
        ['Mediclaim', 'Check Mediclaim Subscription'],
        ['Membership', 'Check subscription status'],
      ] as const) {
        await openMenu(page, 'Renew/Check Status', menuEntry);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.getByPlaceholder('Enter ID Number').fill('9999999999');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page.getByText('No Match found!!')).toBeVisible();
        await expect(page.getByText('No Member Found!')).toHaveCount(0);
      }
    });
  });
}

test.describe('in a browser set to US English', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test('a date typed as 23/11/2026 is stored as 2026-11-23 and shown as typed', async ({ page }) => {
    await signIn(page);
    const id = await createMember(page, { member_name: 'Lalita Datewise' });
    await page.goto(`/renew-subscription/${id}`);
    const issue = page.getByLabel(/^Issue Date/);
    await issue.fill('23/11/2026');
    const expiry = page.getByLabel(/^Expiry Date/);
    await expiry.fill('31/12/2026');
    await page.getByLabel(/^Mode of Payment/).selectOption('CASH');
    await expect(issue).toHaveValue('23/11/2026');
    await page.getByRole('button', { name: 'Renew Membership' }).click();
    await expect(page.getByRole('dialog').getByText('Membership Renewal Successful')).toBeVisible();

    const payments = await apiCall(page, 'GET', `subscription/${id}`);
    const [payment] = ((await payments.json()) as { data: { ISSUE_DATE: string; EXPIRY_DATE: string }[] }).data;
    expect(payment).toMatchObject({ ISSUE_DATE: '2026-11-23', EXPIRY_DATE: '2026-12-31' });
  });
});
