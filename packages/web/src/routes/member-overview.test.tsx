import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@trust/contract/dashboard';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import type { MemberRow } from '@trust/contract/member';
import type { MemberOverview as Overview } from '@trust/contract/overview';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { catchDownloads, heldAbout } from '../test/downloads';
import { mockApi, renderWithProviders } from '../test/render';
import { NOT_BOUNCED } from '../test/rows';
import MemberOverview from './member-overview';
import ReminderLetter from './reminder-letter';

const today = todayInIndia();
const lapsed = addDays(today, -5);

const member: MemberRow = {
  ID_NUMBER: '7',
  MEMBER_NAME: 'Meena Joshi',
  TICKET_NUMBER: '77-7',
  DEPARTMENT: 'STORES',
  DATE_OF_BIRTH: '1980-03-15',
  AGE: '46',
  DATE_OF_RETIREMENT: '2040-03-31',
  MOBILE: '9822001122',
  SEX: 'FEMALE',
  BLOOD_GROUP: 'O+VE',
  ORGANISATION: 'CENTRAL RAILWAY',
  ADDRESS: '3 Yard Road, Pune',
  RECOMMENDER: '',
  RECOMMENDER_FORM_NUMBER: '',
  WHATSAPP: '',
  EMAIL: 'meena@example.in',
  JOB_PROFILE: 'CLERK',
  ANNUAL_INCOME: '400000',
  ICARD_NO: 'IC7',
  NOMINEE_NAME: 'ASHA',
  NOMINEE_RELATION: 'DAUGHTER',
  NOMINEE_DOB: '2005-01-01',
  NOMINEE_GUARDIAN: '',
  FAMILY_GROUP: '1+1',
  REMARKS: 'YES',
  USER_STATUS: 'Pune camp',
  REGISTRATION_DATE: '2020-01-01',
};

const overview: Overview = {
  member,
  dependents: [
    {
      NO: 11,
      ID: '7',
      DEPENDENT_NAME: 'Ravi Joshi',
      RELATION: 'SON',
      MEMBER_NAME: 'Meena Joshi',
      DOB: '2010-03-04',
      AGE: '16',
      SEX: 'MALE',
      BLOOD_GROUP: 'YES',
      JOB_PROFILE: 'STUDENT',
      ANNUAL_INCOME: '0',
      ICARD_NO: 'D1',
    },
  ],
  membership: {
    STATUS: 'EXPIRED',
    ISSUE_DATE: '2025-01-10',
    EXPIRY_DATE: lapsed,
    RECEIPT_NO: 'MS/2024-25/00003',
    BOUNCED: null,
  },
  mediclaim: { STATUS: 'EXPIRED', ISSUE_DATE: null, EXPIRY_DATE: null, RECEIPT_NO: null, BOUNCED: null },
  membershipPayments: [
    {
      ID_NUMBER: '7',
      MODE_OF_PAYMENT: 'CASH',
      REFERENCE_NUMBER: '',
      ISSUE_DATE: '2025-06-01',
      EXPIRY_DATE: '2025-12-31',
      BANK: '',
      BRANCH: '',
      AMOUNT: 600,
      REMARKS: 0,
      STATUS: 'RESET',
      RESET_REASON: 'Entered for the wrong member',
      RESET_BY: 'Asha Patil',
      RESET_AT: '2025-06-02T05:00:00.000Z',
      ...NOT_BOUNCED,
      RECEIPT_NO: 'MS/2025-26/00009',
    },
    {
      ID_NUMBER: '7',
      MODE_OF_PAYMENT: 'UPI',
      REFERENCE_NUMBER: '',
      ISSUE_DATE: '2025-01-10',
      EXPIRY_DATE: lapsed,
      BANK: '',
      BRANCH: '',
      AMOUNT: 600,
      REMARKS: 50,
      STATUS: 'EXPIRED',
      RESET_REASON: null,
      RESET_BY: null,
      RESET_AT: null,
      ...NOT_BOUNCED,
      RECEIPT_NO: 'MS/2024-25/00003',
    },
  ],
  mediclaimPayments: [],
  miscReceipts: [],
  gpaRecords: [],
  dependentGpaRecords: [],
  prints: [
    { receipt_no: 'MS/2024-25/00003', document: 'RECEIPT', prints: 2 },
    { receipt_no: 'MS/2024-25/00003', document: 'REGISTRATION', prints: 5 },
  ],
  audit: {
    data: [
      {
        id: 5,
        at: '2026-01-10T05:30:00.000Z',
        actor: 'clerk@trust.test',
        action: 'UPDATE',
        entity: 'member',
        entity_id: '7',
        member_id: '7',
        before: { mobile: '9000000000' },
        after: { mobile: '9822001122' },
      },
    ],
    total: 1,
  },
};

