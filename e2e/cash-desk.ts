import { expect, type Locator, type Page } from '@playwright/test';
import { displayDate, post, todayInIndia } from './api';

/**
 * What the journeys of the cash desk (misc receipts, GPAIS) share: a member of their own, the form
 * fields and menus they use, the void of a receipt, the printed sheet and a report asked for today.
 */

export interface DeskMember {
  memberId: string;
  memberName: string;
  dependentName: string;
  membershipNumber: string;
}

/**
 * A member of the journey's own: five digits from `base` (far from register.spec's IDs), the names
 * spelled from them so that a search finds only this run's records.
 */
export function deskMember(base: number): DeskMember {
  const memberId = String(base + (Math.floor(Date.now() / 1000) % 35_000));
  const letters = [...memberId].map((d) => 'abcdefghij'[Number(d)]).join('');
  return {
    memberId,
    memberName: `Meena Joshi${letters}`,
    dependentName: `Tara Joshi${letters}`,
    membershipNumber: `REWT/${memberId}`,
  };
}

/** Registers the member through the API, with the details its receipts show. */
export async function registerMember(page: Page, { memberId, memberName }: DeskMember) {
  await post(page, 'master', {
    id_number: memberId,
    member_name: memberName,
    department: 'SIGNAL WORKSHOP',
    date_of_birth: '1979-08-20',
    age: '46',
    date_of_retirement: '2039-08-31',
    mobile: '9822334455',
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'Central Railway',
    address: '7 Yard Road, Pune',
    job_profile: 'Clerk',
    annual_income: '420000',
    icard_no: `IC-${memberId}`,
    family_group: '1+3',
    remarks: 'YES',
  });
}

/** A form field by its label; a required field's label ends in Mantine's asterisk. */
export const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[()*+?.\\[\]^$|{}]/g, '\\$&')}( \\*)?$`));

export async function openMenu(page: Page, menu: string, entry: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function closeDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The void of a receipt (docs/product.md): a cancel keeps it PAID; a void needs a reason, then the
 * receipt stays listed, struck out, VOID with the reason, and no longer offers Void.
 */
export async function voidWithDialog(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Void' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Void this receipt?', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('The receipt keeps its number and shows as VOID in every list and report.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('PAID', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Void' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await expect(dialog.getByText('Reason Is Required Field')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Entered twice by mistake');
  await dialog.getByRole('button', { name: 'Yes, void it' }).click();
  await closeDialog(page, 'Voided', 'The receipt is void.');
  await expect(row.getByText('VOID', { exact: true })).toBeVisible();
  await expect(row.getByText(/Entered twice by mistake/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);
}

export async function searchMemberId(page: Page, memberId: string, button: string) {
  await field(page, 'Member ID').fill(memberId);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The receipt as printed: navigation and footer hidden, only the sheet. */
export async function screenshotPrint(page: Page, path: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await page.screenshot({ path, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

/**
 * Asks for today's report, first with no dates, so the form says what it needs; then the dates as
 * staff type them, day first.
 */
export async function askForToday(page: Page) {
  const from = field(page, 'From Date');
  await page.getByRole('button', { name: 'Get Reports' }).click();
  await expect(page.getByText('From Date Is Required Field')).toBeVisible();
  await expect(page.getByText('To Date Is Required Field')).toBeVisible();
  await expect(from).toBeFocused();
  await from.fill(displayDate(todayInIndia()));
  await field(page, 'To Date').fill(displayDate(todayInIndia()));
  await page.getByRole('button', { name: 'Get Reports' }).click();
}
