import { expect, type Page, test } from '@playwright/test';
import { apiCall, createMember, memberDueInAWeek, uniqueMemberEmail } from './api';
import { MAIL_PORT, SMTP_PORT, signIn, TRUST_NAME } from './fixtures';
import { type Mailbox, openMailbox } from './mailbox';

/**
 * The trust that sends e-mail (the third server of playwright.config.ts), with a real SMTP server
 * that keeps what it is sent: a receipt e-mailed from its print screen, read back, and its
 * verification address opened by a stranger; a reminder sent by Run now, read back, and the
 * opt-out link at its foot followed by the member.
 */
test.use({ baseURL: `http://127.0.0.1:${MAIL_PORT}`, viewport: { width: 1280, height: 900 } });

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox(SMTP_PORT);
});
test.afterAll(async () => {
  await mailbox.close();
});

/** The one address in `text` that follows `before`. */
function addressAfter(text: string, before: string): string {
  const found = text.match(new RegExp(`${before}\\s*(https?://\\S+)`));
  expect(found, `an address after '${before}' in:\n${text}`).not.toBeNull();
  return found?.[1] ?? '';
}

test('a receipt e-mailed from its print screen arrives, and its verification address shows it PAID', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const email = uniqueMemberEmail('receipt');
  const memberId = await createMember(page, { member_name: 'Meera Kulkarni', email });
  const paid = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '50',
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto(`/print-report/${memberId}?type=Membership`);
  const sheet = page.getByRole('article', { name: 'Membership Receipt' });
  await expect(sheet.getByRole('cell', { name: 'Meera Kulkarni' })).toBeVisible();
  await page.getByRole('button', { name: 'E-mail receipt' }).click();
  await expect(page.getByText(`Queued for ${email}`)).toBeVisible();
  // The sender takes its turn as the receipt is queued; the screen asks again until it is sent.
  await expect(page.getByText('E-mail sent')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('receipt-e-mailed-1280.png'), fullPage: true });

  const mail = await mailbox.mailTo(email);
  const subject = mail.subject ?? '';
  expect(subject).toMatch(new RegExp(`^${TRUST_NAME}: Membership Receipt \\S+$`));
  const receiptNo = subject.split(' ').at(-1) ?? '';
  await expect(sheet).toContainText(receiptNo);
  const text = mail.text ?? '';
  expect(text).toContain(receiptNo);
  expect(text).toContain('Meera Kulkarni');
  expect(text).toContain('Total: Rs. 650');
  expect(text).toContain('Six Hundred Fifty Rupees Only');
  expect(mail.html || '').toContain(receiptNo);
  const verifyAt = addressAfter(text, 'Verify this receipt at:');
  expect(verifyAt).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${MAIL_PORT}/verify/\\S+$`));
  expect(mail.html || '').toContain(`href="${verifyAt}"`);

  // A stranger holding the e-mail: another browser, never signed in.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(verifyAt);
  await expect(phone.getByRole('status', { name: 'Genuine receipt' })).toContainText(
    'This receipt was issued by the trust and stands.',
  );
  const particulars = phone.getByRole('table', { name: 'Receipt' });
  await expect(particulars).toContainText(TRUST_NAME);
  await expect(particulars).toContainText(receiptNo);
  await expect(particulars).toContainText('₹650');
  await expect(particulars).toContainText('M**** K****');
  await expect(particulars).toContainText('PAID');
  await expect(phone.getByText('Meera Kulkarni')).toHaveCount(0);
  await phone.screenshot({ path: test.info().outputPath('verify-from-mail-390.png'), fullPage: true });
  await stranger.close();
});

const dueRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Reminders due today' }).getByRole('row').filter({ hasText: name });

test('a reminder sent by Run now arrives by e-mail, and its opt-out link opts the member out', async ({
  page,
  browser,
}) => {
  // Run now queues and starts the sender's turn at once; the mail server may take a moment to answer.
  test.setTimeout(180_000);
  await signIn(page);
  const member = await memberDueInAWeek(page, 'Kavita');

  await page.goto('/reminders');
  const email = page.getByRole('table', { name: 'Channels' }).getByRole('row').filter({ hasText: 'E-mail' });
  await expect(email).toContainText(new RegExp(`Configured\\s*SMTP 127\\.0\\.0\\.1:${SMTP_PORT}`));
  await expect(email).not.toContainText('Not configured');

  const membership = page.getByRole('region', { name: 'Membership schedule' });
  await membership.getByRole('switch', { name: 'Membership reminders on' }).check();
  await membership.getByLabel('Days around expiry').fill('-30, -7, 0, 15');
  for (const channel of ['WhatsApp', 'SMS']) {
    await membership.getByRole('checkbox', { name: `Membership by ${channel}` }).uncheck();
  }
  await membership.getByRole('checkbox', { name: 'Membership by E-mail' }).check();
  await membership.getByRole('button', { name: 'Save membership schedule' }).click();
  await expect(membership.getByRole('status')).toHaveText('Saved: membership reminders on');

  await expect(dueRow(page, member.name)).toContainText('7 days before');
  await expect(dueRow(page, member.name)).toContainText('E-mail');
  await expect(dueRow(page, member.name)).not.toContainText('Skipped');

  await page.getByRole('button', { name: 'Run now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Run now' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: /^Run \d+ done: [1-9]\d* queued, \d+ skipped; [1-9]\d* sent now(, \d+ to be tried again)?, \d+ failed$/,
    }),
  ).toBeVisible();

  await expect
    .poll(
      async () => {
        const answer = await apiCall(page, 'GET', `reminders/outbox?member=${member.id}&purpose=reminder`);
        return ((await answer.json()).data as { state: string }[]).map((row) => row.state);
      },
      { message: 'the reminder is sent by the turn Run now started', timeout: 120_000 },
    )
    .toEqual(['sent']);
  await page.reload();
  const log = page.getByRole('table', { name: 'Reminders sent and due' });
  const sent = log.getByRole('row').filter({ hasText: member.name });
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('E-mail');
  await page.screenshot({ path: test.info().outputPath('reminder-sent-1280.png'), fullPage: true });

  const mail = await mailbox.mailTo(member.email);
  expect(mail.subject).toMatch(new RegExp(`^${TRUST_NAME}: your membership subscription`, 'i'));
  const text = (mail.text ?? '').trimEnd();
  const foot = text.split('\n').at(-1) ?? '';
  const optOut = addressAfter(foot, `To stop e-mail reminders from ${TRUST_NAME}:`);
  expect(optOut).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${MAIL_PORT}/opt-out/\\S+$`));
  expect(mail.html || '').toContain(`href="${optOut}"`);
  const unsubscribe = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  expect(unsubscribe).toContain(`<http://127.0.0.1:${MAIL_PORT}/api/opt-out/`);

  // The member, on their own phone: never signed in.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await own.newPage();
  await phone.goto(optOut);
  await expect(phone.getByRole('heading', { name: 'E-mail reminders' })).toBeVisible();
  await phone.getByRole('button', { name: 'Stop e-mail reminders' }).click();
  await expect(phone.getByText('You will get no more e-mail reminders')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('opted-out-390.png'), fullPage: true });
  await own.close();

  await page.goto(`/update-member/${member.id}`);
  const choice = page.getByRole('checkbox', { name: 'No e-mail reminders' });
  await expect(choice).toBeChecked();
  await expect(choice).toHaveAccessibleDescription(/^Set by the member through the e-mail's link on /);
});
