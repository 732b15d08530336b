import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import SearchMember from './search-member';

const placeholder = 'Enter ID Number / Ticket/Aadhar Number / Mobile Number';

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText(placeholder), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('Search Member', () => {
  it('is in हिन्दी for a user who chose it: its title, box, button, columns and messages', async () => {
    await showIn('hi');
    mockApi({ 'GET master/99/99/99': { data: [] }, 'GET master/7/7/7': { data: [memberRowOf({ ID_NUMBER: '7' })] } });
    renderWithProviders(<SearchMember />);
    expect(screen.getByRole('heading', { name: 'सदस्य खोजें' })).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText('आईडी नंबर / टिकट/आधार नंबर / मोबाइल नंबर लिखें');
    await user.type(box, '99');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('कोई मेल नहीं मिला!!')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '7');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    const table = await screen.findByRole('table', { name: 'मिले सदस्य' });
    for (const header of ['नाम', 'विभाग', 'मोबाइल', 'पता', 'आईडी', 'टिकट नंबर', 'केवाईसी']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('says No Match found!! when nothing matches', async () => {
    mockApi({ 'GET master/99/99/99': { data: [] } });
    renderWithProviders(<SearchMember />);
    await search('99');
    expect(await screen.findByText('No Match found!!')).toBeInTheDocument();
  });

  it('says No Member Found! when the request fails', async () => {
    mockApi({ 'GET master/99/99/99': { status: 500, body: { error: true, message: 'Internal Server Error' } } });
    renderWithProviders(<SearchMember />);
    await search('99');
    expect(await screen.findByText('No Member Found!')).toBeInTheDocument();
  });

  it('says why a search by Aadhaar number is refused when too many numbers found nobody today', async () => {
    const digits = '918273645503';
    mockApi({
      [`GET master/${digits}/${digits}/${digits}`]: {
        status: 429,
        body: { error: true, message: 'Too many Aadhaar numbers were not found today. Ask an admin.' },
      },
    });
    renderWithProviders(<SearchMember />, { role: 'STAFF' });
    await search(digits);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many Aadhaar numbers were not found today. Ask an admin.',
    );
    expect(screen.queryByText('No Member Found!')).not.toBeInTheDocument();
  });

  it('lists matches and keeps the member when a delete is cancelled; the confirmation names the member', async () => {
    const fetchMock = mockApi({
      'GET master/5/5/5': {
        data: [memberRowOf({ ID_NUMBER: '5', MEMBER_NAME: 'Ravi Kumar', DEPARTMENT: 'STORES', MOBILE: '9876543210' })],
      },
    });
    renderWithProviders(<SearchMember />);
    const user = await search('5');
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/update-member/5');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('This process is irreversible and will also delete all Dependents of this Member'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Member: Ravi Kumar (ID 5)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, let me think' }));
    expect(await screen.findByText('Member is still in our database.)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('removes a member only with a reason, which it sends, and says Removed!', async () => {
    const fetchMock = mockApi({
      'GET master/5/5/5': { data: [memberRowOf({ ID_NUMBER: '5', MEMBER_NAME: 'Ravi Kumar' })] },
      'DELETE master/5': { error: false },
    });
    renderWithProviders(<SearchMember />);
    const user = await search('5');
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead.' }));
    expect(await within(dialog).findByText('Reason Is Required Field')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the railway service');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead.' }));
    expect(await screen.findByText('Member removed successfully.')).toBeInTheDocument();
    const removals = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(removals.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { reason: 'Left the railway service' },
    ]);
  });
});
