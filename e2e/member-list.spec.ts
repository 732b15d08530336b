import { expect, test } from '@playwright/test';
import { createMember } from './api';
import { signIn, uniqueDigits } from './fixtures';

/** The Member List a page at a time: Next and Previous from the member a page ended on. */
test('pages through a filtered Member List forwards and back', async ({ page }) => {
  await signIn(page);
  // A surname of letters no other journey uses, so the filter holds exactly these twelve.
  const surname = `Pager${uniqueDigits(6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
  for (let n = 1; n <= 12; n++) {
    await createMember(page, { member_name: `${String.fromCharCode(64 + n)} ${surname}` });
  }

  await page.goto('/master-table');
  await page.getByRole('textbox', { name: 'Filter' }).fill(surname);
  await expect(page.getByText('1–12 of 12')).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('link', { name: `A ${surname}` })).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await expect(table.getByRole('link', { name: `L ${surname}` })).toBeVisible();
  await expect(table.getByRole('link', { name: `A ${surname}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await expect(table.getByRole('link', { name: `J ${surname}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
});
