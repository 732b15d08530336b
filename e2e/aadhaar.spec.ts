import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall } from './api';
import { signIn, uniqueDigits } from './fixtures';

/**
 * Aadhaar numbers in the Ticket/Aadhar field: registered in full, shown everywhere with only the last
 * four digits, found by the full number, and shown in full on the edit form only when asked for; the
 * member's personal data exported, and once it is removed, erased with its receipts kept. The steps
 * share one member, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

// Six digits, apart from the five-digit IDs of the other journeys.
const memberId = uniqueDigits(6);
const name = `Kavita ${[...memberId].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
const digits = `3${uniqueDigits(11)}`;
const typed = `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`;
const masked = `XXXX XXXX ${digits.slice(8)}`;

const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

/** Nowhere on the page, in any form, is the full number. */
async function expectNoFullNumber(page: Page) {
  const html = await page.content();
  expect(html).not.toContain(digits);
  expect(html).not.toContain(typed);
}

async function searchMember(page: Page, text: string) {
  await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('registers a member with an Aadhaar number', async ({ page }) => {
  await page.goto('/add-member');
  await expect(page.getByRole('heading', { name: 'Register new Member' })).toBeVisible();
  await field(page, 'ID Number').fill(memberId);
  await field(page, 'Name').fill(name);
  await field(page, 'Ticket/Aadhar Number').fill(typed);
  await field(page, 'Sex').selectOption('FEMALE');
  await field(page, 'Date of Birth').fill('12/06/1979');
  await field(page, 'Blood Group').selectOption('O+VE');
  await field(page, 'Department').selectOption('OTHER');
  await field(page, 'Other Department').fill('Carriage Shop');
  await field(page, 'Organisation').fill('Central Railway');
  await field(page, 'Mobile').fill(`97${uniqueDigits(8)}`);
  await field(page, 'Address').fill('7 Loco Colony, Pune');
  await field(page, 'Family Group').selectOption('1+1');
  await field(page, 'KYC').selectOption('YES');
  // Nothing offers to show a number that is not stored yet.
  await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Register Member' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Member with ID: ${memberId} is Added Successfully`)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
});

test('shows only the last four digits in the search, the overview and a receipt', async ({ page }) => {
  await page.goto('/search-member');
  await searchMember(page, memberId);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked);
  await expectNoFullNumber(page);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Details' })).toContainText(masked);
  await expectNoFullNumber(page);

  const paid = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '0',
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await page.goto(`/print-report/${memberId}?type=Membership`);
  await expect(page.getByText('Membership Receipt').first()).toBeVisible();
  await expect(page.getByText(masked).first()).toBeVisible();
  await expectNoFullNumber(page);
});

test('finds the member by the full number, typed with or without spaces', async ({ page }) => {
  await page.goto('/search-member');
  for (const text of [digits, typed]) {
    await searchMember(page, text);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(masked);
  }
  // Another number with the same last four digits finds nobody.
  await searchMember(page, `9${digits.slice(1)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('shows the number on the edit form only when asked, and keeps it when saved masked', async ({ page }) => {
  await page.goto(`/update-member/${memberId}`);
  const ticket = field(page, 'Ticket/Aadhar Number');
  await expect(ticket).toHaveValue(masked);
  await expectNoFullNumber(page);

  await page.getByRole('button', { name: 'Show' }).click();
  await expect(ticket).toHaveValue(digits);
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(ticket).toHaveValue(masked);

  // Saved without showing it, the masked value goes back and the stored number stays.
  await page.getByRole('button', { name: 'Update Member' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Updated', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(ticket).toHaveValue(masked);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(ticket).toHaveValue(digits);
});

/** Clicks what saves a file and returns the saved file's name and JSON. */
async function savedJson(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await download.path(), 'utf8');
  return { filename: download.suggestedFilename(), text, held: JSON.parse(text) };
}

test('exports the member’s personal data from the overview, the number masked', async ({ page }) => {
  await page.goto(`/member/${memberId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const { filename, text, held } = await savedJson(page, () =>
    page.getByRole('button', { name: 'Export personal data' }).click(),
  );
  expect(filename).toBe(`member-${memberId}-personal-data.json`);
  expect(held.member.member_name).toBe(name);
  expect(held.member.ticket_number).toBe(masked);
  expect(held.membership_payments).toHaveLength(1);
  expect(text).not.toContain(digits);
});

test('erases a removed member’s personal data from Removed Members, keeping its receipts', async ({ page }) => {
  const removed = await apiCall(page, 'DELETE', `master/${memberId}`, { reason: 'Left the railway service' });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.goto('/removed-members');
  await page.getByRole('textbox', { name: 'Filter' }).fill(memberId);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Personal data' }).click();
  const before = await savedJson(page, () => page.getByRole('menuitem', { name: 'Export personal data' }).click());
  expect(before.held.member.address).toBe('7 Loco Colony, Pune');

  await row.getByRole('button', { name: 'Personal data' }).click();
  await page.getByRole('menuitem', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this removed member’s personal data?' });
  await expect(dialog.getByText(`Member: ${name} (ID ${memberId})`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, erase' }).click();
  const done = page.getByRole('dialog');
  await expect(done.getByText('Personal data erased')).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();

  await row.getByRole('button', { name: 'Personal data' }).click();
  const after = await savedJson(page, () => page.getByRole('menuitem', { name: 'Export personal data' }).click());
  expect(after.held.member.member_name).toBe(name);
  expect(after.held.member.address).toBe('');
  expect(after.held.member.mobile).toBe('');
  expect(after.held.member.ticket_number).toBe('');
  expect(after.held.membership_payments).toHaveLength(1);
});
