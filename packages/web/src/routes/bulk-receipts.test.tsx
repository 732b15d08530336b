import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { bulkBatchOf } from '../test/rows';
import BulkReceipts from './bulk-receipts';

const batch = bulkBatchOf(
  'MEDICLAIM',
  [
    ['101', 'Asha Patil'],
    ['102', 'Ravi Kumar'],
  ],
  { mode_of_payment: 'FUND TRANSFER', reference_number: 'PAYROLL-11', amount: 9000, group: 'GROUP IA' },
);

const printsOf = (no: string) => `receipts/${encodeURIComponent(no)}/prints`;
const printed = (no: string, copy: number) => ({ receipt_no: no, document: 'RECEIPT', prints: copy, copy });

afterEach(() => vi.unstubAllGlobals());

describe('the batch print', () => {
  it('is in हिन्दी for a user who chose it: the count of the batch and its buttons', async () => {
    await showIn('hi');
    mockApi({ 'GET renewals/bulk/7': batch });
    renderWithProviders(<BulkReceipts />, { route: '/bulk-receipts/7', path: '/bulk-receipts/:id' });
    expect(await screen.findByText('बैच 7 की 2 रसीदें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/bulk-renewal');
  });

  it('prints every receipt of the batch as the single mediclaim receipt, counting each print first', async () => {
    const print = vi.fn();
    window.print = print as unknown as typeof window.print;
    const fetchMock = mockApi({
      'GET renewals/bulk/7': batch,
      [`POST ${printsOf('MC/2026-27/00001')}`]: { status: 201, body: printed('MC/2026-27/00001', 1) },
      [`POST ${printsOf('MC/2026-27/00002')}`]: { status: 201, body: printed('MC/2026-27/00002', 2) },
    });
    renderWithProviders(<BulkReceipts />, { route: '/bulk-receipts/7', path: '/bulk-receipts/:id' });
    const sheets = await screen.findAllByRole('article', { name: 'Mediclaim Subscription Receipt' });
    expect(sheets).toHaveLength(2);
    const first = sheets[0] as HTMLElement;
    expect(within(first).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(first).getByText('25/11/2026 to 30/04/2027')).toBeInTheDocument();
    expect(within(first).getByText('Mediclaim Subscription (GROUP IA)')).toBeInTheDocument();
    expect(within(first).getByText('Nine Thousand Rupees Only')).toBeInTheDocument();
    expect(screen.getByText('2 receipts of batch 7')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual([`/api/${printsOf('MC/2026-27/00001')}`, `/api/${printsOf('MC/2026-27/00002')}`]);
    expect(within(sheets[1] as HTMLElement).getByText('DUPLICATE — copy 2')).toBeInTheDocument();
    expect(within(first).queryByText(/DUPLICATE/)).not.toBeInTheDocument();
  });
});
