import { screen } from '@testing-library/react';
import type { DepositRow } from '@trust/contract/cashbook';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import DepositSlip from './deposit-slip';

const slip: DepositRow = {
  id: 3,
  day: '2026-11-20',
  bank: 'State Bank',
  slip_number: '4411',
  deposit_date: '2026-11-21',
  cash: 1100,
  total: 2600,
  deposited_by: 'Asha Patil',
  deposited_at: '2026-11-21T05:00:00.000Z',
  credited_on: null,
  credited_by: null,
  cheques: [
    {
      receipt_no: 'MS/2026-27/00012',
      member_id: '8',
      member_name: 'Ravi Kumar',
      amount: 1500,
      cheque_number: '000123',
      drawn_on: 'HDFC',
    },
  ],
};

describe('a deposit slip', () => {
  it('is framed in हिन्दी for a user who chose it, its sheet in the trust’s receipt languages', async () => {
    await showIn('hi');
    mockApi({ 'GET cashbook/deposits/3': slip });
    renderWithProviders(<DepositSlip />, { route: '/deposit-slip/3', path: '/deposit-slip/:id' });
    expect(await screen.findByRole('article', { name: 'बैंक जमा पर्ची' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'जमा का विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'चेक और नकद' })).toHaveTextContent('₹2,600');
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/cash-book/2026-11-20');
  });

  it('says in हिन्दी that a slip is not found', async () => {
    await showIn('hi');
    mockApi({ 'GET cashbook/deposits/9': { status: 404, body: { error: true, message: 'Deposit Not Found!' } } });
    renderWithProviders(<DepositSlip />, { route: '/deposit-slip/9', path: '/deposit-slip/:id' });
    expect(await screen.findByText('जमा नहीं मिला!')).toBeInTheDocument();
  });
});
