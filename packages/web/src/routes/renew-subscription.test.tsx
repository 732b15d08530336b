import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import RenewSubscription from './renew-subscription';

const member = {
  DATE_OF_BIRTH: '1980-03-15',
  family_group: '1+3',
  STATUS: 'EXPIRED',
  amount: 4500,
  REMARKS: 'Pune camp',
};

function open() {
  return renderWithProviders(<RenewSubscription />, {
    route: '/renew-subscription/7',
    path: '/renew-subscription/:id',
  });
}

function sentBody(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('Renew membership subscription', () => {
  it('shows the member, prefills the amount and sends an empty book fee as 0', async () => {
    const fetchMock = mockApi({
      'GET master/group/7': { data: [member] },
      'GET master/subscription/amount': { data: [{ AMOUNT: 300 }] },
      'POST subscription/activate/7': { status: 201, body: { id: 1, receipt_no: 'MS/2026-27/00001' } },
      'GET mediclaim/status/7': {
        data: [
          {
            ID_NUMBER: '7',
            MEMBER_NAME: 'Asha Rao',
            MOBILE: '9822001122',
            EMAIL: '',
            issue_date: null,
            amount: null,
            STATUS: 'EXPIRED',
            TICKET_NUMBER: '',
          },
        ],
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Member ID: 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Membership Status: EXPIRED' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Remarks: Pune camp' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('300');
    const submit = screen.getByRole('button', { name: 'Renew Membership' });
    const user = userEvent.setup();
    await user.click(submit);
    expect(await screen.findByText('Mode Of Payment Is Required Field')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Mode of Payment/)).toHaveFocus());
    expect(sentBody(fetchMock)).toBeUndefined();

    await user.selectOptions(screen.getByLabelText(/^Mode of Payment/), 'UPI');
    await user.click(submit);

    expect(await screen.findByText('Membership Renewal Successful')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({ id_number: '7', mode_of_payment: 'UPI', amount: 300, remarks: 0 });
    // The mediclaim waits on this membership: it is offered next, before the receipt and home.
    expect(screen.getByRole('button', { name: 'Renew Mediclaim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew Mediclaim' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('refuses a book fee that is not a number', async () => {
    mockApi({
      'GET master/group/7': { data: [member] },
      'GET master/subscription/amount': { data: [{ AMOUNT: 300 }] },
    });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Book Fee/), '5o');
    expect(await screen.findByText('Book Fee In Number Only')).toBeInTheDocument();
  });

  it("shows the server's message when the renewal is refused", async () => {
    mockApi({
      'GET master/group/7': { data: [{ ...member, STATUS: 'ACTIVE' }] },
      'GET master/subscription/amount': { data: [{ AMOUNT: 300 }] },
      'POST subscription/activate/7': {
        status: 409,
        body: {
          error: true,
          message: 'Membership is already ACTIVE until 31/12/2026; it can be renewed once it expires',
        },
      },
    });
    open();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Mode of Payment/), 'CASH');
    await user.click(screen.getByRole('button', { name: 'Renew Membership' }));
    expect(
      await screen.findByText('Membership is already ACTIVE until 31/12/2026; it can be renewed once it expires'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Membership Renewal Successful')).not.toBeInTheDocument();
  });
});
