import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetApartRow } from '@trust/contract/books';
import { reportPageMessages } from '@trust/contract/report-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { miscReceiptOf } from '../test/rows';
import CollectionReport from './collection-report';
import MiscReports from './misc-reports';

const RANGE = 'fromDate=2026-06-01&toDate=2026-06-30';

const voided: SetApartRow = {
  date: '2026-06-02',
  kind: 'MISC',
  receipt_no: 'MI/2026-27/00002',
  member_id: '1',
  member_name: 'Test Member',
  amount: 700,
  fate: 'VOID',
  reason: 'Paid twice by mistake',
  by: 'Asha Patil',
  at: '2026-06-03T05:00:00.000Z',
};

/** The totals the server sends with a page: a single PAID receipt of `amount`. */
function totalsOf(amount: number, columns: Record<string, number>) {
  const one = (key: string) => [{ key, count: 1, amount }];
  return { byMode: one('CASH'), byKind: one('MISC'), byUser: one('Asha Patil'), total: one('TOTAL')[0], columns };
}

async function getReport() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /From Date/ }), '01/06/2026');
  await user.type(screen.getByRole('textbox', { name: /To Date/ }), '30/06/2026');
  await user.click(screen.getByRole('button', { name: 'Get Reports' }));
}

afterEach(() => vi.restoreAllMocks());

describe('the voided and reset receipts of a report', () => {
  it('are listed apart under the misc report, out of its total', async () => {
    mockApi({
      [`GET misc/report/date?${RANGE}&limit=100&offset=0`]: {
        data: [miscReceiptOf({ subscription_amount: 500 })],
        setApart: [voided],
        setApartLines: 1,
        lines: 1,
        totals: totalsOf(500, { subscription_amount: 500 }),
      },
    });
    renderWithProviders(<MiscReports />);
    await getReport();
    const report = await screen.findByRole('table', { name: 'Miscellaneous Report' });
    const total = report.querySelector('tfoot tr') as HTMLElement;
    expect(total.lastElementChild).toHaveTextContent('₹500');
    expect(within(report).queryByText('MI/2026-27/00002')).not.toBeInTheDocument();
    const apart = screen.getByRole('table', { name: 'VOIDED, RESET AND BOUNCED (not in the totals)' });
    const line = within(apart).getByText('MI/2026-27/00002').closest('tr') as HTMLElement;
    expect(within(line).getByText('₹700')).toBeInTheDocument();
    expect(within(line).getByText('VOID')).toBeInTheDocument();
    expect(within(line).getByText('Paid twice by mistake')).toBeInTheDocument();
    expect(within(line).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(line).getByText('03/06/2026 10:30')).toBeInTheDocument();
  });

  it('shows a page’s first ones with how many there are, and the print lists them all', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const apartNo = (n: number) => ({ ...voided, receipt_no: `MI/2026-27/${String(n).padStart(5, '0')}` });
    mockApi({
      [`GET misc/report/date?${RANGE}&limit=100&offset=0`]: {
        data: [miscReceiptOf({ subscription_amount: 500 })],
        setApart: [apartNo(2), apartNo(3)],
        setApartLines: 3,
        lines: 1,
        totals: totalsOf(500, { subscription_amount: 500 }),
      },
      [`GET misc/report/date?${RANGE}`]: {
        data: [miscReceiptOf({ subscription_amount: 500 })],
        setApart: [apartNo(2), apartNo(3), apartNo(4)],
      },
    });
    renderWithProviders(<MiscReports />);
    await getReport();
    await screen.findByRole('table', { name: 'Miscellaneous Report' });
    expect(screen.getByText(reportPageMessages.someSetApart(2, 3))).toBeInTheDocument();
    const apart = () => screen.getByRole('table', { name: 'VOIDED, RESET AND BOUNCED (not in the totals)' });
    expect(within(apart()).queryByText('MI/2026-27/00004')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(await within(apart()).findByText('MI/2026-27/00004')).toBeInTheDocument();
    expect(print).toHaveBeenCalled();
    expect(screen.queryByText(reportPageMessages.someSetApart(2, 3))).not.toBeInTheDocument();
  });

  it('leave no section when there are none', async () => {
    mockApi({
      [`GET misc/report/date?${RANGE}&limit=100&offset=0`]: {
        data: [miscReceiptOf()],
        setApart: [],
        setApartLines: 0,
        lines: 1,
        totals: totalsOf(800, {}),
      },
    });
    renderWithProviders(<MiscReports />);
    await getReport();
    await screen.findByRole('table', { name: 'Miscellaneous Report' });
    expect(screen.queryByText('VOIDED, RESET AND BOUNCED (not in the totals)')).not.toBeInTheDocument();
  });

  it('are listed apart under the collection report, whose totals count only PAID receipts', async () => {
    mockApi({
      [`GET reports/collection?${RANGE}&limit=100&offset=0`]: {
        data: [
          {
            date: '2026-06-02',
            kind: 'MISC',
            receipt_no: 'MI/2026-27/00001',
            member_id: '1',
            member_name: 'Test Member',
            amount: 500,
            mode_of_payment: 'CASH',
            recorded_by: 'Asha Patil',
          },
        ],
        setApart: [
          { ...voided, kind: 'MEMBERSHIP', receipt_no: 'MS/2026-27/00004', fate: 'RESET', reason: 'Wrong year' },
        ],
        setApartLines: 1,
        lines: 1,
        totals: {
          byDay: [{ key: '2026-06-02', count: 1, amount: 500 }],
          byMode: [{ key: 'CASH', count: 1, amount: 500 }],
          byUser: [{ key: 'Asha Patil', count: 1, amount: 500 }],
          byKind: [{ key: 'MISC', count: 1, amount: 500 }],
          total: { key: 'TOTAL', count: 1, amount: 500 },
        },
      },
    });
    renderWithProviders(<CollectionReport />);
    await getReport();
    expect(await screen.findByText('Total collected: ₹500 in 1 receipts')).toBeInTheDocument();
    const apart = screen.getByRole('table', { name: 'VOIDED, RESET AND BOUNCED (not in the totals)' });
    const line = within(apart).getByText('MS/2026-27/00004').closest('tr') as HTMLElement;
    expect(within(line).getByText('RESET')).toBeInTheDocument();
    expect(within(line).getByText('Wrong year')).toBeInTheDocument();
  });
});