function open(id = '7') {
  return renderWithProviders(<MemberOverview />, { route: `/member/${id}`, path: '/member/:id' });
}

describe('Member overview', () => {
  it('shows the member, the subscriptions with reminders, payments with RESET, and the actions', async () => {
    mockApi({
      'GET member-overview/7': overview,
      'GET settings': {
        trustName: 'Railway Employees Welfare Trust',
        trustAddress: '',
        membershipPrefix: 'REWT/',
        version: '',
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Meena Joshi' })).toBeInTheDocument();
    expect(screen.getByText('3 Yard Road, Pune')).toBeInTheDocument();
    expect(await screen.findByText(/Membership No REWT\/7/)).toBeInTheDocument();

    const membership = screen.getByRole('group', { name: 'Membership' });
    expect(within(membership).getByText(`Expired on ${formatDisplayDate(lapsed)}`)).toBeInTheDocument();
    const whatsapp = within(membership).getByRole('link', { name: /WhatsApp reminder to Meena Joshi/ });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/919822001122?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toBe(
      'Dear Meena Joshi, this is a gentle reminder from Railway Employees Welfare Trust that your membership ' +
        `subscription expired on ${formatDisplayDate(lapsed)}. Kindly renew at your earliest convenience. Thank you.`,
    );
    expect(within(membership).getByRole('link', { name: /Reminder letter/ })).toHaveAttribute(
      'href',
      '/reminder-letter/7?kind=membership',
    );
    expect(within(screen.getByRole('group', { name: 'Mediclaim' })).getByText('Never paid')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/update-member/7');
    expect(screen.getByRole('link', { name: 'Renew Membership' })).toHaveAttribute('href', '/renew-subscription/7');
    expect(screen.getByRole('link', { name: 'Renew Mediclaim' })).toHaveAttribute('href', '/renew-membership/7');
    // 1+1 allows one dependent, and there is one.
    // Still reachable by keyboard, so its reason can be read: aria-disabled rather than disabled.
    const addDependent = screen.getByRole('button', { name: 'Add Dependent' });
    expect(addDependent).toHaveAttribute('aria-disabled', 'true');
    expect(addDependent).toHaveAccessibleDescription('MAX DEPENDENTS REACHED!');

    const payments = screen.getByRole('table', { name: 'Membership payments' });
    const reset = within(payments).getByText('MS/2025-26/00009').closest('tr') as HTMLElement;
    expect(within(reset).getByText('RESET')).toBeInTheDocument();
    expect(within(reset).getByText('Entered for the wrong member — Asha Patil, 02/06/2025 10:30')).toBeInTheDocument();
    // The Printed column: how often each receipt was printed, 0 for one never printed.
    const printedAt = within(payments)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'PRINTED');
    expect(reset.querySelectorAll('td')[printedAt]).toHaveTextContent(/^0$/);
    const paid = within(payments).getByText('MS/2024-25/00003').closest('tr') as HTMLElement;
    expect(paid.querySelectorAll('td')[printedAt]).toHaveTextContent(/^2$/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Dependents/ }));
    expect(await screen.findByText('Ravi Joshi')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /History/ }));
    const history = await screen.findByRole('table', { name: 'History' });
    expect(within(history).getByText('clerk@trust.test')).toBeInTheDocument();
    expect(within(history).getByText(/9000000000 → 9822001122/)).toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: its actions, subscriptions, particulars, tables and history', async () => {
    await showIn('hi');
    mockApi({
      'GET member-overview/7': overview,
      'GET settings': { trustName: 'Trust', trustAddress: '', membershipPrefix: 'REWT/', version: '' },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'सदस्य का विवरण' })).toBeInTheDocument();
    expect(await screen.findByText('आईडी 7 · सदस्यता संख्या REWT/7')).toBeInTheDocument();
    const membership = screen.getByRole('group', { name: 'सदस्यता' });
    expect(within(membership).getByText(`${formatDisplayDate(lapsed)} को समाप्त`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'मेडिक्लेम' })).getByText('कभी भुगतान नहीं हुआ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपादित करें' })).toHaveAttribute('href', '/update-member/7');
    expect(screen.getByRole('button', { name: 'आश्रित जोड़ें' })).toHaveAccessibleDescription('अधिकतम आश्रित जुड़ चुके हैं!');
    const details = screen.getByRole('group', { name: 'विवरण' });
    for (const label of ['मोबाइल', 'पता', 'परिवार समूह', 'नामांकित व्यक्ति का अभिभावक']) {
      expect(within(details).getByText(label)).toBeInTheDocument();
    }
    const payments = screen.getByRole('table', { name: 'सदस्यता के भुगतान' });
    for (const header of ['रसीद नंबर', 'जारी तिथि', 'भुगतान का तरीका', 'पुस्तिका शुल्क', 'प्रिंट']) {
      expect(within(payments).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('मेडिक्लेम का कोई भुगतान दर्ज नहीं')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /इतिहास/ }));
    const history = await screen.findByRole('table', { name: 'इतिहास' });
    expect(within(history).getByRole('columnheader', { name: 'किसने' })).toBeInTheDocument();
  });

  it('lists the member\u2019s reminders in their tab, counted', async () => {
    mockApi({
      'GET member-overview/7': overview,
      'GET members/7/reminders': {
        data: [
          {
            id: 3,
            purpose: 'reminder',
            memberId: '7',
            memberName: 'Meena Joshi',
            kind: 'membership',
            expiryDate: lapsed,
            dayOffset: 0,
            channel: 'email',
            receiptId: null,
            runId: 1,
            state: 'failed',
            reason: '550 mailbox unavailable',
            attempts: 3,
            nextAttemptAt: null,
            providerId: null,
            createdAt: '2026-11-27T04:30:00.000Z',
            sentAt: null,
            handSentBy: null,
            requestedBy: null,
          },
        ],
      },
    });
    open();
    const tab = await screen.findByRole('tab', { name: /Reminders\s*1/ });
    await userEvent.setup().click(tab);
    const reminders = await screen.findByRole('table', { name: 'Reminders' });
    expect(within(reminders).getByText('550 mailbox unavailable (3 tries)')).toBeInTheDocument();
    expect(within(reminders).getByText('On the day')).toBeInTheDocument();
  });

  it('says Member Not Found! for an unknown member', async () => {
    mockApi({ 'GET member-overview/404': { status: 404, body: { error: true, message: 'Member Not Found!' } } });
    open('404');
    expect(await screen.findByText('Member Not Found!')).toBeInTheDocument();
  });

  it('lets an admin export the member’s personal data as the file the server sends', async () => {
    const personalData = heldAbout('7');
    const fetchMock = mockApi({ 'GET member-overview/7': overview, 'GET master/7/personal-data': personalData });
    const saved = catchDownloads();
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('member-7-personal-data.json');
    expect(JSON.parse((await saved[0]?.text) ?? '')).toEqual(personalData);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/master/7/personal-data');
    expect(call?.[1]?.method).toBe('GET');
  });

  it('says why an export failed', async () => {
    mockApi({
      'GET member-overview/7': overview,
      'GET master/7/personal-data': { status: 403, body: { error: true, message: 'Only an admin can do this' } },
    });
    const saved = catchDownloads();
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export personal data' }));
    expect(await screen.findByText('Only an admin can do this')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('saves nothing when the export is not what the contract declares', async () => {
    mockApi({ 'GET member-overview/7': overview, 'GET master/7/personal-data': { member: {} } });
    const saved = catchDownloads();
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export personal data' }));
    expect(await screen.findByText(/The server sent an answer this screen cannot read/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('offers the export to admins only', async () => {
    mockApi({ 'GET member-overview/7': overview });
    renderWithProviders(<MemberOverview />, { route: '/member/7', path: '/member/:id', role: 'STAFF' });
    expect(await screen.findByRole('heading', { name: 'Meena Joshi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export personal data' })).not.toBeInTheDocument();
  });
});

describe('Reminder letter', () => {
  function letterIn(receiptLanguages: 'en' | 'hi' | 'en+hi') {
    mockApi({
      'GET member-overview/7': overview,
      'GET settings': {
        trustName: 'Railway Employees Welfare Trust',
        trustAddress: '',
        trustNameHindi: 'रेलवे कर्मचारी कल्याण ट्रस्ट',
        trustAddressHindi: '',
        receiptLanguages,
        membershipPrefix: 'REWT/',
        version: '',
      },
    });
    renderWithProviders(<ReminderLetter />, {
      route: '/reminder-letter/7?kind=membership',
      path: '/reminder-letter/:id',
    });
  }
  const expired = `expired on ${formatDisplayDate(lapsed)}`;

  it('is in English alone by default', async () => {
    letterIn('en');
    const sheet = await screen.findByRole('article', { name: 'Renewal Reminder' });
    expect(await within(sheet).findByText(new RegExp(`membership subscription ${expired}`))).toBeInTheDocument();
    expect(within(sheet).getByText('Subject: Renewal of your Membership subscription')).toBeInTheDocument();
    expect(sheet.textContent).not.toMatch(/[\u0900-\u097F]/);
  });

  it('says the same in Hindi under the English on one sheet', async () => {
    letterIn('en+hi');
    const sheet = await screen.findByRole('article', { name: 'Renewal Reminder' });
    expect(await within(sheet).findByText('रेलवे कर्मचारी कल्याण ट्रस्ट की ओर से')).toBeInTheDocument();
    expect(within(sheet).getByText(new RegExp(`membership subscription ${expired}`))).toBeInTheDocument();
    expect(
      within(sheet).getByText(
        `रेलवे कर्मचारी कल्याण ट्रस्ट की ओर से यह विनम्र अनुस्मारक है कि आपकी सदस्यता ${formatDisplayDate(lapsed)} को समाप्त हो गई है। कृपया शीघ्र नवीनीकरण कराएँ। धन्यवाद।`,
      ),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('विषय: आपकी सदस्यता का नवीनीकरण')).toBeInTheDocument();
    expect(within(sheet).getByText(/^Membership No \/ सदस्यता संख्या: REWT\/7$/)).toBeInTheDocument();
  });

  it('is in Hindi alone when the trust prints Hindi', async () => {
    letterIn('hi');
    const sheet = await screen.findByRole('article', { name: 'Renewal Reminder' });
    expect(await within(sheet).findByText('विषय: आपकी सदस्यता का नवीनीकरण')).toBeInTheDocument();
    expect(within(sheet).queryByText(/Subject|Yours faithfully|Dear/)).not.toBeInTheDocument();
    expect(within(sheet).getByText('प्रिय Meena Joshi,')).toBeInTheDocument();
  });
});
