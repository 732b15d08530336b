import { screen, within } from '@testing-library/react';
import type { Settings } from '@trust/contract/auth';
import type { ReceiptLanguages } from '@trust/contract/languages';
import { PRINTED_HINDI } from '@trust/contract/printed-words';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf, NOT_BOUNCED } from '../test/rows';
import PrintReport from './print-report';

const mediclaim = {
  ID_NUMBER: '8',
  MODE_OF_PAYMENT: 'Cash',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: '2026-05-02',
  EXPIRY_DATE: '2027-03-31',
  BANK: '',
  BRANCH: '',
  AMOUNT: 125_000,
  REMARKS: 'A',
  STATUS: 'ACTIVE',
  RESET_REASON: null,
  RESET_BY: null,
  RESET_AT: null,
  ...NOT_BOUNCED,
  RECEIPT_NO: 'MC/2026-27/00008',
  verify_code: 'MC8-ABCDE-FGHJK',
};

function printMediclaimReceipt(
  receiptLanguages: ReceiptLanguages,
  { copy = 1, payment = {} }: { copy?: number; payment?: Partial<Record<keyof typeof mediclaim, string | null>> } = {},
) {
  const settings: Settings = {
    trustName: 'Railway Employees Welfare Trust',
    trustAddress: '12 Station Road, Pune',
    trustNameHindi: 'रेलवे कर्मचारी कल्याण ट्रस्ट',
    trustAddressHindi: '12 स्टेशन रोड, पुणे',
    receiptLanguages,
    membershipPrefix: 'REWT/',
    version: '1',
  };
  mockApi({
    'GET settings': settings,
    'GET print/pastRecords8': {
      data: [
        {
          ...memberRowOf({ ID_NUMBER: '8', MEMBER_NAME: 'Ravi Kumar' }),
          DEPENDENT_COUNT: 0,
          MEDICLAIM: { ...mediclaim, ...payment },
          SUBSCRIPTION: null,
        },
      ],
    },
    'GET receipts/MC%2F2026-27%2F00008/prints?document=RECEIPT': {
      receipt_no: 'MC/2026-27/00008',
      document: 'RECEIPT',
      prints: copy - 1,
      copy,
    },
  });
  renderWithProviders(<PrintReport />, {
    route: '/print-report/8?type=Mediclaim%20Subscription',
    path: '/print-report/:id',
  });
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('receipts in the trust’s languages (RECEIPT_LANGUAGES)', () => {
  it('prints English alone by default, with no Hindi on the sheet', async () => {
    printMediclaimReceipt('en');
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    await within(sheet).findByText('Railway Employees Welfare Trust');
    expect(within(sheet).getByText('One Lakh Twenty Five Thousand Rupees Only')).toBeInTheDocument();
    expect(sheet.textContent).not.toMatch(DEVANAGARI);
  });

  it('prints both on one sheet: each label with its Hindi, the amount in words in both', async () => {
    printMediclaimReceipt('en+hi');
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    expect(await within(sheet).findByText('रेलवे कर्मचारी कल्याण ट्रस्ट')).toBeInTheDocument();
    expect(within(sheet).getByText('Railway Employees Welfare Trust')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Mediclaim Subscription Receiptमेडिक्लेम शुल्क रसीद',
    );
    const facts = within(sheet).getByRole('table', { name: 'Receipt details' });
    expect(within(facts).getByText('रसीद संख्या').closest('th')).toHaveTextContent(/^Receipt Noरसीद संख्या$/);
    const amounts = within(sheet).getByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByText('मेडिक्लेम शुल्क (A)')).toHaveAttribute('lang', 'hi');
    expect(within(sheet).getByText('One Lakh Twenty Five Thousand Rupees Only')).toBeInTheDocument();
    expect(within(sheet).getByText('एक लाख पच्चीस हज़ार रुपये मात्र')).toBeInTheDocument();
  });

  it('prints Hindi alone: Hindi labels, title and words, values as recorded', async () => {
    printMediclaimReceipt('hi');
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    expect(await within(sheet).findByText('रेलवे कर्मचारी कल्याण ट्रस्ट')).toBeInTheDocument();
    expect(within(sheet).queryByText('Railway Employees Welfare Trust')).not.toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(/^मेडिक्लेम शुल्क रसीद$/);
    expect(within(sheet).getByText('एक लाख पच्चीस हज़ार रुपये मात्र')).toBeInTheDocument();
    expect(within(sheet).queryByText(/Rupees Only|Amount in words|Receipt No/)).not.toBeInTheDocument();
    expect(within(sheet).getByText('MC/2026-27/00008')).toBeInTheDocument();
    expect(within(sheet).getByText('Ravi Kumar')).toBeInTheDocument();
  });
});

