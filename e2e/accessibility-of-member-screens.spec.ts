import { expect, type Page, test } from '@playwright/test';
import { axeFindings, type Found, type Screen, SIZES, settled, sweep } from './accessibility';
import type { Records } from './accessibility-records';

/**
 * The screens of members and their dependents: the lists, search, registration and its changes, a
 * member's page, the status checks and the renewal lists with their reminder letters. Then the
 * dependent's delete confirmation and the registration form sent empty.
 */
test.use({ viewport: { width: 1366, height: 768 } });

function memberScreens(r: Records): Screen[] {
  const id = encodeURIComponent(r.memberId);
  return [
    { route: '/master-table', url: '/master-table' },
    { route: '/dependent-table', url: '/dependent-table' },
    { route: '/removed-members', url: '/removed-members' },
    {
      route: '/search-member',
      url: '/search-member',
      act: async (page) => {
        await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(r.memberId);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await settled(page);
      },
    },
    { route: '/search-dependent', url: `/search-dependent?memberId=${id}` },
    { route: '/add-member', url: '/add-member' },
    { route: '/update-member/:id', url: `/update-member/${id}` },
    { route: '/add-dependent', url: `/add-dependent?memberId=${id}` },
    { route: '/update-dependent/:no', url: `/update-dependent/${r.dependentNo}` },
    { route: '/import', url: '/import' },
    { route: '/check-mediclaim-membership', url: `/check-mediclaim-membership?id=${id}` },
    { route: '/check-subscription-status', url: `/check-subscription-status?id=${id}` },
    { route: '/member/:id', url: `/member/${id}`, tabs: ['Dependents', 'Misc receipts', 'GPAIS', 'History'] },
    { route: '/renewals', url: '/renewals?kind=membership&state=active' },
    {
      route: '/renewals',
      url: '/renewals?kind=membership&state=expired',
      act: async (page) => {
        // Each run of a sweep (laptop, phone) adds its own Suresh Patil.
        await expect(page.getByRole('link', { name: /^WhatsApp reminder to Suresh Patil/ }).first()).toBeVisible();
      },
    },
    { route: '/member/:id', url: `/member/${r.lapsedId}` },
    { route: '/reminder-letter/:id', url: `/reminder-letter/${r.lapsedId}?kind=membership` },
  ];
}

/** The dependent's delete confirmation and the notice of its cancel, then a form sent empty, every message showing. */
async function dialogsAndMessages({ page, records }: { page: Page; records: Records }): Promise<Found[]> {
  const found: Found[] = [];
  await page.goto(`/search-dependent?memberId=${records.memberId}`);
  await settled(page);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await axeFindings(page, '/search-dependent, delete confirmation open')));
  await page.getByRole('dialog').getByRole('button', { name: 'No, let me think' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
  found.push(...(await axeFindings(page, '/search-dependent, cancelled notice open')));
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.goto('/add-member');
  await settled(page);
  await page.getByRole('button', { name: 'Register Member' }).click();
  await expect(page.getByText('Member ID Is Required Field')).toBeVisible();
  found.push(...(await axeFindings(page, '/add-member, sent empty')));
  return found;
}

for (const size of SIZES) {
  test(`every member screen has no serious accessibility violation on a ${size.name}`, ({ page }) =>
    sweep(page, size, { screens: memberScreens, portals: dialogsAndMessages }));
}
