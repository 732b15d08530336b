import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';
import { signIn, uniqueDigits } from './fixtures';

/** What the Hindi journeys share: their staff account and the member form in Hindi. */

/** A form's field by its Hindi label, with or without the required mark. */
export const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

/**
 * A STAFF account of the journey's own, made by the admin, so the language it keeps does not reach
 * the other journeys' admin; the browser is then left as one that has not signed in.
 */
export async function staffAccount(page: Page): Promise<{ email: string; password: string }> {
  await signIn(page);
  const account = { email: `hindi${uniqueDigits(8)}@trust.test`, password: 'hindi-pass-2026' };
  const made = await apiCall(page, 'POST', 'register', {
    name: 'Sunita Devi',
    phone: '9876543210',
    ...account,
    role: 'STAFF',
  });
  expect(made.status(), await made.text()).toBe(201);
  // A browser that has not signed in yet: nothing kept of the admin's session or language.
  await page.evaluate(() => localStorage.clear());
  return account;
}

/** Registers a member through the member form in Hindi, and closes the Hindi 'added' notice. */
export async function registerMember(page: Page, id: string, name: string) {
  await page.goto('/add-member');
  await field(page, 'आईडी नंबर').fill(id);
  await field(page, 'नाम').fill(name);
  await field(page, 'लिंग').selectOption('FEMALE');
  await field(page, 'जन्म तिथि').fill('15/08/1972');
  await field(page, 'रक्त समूह').selectOption('B+VE');
  await field(page, 'विभाग').selectOption('STORES');
  await field(page, 'संगठन').fill('मध्य रेल');
  await field(page, 'मोबाइल').fill(`96${id.slice(-8).padStart(8, '0')}`);
  await field(page, 'पता').fill('गंगा निवास, स्टेशन रोड, पुणे');
  await field(page, 'नामांकित का नाम').fill('राजेश वर्मा');
  await field(page, 'नामांकित से संबंध').fill('पति');
  await field(page, 'परिवार समूह').selectOption('1+3');
  await field(page, 'केवाईसी').selectOption('YES');
  await page.getByRole('button', { name: 'सदस्य पंजीकृत करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'जोड़ा गया' });
  await expect(dialog.getByText(`आईडी ${id} वाला सदस्य जोड़ दिया गया`)).toBeVisible();
  await dialog.getByRole('button', { name: 'ठीक है' }).click();
  await expect(dialog).toBeHidden();
}

/** Chooses हिन्दी on the login screen and signs in: the dashboard greets in Hindi. */
export async function signInInHindi(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('ईमेल').fill(account.email);
  await page.getByLabel(/^पासवर्ड/).fill(account.password);
  await page.getByRole('button', { name: 'लॉगिन करें' }).click();
  await expect(page.getByRole('heading', { name: 'स्वागत है' })).toBeVisible();
}
