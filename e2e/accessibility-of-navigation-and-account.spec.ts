import { expect, type Page, test } from '@playwright/test';
import {
  axeFindings,
  declaredRoutes,
  type Found,
  report,
  type Screen,
  SIZES,
  type Size,
  settled,
  sweep,
  visitedRoutes,
} from './accessibility';
import { dependentOf } from './accessibility-records';
import { createMember, post } from './api';
import { ADMIN, signIn } from './fixtures';

/**
 * Signing in, the dashboard and its menus, the screens of the account menu and the administrator's,
 * use by keyboard alone and at every window size; and the check that every screen of router.tsx is
 * visited by one of the accessibility sweeps (e2e/accessibility-of-*.spec.ts).
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('every screen of router.tsx is visited by an accessibility sweep', () => {
  const visited = new Set(visitedRoutes());
  const missing = declaredRoutes().filter((route) => route !== '/login' && !visited.has(route));
  expect(missing, 'routes of router.tsx without a visit in e2e/accessibility-of-*.spec.ts').toEqual([]);
});

test('the login screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const found = await axeFindings(page, '/login');
  await page.getByRole('button', { name: 'Login' }).click();
  found.push(...(await axeFindings(page, '/login, with the required-field errors')));
  expect(found.length, report(found)).toBe(0);
});

function accountScreens(): Screen[] {
  return [
    { route: '/', url: '/' },
    { route: '/dashboard', url: '/dashboard' },
    { route: '/register-admin', url: '/register-admin' },
    { route: '/users', url: '/users' },
    { route: '/audit', url: `/audit` },
    { route: '/change-password', url: '/change-password' },
    {
      route: '/two-step',
      url: '/two-step',
      act: async (page) => {
        await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
        await page.getByLabel('Your password').fill(ADMIN.password);
        await page.getByRole('button', { name: 'Begin' }).click();
        await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      },
    },
    {
      route: '/api-docs',
      url: '/api-docs',
      act: async (page) => {
        await page.getByRole('button', { name: /^POST \/api\/master Register a member/ }).click();
        await expect(page.getByRole('table', { name: 'Request body of POST /api/master' })).toContainText('id_number');
      },
    },
    { route: '/reminders', url: '/reminders' },
    // The public pages in the state a mistyped address shows; e2e/verify-receipt.spec.ts and
    // e2e/reminders.spec.ts follow a real receipt's code and a real link.
    {
      route: '/verify/:code',
      url: '/verify/MI1-AAAAA-AAAAA',
      act: async (page) => {
        await expect(page.getByText('No receipt matches this code')).toBeVisible();
      },
    },
    {
      route: '/opt-out/:token',
      url: '/opt-out/not-a-link',
      act: async (page) => {
        await expect(page.getByText('This link is not valid')).toBeVisible();
      },
    },
    { route: '*', url: '/no-such-screen' },
  ];
}

/** The menus are portals outside <main>: the phone's drawer, or the bar's menu, checked open on GPAIS. */
async function menusOpen({ page, size }: { page: Page; size: Size }): Promise<Found[]> {
  await page.goto('/dashboard');
  await settled(page);
  if (size.name === 'phone') {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'GPAIS', exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Find Dependent' })).toBeVisible();
    const found = await axeFindings(page, '/dashboard, menu open with GPAIS');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    return found;
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'GPAIS', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const found = await axeFindings(page, '/dashboard, GPAIS menu open');
  await page.keyboard.press('Escape');
  return found;
}

for (const size of SIZES) {
  test(`every screen of the dashboard and the account menu has no serious accessibility violation on a ${size.name}`, ({
    page,
  }) => sweep(page, size, { screens: accountScreens, portals: menusOpen }));
}

test('the navigation and a dialog work by keyboard alone', async ({ page }) => {
  await signIn(page);
  const memberId = await createMember(page);
  await post(page, 'dependent', dependentOf(memberId));
  // Tab from the top of the page to the Member menu, open it, and follow its first entry.
  const memberMenu = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Member', exact: true });
  for (let i = 0; i < 10 && !(await memberMenu.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(memberMenu).toBeFocused();
  await page.keyboard.press('Enter');
  // Opening a menu focuses its first entry; the arrow keys walk the others.
  await expect(page.getByRole('menuitem', { name: 'Search Member' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Add Member' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search-member$/);

  // A confirmation dialog takes the focus, keeps it inside while tabbing, and gives it back on Escape.
  await page.goto(`/search-dependent?memberId=${memberId}`);
  await settled(page);
  const remove = page.getByRole('button', { name: 'Delete' }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus after ${i + 1} tabs`).toBe(true);
  }
  // Escape answers the confirmation with its cancel; the notice that says so takes the focus on its OK.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('the dashboard, a form and a table fit every screen from a small phone to a wide monitor', async ({ page }) => {
  await signIn(page);
  for (const size of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    for (const [name, url] of [
      ['dashboard', '/dashboard'],
      ['form', '/add-member'],
      ['table', '/master-table'],
    ] as const) {
      await page.goto(url);
      await settled(page);
      await page.screenshot({ path: `/tmp/a11y-${name}-${size.width}x${size.height}.png` });
      // The bar's menus on one line, or the menu button: never both, never neither.
      const hasBar = await page.getByRole('navigation', { name: 'Main' }).isVisible();
      const hasButton = await page.getByRole('button', { name: 'Menu', exact: true }).isVisible();
      expect(hasBar !== hasButton, `${url} at ${size.width}px: bar ${hasBar}, menu button ${hasButton}`).toBe(true);
      if (hasBar) {
        const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        expect(bar && bar.height < 40, `${url} at ${size.width}px: the bar wraps`).toBe(true);
      }
      // Nothing pushes the page sideways: wide tables scroll inside their own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} at ${size.width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      // The navigation bar, however many lines it takes, ends above the content.
      const header = await page.locator('header').boundingBox();
      const main = await page.locator('main').boundingBox();
      expect(header && main && header.y + header.height <= main.y + 1, `${url}: navbar overlaps the content`).toBe(
        true,
      );
    }
  }
});
