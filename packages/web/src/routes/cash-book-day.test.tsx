import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CashDay, cashbookMessages } from '@trust/contract/cashbook';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import CashBookDay from './cash-book-day';

const line = (mode: string, expected: number) => ({
  mode,
  expected,
  counted: null,
  difference: null,
  deposited: 0,
  credited: 0,
});

const openDay: CashDay = {
  date: '2026-11-20',
  status: 'OPEN',
  modes: [line('CHEQUE', 1500), line('UPI', 2400), line('CASH', 1200)],
  byUser: [{ key: 'Asha Patil', count: 3, amount: 5100 }],
  total: { expected: 5100, counted: null, difference: null, deposited: 0, credited: 0 },
  remark: '',
  closedBy: null,
  closedAt: null,
  history: [],
  cheques: [
    {
      kind: 'MEMBERSHIP',
      receipt_no: 'MS/2026-27/00012',
      member_id: '8',
      member_name: 'Ravi Kumar',
      amount: 1500,
      cheque_number: '',
      drawn_on: '',
      deposit_id: null,
    },
  ],
  deposits: [],
  bounced: [],
};

const closedDay: CashDay = {
  ...openDay,
  status: 'CLOSED',
  modes: [
    { ...line('CHEQUE', 1500), counted: 1500, difference: 0 },
    { ...line('UPI', 2400), counted: 2400, difference: 0 },
    { ...line('CASH', 1200), counted: 1100, difference: -100 },
  ],
  total: { expected: 5100, counted: 5000, difference: -100, deposited: 0, credited: 0 },
  remark: 'One note short',
  closedBy: 'Asha Patil',
  closedAt: '2026-11-20T12:30:00.000Z',
  history: [{ action: 'CLOSE', text: 'One note short', by: 'Asha Patil', at: '2026-11-20T12:30:00.000Z' }],
};

const route = { route: '/cash-book/2026-11-20', path: '/cash-book/:date' };

