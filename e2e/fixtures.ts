import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@trust.test', password: 'admin12345', name: 'E2E Admin' };
export const TRUST_NAME = 'Railway Employees Welfare Trust';

/** The journeys' server (E2E_PORT), and beside it the trust that prints receipts in English and Hindi. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BILINGUAL_PORT = E2E_PORT + 50;
/** The trust that sends e-mail (e2e/mail.spec.ts), and the SMTP server its mail goes to, started by that journey. */
export const MAIL_PORT = E2E_PORT + 60;
export const SMTP_PORT = E2E_PORT + 70;

/**
 * Signs out with the Logout button and waits for the login screen. Logout loads that screen afresh
 * after the address has already changed: the wait is for that load, or the next navigation meets it.
 */
export async function signOut(page: Page): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await loaded;
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in through the login screen, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, who: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
}

/** A unique number for member IDs and the like, so journeys never collide with earlier runs. */
export function uniqueDigits(length = 6): string {
  return String(Date.now() % 10 ** length).padStart(length, '1');
}
