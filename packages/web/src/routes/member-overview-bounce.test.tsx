import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashbookMessages } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import type { MemberOverview as Overview } from '@trust/contract/overview';
import type { Role } from '@trust/contract/roles';
import type { MembershipReceiptRow } from '@trust/contract/subscription';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf, NOT_BOUNCED } from '../test/rows';
import MemberOverview from './member-overview';

const today = todayInIndia();
const year = today.slice(0, 4);

const payment = (fields: Partial<MembershipReceiptRow>): MembershipReceiptRow => ({
  ID_NUMBER: '8',
  MODE_OF_PAYMENT: 'CHEQUE',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: today,
  EXPIRY_DATE: `${year}-12-31`,
  BANK: '',
  BRANCH: '',
  AMOUNT: 600,
  REMARKS: 0,
  STATUS: 'ACTIVE',
  RESET_REASON: null,
  RESET_BY: null,
  RESET_AT: null,
  ...NOT_BOUNCED,
  RECEIPT_NO: 'MS/2026-27/00012',
  ...fields,
});

const overview = (payments: MembershipReceiptRow[], flagged = false): Overview => ({
  member: memberRowOf({ ID_NUMBER: '8', MEMBER_NAME: 'Ravi Kumar' }),
  dependents: [],
  membership: {
    STATUS: flagged ? 'EXPIRED' : 'ACTIVE',
    ISSUE_DATE: flagged ? null : today,
    EXPIRY_DATE: flagged ? null : `${year}-12-31`,
    RECEIPT_NO: flagged ? null : 'MS/2026-27/00012',
    BOUNCED: flagged ? { receipt_no: 'MS/2026-27/00012', date: today, reason: 'Insufficient funds' } : null,
  },
  mediclaim: { STATUS: 'EXPIRED', ISSUE_DATE: null, EXPIRY_DATE: null, RECEIPT_NO: null, BOUNCED: null },
  membershipPayments: payments,
  mediclaimPayments: [],
  miscReceipts: [],
  gpaRecords: [],
  dependentGpaRecords: [],
  prints: [],
  audit: { data: [], total: 0 },
});

const bounceUrl = `POST payments/${encodeURIComponent('MS/2026-27/00012')}/bounce`;

function open(role: Role) {
  return renderWithProviders(<MemberOverview />, { route: '/member/8', path: '/member/:id', role });
}

describe('bouncing a cheque from the member overview', () => {
  it('offers Bounce beside a standing cheque payment to staff, not beside a cash one', async () => {
    mockApi({
      'GET member-overview/8': overview([
        payment({}),
        payment({ RECEIPT_NO: 'MS/2025-26/00003', MODE_OF_PAYMENT: 'CASH', ISSUE_DATE: '2025-04-01' }),
      ]),
    });
    open('STAFF');
    const payments = await screen.findByRole('table', { name: 'Membership payments' });
    expect(within(payments).getAllByRole('button', { name: /^Bounce / })).toHaveLength(1);
    expect(within(payments).getByRole('button', { name: 'Bounce MS/2026-27/00012' })).toBeInTheDocument();
  });

  it('shows no Bounce to a viewer', async () => {
    mockApi({ 'GET member-overview/8': overview([payment({})]) });
    open('VIEWER');
    const payments = await screen.findByRole('table', { name: 'Membership payments' });
    expect(within(payments).queryByRole('button', { name: /Bounce/ })).not.toBeInTheDocument();
  });

  it('requires the mode of a bank charge, then records the bounce and the charge receipt', async () => {
    const fetchMock = mockApi({
      'GET member-overview/8': overview([payment({})]),
      [bounceUrl]: { receipt_no: 'MS/2026-27/00012', charge_receipt_no: 'MI/2026-27/00040' },
    });
    open('STAFF');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bounce MS/2026-27/00012' }));
    const dialog = await screen.findByRole('dialog', { name: cashbookMessages.bounceTitle });
    expect(within(dialog).getByRole('textbox', { name: /Bounce Date/ })).toHaveValue(
      today.split('-').reverse().join('/'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insufficient funds');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank Charge' }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Mark bounced' }));
    expect(await within(dialog).findByText(cashbookMessages.chargeModeRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode Of Payment/ }), 'CASH');
    await user.click(within(dialog).getByRole('button', { name: 'Mark bounced' }));
    expect(await within(dialog).findByText(cashbookMessages.bounced)).toBeInTheDocument();
    expect(within(dialog).getByText(/MI\/2026-27\/00040/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      date: today,
      reason: 'Insufficient funds',
      charge: 250,
      charge_mode: 'CASH',
    });
  });

  it('shows the server refusal in the dialog', async () => {
    mockApi({
      'GET member-overview/8': overview([payment({})]),
      [bounceUrl]: { status: 409, body: { error: true, message: cashbookMessages.notPaid } },
    });
    open('ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bounce MS/2026-27/00012' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Account closed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark bounced' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cashbookMessages.notPaid);
  });

  it('lists a bounced payment as BOUNCED with the reason and flags the subscription', async () => {
    mockApi({
      'GET member-overview/8': overview(
        [
          payment({
            STATUS: 'BOUNCED',
            BOUNCE_DATE: today,
            BOUNCE_REASON: 'Insufficient funds',
            BOUNCED_BY: 'Asha Patil',
            BOUNCED_AT: '2026-11-20T06:00:00.000Z',
          }),
        ],
        true,
      ),
    });
    open('STAFF');
    const membership = await screen.findByRole('group', { name: 'Membership' });
    expect(within(membership).getByRole('alert')).toHaveTextContent(
      cashbookMessages.bouncedFlag('MS/2026-27/00012', today, 'Insufficient funds'),
    );
    const payments = screen.getByRole('table', { name: 'Membership payments' });
    const row = within(payments).getByText('MS/2026-27/00012').closest('tr') as HTMLElement;
    expect(within(row).getByText('BOUNCED')).toBeInTheDocument();
    expect(within(row).getByText(/Insufficient funds — Asha Patil/)).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('button', { name: /Bounce/ })).not.toBeInTheDocument());
  });
});
