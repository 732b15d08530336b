import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, uniqueDigits } from './fixtures';

/**
 * The register of members and dependents, as staff use it: register a member with every field, find
 * it three ways, edit it, add dependents up to its family group's limit, edit and delete one, and
 * delete the member with its dependents. The steps share one member, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

// Five digits, apart from the seven-digit IDs of names.spec.ts.
const memberId = uniqueDigits(5);
const lettersOf = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');
const surname = `Kumar${lettersOf(memberId)}`;
const member = {
  name: `Ravi ${surname}`,
  ticket: `4455-${memberId}`,
  mobile: `98${uniqueDigits(8)}`,
  department: 'Signal Workshop',
};
const today = new Date();
/** Dates are typed as staff type them, day first. */
const nomineeDob = `15/01/${today.getFullYear() - 9}`;
/** Whole years since a birthday, as the form computes the age. */
const ageToday = (year: number, month: number, day: number) => {
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
};

/** A form field by its whole label; required fields' labels end in an asterisk. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`));

/** A removal asks why: the reason is required and recorded with it. */
async function giveReason(page: Page, reason: string) {
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill(reason);
}

async function closeDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function fillMember(page: Page) {
  await field(page, 'ID Number').fill(memberId);
  await field(page, 'Name').fill(member.name);
  await field(page, 'Ticket/Aadhar Number').fill(member.ticket);
  await field(page, 'Sex').selectOption('MALE');
  await field(page, 'Date of Birth').fill('15/03/1980');
  await field(page, 'Blood Group').selectOption('B+VE');
  await field(page, 'Department').selectOption('OTHER');
  await field(page, 'Other Department').fill(member.department);
  await field(page, 'Organisation').fill('Central Railway');
  await field(page, 'Job Profile').fill('Technician');
  await field(page, 'Annual Income').fill('480000');
  await field(page, 'ICard Number').fill(`IC-${memberId}`);
  await field(page, 'Mobile').fill(member.mobile);
  await field(page, 'WhatsApp').fill(member.mobile);
  await field(page, 'Email').fill(`ravi${memberId}@example.in`);
  await field(page, 'Address').fill('14 Loco Colony, Pune');
  await field(page, 'Recommender').fill('Suresh Patil');
  await field(page, 'Recommender Form Number').fill('3021');
  await field(page, 'Nominee Name').fill('Anu Kumar');
  await field(page, 'Nominee Relation').fill('DAUGHTER');
  await field(page, 'Nominee Date of Birth').fill(nomineeDob);
  await field(page, 'Family Group').selectOption('1+1');
  await field(page, 'KYC').selectOption('YES');
  await field(page, 'Remarks').fill('Joined at the Pune camp');
}

/** A call to the API as the signed-in page makes it: its token, and its XSRF cookie echoed in the header. */
async function apiPost(page: Page, path: string, data: Record<string, string>) {
  const token = await page.evaluate<string | null>("localStorage.getItem('token')");
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    data,
  });
}

