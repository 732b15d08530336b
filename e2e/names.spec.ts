import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, todayInIndia } from './api';
import { signIn, uniqueDigits } from './fixtures';

/**
 * Names as the trust's members write them: in Devanagari, with an apostrophe. Each registers as a
 * member and as a dependent through the forms (under member IDs above 100,000, which the dependent
 * form once refused), is found in the lists, and prints on the receipts.
 */
test.describe.configure({ mode: 'serial' });

const RAMESH = 'रमेश कुमार';
const DSOUZA = "D'Souza";
// Seven digits: above 100,000, and apart from the other journeys' five-digit IDs.
const rameshId = `1${uniqueDigits(6)}`;
const dsouzaId = String(Number(rameshId) + 1);

/** A form field by its whole label; required fields' labels end in an asterisk. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

async function closeDialog(page: Page, title: string, text: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function registerMember(page: Page, id: string, name: string) {
  await page.goto('/add-member');
  await expect(page.getByRole('heading', { name: 'Register new Member' })).toBeVisible();
  await field(page, 'ID Number').fill(id);
  await field(page, 'Name').fill(name);
  await field(page, 'Sex').selectOption('MALE');
  await field(page, 'Date of Birth').fill('02/10/1969');
  await field(page, 'Blood Group').selectOption('A+VE');
  await field(page, 'Department').selectOption('STORES');
  await field(page, 'Organisation').fill('मध्य रेल');
  await field(page, 'Mobile').fill(`97${id.slice(-8).padStart(8, '0')}`);
  await field(page, 'Address').fill('शांति निवास, 4 Loco Colony\nPune');
  await field(page, 'Nominee Name').fill(name);
  await field(page, 'Nominee Relation').fill('पत्नी');
  await field(page, 'Family Group').selectOption('1+3');
  await field(page, 'KYC').selectOption('YES');
  await page.getByRole('button', { name: 'Register Member' }).click();
  await closeDialog(page, 'Added', `Member with ID: ${id} is Added Successfully`);
}

async function addDependent(page: Page, memberId: string, memberName: string, name: string) {
  await page.goto('/add-dependent');
  await field(page, 'Member ID').fill(memberId);
  await expect(page.getByText(`Name: ${memberName}`, { exact: true })).toBeVisible();
  await field(page, 'Dependent Name').fill(name);
  await field(page, 'Relation').selectOption('SON');
  await field(page, 'Sex').selectOption('MALE');
  await field(page, 'Date of Birth').fill('14/08/2001');
  await field(page, 'KYC').selectOption('YES');
  await field(page, 'Job Profile').fill('छात्र');
  await field(page, 'ICard Number').fill(`IC-${memberId}`);
  await page.getByRole('button', { name: 'Register Dependent' }).click();
  await closeDialog(page, 'Added', /^Dependent with ID: \d+ is Added Successfully$/);
}

test('registers रमेश कुमार and D’Souza as members and as each other’s dependents', async ({ page }) => {
  await signIn(page);
  await registerMember(page, rameshId, RAMESH);
  await registerMember(page, dsouzaId, DSOUZA);
  await addDependent(page, rameshId, RAMESH, DSOUZA);
  await addDependent(page, dsouzaId, DSOUZA, RAMESH);

  await page.goto('/master-table');
  await page.getByRole('textbox', { name: 'Filter' }).fill(RAMESH);
  await expect(page.getByRole('row').filter({ hasText: RAMESH })).not.toHaveCount(0);
  await page.goto(`/search-dependent?memberId=${rameshId}`);
  const row = page.getByRole('row').filter({ hasText: DSOUZA });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(RAMESH);
});

test('prints both names on the membership receipt and the dependent GPAIS receipt', async ({ page }) => {
  await signIn(page);
  for (const [memberId, memberName, dependentName] of [
    [rameshId, RAMESH, DSOUZA],
    [dsouzaId, DSOUZA, RAMESH],
  ] as const) {
    const renewal = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
      amount: 1200,
      mode_of_payment: 'UPI',
      remarks: 0,
    });
    expect(renewal.status(), await renewal.text()).toBe(201);
    await page.goto(`/print-report/${memberId}?type=Membership`);
    const receipt = page.getByRole('article', { name: 'Membership Receipt' });
    await expect(receipt.getByText(memberName, { exact: true })).toBeVisible();

    const dependents = (await (await apiCall(page, 'GET', `dependent/${memberId}`)).json()).data;
    const gpa = await apiCall(page, 'POST', 'gpa-dependent', {
      member_id: memberId,
      dependent_id: dependents[0].NO,
      date: todayInIndia(),
      nominee_name: memberName,
      nominee_relation: 'FATHER',
      nominee_dob: '1969-10-02',
      risk_group: 'UPI',
      sa_amount: 100000,
      premium_amount: 450,
    });
    expect(gpa.status(), await gpa.text()).toBe(201);
    await page.goto(`/print-dependent-gpa-record/${(await gpa.json()).id}?memberId=${memberId}`);
    const insured = page.getByRole('table', { name: 'Insured' });
    await expect(insured).toContainText(dependentName);
    await expect(insured).toContainText(memberName);
    await expect(page.getByRole('table', { name: 'Nominee' })).toContainText(memberName);
  }
});
