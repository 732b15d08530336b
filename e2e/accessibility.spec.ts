import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, cashDeposit, createMember, displayDate, todayInIndia } from './api';
import { ADMIN, signIn } from './fixtures';

/**
 * Every screen passes axe-core's WCAG 2 A and AA rules with no serious or critical violation, on a
 * laptop and on a phone, without sideways scrolling, and the app stays usable by keyboard and at
 * tablet size. Screens are filled with a real member, dependent and payments, set up through the
 * API, so the checks see tables, not empty states.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Found {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on what the page shows now and returns its serious and critical findings, readably. */
async function axeFindings(page: Page, screen: string): Promise<Found[]> {
  // A dialog or menu fading in shows blended colours no one reads; spinners loop forever and do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
    }));
}

/**
 * What the trust's staff read: dates as dd/MM/yyyy and money as '₹1,23,456'. A raw ISO date in the
 * visible text, or a bare number in a money column, is a finding like axe's.
 */
async function displayFindings(page: Page, screen: string): Promise<Found[]> {
  const problems = await page.evaluate(() => {
    const main = document.querySelector('main');
    const found: { rule: string; targets: string[] }[] = [];
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts, not hidden print-only copies
    const isoDates = (main?.innerText ?? '').match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
    if (isoDates.length > 0) found.push({ rule: 'raw-iso-date', targets: [...new Set(isoDates)].slice(0, 5) });
    const money = /AMOUNT|FEE|TOTAL|PREMIUM|CHARGES|FINE|COLLECTED|^SA\b/i;
    const bare: string[] = [];
    for (const table of main?.querySelectorAll('table') ?? []) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      for (const row of table.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, i) => {
          const text = cell.textContent?.trim() ?? '';
          if (money.test(headers[i] ?? '') && /^-?\d+$/.test(text)) bare.push(`${headers[i]}: ${text}`);
        });
      }
    }
    if (bare.length > 0) found.push({ rule: 'raw-money', targets: [...new Set(bare)].slice(0, 5) });
    return found;
  });
  return problems.map((p) => ({
    screen,
    rule: p.rule,
    impact: 'serious',
    help: p.rule === 'raw-iso-date' ? 'Dates show as dd/MM/yyyy' : 'Money shows as ₹ with Indian grouping',
    targets: p.targets,
  }));
}

function report(found: Found[]): string {
  return found
    .map((f) => `[${f.impact}] ${f.screen}: ${f.rule} (${f.help})\n${f.targets.map((t) => `    ${t}`).join('\n')}`)
    .join('\n');
}

/** The screen has finished loading: no request in flight and no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

async function askForToday(page: Page) {
  await page.getByLabel(/^From Date/).fill(displayDate(todayInIndia()));
  await page.getByLabel(/^To Date/).fill(displayDate(todayInIndia()));
  await page.getByRole('button', { name: 'Get Reports' }).click();
  await settled(page);
}

interface Records {
  memberId: string;
  dependentNo: number;
  miscId: number;
  gpaId: number;
  dependentGpaId: number;
  /** A member whose membership lapsed five days ago: the renewal lists show it with its reminders. */
  lapsedId: string;
  /** A bulk renewal of one member's mediclaim, for its batch print. */
  batchId: number;
  /** A deposit slip of the cash book, and the day whose takings it carried. */
  depositId: number;
  cashDay: string;
}

async function post(page: Page, path: string, body: unknown) {
  const response = await apiCall(page, 'POST', path, body);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: number };
}

function daysFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dependentOf = (memberId: string) => ({
  id: memberId,
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

/** A member of family group 1+1 whose membership is paid, its mediclaim renewed in a batch of one line. */
async function bulkRenewal(page: Page): Promise<number> {
  const id = await createMember(page, { member_name: 'Meena Kulkarni', family_group: '1+1' });
  await post(page, `subscription/activate/${id}`, { mode_of_payment: 'CASH', amount: '600', remarks: '0' });
  const group = await (await apiCall(page, 'GET', `master/group/${id}`)).json();
  const fee = String(group.data[0].amount);
  const batch = await post(page, 'renewals/bulk', {
    kind: 'MEDICLAIM',
    lines: [{ line: 2, member: id, amount: fee, group: 'GROUP IA', reference_number: 'NEFT-1' }],
  });
  return batch.id;
}

/** A payroll list of a registered member and an unknown one: the preview shows a line ready and one with a problem. */
async function choosePayrollList(page: Page, memberId: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'payroll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`member,amount\n${memberId},600\n99999999,600\n`),
  });
  await expect(page.getByText('No member has ID or ticket number 99999999')).toBeVisible();
  await settled(page);
}

