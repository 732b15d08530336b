import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemovedMemberRow } from '@trust/contract/books';
import { describe, expect, it } from 'vitest';
import { catchDownloads, heldAbout } from '../test/downloads';
import { mockApi, renderWithProviders } from '../test/render';
import RemovedMembers from './removed-members';

const removed: RemovedMemberRow = {
  ID_NUMBER: '42',
  MEMBER_NAME: 'Ravi Kumar',
  DEPARTMENT: 'STORES',
  MOBILE: '9876543210',
  DEPENDENT_COUNT: 2,
  RECEIPT_COUNT: 5,
  ARCHIVED_AT: '2026-06-03T05:00:00.000Z',
  ARCHIVED_BY: 'Asha Patil',
  ARCHIVE_REASON: 'Left the railway service',
};
const FIRST_PAGE = 'GET removed-members?limit=20&offset=0';

describe('Removed Members', () => {
  it('lists who was removed, by whom, when and why, and searches on ID or name', async () => {
    const fetchMock = mockApi({
      [FIRST_PAGE]: { data: [removed], total: 1 },
      [`${FIRST_PAGE}&search=Ravi`]: { data: [removed], total: 1 },
    });
    renderWithProviders(<RemovedMembers />);
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'NAME',
      'DEPARTMENT',
      'MOBILE',
      'DEPENDENTS',
      'RECEIPTS',
      'REMOVED BY',
      'REMOVED ON',
      'REASON',
      'ACTION',
    ]);
    expect(within(row).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(row).getByText('03/06/2026 10:30')).toBeInTheDocument();
    expect(within(row).getByText('Left the railway service')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Filter' }), 'Ravi');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('search=Ravi'))).toBe(true));
  });

  it('restores after the confirmation: the row leaves and the success message shows', async () => {
    const answers: Record<string, unknown> = {
      [FIRST_PAGE]: { data: [removed], total: 1 },
      'POST removed-members/42/restore': { error: false },
    };
    const fetchMock = mockApi(answers);
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this member?' });
    expect(within(dialog).getByText('Member: Ravi Kumar (ID 42)')).toBeInTheDocument();
    // The server's list once the member is back on the register.
    answers[FIRST_PAGE] = { data: [], total: 0 };
    await user.click(within(dialog).getByRole('button', { name: 'Yes, restore' }));
    expect(await screen.findByText('Member restored')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('42/restore') && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByText('No removed members')).toBeInTheDocument();
  });

  it('says why a restore failed', async () => {
    mockApi({
      [FIRST_PAGE]: { data: [removed], total: 1 },
      'POST removed-members/42/restore': {
        status: 404,
        body: { error: true, message: 'No removed member has this ID' },
      },
    });
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, restore' }));
    expect(await screen.findByText('No removed member has this ID')).toBeInTheDocument();
  });

  it('shows Restore disabled, with the reason, to those who are not admins', async () => {
    mockApi({ [FIRST_PAGE]: { data: [removed], total: 1 } });
    renderWithProviders(<RemovedMembers />, { role: 'STAFF' });
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    const button = within(row).getByRole('button', { name: 'Restore' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Only an admin can do this');
    expect(within(row).queryByRole('button', { name: 'Personal data' })).not.toBeInTheDocument();
  });

  it('exports a removed member’s personal data from its row', async () => {
    const personalData = heldAbout('42');
    mockApi({ [FIRST_PAGE]: { data: [removed], total: 1 }, 'GET master/42/personal-data': personalData });
    const saved = catchDownloads();
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Personal data' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('member-42-personal-data.json');
    expect(JSON.parse((await saved[0]?.text) ?? '')).toEqual(personalData);
  });

  it('erases a removed member’s personal data after the confirmation, and says so', async () => {
    const fetchMock = mockApi({
      [FIRST_PAGE]: { data: [removed], total: 1 },
      'POST master/42/erase-personal-data': { error: false },
    });
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Personal data' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this removed member’s personal data?' });
    expect(within(dialog).getByText(/The name, member ID and every payment and receipt are kept/)).toBeInTheDocument();
    expect(within(dialog).getByText('Member: Ravi Kumar (ID 42)')).toBeInTheDocument();
    const erased = () =>
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('master/42/erase-personal-data') && init?.method === 'POST',
      );
    expect(erased()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, erase' }));
    expect(await screen.findByText('Personal data erased')).toBeInTheDocument();
    expect(erased()).toBe(true);
  });

  it('erases nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockApi({ [FIRST_PAGE]: { data: [removed], total: 1 } });
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Personal data' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this removed member’s personal data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says why an erasure failed', async () => {
    mockApi({
      [FIRST_PAGE]: { data: [removed], total: 1 },
      'POST master/42/erase-personal-data': {
        status: 409,
        body: { error: true, message: 'Only a removed member’s personal data can be erased; remove the member first' },
      },
    });
    renderWithProviders(<RemovedMembers />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Personal data' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erase personal data' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, erase' }));
    expect(
      await screen.findByText('Only a removed member’s personal data can be erased; remove the member first'),
    ).toBeInTheDocument();
  });
});
