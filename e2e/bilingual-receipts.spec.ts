import { expect, type Page, test } from '@playwright/test';
import { apiCall, createMember } from './api';
import { BILINGUAL_PORT, signIn } from './fixtures';

// A trust set to RECEIPT_LANGUAGES=en+hi, with its name in Hindi (the second server of playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${BILINGUAL_PORT}` });

test('a trust set to English and Hindi prints a receipt in both on one sheet', async ({ page }) => {
  await signIn(page);
  const memberId = await createMember(page, { member_name: 'Sunita Deshmukh' });
  const paid = await apiCall(page, 'POST', `subscription/activate/${memberId}`, {
    amount: '600',
    mode_of_payment: 'CASH',
    remarks: '50',
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto(`/print-report/${memberId}?type=Membership`);
  const sheet = page.getByRole('article', { name: 'Membership Receipt' });
  await expect(sheet.getByRole('heading', { name: 'Railway Employees Welfare Trust' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'रेलवे कर्मचारी कल्याण ट्रस्ट' })).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('Membership Receiptसदस्यता रसीद');
  await expect(sheet.getByRole('cell', { name: 'Sunita Deshmukh' })).toBeVisible();
  const amounts = sheet.getByRole('table', { name: 'Amounts' });
  await expect(amounts.getByRole('row', { name: /Book Fee\s*पुस्तिका शुल्क\s*₹50/ })).toBeVisible();
  await expect(sheet.getByText('Six Hundred Fifty Rupees Only')).toBeVisible();
  await expect(sheet.getByText('छह सौ पचास रुपये मात्र')).toBeVisible();
  await expect(sheet.getByText('अधिकृत हस्ताक्षरकर्ता')).toBeVisible();

  // The Devanagari font ships with the app: the sheet's Hindi is drawn with it, not a missing-glyph box.
  const hindiFont = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans Devanagari"', 'सदस्यता');
  });
  expect(hindiFont).toBe(true);

  await screenshots(page, 'bilingual-receipt');

  await page.goto(`/reminder-letter/${memberId}?kind=mediclaim`);
  const letter = page.getByRole('article', { name: 'Renewal Reminder' });
  await expect(letter.getByText('Subject: Renewal of your Mediclaim subscription')).toBeVisible();
  await expect(letter.getByText('विषय: आपकी मेडिक्लेम सदस्यता का नवीनीकरण')).toBeVisible();
  await expect(letter.getByText(/आपकी मेडिक्लेम सदस्यता सक्रिय नहीं है।/)).toBeVisible();
  await expect(letter.getByText('रेलवे कर्मचारी कल्याण ट्रस्ट की ओर से', { exact: true })).toBeVisible();
  await screenshots(page, 'bilingual-letter');
});

async function screenshots(page: Page, name: string) {
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
}