/** A member with a dependent, both subscriptions paid, a misc receipt and GPAIS records of both. */
async function createRecords(page: Page): Promise<Records> {
  const memberId = await createMember(page, { job_profile: 'Clerk', annual_income: '420000', icard_no: 'IC-1' });
  const dependent = await post(page, 'dependent', dependentOf(memberId));
  await post(page, `subscription/activate/${memberId}`, { mode_of_payment: 'CASH', amount: '600', remarks: '50' });
  await post(page, `mediclaim/activate/${memberId}`, {
    mode_of_payment: 'UPI',
    amount: '9000',
    remarks: 'GROUP IA',
    reference_number: '48 Years 2 Months',
  });
  const misc = await post(page, 'misc/report', {
    member_id: memberId,
    mode_of_payment: 'CASH',
    reissue_book: '50',
    membership_period: '2026',
    subscription_amount: '600',
    bank_charges: '0',
    fine: '10',
    misc: '0',
  });
  const nominee = {
    nominee_name: 'Sita Narayan',
    nominee_relation: 'WIFE',
    nominee_dob: '1980-01-01',
    risk_group: 'UPI',
    sa_amount: '500000',
    premium_amount: '1200',
  };
  const gpa = await post(page, 'gpa', { member_id: memberId, ...nominee });
  const dependentGpa = await post(page, 'gpa-dependent', {
    member_id: memberId,
    dependent_id: dependent.id,
    ...nominee,
  });
  const lapsedId = await createMember(page, { member_name: 'Suresh Patil' });
  await post(page, `subscription/activate/${lapsedId}`, {
    mode_of_payment: 'CASH',
    amount: '600',
    remarks: '0',
    issue_date: daysFromToday(-40),
    expiry_date: daysFromToday(-5),
  });
  const batchId = await bulkRenewal(page);
  return {
    batchId,
    ...(await cashDeposit(page, memberId, daysFromToday(-2))),
    memberId,
    dependentNo: dependent.id,
    miscId: misc.id,
    gpaId: gpa.id,
    dependentGpaId: dependentGpa.id,
    lapsedId,
  };
}

interface Screen {
  /** The route of packages/web/src/router.tsx this visit covers. */
  route: string;
  url: string;
  /** What a person does before the check, so the check sees results rather than an empty form. */
  act?: (page: Page) => Promise<void>;
  /** Tabs opened one by one after the first check: a hidden panel is checked by no one. */
  tabs?: string[];
}

function screens(r: Records): Screen[] {
  const id = encodeURIComponent(r.memberId);
  return [
    { route: '/', url: '/' },
    { route: '/dashboard', url: '/dashboard' },
    { route: '/register-admin', url: '/register-admin' },
    { route: '/master-table', url: '/master-table' },
    { route: '/dependent-table', url: '/dependent-table' },
    { route: '/removed-members', url: '/removed-members' },
    {
      route: '/search-member',
      url: '/search-member',
      act: async (page) => {
        await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(r.memberId);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await settled(page);
      },
    },
    { route: '/search-dependent', url: `/search-dependent?memberId=${id}` },
    { route: '/add-member', url: '/add-member' },
    { route: '/update-member/:id', url: `/update-member/${id}` },
    { route: '/add-dependent', url: `/add-dependent?memberId=${id}` },
    { route: '/update-dependent/:no', url: `/update-dependent/${r.dependentNo}` },
    { route: '/view-report', url: '/view-report?reportType=Membership', act: askForToday },
    { route: '/view-mediclaim-report', url: '/view-mediclaim-report?reportType=Mediclaim', act: askForToday },
    { route: '/collection-report', url: '/collection-report', act: askForToday },
    { route: '/cash-book', url: '/cash-book' },
    { route: '/cash-book/:date', url: `/cash-book/${todayInIndia()}` },
    { route: '/cash-book/:date', url: `/cash-book/${r.cashDay}` },
    { route: '/deposit-slip/:id', url: `/deposit-slip/${r.depositId}` },
    { route: '/bounced-cheques', url: '/bounced-cheques', act: askForToday },
    { route: '/misc-print-form', url: '/misc-print-form' },
    { route: '/find-misc-report', url: `/find-misc-report?memberId=${id}` },
    { route: '/misc-reports', url: '/misc-reports', act: askForToday },
    { route: '/print-misc-report/:id', url: `/print-misc-report/${r.miscId}?memberId=${id}` },
    { route: '/check-gpa', url: `/check-gpa?memberId=${id}` },
    { route: '/print-gpa-record/:id', url: `/print-gpa-record/${r.gpaId}?memberId=${id}` },
    { route: '/add-gpa-record', url: '/add-gpa-record' },
    { route: '/gpa-reports', url: '/gpa-reports', act: askForToday },
    { route: '/check-dependent-gpa', url: `/check-dependent-gpa?memberId=${id}` },
    {
      route: '/print-dependent-gpa-record/:id',
      url: `/print-dependent-gpa-record/${r.dependentGpaId}?memberId=${id}`,
    },
    { route: '/add-dependent-gpa-record', url: '/add-dependent-gpa-record' },
    { route: '/dependent-gpa-reports', url: '/dependent-gpa-reports', act: askForToday },
    { route: '/check-mediclaim-membership', url: `/check-mediclaim-membership?id=${id}` },
    { route: '/past-payment', url: `/past-payment?id=${id}` },
    { route: '/renew-membership/:id', url: `/renew-membership/${id}` },
    { route: '/check-subscription-status', url: `/check-subscription-status?id=${id}` },
    { route: '/past-subscription', url: `/past-subscription?id=${id}` },
    { route: '/renew-subscription/:id', url: `/renew-subscription/${id}` },
    { route: '/update-amount', url: '/update-amount' },
    { route: '/print-report/:id', url: `/print-report/${id}?type=Membership` },
    { route: '/print-report/:id', url: `/print-report/${id}?type=Mediclaim` },
    { route: '/member/:id', url: `/member/${id}`, tabs: ['Dependents', 'Misc receipts', 'GPAIS', 'History'] },
    { route: '/renewals', url: '/renewals?kind=membership&state=active' },
    {
      route: '/renewals',
      url: '/renewals?kind=membership&state=expired',
      act: async (page) => {
        // Each run of this check (laptop, phone) adds its own Suresh Patil.
        await expect(page.getByRole('link', { name: /^WhatsApp reminder to Suresh Patil/ }).first()).toBeVisible();
      },
    },
    { route: '/member/:id', url: `/member/${r.lapsedId}` },
    { route: '/reminder-letter/:id', url: `/reminder-letter/${r.lapsedId}?kind=membership` },
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
    { route: '/users', url: '/users' },
    { route: '/import', url: '/import' },
    { route: '/bulk-renewal', url: '/bulk-renewal', act: (page) => choosePayrollList(page, r.memberId) },
    { route: '/bulk-receipts/:id', url: `/bulk-receipts/${r.batchId}` },
    {
      route: '/mediclaim-enrolment',
      url: '/mediclaim-enrolment',
      act: async (page) => {
        await page.getByRole('button', { name: 'Get List' }).click();
        await settled(page);
      },
      tabs: ['Additions and Deletions'],
    },
    {
      route: '/api-docs',
      url: '/api-docs',
      act: async (page) => {
        await page.getByRole('button', { name: /^POST \/api\/master Register a member/ }).click();
        await expect(page.getByRole('table', { name: 'Request body of POST /api/master' })).toContainText('id_number');
      },
    },
    { route: '*', url: '/no-such-screen' },
  ];
}

