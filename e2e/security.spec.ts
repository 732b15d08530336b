import { expect, test } from '@playwright/test';
import { apiCall, createMember } from './api';
import { signIn, signOut } from './fixtures';

test('changing one\u2019s own password signs out one\u2019s other sessions', async ({ page, request }) => {
  await signIn(page);
  const email = `pw${Date.now()}@trust.test`;
  const created = await apiCall(page, 'POST', 'register', {
    name: 'Neha Joshi',
    phone: '9876543210',
    email,
    password: 'neha12345',
  });
  expect(created.status()).toBe(201);
  await signOut(page);
  await signIn(page, { email, password: 'neha12345' });

  const elsewhere = await request.post('/api/login', { data: { email, password: 'neha12345' } });
  const otherToken = (await elsewhere.json()).token as string;

  await page.getByRole('button', { name: 'Signed in as Neha Joshi' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel(/^Old Password/).fill('wrong1234');
  await page.getByLabel(/^New Password/).fill('neha67890');
  await page.getByLabel(/^Confirm New Password/).fill('neha67890');
  await page.getByRole('button', { name: 'Change Password' }).click();
  // The server's refusal shows beside the field it concerns.
  await expect(page.getByText('The old password is not correct')).toBeVisible();

  await page.getByLabel(/^Old Password/).fill('neha12345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog').getByText('Password Changed')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await request.get('/api/verify', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(other.status()).toBe(401);
  await signOut(page);
  await signIn(page, { email, password: 'neha67890' });
});

test('the audit trail shows who changed a member, before and after, and can be filtered', async ({ page }) => {
  await signIn(page);
  const id = await createMember(page, { member_name: 'Audit Before' });
  const member = (await (await apiCall(page, 'GET', `master/${id}`)).json()).data[0];
  const { REGISTRATION_DATE: _, ...fields } = member;
  const updated = await apiCall(page, 'PUT', `master/${id}`, { ...fields, MEMBER_NAME: 'Audit After' });
  expect(updated.status()).toBe(200);

  await page.getByRole('button', { name: /^Signed in as/ }).click();
  await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await page.getByLabel('Member ID').fill(id);
  await page.getByRole('button', { name: 'Filter' }).click();
  const update = page.getByRole('row').filter({ hasText: 'UPDATE' }).first();
  await expect(update).toContainText('admin@trust.test');
  await expect(update).toContainText('member_name');
  await expect(update).toContainText('Audit Before');
  await expect(update).toContainText('Audit After');
  await expect(page.getByRole('row').filter({ hasText: 'CREATE' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
});
