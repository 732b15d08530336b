import { expect, type Route, test } from '@playwright/test';
import { ADMIN, signIn, signOut, TRUST_NAME } from './fixtures';

test('home sends a signed-out visitor to the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Empoyee Details');
  await expect(page.getByRole('heading', { name: `${TRUST_NAME} Portal Login` })).toBeVisible();
});

test('a protected screen sends a signed-out visitor to the login screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/register-admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('login shows the validation messages and the failure dialog', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email Is Required Field')).toBeVisible();
  await expect(page.getByText('Password Is Required Field')).toBeVisible();

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill('wrong-password1');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Login Failed')).toBeVisible();
  await expect(dialog.getByText('Incorrect E-Mail ID or Password')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Please Enter Valid E-Mail ID or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in shows the dashboard with the user name, every button and the navigation bar', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(`User Name ${ADMIN.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: TRUST_NAME })).toBeVisible();
  const main = page.getByRole('main');
  for (const label of [
    'Search Member',
    'Add Member',
    'Search Dependent',
    'Add Dependent',
    'Renew/Check Mediclaim Status',
    'Mediclaim Payment Record',
    'Renew/Check Membership Status',
    'Membership Record',
    'Update Amount',
    'Mediclaim Report',
    'Membership Report',
  ]) {
    await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const menu of ['Member', 'Dependent', 'Renew/Check Status', 'Past Records', 'Reports', 'Misc', 'GPAIS']) {
    await expect(nav.getByRole('button', { name: menu, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'GPAIS', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'View Dependent Report' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/© \d{4} Railway Employees Welfare Trust/)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout clears the session and the dashboard is out of reach', async ({ page }) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // The copied token was revoked on the server.
  const res = await page.request.get('/api/verify', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('logout loads the login screen once, afresh', async ({ page }) => {
  await signIn(page);
  const loginLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/login') loginLoads.push(request.url());
  });
  // The signed-in page notes a move of its own to /login where the next page can read it.
  await page.evaluate(() => {
    for (const method of ['pushState', 'replaceState'] as const) {
      const move = history[method].bind(history);
      history[method] = (data, unused, url) => {
        if (url && new URL(url, location.href).pathname === '/login') sessionStorage.setItem('movedToLogin', 'yes');
        move(data, unused, url);
      };
    }
  });
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('movedToLogin'))).toBeNull();
  expect(loginLoads).toHaveLength(1);
});

test('a refused token answered while signing out does not load the login screen a second time', async ({ page }) => {
  await signIn(page);
  const loginLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/login') loginLoads.push(request.url());
  });
  // The first of each is held until the test lets it go, so the answers arrive in the order of the race.
  const held = { verify: firstOf(), logout: firstOf(), login: firstOf() };
  await page.route('**/api/verify', (route) => held.verify.take(route));
  await page.route('**/api/logout', (route) => held.logout.take(route));
  await page.route(
    (url) => url.pathname === '/login',
    (route) => held.login.take(route),
  );

  // A new screen asks about the session; Logout is pressed before the answer comes.
  await page.getByRole('main').getByRole('link', { name: 'Search Member' }).click();
  const verify = await held.verify.route;
  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = await held.logout.route;
  // The token is refused (revoked, say, by this very logout): the page leaves for /login...
  await verify.fulfill({ status: 401, json: { error: true, code: 'auth.required', message: 'Please sign in' } });
  const firstLoad = await held.login.route;
  // ...and the logout's own answer arrives before the login screen does.
  await logout.continue();
  await logout.request().response();
  await firstLoad.continue().catch(() => undefined);

  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(loginLoads).toHaveLength(1);
});

/** The first request a route meets, held for the test; any later one goes on at once. */
function firstOf() {
  let hold: (route: Route) => void = () => undefined;
  const route = new Promise<Route>((resolve) => {
    hold = resolve;
  });
  let taken = false;
  return {
    route,
    take(next: Route) {
      if (taken) return next.continue();
      taken = true;
      hold(next);
    },
  };
}

test('an admin registers another admin, who can sign in; the same email is refused', async ({ page }) => {
  await signIn(page);
  const email = `clerk${Date.now()}@trust.test`;
  await page.getByRole('link', { name: 'Register Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Register An Admin' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Register' });
  await submit.click();
  for (const message of ['Name Is Required Field', 'Phone Is Required Field', 'Email Is Required Field']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Meena Iyer');
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('short');
  await expect(page.getByText('Password Must be Minimum 8 characters, at least 1 letter and 1 number')).toBeVisible();
  await page.getByLabel(/^Password/).fill('meena1234');
  await submit.click();
  await expect(page.getByRole('dialog').getByText('Registration Successfull')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Admin is now registered')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/register-admin');
  await page.getByLabel('Name').fill('Meena Iyer');
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('meena1234');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog').getByText('Registration Failed')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Admin Already Exists')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, { email, password: 'meena1234' });
  await expect(page.getByText('User Name Meena Iyer')).toBeVisible();
});