/** The paths router.tsx declares, read from its source so a screen added later must be added here too. */
function declaredRoutes(): string[] {
  const source = readFileSync(new URL('../packages/web/src/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] as string);
}

test('the login screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const found = await axeFindings(page, '/login');
  await page.getByRole('button', { name: 'Login' }).click();
  found.push(...(await axeFindings(page, '/login, with the required-field errors')));
  expect(found.length, report(found)).toBe(0);
});

/** A page wider than its window is a finding too: wide tables scroll inside their own box. */
async function sidewaysFindings(page: Page, screen: string): Promise<Found[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow <= 0) return [];
  return [
    {
      screen,
      rule: 'sideways-scroll',
      impact: 'serious',
      help: 'The page fits its window',
      targets: [`${overflow}px`],
    },
  ];
}

for (const size of SIZES) {
  test(`every screen of the signed-in app has no serious accessibility violation on a ${size.name}`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page);
    const records = await createRecords(page);
    const visits = screens(records);
    const missing = declaredRoutes().filter((route) => route !== '/login' && !visits.some((s) => s.route === route));
    expect(missing, 'routes of router.tsx without a visit here').toEqual([]);

    const found: Found[] = [];
    const check = async (where: string) => {
      found.push(
        ...(await axeFindings(page, where)),
        ...(await displayFindings(page, where)),
        ...(await sidewaysFindings(page, where)),
      );
    };
    for (const screen of visits) {
      await test.step(screen.url, async () => {
        await page.goto(screen.url);
        await settled(page);
        await expect(page.locator('main')).not.toBeEmpty();
        if (screen.act) await screen.act(page);
        await check(screen.url);
        for (const tab of screen.tabs ?? []) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          await check(`${screen.url}, ${tab} tab`);
        }
      });
    }
    // The menus and dialogs are portals outside <main>: check them open.
    await page.goto('/dashboard');
    await settled(page);
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: 'GPAIS', exact: true }).click();
      await expect(drawer.getByRole('link', { name: 'Find Dependent' })).toBeVisible();
      found.push(...(await axeFindings(page, '/dashboard, menu open with GPAIS')));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'GPAIS', exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      found.push(...(await axeFindings(page, '/dashboard, GPAIS menu open')));
      await page.keyboard.press('Escape');
    }
    await page.goto(`/search-dependent?memberId=${records.memberId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await axeFindings(page, '/search-dependent, delete confirmation open')));
    await page.getByRole('dialog').getByRole('button', { name: 'No, let me think' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
    found.push(...(await axeFindings(page, '/search-dependent, cancelled notice open')));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // A form sent empty, every message showing.
    await page.goto('/add-member');
    await settled(page);
    await page.getByRole('button', { name: 'Register Member' }).click();
    await expect(page.getByText('Member ID Is Required Field')).toBeVisible();
    found.push(...(await axeFindings(page, '/add-member, sent empty')));

    if (found.length > 0) console.log(`axe found ${found.length} serious or critical violations:\n${report(found)}`);
    expect(found.length, report(found)).toBe(0);
  });
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
