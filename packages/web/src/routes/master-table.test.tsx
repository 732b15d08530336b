import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aadhaarMessages } from '@trust/contract/aadhaar';
import { memberListMessages } from '@trust/contract/member-list';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import MasterTable from './master-table';

const member = (n: number) =>
  memberRowOf({ ID_NUMBER: String(n), MEMBER_NAME: `MEMBER ${String(n).padStart(3, '0')}` });
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => member(from + i));

describe('the Member List', () => {
  it('is in हिन्दी for a user who chose it: its title, buttons, filter, columns and pager', async () => {
    await showIn('hi');
    mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members/count': { total: 125000 },
      'GET members?limit=20&q=zz': { data: [], more: false, earlier: false },
      'GET members/count?q=zz': { total: 0 },
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(screen.getByRole('heading', { name: 'सदस्य सूची' })).toBeInTheDocument();
    expect(await screen.findByText('1,25,000 में से 1–20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सदस्य खोजें' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'सदस्य' });
    for (const header of ['नाम', 'विभाग', 'मोबाइल', 'पता', 'ईमेल', 'कार्रवाई']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    for (const pager of ['पहला पृष्ठ', 'पिछला पृष्ठ', 'अगला पृष्ठ']) {
      expect(screen.getByRole('button', { name: pager })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'प्रति पृष्ठ पंक्तियाँ' })).toBeInTheDocument();
    const filter = screen.getByRole('textbox', { name: 'फ़िल्टर' });
    expect(filter).toHaveAttribute('placeholder', 'नाम, आईडी, टिकट या मोबाइल नंबर से फ़िल्टर करें');
    await userEvent.click(filter);
    await userEvent.paste('zz');
    expect(await screen.findByText('कोई मेल नहीं मिला!!')).toBeInTheDocument();
  });

  it('moves a page at a time from the member it ended on, and counts the list once', async () => {
    const fetchMock = mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members?limit=20&after=20': { data: rows(21, 40), more: true, earlier: true },
      'GET members?limit=20&after=40': { data: rows(41, 45), more: false, earlier: true },
      'GET members?limit=20&before=41': { data: rows(21, 40), more: true, earlier: true },
      'GET members/count': { total: 45 },
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByRole('link', { name: 'MEMBER 045' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();

    const counts = fetchMock.mock.calls.filter(([url]) => String(url).includes('members/count'));
    expect(counts).toHaveLength(1);
  });

  it('starts again from the first page with a filter, counting its matches', async () => {
    mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members?limit=20&q=rao': { data: [member(7)], more: false, earlier: false },
      'GET members/count': { total: 45 },
      'GET members/count?q=rao': { total: 1 },
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'rao');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so when the page cannot be read', async () => {
    mockApi({
      'GET members?limit=20': { status: 500, body: { error: true, message: 'Internal Server Error' } },
      'GET members/count': { total: 45 },
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(await screen.findByText(/Internal Server Error|went wrong/)).toBeInTheDocument();
  });

  it('goes back to the first page when Previous reaches the start of the list', async () => {
    mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members?limit=20&after=20': { data: rows(21, 25), more: false, earlier: true },
      'GET members?limit=20&before=21': { data: rows(1, 20), more: true, earlier: false },
      'GET members/count': { total: 25 },
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('keeps a failed page and its message on screen until the user starts again from the first page', async () => {
    const fetchMock = mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members?limit=20&after=20': { status: 409, body: { error: true, message: memberListMessages.goneMember } },
      'GET members/count': { total: 25 },
    });
    const { queryClient } = renderWithProviders(<MasterTable />, { route: '/master-table' });
    const firstPageReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('members?limit=20'));
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(memberListMessages.goneMember)).toBeInTheDocument();
    // Nothing moves by itself: going back would read the first page again and take the message away.
    // Once no page is being read, the failed page and its message are still there.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText(memberListMessages.goneMember)).toBeInTheDocument();
    expect(firstPageReads()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    expect(screen.queryByText(memberListMessages.goneMember)).not.toBeInTheDocument();
  });

  it('says why a filter by Aadhaar number is refused when too many numbers found nobody today', async () => {
    const refused = { status: 429, body: { error: true, message: aadhaarMessages.tooManyMisses } };
    mockApi({
      'GET members?limit=20': { data: rows(1, 20), more: true, earlier: false },
      'GET members/count': { total: 45 },
      'GET members?limit=20&q=918273645503': refused,
      'GET members/count?q=918273645503': refused,
    });
    renderWithProviders(<MasterTable />, { route: '/master-table' });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), '918273645503');
    // The count may fail first, while the page before stays on screen until the filter's own page fails.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'MEMBER 001' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Too many Aadhaar numbers were not found today. Ask an admin.');
    expect(screen.queryByText('No Match found!!')).not.toBeInTheDocument();
  });
});
