import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf, miscReceiptOf, NOT_BOUNCED } from '../test/rows';
import PrintMiscReport from './print-misc-report';
import PrintReport from './print-report';

const membership = {
  ID_NUMBER: '7',
  MODE_OF_PAYMENT: 'UPI',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: '2026-05-02',
  EXPIRY_DATE: '2027-03-31',
  BANK: '',
  BRANCH: '',
  AMOUNT: 100,
  REMARKS: 0,
  STATUS: 'ACTIVE',
  RESET_REASON: null,
  RESET_BY: null,
  RESET_AT: null,
  ...NOT_BOUNCED,
  RECEIPT_NO: 'MS/2026-27/00042',
  verify_code: 'MS42-ABCDE-FGHJK',
};
const pastRecords = {
  data: [
    {
      ...memberRowOf({ ID_NUMBER: '7', MEMBER_NAME: 'Asha Rao' }),
      DEPENDENT_COUNT: 0,
      MEDICLAIM: null,
      SUBSCRIPTION: membership,
    },
  ],
};
const PRINTS = 'receipts/MS%2F2026-27%2F00042/prints';
const printed = (copy: number) => ({ receipt_no: 'MS/2026-27/00042', document: 'RECEIPT', prints: copy, copy });

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  window.print = print as unknown as typeof window.print;
});
afterEach(() => vi.unstubAllGlobals());

describe('printing a receipt from the record', () => {
  it('ignores a book fee in the address: the total is the recorded one', async () => {
    mockApi({ 'GET print/pastRecords7': pastRecords, [`GET ${PRINTS}?document=RECEIPT`]: { ...printed(0), copy: 1 } });
    renderWithProviders(<PrintReport />, {
      route: '/print-report/7?type=Membership&bookFee=99999',
      path: '/print-report/:id',
    });
    const amounts = await screen.findByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByText('Book Fee').closest('tr')).toHaveTextContent('₹0');
    expect(amounts.querySelector('tfoot')).toHaveTextContent('₹100');
    expect(screen.queryByText(/99,999/)).not.toBeInTheDocument();
  });

  it('carries the QR code of its verification page and the short address under it', async () => {
    mockApi({ 'GET print/pastRecords7': pastRecords, [`GET ${PRINTS}?document=RECEIPT`]: { ...printed(0), copy: 1 } });
    renderWithProviders(<PrintReport />, { route: '/print-report/7?type=Membership', path: '/print-report/:id' });
    const verification = await screen.findByRole('figure', { name: 'Verification QR code' });
    const url = `${window.location.origin}/verify/MS42-ABCDE-FGHJK`;
    const qr = within(verification).getByRole('img', { name: `QR code of ${url}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(verification).toHaveTextContent(`Verify this receipt at${window.location.host}/verify/MS42-ABCDE-FGHJK`);
  });

  it('records each print before printing; the second carries DUPLICATE — copy 2', async () => {
    const fetchMock = mockApi({
      'GET print/pastRecords7': pastRecords,
      [`GET ${PRINTS}?document=RECEIPT`]: { ...printed(0), copy: 1 },
      [`POST ${PRINTS}`]: { status: 201, body: printed(1) },
    });
    renderWithProviders(<PrintReport />, { route: '/print-report/7?type=Membership', path: '/print-report/:id' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Amounts' });
    const button = screen.getByRole('button', { name: 'Print' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await user.click(button);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/DUPLICATE/)).not.toBeInTheDocument();

    mockApi({ [`POST ${PRINTS}`]: { status: 201, body: printed(2) } });
    await user.click(button);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(screen.getByText('DUPLICATE — copy 2')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ document: 'RECEIPT' });
  });

  it("counts the browser's own print once, showing the copy it expects", async () => {
    const fetchMock = mockApi({
      'GET print/pastRecords7': pastRecords,
      [`GET ${PRINTS}?document=RECEIPT`]: { ...printed(2), copy: 3 },
      [`POST ${PRINTS}`]: { status: 201, body: printed(3) },
    });
    renderWithProviders(<PrintReport />, { route: '/print-report/7?type=Membership', path: '/print-report/:id' });
    expect(await screen.findByText('DUPLICATE — copy 3')).toBeInTheDocument();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length).toBe(1));
    expect(screen.getByText('DUPLICATE — copy 3')).toBeInTheDocument();
  });

  it('does not print when the print cannot be recorded', async () => {
    mockApi({
      'GET print/pastRecords7': pastRecords,
      [`GET ${PRINTS}?document=RECEIPT`]: { ...printed(0), copy: 1 },
      [`POST ${PRINTS}`]: { status: 500, body: { error: true, message: 'Internal Server Error' } },
    });
    renderWithProviders(<PrintReport />, { route: '/print-report/7?type=Membership', path: '/print-report/:id' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Amounts' });
    const button = screen.getByRole('button', { name: 'Print' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await user.click(button);
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('prints a void receipt CANCELLED, with the reason and who voided it', async () => {
    mockApi({
      'GET misc/report/3?memberId=7': {
        data: [
          miscReceiptOf({
            id: 3,
            member_id: '7',
            receipt_no: 'MI/2026-27/00003',
            STATUS: 'VOID',
            VOID_REASON: 'Paid twice by mistake',
            VOIDED_BY: 'Asha Patil',
            VOIDED_AT: '2026-06-03T05:00:00.000Z',
          }),
        ],
      },
      'GET receipts/MI%2F2026-27%2F00003/prints?document=RECEIPT': {
        receipt_no: 'MI/2026-27/00003',
        document: 'RECEIPT',
        prints: 0,
        copy: 1,
      },
    });
    renderWithProviders(<PrintMiscReport />, {
      route: '/print-misc-report/3?memberId=7',
      path: '/print-misc-report/:id',
    });
    expect(
      await screen.findByText('CANCELLED: Voided by Asha Patil, 03/06/2026 10:30. Reason: Paid twice by mistake'),
    ).toBeInTheDocument();
    expect(screen.getByText('CANCELLED')).toBeInTheDocument();
  });

  it("prints a receipt whose cheque bounced BOUNCED, with the bank's reason and who recorded it", async () => {
    mockApi({
      'GET misc/report/4?memberId=7': {
        data: [
          miscReceiptOf({
            id: 4,
            member_id: '7',
            receipt_no: 'MI/2026-27/00004',
            mode_of_payment: 'CHEQUE',
            STATUS: 'BOUNCED',
            BOUNCE_DATE: '2026-06-10',
            BOUNCE_REASON: 'Insufficient funds',
            BOUNCED_BY: 'Asha Patil',
            BOUNCED_AT: '2026-06-10T05:00:00.000Z',
          }),
        ],
      },
      'GET receipts/MI%2F2026-27%2F00004/prints?document=RECEIPT': {
        receipt_no: 'MI/2026-27/00004',
        document: 'RECEIPT',
        prints: 0,
        copy: 1,
      },
    });
    renderWithProviders(<PrintMiscReport />, {
      route: '/print-misc-report/4?memberId=7',
      path: '/print-misc-report/:id',
    });
    expect(
      await screen.findByText('BOUNCED: Cheque bounced by Asha Patil, 10/06/2026 10:30. Reason: Insufficient funds'),
    ).toBeInTheDocument();
    expect(screen.getByText('BOUNCED')).toBeInTheDocument();
  });
});