const RESET = {
  STATUS: 'RESET',
  RESET_REASON: 'Paid twice by mistake',
  RESET_BY: 'Asha Patil',
  RESET_AT: '2026-06-03 05:00:00',
};

describe('the marks on a receipt in the trust’s languages', () => {
  it('prints English marks alone by default, as they always were', async () => {
    printMediclaimReceipt('en', { copy: 2, payment: RESET });
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    expect(await within(sheet).findByText('DUPLICATE — copy 2')).toBeInTheDocument();
    expect(within(sheet).getByText('CANCELLED')).toBeInTheDocument();
    expect(
      within(sheet).getByText(/^CANCELLED: Reset by Asha Patil, .*\. Reason: Paid twice by mistake$/),
    ).toBeInTheDocument();
    expect(sheet.textContent).not.toMatch(DEVANAGARI);
  });

  it('prints DUPLICATE and CANCELLED with their Hindi on a bilingual sheet', async () => {
    printMediclaimReceipt('en+hi', { copy: 2, payment: RESET });
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    const copyMark = await within(sheet).findByText('प्रतिलिपि — प्रति 2');
    expect(copyMark).toHaveAttribute('lang', 'hi');
    expect(copyMark.closest('p')).toHaveTextContent(/^DUPLICATE — copy 2प्रतिलिपि — प्रति 2$/);
    expect(within(sheet).getByText('रद्द').parentElement).toHaveTextContent(/^CANCELLEDरद्द$/);
    expect(
      within(sheet).getByText(/^CANCELLED: Reset by Asha Patil, .*\. Reason: Paid twice by mistake$/),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText(/^रद्द: रीसेट किया गया \(Asha Patil, .*\)। कारण: Paid twice by mistake$/),
    ).toHaveAttribute('lang', 'hi');
  });

  it('prints the marks in Hindi alone on a Hindi sheet', async () => {
    printMediclaimReceipt('hi', { copy: 3, payment: RESET });
    const sheet = await screen.findByRole('article', { name: 'Mediclaim Subscription Receipt' });
    expect(await within(sheet).findByText('प्रतिलिपि — प्रति 3')).toBeInTheDocument();
    expect(within(sheet).getByText('रद्द')).toBeInTheDocument();
    expect(within(sheet).queryByText(/DUPLICATE|CANCELLED/)).not.toBeInTheDocument();
  });
});

describe('the screen around a receipt, in the user’s language', () => {
  it('is in हिन्दी for a user who chose it, while an English trust’s receipt prints as ever, in English alone', async () => {
    await showIn('hi');
    printMediclaimReceipt('en', { copy: 2 });
    const sheet = await screen.findByRole('article', { name: 'मेडिक्लेम शुल्क रसीद' });
    expect(await within(sheet).findByText('DUPLICATE — copy 2')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(/^Mediclaim Subscription Receipt$/);
    expect(within(sheet).getByText('One Lakh Twenty Five Thousand Rupees Only')).toBeInTheDocument();
    expect(within(sheet).getByRole('table', { name: 'रसीद का विवरण' })).toHaveTextContent(/Receipt No/);
    expect(within(sheet).getByRole('table', { name: 'राशियाँ' })).toBeInTheDocument();
    expect(within(sheet).getByRole('figure', { name: 'जाँच का QR कोड' })).toHaveTextContent(/Verify this receipt at/);
    expect(sheet.textContent).not.toMatch(DEVANAGARI);
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/check-mediclaim-membership?id=8');
  });
});

describe('the printed glossary', () => {
  it('gives every printed word its Hindi, in Devanagari', () => {
    for (const [english, hindi] of Object.entries(PRINTED_HINDI)) {
      expect(hindi, english).toMatch(DEVANAGARI);
    }
  });
});
