import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashbookMessages } from '@trust/contract/cashbook';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import CheckMediclaimMembership from './check-mediclaim-membership';
import CheckSubscriptionStatus from './check-subscription-status';
import PastPayment from './past-payment';
import PastSubscription from './past-subscription';

const row = {
  ID_NUMBER: '7',
  MEMBER_NAME: 'Asha Rao',
  MOBILE: '9822001122',
  EMAIL: 'asha@example.in',
  issue_date: '2026-05-02',
  amount: 1200,
  TICKET_NUMBER: 'T-7',
  BOUNCED: null,
};

describe('the status searches', () => {
  it.each([
    ['mediclaim', CheckMediclaimMembership, '/check-mediclaim-membership', 'mediclaim/status'],
    ['membership', CheckSubscriptionStatus, '/check-subscription-status', 'subscription/status'],
  ])(
    'say No Match found!! for an unknown ID and No Member Found! only when the %s request fails',
    async (_kind, Screen, path, api) => {
      mockApi({
        [`GET ${api}/404`]: { error: true, data: [] },
        [`GET ${api}/500`]: { status: 500, body: { error: true, message: 'Internal Server Error' } },
      });
      const unknown = renderWithProviders(<Screen />, { route: `${path}?id=404` });
      expect(await screen.findByText('No Match found!!')).toBeInTheDocument();
      expect(screen.queryByText('No Member Found!')).not.toBeInTheDocument();
      unknown.unmount();
      renderWithProviders(<Screen />, { route: `${path}?id=500` });
      expect(await screen.findByText('No Member Found!')).toBeInTheDocument();
      expect(screen.queryByText('No Match found!!')).not.toBeInTheDocument();
    },
  );

  it('offers the mediclaim renewal, both receipts and reset for an ACTIVE mediclaim, renewal alone once EXPIRED', async () => {
    mockApi({
      'GET mediclaim/status/7': { data: [{ ...row, STATUS: 'ACTIVE' }] },
      'GET mediclaim/status/8': { data: [{ ...row, ID_NUMBER: '8', STATUS: 'EXPIRED' }] },
    });
    const active = renderWithProviders(<CheckMediclaimMembership />, { route: '/check-mediclaim-membership?id=7' });
    const activeRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(activeRow).getByRole('button', { name: 'RENEW' })).toBeDisabled();
    expect(within(activeRow).getByRole('button', { name: 'PRINT' })).toBeEnabled();
    expect(within(activeRow).getByRole('button', { name: 'RESET' })).toBeEnabled();
    expect(within(activeRow).getByText('₹1,200')).toBeInTheDocument();
    expect(within(activeRow).getByText('02/05/2026')).toBeInTheDocument();
    active.unmount();

    renderWithProviders(<CheckMediclaimMembership />, { route: '/check-mediclaim-membership?id=8' });
    const expiredRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(expiredRow).getByRole('link', { name: 'RENEW' })).toHaveAttribute('href', '/renew-membership/8');
    expect(within(expiredRow).getByRole('button', { name: 'PRINT' })).toBeDisabled();
    expect(within(expiredRow).getByRole('button', { name: 'RESET' })).toBeDisabled();
  });

  it('are in हिन्दी for a user who chose it: titles, columns, actions and receipts', async () => {
    await showIn('hi');
    mockApi({
      'GET mediclaim/status/7': { data: [{ ...row, STATUS: 'ACTIVE' }] },
      'GET subscription/status/8': {
        data: [{ ...row, ID_NUMBER: '8', STATUS: 'EXPIRED', remarks: 50, mode_of_payment: 'CASH' }],
      },
    });
    const mediclaim = renderWithProviders(<CheckMediclaimMembership />, { route: '/check-mediclaim-membership?id=7' });
    expect(screen.getByRole('heading', { name: 'मेडिक्लेम सदस्यता जाँचें' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('आईडी नंबर लिखें')).toBeInTheDocument();
    const activeRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(activeRow).getByRole('button', { name: 'नवीनीकरण करें' })).toBeDisabled();
    for (const header of ['नाम', 'जारी तिथि', 'स्थिति', 'टिकट नंबर', 'कार्रवाई']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.setup().click(within(activeRow).getByRole('button', { name: 'प्रिंट करें' }));
    expect(await screen.findByRole('menuitem', { name: 'भुगतान की रसीद' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'पंजीकरण की रसीद' })).toBeInTheDocument();
    mediclaim.unmount();

    renderWithProviders(<CheckSubscriptionStatus />, { route: '/check-subscription-status?id=8' });
    expect(screen.getByRole('heading', { name: 'सदस्यता की स्थिति जाँचें' })).toBeInTheDocument();
    const expiredRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(expiredRow).getByRole('link', { name: 'नवीनीकरण करें' })).toHaveAttribute(
      'href',
      '/renew-subscription/8',
    );
    expect(screen.getByRole('table', { name: 'सदस्यता शुल्क' })).toBeInTheDocument();
  });

  it.each([
    [PastPayment, 'mediclaim', 'मेडिक्लेम सदस्यता के पिछले भुगतान रिकॉर्ड'],
    [PastSubscription, 'subscription', 'सदस्यता के पिछले भुगतान रिकॉर्ड'],
  ])('show the past payments in हिन्दी, and that no member matched', async (Screen, api, title) => {
    await showIn('hi');
    mockApi({ [`GET ${api}/404`]: { error: true, data: [] } });
    renderWithProviders(<Screen />, { route: '/past?id=404' });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('कोई मेल नहीं मिला!!')).toBeInTheDocument();
  });

  it('prints the membership receipt of any status and renews only what is not ACTIVE', async () => {
    mockApi({
      'GET subscription/status/8': {
        data: [{ ...row, ID_NUMBER: '8', STATUS: 'EXPIRED', remarks: 50, mode_of_payment: 'CASH' }],
      },
    });
    renderWithProviders(<CheckSubscriptionStatus />, { route: '/check-subscription-status?id=8' });
    const expiredRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(expiredRow).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/renew-subscription/8');
    expect(within(expiredRow).getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/print-report/8?type=Membership',
    );
    expect(within(expiredRow).getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: 'ticket number' })).toBeInTheDocument();
  });

  it('resets the mediclaim only with a reason, which it sends, then says Deactivated!', async () => {
    const fetchMock = mockApi({
      'GET mediclaim/status/7': { data: [{ ...row, STATUS: 'ACTIVE' }] },
      'DELETE mediclaim/deactivate/7': { error: false },
    });
    renderWithProviders(<CheckMediclaimMembership />, { route: '/check-mediclaim-membership?id=7' });
    const user = userEvent.setup();
    const activeRow = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    await user.click(within(activeRow).getByRole('button', { name: 'RESET' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('This Mediclaim subscription data will still be available in past records'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead.' }));
    expect(await within(dialog).findByText('Reason must be 3 to 200 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'c entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead.' }));
    expect(await screen.findByText('Mediclaim has been Reset.')).toBeInTheDocument();
    const resets = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(resets.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ reason: 'abc entered twice' }]);
  });

  it('flags in red a subscription left unpaid by a bounced cheque, with its receipt, day and reason', async () => {
    mockApi({
      'GET subscription/status/8': {
        data: [
          {
            ...row,
            ID_NUMBER: '8',
            STATUS: 'EXPIRED',
            remarks: 0,
            mode_of_payment: 'CHEQUE',
            BOUNCED: { receipt_no: 'MS/2026-27/00012', date: '2026-11-20', reason: 'Insufficient funds' },
          },
        ],
      },
    });
    renderWithProviders(<CheckSubscriptionStatus />, { route: '/check-subscription-status?id=8' });
    const flag = await screen.findByRole('alert');
    expect(flag).toHaveTextContent(
      cashbookMessages.bouncedFlag('MS/2026-27/00012', '2026-11-20', 'Insufficient funds'),
    );
    expect(flag).toHaveTextContent('Cheque bounced: receipt MS/2026-27/00012 on 20/11/2026 (Insufficient funds)');
  });
});