async function searchMember(page: Page, text: string) {
  await page.getByPlaceholder('Enter ID Number / Ticket/Aadhar Number / Mobile Number').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function searchDependents(page: Page) {
  await page.getByPlaceholder('Enter Member ID Number').fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('registers a member with every field, an OTHER department and an under-18 nominee', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Member', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Member' }).click();
  await expect(page.getByRole('heading', { name: 'Register new Member' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Register Member' });

  await expect(field(page, 'Nominee Guardian')).toHaveCount(0);
  await fillMember(page);
  await expect(field(page, 'Age')).toHaveValue(String(ageToday(1980, 3, 15)));
  await expect(field(page, 'Date of Retirement')).toHaveValue('31/03/2040');
  // The nominee is nine: a guardian is asked for, and the form cannot be sent without one.
  await expect(field(page, 'Nominee Guardian')).toBeVisible();
  await expect(page.getByText('Nominee Guardian Is Required Field')).toBeVisible();
  await submit.click();
  await expect(field(page, 'Nominee Guardian')).toBeFocused();
  await field(page, 'Nominee Guardian').fill('Sunita Kumar');
  // Of two fields with a message, the one higher on the page takes the focus.
  await field(page, 'Mobile').fill('12ab');
  await field(page, 'Nominee Guardian').fill('');
  await submit.click();
  await expect(page.getByText('Valid Contact No. Required')).toBeVisible();
  await expect(field(page, 'Mobile')).toBeFocused();
  await expect(page).toHaveURL(/\/add-member$/);
  await field(page, 'Mobile').fill(member.mobile);
  await field(page, 'Nominee Guardian').fill('Sunita Kumar');
  await submit.click();
  await closeDialog(page, 'Added', `Member with ID: ${memberId} is Added Successfully`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same ID again is refused, and the form stays for correction.
  await page.goto('/add-member');
  await fillMember(page);
  await field(page, 'Nominee Guardian').fill('Sunita Kumar');
  await page.getByRole('button', { name: 'Register Member' }).click();
  await closeDialog(page, 'Failed', `Member with ID: ${memberId} already exists`);
  await expect(page).toHaveURL(/\/add-member$/);
});

test('finds the member by ID, by ticket number and by mobile, and in the member list', async ({ page }) => {
  await signIn(page);
  await page.getByRole('main').getByRole('link', { name: 'Search Member' }).click();
  await expect(page).toHaveURL(/\/search-member$/);
  await searchMember(page, memberId);
  for (const header of ['NAME', 'DEPARTMENT', 'MOBILE', 'ADDRESS', 'ID', 'TICKET NUMBER', 'KYC', 'ACTION']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  for (const text of [memberId, member.ticket, member.mobile]) {
    await searchMember(page, text);
    const row = page.getByRole('row').filter({ hasText: member.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('SIGNAL WORKSHOP');
    await expect(row).toContainText(member.ticket);
    await expect(row.getByRole('cell', { name: 'YES', exact: true })).toBeVisible();
  }
  await searchMember(page, '0000000000');
  await expect(page.getByText('No Match found!!')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/master-table');
  await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
  for (const header of ['NAME', 'DEPARTMENT', 'MOBILE', 'ADDRESS', 'EMAIL', 'ACTION']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Filter' }).fill(surname);
  await expect(page.getByRole('row').filter({ hasText: member.name })).toHaveCount(1);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Member' })).toHaveAttribute('href', '/add-member');
  await expect(page.getByRole('main').getByRole('link', { name: 'Search Member' })).toHaveAttribute(
    'href',
    '/search-member',
  );
});

test('edits the member: the OTHER department keeps its text, changes are saved', async ({ page }) => {
  await signIn(page);
  await page.goto('/search-member');
  await searchMember(page, memberId);
  await page.getByRole('row').filter({ hasText: member.name }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-member/${memberId}$`));
  await expect(page.getByRole('heading', { name: 'Update Member' })).toBeVisible();
  await expect(field(page, 'ID Number')).toHaveValue(memberId);
  await expect(field(page, 'ID Number')).not.toBeEditable();
  await expect(field(page, 'Department')).toHaveValue('OTHER');
  await expect(field(page, 'Other Department')).toHaveValue('SIGNAL WORKSHOP');
  await expect(field(page, 'Nominee Guardian')).toHaveValue('Sunita Kumar');
  await expect(field(page, 'Remarks')).toHaveValue('Joined at the Pune camp');

  await field(page, 'Address').fill('22 Loco Colony, Pune');
  await field(page, 'Family Group').selectOption('1+3');
  await page.getByRole('button', { name: 'Update Member' }).click();
  await closeDialog(page, 'Updated', `Member with ID: ${memberId} is Updated Successfully`);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/search-member$/);
  await searchMember(page, memberId);
  await expect(page.getByRole('row').filter({ hasText: member.name })).toContainText('22 Loco Colony, Pune');
});

test('adds dependents up to the limit of the family group', async ({ page }) => {
  await signIn(page);
  await page.getByRole('main').getByRole('link', { name: 'Add Dependent' }).click();
  await expect(page.getByRole('heading', { name: 'Register new Dependent' })).toBeVisible();

  await field(page, 'Member ID').fill('99999.999');
  await expect(page.getByText('Member ID is Invalid', { exact: true })).toBeVisible();
  await expect(page.getByText('Member Not Found / Member ID is Invalid!')).toBeVisible();

  await field(page, 'Member ID').fill(memberId);
  await expect(page.getByText(member.name)).toBeVisible();
  await expect(page.getByText(member.ticket)).toBeVisible();
  await expect(page.getByText('1+3')).toBeVisible();

  const children = [
    { name: 'Anu Kumar', relation: 'DAUGHTER', sex: 'FEMALE', dob: nomineeDob },
    { name: 'Meera Kumar', relation: 'WIFE', sex: 'FEMALE', dob: '01/07/1984' },
    { name: 'Arjun Kumar', relation: 'SON', sex: 'MALE', dob: '20/11/2012' },
  ];
  for (const child of children) {
    const submit = page.getByRole('button', { name: 'Register Dependent' });
    if (child === children[0]) {
      // Sent empty, the form says what each field needs and takes the user to the first.
      await submit.click();
      await expect(page.getByText('Dependent Name Is Required Field')).toBeVisible();
      await expect(field(page, 'Dependent Name')).toBeFocused();
    }
    await field(page, 'Dependent Name').fill(child.name);
    await field(page, 'Relation').selectOption(child.relation);
    await field(page, 'Sex').selectOption(child.sex);
    await field(page, 'Date of Birth').fill(child.dob);
    await expect(field(page, 'Age')).not.toHaveValue('');
    await field(page, 'KYC').selectOption('YES');
    await field(page, 'Job Profile').fill('Student');
    await field(page, 'Annual Income').fill('0');
    await field(page, 'ICard Number').fill(`IC-${memberId}-${child.relation}`);
    await submit.click();
    await expect(page.getByRole('dialog').getByText(/^Dependent with ID: \d+ is Added Successfully$/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // The member stays chosen for the next dependent.
    await expect(field(page, 'Member ID')).toHaveValue(memberId);
    if (child !== children.at(-1)) await expect(field(page, 'Dependent Name')).toHaveValue('');
  }
  await expect(page.getByText('MAX DEPENDENTS REACHED!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Dependent' })).toHaveCount(0);
  await expect(page.getByText('3 of 3')).toBeVisible();
});

test('edits and deletes a dependent; adding is offered again below the limit', async ({ page }) => {
  await signIn(page);
  await page.goto('/search-dependent');
  await searchDependents(page);
  for (const header of ['NAME', 'RELATION', 'DEPENDENT OF', 'AGE', 'KYC', 'ACTION']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: member.name })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Add Dependent' })).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: 'Arjun Kumar' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Update Dependent' })).toBeVisible();
  const no = page.url().split('/').at(-1);
  await expect(field(page, 'Dependent Name')).toHaveValue('Arjun Kumar');
  await field(page, 'Dependent Name').fill('Arjun R Kumar');
  await field(page, 'KYC').selectOption('NO');
  await page.getByRole('button', { name: 'Update Dependent' }).click();
  await closeDialog(page, 'Updated', `Dependent with NO: ${no} is Updated Successfully`);
  await page.getByRole('link', { name: 'Back' }).click();

  await expect(page).toHaveURL(/\/search-dependent/);
  const arjun = page.getByRole('row').filter({ hasText: 'Arjun R Kumar' });
  await expect(arjun.getByRole('cell', { name: 'NO', exact: true })).toBeVisible();

  await arjun.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByText('This process is irreversible.', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByText(`Dependent: Arjun R Kumar (SON) of ${member.name} (ID ${memberId})`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'No, let me think' }).click();
  await closeDialog(page, 'Cancelled', 'Dependent is still in our database.)');
  await expect(arjun).toHaveCount(1);

  await arjun.getByRole('button', { name: 'Delete' }).click();
  await giveReason(page, 'Registered twice by mistake');
  await page.getByRole('button', { name: 'Yes, go ahead.' }).click();
  await closeDialog(page, 'Removed!', 'Dependent removed successfully.');
  await expect(arjun).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: member.name })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Add Dependent' })).toBeVisible();

  await page.goto('/dependent-table');
  await expect(page.getByRole('heading', { name: 'Member List' })).toBeVisible();
  for (const header of ['NAME', 'RELATION', 'ACTION']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
});

test('a cancelled delete keeps the member; a confirmed one removes it with its dependents', async ({ page }) => {
  await signIn(page);
  await page.goto('/search-member');
  await searchMember(page, memberId);
  const row = page.getByRole('row').filter({ hasText: member.name });

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure?')).toBeVisible();
  await expect(
    confirm.getByText('This process is irreversible and will also delete all Dependents of this Member'),
  ).toBeVisible();
  await expect(confirm.getByText(`Member: ${member.name} (ID ${memberId})`)).toBeVisible();
  await confirm.getByRole('button', { name: 'No, let me think' }).click();
  await closeDialog(page, 'Cancelled', 'Member is still in our database.)');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await giveReason(page, 'Left the railway service');
  await page.getByRole('button', { name: 'Yes, go ahead.' }).click();
  await closeDialog(page, 'Removed!', 'Member removed successfully.');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No Match found!!')).toBeVisible();

  await page.goto('/search-dependent');
  await searchDependents(page);
  await expect(page.getByText('No Dependent found!')).toBeVisible();
  await page.goto('/add-dependent');
  await field(page, 'Member ID').fill(memberId);
  await expect(page.getByText('Member Not Found!', { exact: true })).toBeVisible();
  await expect(page.getByText('Member Not Found / Member ID is Invalid!')).toBeVisible();
});

test('the member list deletes with the same confirmation', async ({ page }) => {
  await signIn(page);
  const otherId = String(Number(memberId) + 1);
  const created = await apiPost(page, 'master', {
    id_number: otherId,
    member_name: `Lata ${surname}`,
    department: 'STORES',
    date_of_birth: '1975-05-05',
    age: '50',
    date_of_retirement: '2035-05-31',
    mobile: '9822001122',
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'Central Railway',
    address: '3 Yard Road, Pune',
    family_group: '1+1',
    remarks: 'NO',
  });
  expect(created.status()).toBe(201);

  await page.goto('/master-table');
  await page.getByRole('textbox', { name: 'Filter' }).fill(`Lata ${surname}`);
  const row = page.getByRole('row').filter({ hasText: `Lata ${surname}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await giveReason(page, 'Left the railway service');
  await page.getByRole('button', { name: 'Yes, go ahead.' }).click();
  await closeDialog(page, 'Removed!', 'Member removed successfully.');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No Match found!!')).toBeVisible();
});
