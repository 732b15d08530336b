import { expect, type Page, test } from '@playwright/test';
import { apiCall, createMember, displayDate, todayInIndia } from './api';
import { signIn, TRUST_NAME } from './fixtures';

/**
 * Beyond the old system: a member's overview opened from the search, the dashboard's figures moving
 * with a renewal, and the renewal list's WhatsApp reminder. Members are set up through the API.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Names take letters only, so a unique one spells the member's ID in letters. */
const nameFor = (prefix: string, id: string) => `${prefix} ${[...id].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

async function renewMembership(page: Page, id: string, dates: { issue_date?: string; expiry_date?: string } = {}) {
  const response = await apiCall(page, 'POST', `subscription/activate/${id}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '0',
    ...dates,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).receipt_no as string;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('opens a member overview from the search and follows an action', async ({ page }) => {
  const id = await createMember(page, { whatsapp: '9876501234' });
  const name = nameFor('Lakshmi Narayan', id);
  expect((await apiCall(page, 'PUT', `master/${id}`, await memberForUpdate(page, id, name))).status()).toBe(200);
  const dependent = await apiCall(page, 'POST', 'dependent', {
    id,
    dependent_name: 'Ravi Narayan',
    relation: 'SON',
    dob: '2010-03-04',
    age: '16',
    sex: 'MALE',
    blood_group: 'YES',
    job_profile: 'STUDENT',
    annual_income: '0',
    icard_no: 'D-1',
  });
  expect(dependent.status()).toBe(201);
  const first = await renewMembership(page, id);
  expect(
    (await apiCall(page, 'DELETE', `subscription/deactivate/${id}`, { reason: 'Renewed for the wrong year' })).status(),
  ).toBe(200);
  const second = await renewMembership(page, id);

  await page.goto('/search-member');
  await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(id);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name }).click();

  await expect(page).toHaveURL(new RegExp(`/member/${id}$`));
  await expect(page.getByRole('heading', { name: 'Member Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const details = page.getByRole('group', { name: 'Details' });
  await expect(details.getByText('21 Tilak Road, Pune')).toBeVisible();
  await expect(details.getByText('9876501234')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Membership' }).getByText('ACTIVE')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Mediclaim' }).getByText('Never paid')).toBeVisible();

  // Every payment with its receipt number; the reset one stays, marked RESET.
  const payments = page.getByRole('table', { name: 'Membership payments' });
  await expect(payments.getByRole('row', { name: new RegExp(second) }).getByText('ACTIVE')).toBeVisible();
  await expect(payments.getByRole('row', { name: new RegExp(first) }).getByText('RESET')).toBeVisible();

  await page.getByRole('tab', { name: /Dependents/ }).click();
  await expect(page.getByRole('table', { name: 'Dependents' }).getByText('Ravi Narayan')).toBeVisible();
  await page.getByRole('tab', { name: /History/ }).click();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByText('RESET_MEMBERSHIP')).toBeVisible();
  await expect(history.getByText(/member_name: Lakshmi Narayan → /)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: '/tmp/overview-history.png' });

  await page.getByRole('tab', { name: /Payments/ }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/overview.png' });

  // Mediclaim was never paid, so its renewal is one click away.
  await page.getByRole('link', { name: 'Renew Mediclaim' }).click();
  await expect(page).toHaveURL(new RegExp(`/renew-membership/${id}$`));
  await page.goBack();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-member/${id}$`));
});

test('the dashboard counts a renewal among the ACTIVE memberships', async ({ page }) => {
  const active = page.getByRole('link', { name: /^Active memberships: / });
  await expect(active).toBeVisible();
  const before = Number((await active.getAttribute('aria-label'))?.replace(/\D/g, ''));

  const id = await createMember(page);
  await renewMembership(page, id);
  await page.reload();
  await expect(
    page.getByRole('link', { name: `Active memberships: ${(before + 1).toLocaleString('en-IN')}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Collections this month: ₹/ })).toBeVisible();
  // Every existing button stays below the figures.
  await expect(page.getByRole('link', { name: 'Renew/Check Membership Status' })).toBeVisible();
  // This month's bar, the last, stands: the renewal was just paid.
  await expect(
    page
      .getByRole('img', { name: /collections per month/ })
      .locator('.chart-bar')
      .last(),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/dashboard.png' });

  await active.click();
  await expect(page).toHaveURL(/\/renewals\?kind=membership&state=active$/);
  await expect(page.getByRole('heading', { name: 'Active Memberships' })).toBeVisible();
});

test('the renewals list offers a WhatsApp reminder with the message typed in', async ({ page }) => {
  // No WhatsApp number: the reminder goes to the mobile.
  const id = await createMember(page);
  const name = nameFor('Sunita Kale', id);
  expect((await apiCall(page, 'PUT', `master/${id}`, await memberForUpdate(page, id, name))).status()).toBe(200);
  const today = todayInIndia();
  // Due today: the soonest expiry, so first on the list.
  await renewMembership(page, id, { issue_date: today, expiry_date: today });

  await page.getByRole('link', { name: /^Membership renewals due in the next 30 days: / }).click();
  await expect(page).toHaveURL(/\/renewals\?kind=membership&state=due$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const text =
    `Dear ${name}, this is a gentle reminder from ${TRUST_NAME} that your membership subscription is due on ` +
    `${displayDate(today)}. Kindly renew at your earliest convenience. Thank you.`;
  await expect(row.getByRole('link', { name: /WhatsApp reminder/ })).toHaveAttribute(
    'href',
    `https://wa.me/9198${id}555?text=${encodeURIComponent(text)}`,
  );
  await expect(row.getByRole('link', { name: /WhatsApp reminder/ })).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: '/tmp/renewals.png' });

  await row.getByRole('link', { name: /Reminder letter/ }).click();
  await expect(page).toHaveURL(new RegExp(`/reminder-letter/${id}\\?kind=membership$`));
  const letter = page.getByRole('article', { name: 'Renewal Reminder' });
  await expect(letter.getByText(`Dear ${name},`)).toBeVisible();
  await expect(letter.getByText(`is due on ${displayDate(today)}. Kindly renew`, { exact: false })).toBeVisible();
  await expect(letter.getByText('21 Tilak Road, Pune')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '/tmp/reminder-letter.png', fullPage: true });
});

/** The member as stored, with a new name, in the shape `PUT master/{id}` takes. */
async function memberForUpdate(page: Page, id: string, name: string) {
  const stored = (await (await apiCall(page, 'GET', `master/${id}`)).json()).data[0] as Record<string, string>;
  return { ...Object.fromEntries(Object.entries(stored).map(([k, v]) => [k.toLowerCase(), v])), member_name: name };
}
