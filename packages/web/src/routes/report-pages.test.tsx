import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MembershipReportRow } from '@trust/contract/report';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import Report from './report';

const RANGE = 'fromDate=2026-06-01&toDate=2026-06-30';
const PATH = 'subscription/reports/subscription';

const row = (n: number): MembershipReportRow => ({
  MEMBER_NAME: `Member ${n}`,
  ID_NUMBER: String(n),
  ISSUE_DATE: '2026-06-02',
  MODE_OF_PAYMENT: 'CASH',
  AMOUNT: 600,
  DEPARTMENT: 'Accounts',
  REMARKS: 40,
});

/** A page of 100 payments of a range of `lines`, its totals as the server summed the whole range. */
function pageOf(first: number, lines: number) {
  const total = { key: 'TOTAL', count: lines, amount: 640 * lines };
  return {
    data: Array.from({ length: 100 }, (_, i) => row(first + i)),
    setApart: [],
    setApartLines: 0,
    lines,
    totals: { byMode: [{ ...total, key: 'CASH' }], byKind: [{ ...total, key: 'MEMBERSHIP' }], byUser: [], total },
  };
}

async function getReport() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /From Date/ }), '01/06/2026');
  await user.type(screen.getByRole('textbox', { name: /To Date/ }), '30/06/2026');
  await user.click(screen.getByRole('button', { name: 'Get Reports' }));
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('a report paged by the server', () => {
  it('is in हिन्दी for a user who chose it: its title, dates, buttons, columns, count and pages', async () => {
    await showIn('hi');
    mockApi({ [`GET ${PATH}?${RANGE}&limit=100&offset=0`]: pageOf(1, 250) });
    renderWithProviders(<Report />, { route: '/reports?reportType=Membership' });
    expect(screen.getByRole('heading', { name: 'सदस्यता रिपोर्ट' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /आरंभ तिथि/ }), '01/06/2026');
    await user.type(screen.getByRole('textbox', { name: /अंतिम तिथि/ }), '30/06/2026');
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट देखें' }));
    expect(await screen.findByText('01/06/2026 से 30/06/2026 तक 250 भुगतान')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'सदस्यता रिपोर्ट' });
    for (const header of ['क्रमांक', 'नाम', 'आईडी', 'जारी तिथि', 'भुगतान का तरीका', 'राशि', 'विभाग']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table.querySelector('tfoot tr')).toHaveTextContent('कुल');
    expect(screen.getByText('250 में से पंक्तियाँ 1–100; प्रिंट और CSV में हर पंक्ति है।')).toBeInTheDocument();
  }, 60_000);

  it('asks for the page it shows and shows the lines and totals of the whole range from the answer', async () => {
    const fetchMock = mockApi({
      [`GET ${PATH}?${RANGE}&limit=100&offset=0`]: pageOf(1, 250),
      [`GET ${PATH}?${RANGE}&limit=100&offset=100`]: pageOf(101, 250),
    });
    renderWithProviders(<Report />, { route: '/reports?reportType=Membership' });
    const user = await getReport();
    expect(await screen.findByText(/250 payments from 01\/06\/2026 to 30\/06\/2026/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Membership Report' });
    // The whole range's total, which no page's rows add up to.
    expect(table.querySelector('tfoot tr')).toHaveTextContent('₹1,60,000');
    expect(within(table).getByText('Member 1')).toBeInTheDocument();
    expect(screen.getByText('Lines 1–100 of 250; printing and the CSV include every line.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Member 101', {}, { timeout: 5000 })).toBeInTheDocument();
    // Numbered on from the first page.
    const line = within(table).getByText('Member 101').closest('tr') as HTMLElement;
    expect(line.firstElementChild).toHaveTextContent('101');
    expect(table.querySelector('tfoot tr')).toHaveTextContent('₹1,60,000');
    expect(screen.getByText('Lines 101–200 of 250; printing and the CSV include every line.')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.every((url) => !url.includes(PATH) || url.includes('limit=100'))).toBe(true);
  }, 60_000);

  it('asks before printing more than 5,000 lines, and prints the whole range only when told to', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const fetchMock = mockApi({
      [`GET ${PATH}?${RANGE}&limit=100&offset=0`]: pageOf(1, 5001),
      [`GET ${PATH}?${RANGE}`]: { data: [row(1), row(2)], setApart: [] },
    });
    renderWithProviders(<Report />, { route: '/reports?reportType=Membership' });
    const user = await getReport();
    await screen.findByText(/5001 payments/);
    const wholeAsked = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`${PATH}?${RANGE}`)).length;

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(
      within(dialog).getByText(
        'This report has 5,001 lines. Printing them all may take a long time; Download CSV gives the same lines.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wholeAsked()).toBe(0);
    expect(print).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Print anyway' }),
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(wholeAsked()).toBe(1);
  }, 60_000);
});
