import { expect, type Page, test } from '@playwright/test';
import { axeFindings, type Found, report, SIZES, settled } from './accessibility';
import { uniqueDigits } from './fixtures';
import { registerMember, staffAccount } from './hindi-staff';

/**
 * A member of staff who reads Hindi first: chooses हिन्दी on the login screen, signs in, works from
 * the dashboard and the menus in Hindi, registers a member with a Devanagari name through the member
 * form in Hindi and finds the member by that name in the Member List; the page's
 * `lang` is `hi` throughout, and axe finds nothing serious on the login screen, the dashboard and
 * the menus in Hindi, at 1280 and 390 px. Each run signs in as an account of its own, so the
 * language it keeps does not reach the other journeys' admin.
 */
test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test(`works in हिन्दी from the login screen, ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = await staffAccount(page);
    const found: Found[] = [];

    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'Railway Employees Welfare Trust पोर्टल लॉगिन' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    found.push(...(await axeFindings(page, 'login')));
    await page.screenshot({ path: test.info().outputPath(`login-hi-${size.width}.png`), fullPage: true });

    await page.getByLabel('ईमेल').fill(account.email);
    await page.getByLabel(/^पासवर्ड/).fill(account.password);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'स्वागत है' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('उपयोगकर्ता नाम Sunita Devi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'मेडिक्लेम नवीनीकरण/स्थिति जाँचें' })).toBeVisible();
    await settled(page);
    found.push(...(await axeFindings(page, 'dashboard')));
    await page.screenshot({ path: test.info().outputPath(`dashboard-hi-${size.width}.png`), fullPage: true });

    if (size.width >= 1000) {
      const bar = page.getByRole('navigation', { name: 'मुख्य' });
      await bar.getByRole('button', { name: 'सदस्य', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'सदस्य खोजें' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'सदस्य जोड़ें' })).toBeVisible();
      found.push(...(await axeFindings(page, 'the Member menu')));
      await page.screenshot({ path: test.info().outputPath(`menu-hi-${size.width}.png`) });
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Sunita Devi के रूप में लॉगिन, STAFF' }).click();
      await expect(page.getByRole('menuitem', { name: 'पासवर्ड बदलें' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toHaveAttribute('data-shown', 'true');
      found.push(...(await axeFindings(page, 'the user menu')));
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: 'मेन्यू' }).click();
      const drawer = page.getByRole('dialog', { name: 'मेन्यू' });
      const nav = drawer.getByRole('navigation', { name: 'मुख्य' });
      await nav.getByRole('button', { name: 'सदस्य', exact: true }).click();
      await expect(nav.getByRole('link', { name: 'सदस्य खोजें' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
      found.push(...(await axeFindings(page, 'the menu drawer')));
      await page.screenshot({ path: test.info().outputPath(`menu-hi-${size.width}.png`) });
      await drawer.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
      await expect(drawer).toBeHidden();
    }

    const id = `2${uniqueDigits(6)}`;
    const name = `सुनीता वर्मा ${[...id.slice(-3)].map((d) => 'कखगघचछजझटठ'[Number(d)]).join('')}`;
    await registerMember(page, id, name);
    await page.goto('/master-table');
    await page.getByRole('textbox', { name: 'फ़िल्टर' }).fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(id);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // The language is the account's: a new browser that signs in without choosing shows Hindi too.
    await page.evaluate(() => localStorage.clear());
    await signInAgain(page, account);
    await expect(page.getByRole('heading', { name: 'स्वागत है' })).toBeVisible();

    expect(found.length, report(found)).toBe(0);
  });
}

async function signInAgain(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}
