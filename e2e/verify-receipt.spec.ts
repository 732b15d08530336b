import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiCall, createMember, post } from './api';
import { signIn, TRUST_NAME } from './fixtures';

/**
 * A paper receipt anyone can check: the printed receipt's QR code, read back from a screenshot as a
 * phone would read it, opens the public verification page without signing in; it says the receipt
 * is genuine and PAID, with the member's name masked, and VOID once the receipt is voided.
 */
test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 3 });

test('a printed receipt’s QR code opens its verification page, which follows the receipt’s standing', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const memberId = await createMember(page, { member_name: 'Lakshmi Narayan' });
  const receipt = await post(page, 'misc/report', {
    member_id: memberId,
    mode_of_payment: 'CASH',
    reissue_book: '50',
    membership_period: '2026-27',
    subscription_amount: '600',
    bank_charges: '',
    fine: '',
    misc: '150',
  });

  await page.goto(`/print-misc-report/${receipt.id}?memberId=${memberId}`);
  const sheet = page.getByRole('article', { name: 'Miscellaneous Receipt' });
  const verification = sheet.getByRole('figure', { name: 'Verification QR code' });
  await expect(verification).toContainText('Verify this receipt at');
  const qr = verification.getByRole('img', { name: /^QR code of / });
  const shot = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(decoded, 'the QR code reads').not.toBeNull();
  const url = decoded?.data ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify\/MI\d+-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(verification).toContainText(new URL(url).host + new URL(url).pathname);

  // A stranger's phone: another browser, never signed in.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('status', { name: 'Genuine receipt' })).toContainText(
    'This receipt was issued by the trust and stands.',
  );
  const particulars = phone.getByRole('table', { name: 'Receipt' });
  await expect(particulars).toContainText(TRUST_NAME);
  await expect(particulars).toContainText('Miscellaneous Receipt');
  await expect(particulars).toContainText('₹800');
  await expect(particulars).toContainText('L**** N****');
  await expect(particulars).toContainText('PAID');
  await expect(phone.getByText('Lakshmi Narayan')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await phone.screenshot({ path: test.info().outputPath('verify-paid-390.png'), fullPage: true });

  const voided = await apiCall(page, 'DELETE', `misc/report/${receipt.id}`, { reason: 'Entered twice' });
  expect(voided.status(), await voided.text()).toBe(200);
  await phone.reload();
  await expect(phone.getByRole('status', { name: 'Genuine receipt' })).toContainText(
    'This receipt no longer stands: it was voided.',
  );
  await expect(particulars).toContainText('VOID');

  // A code changed by a letter is no receipt's.
  const forged = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
  await phone.goto(forged);
  await expect(phone.getByRole('alert')).toContainText('No receipt matches this code');
  await stranger.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('status', { name: 'Genuine receipt' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verify-void-1280.png'), fullPage: true });
});
