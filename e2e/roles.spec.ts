import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiCall, createMember } from './api';
import { signIn, signOut } from './fixtures';

/**
 * Staff accounts with roles, as the trust's admin and staff live them: an admin registers a viewer,
 * who reads but cannot change; an admin disables an account and its open browser is out at its next
 * click; an account turns on two-step sign-in and signs in with a code and with a recovery code.
 */

async function registerThroughTheScreen(
  page: Page,
  who: { name: string; email: string; password: string; role: string },
) {
  await page.getByRole('link', { name: 'Register Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Register An Admin' })).toBeVisible();
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel(/^Role/).selectOption(who.role);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog').getByText('Admin is now registered')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A browser of its own, as a second person at another desk. */
async function anotherDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin registers a VIEWER, who sees no Add Member, no Renew and no Update Amount, and is refused by the server too', async ({
  page,
}) => {
  await signIn(page);
  const memberId = await createMember(page, { member_name: 'Gauri Deshpande' });
  const viewer = {
    name: 'Vivek Rao',
    email: `viewer${Date.now()}@trust.test`,
    password: 'reads the books 1',
    role: 'VIEWER',
  };
  // A common password is refused on the screen, with the form kept as typed.
  await page.getByRole('link', { name: 'Register Admin' }).click();
  await page.getByLabel('Name').fill(viewer.name);
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Email').fill(viewer.email);
  await page.getByLabel(/^Password/).fill('Password123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await registerThroughTheScreen(page, viewer);
  await signOut(page);

  await signIn(page, viewer);
  const main = page.getByRole('main');
  await expect(main.getByText(`User Name ${viewer.name}`)).toBeVisible();
  await expect(main.getByText('VIEWER', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: `Signed in as ${viewer.name}, VIEWER` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Search Member' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Check Mediclaim Status' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Update Amount' })).toHaveCount(0);
  await expect(page.getByText(/Renew/)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Register Admin' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Member', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Search Member' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Add Member' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The status screen: the member's status and print, but no Renew and no Reset.
  await main.getByRole('link', { name: 'Check Mediclaim Status' }).click();
  await page.getByPlaceholder('Enter ID Number').fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Gauri Deshpande' });
  await expect(row.getByRole('button', { name: 'PRINT' })).toBeVisible();
  await expect(row.getByRole('button', { name: /RENEW/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /RENEW/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'RESET' })).toHaveCount(0);

  // A screen opened by its address says why it is not open; the server refuses the same.
  await page.goto('/update-amount');
  await expect(page.getByRole('heading', { name: 'You do not have permission to do this' })).toBeVisible();
  const forced = await apiCall(page, 'POST', 'master', { id_number: '4242' });
  expect(forced.status()).toBe(403);
  expect(await forced.json()).toMatchObject({ error: true, message: 'You do not have permission to do this' });
  const fees = await apiCall(page, 'PUT', 'master/subscription/allAmount', {});
  expect(fees.status()).toBe(403);
  const reads = await apiCall(page, 'GET', `master/${memberId}`);
  expect(reads.status()).toBe(200);
});

test('an admin disables a STAFF account, and that browser is signed out at its next click', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const staff = {
    name: 'Sunil Pawar',
    email: `staff${Date.now()}@trust.test`,
    password: 'cash desk 2026!',
    role: 'STAFF',
  };
  await registerThroughTheScreen(page, staff);

  const desk = await anotherDesk(browser);
  await signIn(desk, staff);
  await expect(desk.getByRole('link', { name: 'Add Member' })).toBeVisible();

  await page.getByRole('button', { name: /^Signed in as E2E Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: staff.email });
  await expect(row.getByLabel(`Role of ${staff.name}`)).toHaveValue('STAFF');
  await expect(row.getByText('ACTIVE')).toBeVisible();
  await row.getByRole('button', { name: 'Disable' }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation.getByText(`${staff.name} (${staff.email})`)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('DISABLED')).toBeVisible();

  // The staff member's next click: out, to the login screen, the session gone.
  await desk.getByRole('link', { name: 'Search Member' }).first().click();
  await expect(desk).toHaveURL(/\/login$/);
  expect(await desk.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await desk.getByLabel('Email').fill(staff.email);
  await desk.getByLabel(/^Password/).fill(staff.password);
  await desk.getByRole('button', { name: 'Login' }).click();
  await expect(
    desk.getByRole('dialog').getByText('This account is disabled. Ask an admin to enable it.'),
  ).toBeVisible();
  await desk.context().close();

  // Enabled again, the account signs in.
  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(row.getByText('ACTIVE')).toBeVisible();
  const again = await anotherDesk(browser);
  await signIn(again, staff);
  await again.context().close();
});

/** The code the phone's authenticator app shows `offsetSeconds` from now. */
function codeFromThePhone(secret: string, offsetSeconds = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });
}

async function axeSerious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('two-step sign-in: set up with the QR code, then sign in with a code and with a recovery code', async ({
  page,
}) => {
  // Four sign-ins and two accessibility scans: more than a minute on a busy machine.
  test.slow();
  await signIn(page);
  const who = {
    name: 'Kavita Menon',
    email: `twostep${Date.now()}@trust.test`,
    password: 'two steps ahead',
    role: 'STAFF',
  };
  await registerThroughTheScreen(page, who);
  await signOut(page);
  await signIn(page, who);

  await page.getByRole('button', { name: /^Signed in as Kavita Menon/ }).click();
  await page.getByRole('menuitem', { name: 'Two-Step Sign-In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('OFF', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByLabel('Your password').fill(who.password);
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  // The phone reads the key; a person who cannot scan types the key shown under the code.
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toHaveLength(32);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFromThePhone(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  expect(await axeSerious(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText('ON', { exact: true })).toBeVisible();
  await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  // The key is shown once: nowhere on the screen now.
  await expect(page.getByText(key.slice(0, 4))).toHaveCount(0);
  await signOut(page);

  // Password, then the app's code. The code just used to turn it on cannot be used again: the app's next one is.
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await page.getByLabel('Code').fill(codeFromThePhone(key, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('User Name Kavita Menon')).toBeVisible();
  await signOut(page);

  // Password, then a recovery code; it works once only.
  const recovery = recoveryCodes[0] as string;
  for (const attempt of ['first', 'again'] as const) {
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel(/^Password/).fill(who.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(/\/dashboard$/);
      await signOut(page);
    } else {
      await expect(page.getByRole('alert')).toHaveText('The code is not correct');
      await expect(page).toHaveURL(/\/login$/);
    }
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await signIn(page);
  const audit = await apiCall(page, 'GET', `audit?user=${encodeURIComponent(who.email)}&limit=50`);
  const lines = (await audit.json()).data as { action: string; after: unknown }[];
  expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['TWO_STEP_ON', 'TWO_STEP_FAILED', 'LOGIN']));
  expect(JSON.stringify(lines)).not.toContain(key);
  expect(JSON.stringify(lines)).not.toContain(recovery);
});