describe('a day of the cash book', () => {
  it('is in हिन्दी for a user who chose it: its title, state, sections, who closed it and Reopen', async () => {
    await showIn('hi');
    mockApi({ 'GET cashbook/2026-11-20': closedDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'ADMIN' });
    expect(await screen.findByRole('heading', { name: 'रोकड़ बही — 20/11/2026' })).toBeInTheDocument();
    expect(screen.getByText('बंद')).toBeInTheDocument();
    for (const section of ['भुगतान के तरीके अनुसार वसूली', 'स्टाफ उपयोगकर्ता अनुसार', 'दिन के चेक', 'बैंक में जमा']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'इस दिन बाउंस हुए' })).toBeInTheDocument();
    expect(screen.getByText(/^Asha Patil ने .* को बंद किया$/)).toBeInTheDocument();
    expect(screen.getByText('टिप्पणी: One note short')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दिन फिर खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रोकड़ बही' })).toHaveAttribute('href', '/cash-book');
  });

  it('counts an open day in हिन्दी: its table, the count asked of each mode, the remark and Close day', async () => {
    await showIn('hi');
    mockApi({ 'GET cashbook/2026-11-20': openDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'भुगतान के तरीके अनुसार' });
    for (const heading of ['तरीका', 'अपेक्षित', 'गिनी गई', 'अंतर', 'जमा किया', 'खाते में आया']) {
      expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument();
    }
    expect(within(table).getByRole('rowheader', { name: 'कुल' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'गिना गया CASH' }), '1100');
    await user.click(screen.getByRole('button', { name: 'दिन बंद करें' }));
    expect(screen.getByRole('textbox', { name: 'गिना गया CHEQUE' })).toHaveAccessibleDescription(
      'गिना गया चेक भरना आवश्यक है',
    );
    expect(screen.getByRole('textbox', { name: 'टिप्पणी' })).toBeInTheDocument();
    const cheques = screen.getByRole('table', { name: 'दिन के चेक' });
    expect(within(cheques).getByRole('columnheader', { name: 'चेक संख्या' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'बैंक में जमा' })).toHaveTextContent('इस दिन का अभी तक कुछ जमा नहीं हुआ');
    expect(screen.getByRole('table', { name: 'इस दिन बाउंस हुए' })).toHaveTextContent('कोई चेक बाउंस नहीं हुआ');
  });

  it("takes a closed day to the bank in हिन्दी: the slip's fields, the cheques on no slip and its checks", async () => {
    await showIn('hi');
    mockApi({ 'GET cashbook/2026-11-20': closedDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    const slip = await screen.findByRole('form', { name: 'जमा पर्ची' });
    expect(within(slip).getByRole('heading', { name: 'नई जमा पर्ची' })).toBeInTheDocument();
    expect(within(slip).getByText('गिनी गई नकद राशि में से ₹1,100 जमा करना बाकी है')).toBeInTheDocument();
    expect(within(slip).getByRole('checkbox', { name: 'रसीद MS/2026-27/00012' })).toBeChecked();
    await user.type(within(slip).getByRole('textbox', { name: /^बैंक/ }), 'State Bank');
    await user.type(within(slip).getByRole('textbox', { name: /पर्ची संख्या/ }), '4411');
    await user.click(within(slip).getByRole('button', { name: 'जमा दर्ज करें' }));
    expect(within(slip).getByRole('textbox', { name: 'MS/2026-27/00012 की चेक संख्या' })).toHaveAccessibleDescription(
      'चेक संख्या भरना आवश्यक है',
    );
    expect(within(slip).getByRole('alert')).toHaveTextContent('लाल रंग से चिह्नित फ़ील्ड जाँचें');
    expect(screen.getByRole('list', { name: 'दिन का इतिहास' })).toHaveTextContent(
      /^बंद किया Asha Patil द्वारा, .* — One note short$/,
    );
  });

  it('shows the difference of each mode as the count is typed, short in red', async () => {
    mockApi({ 'GET cashbook/2026-11-20': openDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    const cash = await screen.findByRole('textbox', { name: 'Counted CASH' });
    const difference = screen.getByRole('cell', { name: 'Difference CASH' });
    expect(difference).toHaveTextContent('—');
    await user.type(cash, '1100');
    expect(difference).toHaveTextContent('−₹100 short');
    await user.clear(cash);
    await user.type(cash, '1250');
    expect(difference).toHaveTextContent('+₹50 over');
  });

  it('asks for every mode with takings, then closes the day with the counts and the remark', async () => {
    const fetchMock = mockApi({
      'GET cashbook/2026-11-20': openDay,
      'POST cashbook/2026-11-20/close': closedDay,
    });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Counted CASH' }), '1100');
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    expect(screen.getByRole('textbox', { name: 'Counted CHEQUE' })).toHaveAccessibleDescription(
      cashbookMessages.countedRequired('CHEQUE'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Counted CHEQUE' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Counted UPI' }), '2400');
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'One note short');
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    const confirm = await screen.findByRole('dialog', { name: cashbookMessages.closeTitle });
    expect(confirm).toHaveTextContent(cashbookMessages.closeText);
    await user.click(within(confirm).getByRole('button', { name: 'Close day' }));
    await screen.findByText(cashbookMessages.closed);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      counted: { CASH: 1100, CHEQUE: 1500, UPI: 2400 },
      remark: 'One note short',
    });
  });

  it('shows the server refusal of a close', async () => {
    mockApi({
      'GET cashbook/2026-11-20': { ...openDay, modes: [line('CASH', 1200)] },
      'POST cashbook/2026-11-20/close': { status: 409, body: { error: true, message: cashbookMessages.alreadyClosed } },
    });
    renderWithProviders(<CashBookDay />, { ...route, role: 'ADMIN' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Counted CASH' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cashbookMessages.alreadyClosed);
  });

  it('reads a closed day: counts, who closed it, and Reopen for an admin only', async () => {
    const fetchMock = mockApi({ 'GET cashbook/2026-11-20': closedDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Difference CASH' })).toHaveTextContent('−₹100 short');
    expect(screen.queryByRole('textbox', { name: 'Counted CASH' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Closed by Asha Patil on /)).toBeInTheDocument();
    expect(screen.getByText('Remark: One note short')).toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Reopen day' });
    expect(reopen).toHaveAttribute('aria-disabled', 'true');
    await user.click(reopen);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // Staff deposit the closed day's takings: the cash left and the cheque not yet on a slip.
    const slip = screen.getByRole('form', { name: 'Deposit slip' });
    expect(within(slip).getByRole('textbox', { name: /Cash/ })).toHaveValue('₹1100');
    expect(within(slip).getByRole('checkbox', { name: 'Receipt MS/2026-27/00012' })).toBeChecked();
  });

  it('reopens a closed day for an admin with a reason', async () => {
    const fetchMock = mockApi({
      'GET cashbook/2026-11-20': closedDay,
      'POST cashbook/2026-11-20/reopen': openDay,
    });
    renderWithProviders(<CashBookDay />, { ...route, role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reopen day' }));
    const dialog = await screen.findByRole('dialog', { name: cashbookMessages.reopenTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Receipt entered late');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen day' }));
    await screen.findByText(cashbookMessages.reopened);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Receipt entered late' });
  });

  it('requires the cheque number and bank of a ticked cheque before recording a deposit', async () => {
    const fetchMock = mockApi({ 'GET cashbook/2026-11-20': closedDay });
    renderWithProviders(<CashBookDay />, { ...route, role: 'STAFF' });
    const user = userEvent.setup();
    const slip = await screen.findByRole('form', { name: 'Deposit slip' });
    await user.type(within(slip).getByRole('textbox', { name: /Bank$/ }), 'State Bank');
    await user.type(within(slip).getByRole('textbox', { name: /Slip Number/ }), '4411');
    await user.click(within(slip).getByRole('button', { name: 'Record deposit' }));
    expect(
      within(slip).getByRole('textbox', { name: 'Cheque Number of MS/2026-27/00012' }),
    ).toHaveAccessibleDescription('Cheque Number Is Required Field');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
