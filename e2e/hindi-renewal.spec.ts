import { expect, test } from '@playwright/test';
import { SIZES } from './accessibility';
import { apiCall } from './api';
import { BILINGUAL_PORT, uniqueDigits } from './fixtures';
import { field, registerMember, signInInHindi, staffAccount } from './hindi-staff';

/**
 * A member of staff working in Hindi at a trust that prints receipts in English and Hindi
 * (RECEIPT_LANGUAGES=en+hi, the second server of playwright.config.ts): registers a member with a
 * Devanagari name, renews the member's mediclaim on the Hindi screen, prints the receipt with both
 * languages on one sheet, and finds the member again by the Devanagari name in the Member List, at 1280 and 390 px.
 */
test.use({ baseURL: `http://127.0.0.1:${BILINGUAL_PORT}` });

/** A Devanagari name of the journey's own, so the search finds this member among those of earlier runs. */
function devanagariName(): string {
  const first = ['सुनीता', 'कविता', 'अनीता', 'ममता', 'गीता', 'सरिता', 'रेखा', 'उषा', 'आशा', 'लता'];
  const last = ['शर्मा', 'वर्मा', 'देशमुख', 'पाटिल', 'जोशी', 'कुलकर्णी', 'यादव', 'मिश्रा', 'पांडे', 'गुप्ता'];
  const middle = ['रानी', 'देवी', 'कुमारी', 'बाई', 'लक्ष्मी', 'प्रिया', 'ज्योति', 'माला', 'किरण', 'पूजा'];
  const [a, b, c] = uniqueDigits(3).split('').map(Number) as [number, number, number];
  return `${first[a]} ${middle[b]} ${last[c]}`;
}

for (const size of SIZES) {
  test(`registers, renews the mediclaim, prints both languages and finds the member in हिन्दी, ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = await staffAccount(page);
    await signInInHindi(page, account);

    const id = `3${uniqueDigits(6)}`;
    const name = devanagariName();
    await registerMember(page, id, name);
    // Mediclaim is for members whose membership is paid: the year's subscription, as the desk takes it.
    const paid = await apiCall(page, 'POST', `subscription/activate/${id}`, {
      amount: '600',
      mode_of_payment: 'CASH',
      remarks: '50',
    });
    expect(paid.status(), await paid.text()).toBe(201);

    await page.goto(`/renew-membership/${id}`);
    await expect(page.getByRole('heading', { name: 'मेडिक्लेम सदस्यता का नवीनीकरण' })).toBeVisible();
    await field(page, 'भुगतान का तरीका').selectOption('NEFT');
    await field(page, 'बैंक').fill('भारतीय स्टेट बैंक');
    await field(page, 'शाखा').fill('पुणे कैंप');
    await field(page, 'समूह').selectOption('GROUP IIA');
    const amount = await field(page, 'राशि').inputValue();
    await page.getByRole('button', { name: 'मेडिक्लेम का नवीनीकरण करें' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('मेडिक्लेम का नवीनीकरण सफल')).toBeVisible();
    await dialog.getByRole('button', { name: 'होम पर जाएँ' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/print-report/${id}?type=${encodeURIComponent('Mediclaim Subscription')}`);
    // The sheet is named in the language of the one reading it.
    const sheet = page.getByRole('article', { name: 'मेडिक्लेम शुल्क रसीद' });
    await expect(sheet.getByRole('heading', { name: 'Railway Employees Welfare Trust' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'रेलवे कर्मचारी कल्याण ट्रस्ट' })).toBeVisible();
    await expect(sheet.getByText(name).first()).toBeVisible();
    await expect(sheet).toContainText(`₹${Number(amount).toLocaleString('en-IN')}`);
    await expect(sheet.getByText(/रुपये मात्र/)).toBeVisible();
    await expect(sheet.getByText(/Rupees Only/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`mediclaim-receipt-hi-${size.width}.png`), fullPage: true });

    // The register finds members by name in its filter (the search screen looks up IDs and numbers).
    await page.goto('/master-table');
    // The unfiltered page stays on screen until the filter's answer comes.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/members?') && new URL(r.url()).searchParams.get('q') === name,
    );
    await page.getByRole('textbox', { name: 'फ़िल्टर' }).fill(name);
    await filtered;
    await expect(page.getByRole('row').filter({ hasText: id })).toContainText(name);
    // Only the header row lacks the name.
    await expect(page.getByRole('row').filter({ hasNotText: name })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`member-list-hi-${size.width}.png`), fullPage: true });
  });
}
