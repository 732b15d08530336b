import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userMessages } from '@trust/contract/users';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import NotificationsHost from '../ui/notifications-host';
import Users from './users';

const account = {
  phone: '9876543210',
  created_by: 'system',
  created_at: '2026-11-20T04:30:00.000Z',
  last_sign_in_at: null,
  two_step: false,
  must_change_password: false,
  aadhaar_lookups_locked: false,
};
const me = { ...account, id: 1, name: 'Test User', email: 'test@trust.test', role: 'ADMIN', status: 'ACTIVE' };
const staff = { ...account, id: 2, name: 'Ravi Kumar', email: 'ravi@trust.test', role: 'STAFF', status: 'ACTIVE' };

describe('Users', () => {
  it('lists the accounts; one\u2019s own cannot be disabled here, and says why', async () => {
    mockApi({
      'GET users': { data: [me, staff] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
    });
    renderWithProviders(<Users />);
    const own = (await screen.findByText('test@trust.test')).closest('tr') as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Disable' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(own).getByText('You are signed in with this account')).toBeInTheDocument();
    const other = screen.getByText('ravi@trust.test').closest('tr') as HTMLElement;
    expect(within(other).getByLabelText('Role of Ravi Kumar')).toHaveValue('STAFF');
    expect(within(other).getByText('Never')).toBeInTheDocument();
    expect(within(other).getByText('20/11/2026 10:00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aadhaar lookups locked' })).not.toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: its columns, actions, locked lookups and sign-in rules', async () => {
    await showIn('hi');
    mockApi({
      'GET users': { data: [me, { ...staff, two_step: true, aadhaar_lookups_locked: true }] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
    });
    const user = userEvent.setup();
    renderWithProviders(<Users />);
    const own = (await screen.findByText('test@trust.test')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'उपयोगकर्ता' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'बंद करें' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(own).getByText('आप इसी खाते से लॉगिन हैं')).toBeInTheDocument();
    const other = screen.getByText('ravi@trust.test').closest('tr') as HTMLElement;
    expect(within(other).getByLabelText('Ravi Kumar की भूमिका')).toHaveValue('STAFF');
    expect(within(other).getByText('कभी नहीं')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Ravi Kumar का दो-चरण लॉगिन बंद करें' })).toBeInTheDocument();
    for (const header of ['नाम', 'भूमिका', 'पिछला लॉगिन']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const locked = screen.getByRole('region', { name: 'आधार खोज पर रोक' });
    expect(within(locked).getByRole('button', { name: 'Ravi Kumar के लिए आधार खोज की रोक हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लॉगिन के नियम' })).toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: 'अस्थायी पासवर्ड' }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar के लिए अस्थायी पासवर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अस्थायी पासवर्ड तय करें' })).toBeInTheDocument();
  });

  it('disables an account after a confirmation, and shows a refusal in the server\u2019s words', async () => {
    const fetchMock = mockApi({
      'GET users': { data: [me, staff] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
      'PUT users/2': { error: false },
      'PUT users/1': {
        status: 409,
        body: { error: true, message: 'This is the last active admin: make another account an admin first' },
      },
    });
    renderWithProviders(<Users />);
    const user = userEvent.setup();
    const other = (await screen.findByText('ravi@trust.test')).closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: 'Disable' }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText('Ravi Kumar (ravi@trust.test)')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/users/2') && init?.method === 'PUT'),
      ).toBe(true),
    );
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/users/2'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ disabled: true });

    const own = screen.getByText('test@trust.test').closest('tr') as HTMLElement;
    await user.selectOptions(within(own).getByLabelText('Role of Test User'), 'STAFF');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change the role' }));
    expect(
      await screen.findByText('This is the last active admin: make another account an admin first'),
    ).toBeInTheDocument();
  });

  it('sets a temporary password, showing the server\u2019s refusal of a common one beside the field', async () => {
    const fetchMock = mockApi({
      'GET users': { data: [me, staff] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
      'POST users/2/password': {
        status: 400,
        body: {
          error: true,
          message: 'This password is too common',
          issues: [{ path: 'password', message: 'This password is too common' }],
        },
      },
    });
    renderWithProviders(<Users />);
    const user = userEvent.setup();
    const other = (await screen.findByText('ravi@trust.test')).closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: 'Temporary password' }));
    expect(screen.getByRole('heading', { name: 'Temporary password for Ravi Kumar' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Temporary password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set temporary password' }));
    expect(
      await screen.findByText('Password Must be Minimum 8 characters, at least 1 letter and 1 number'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Temporary password'));
    await user.type(screen.getByLabelText('Temporary password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set temporary password' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/password'))).toHaveLength(1);
  });

  it('turns off another account\u2019s two-step sign-in after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET users': {
        data: [
          { ...me, two_step: true },
          { ...staff, two_step: true },
        ],
      },
      'GET sign-in-rules': { require_two_step_for_admins: false },
      'DELETE users/2/two-step': { error: false },
    });
    renderWithProviders(<Users />);
    const user = userEvent.setup();
    const own = (await screen.findByText('test@trust.test')).closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /Turn off two-step/ })).not.toBeInTheDocument();
    const other = screen.getByText('ravi@trust.test').closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: 'Turn off two-step sign-in of Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/users/2/two-step') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('names the accounts whose Aadhaar lookups are locked and clears one after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET users': { data: [me, { ...staff, aadhaar_lookups_locked: true }] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
      'DELETE users/2/aadhaar-lookups': { error: false },
    });
    renderWithProviders(
      <>
        <Users />
        <NotificationsHost />
      </>,
    );
    const user = userEvent.setup();
    const locked = await screen.findByRole('region', { name: 'Aadhaar lookups locked' });
    expect(locked).toHaveTextContent(
      'Ravi Kumar (ravi@trust.test): Too many Aadhaar numbers this account looked up today found nobody',
    );
    expect(locked).not.toHaveTextContent('test@trust.test');
    expect(within(locked).getAllByRole('button')).toHaveLength(1);
    const usersRead = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/users')).length;
    const readBefore = usersRead();

    await user.click(within(locked).getByRole('button', { name: 'Clear Aadhaar lookups of Ravi Kumar' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Clear the Aadhaar lookups?' });
    expect(within(confirmation).getByText(userMessages.clearAadhaarLookupsText('Ravi Kumar'))).toBeInTheDocument();
    expect(within(confirmation).getByText('Ravi Kumar (ravi@trust.test)')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Clear Aadhaar lookups' }));

    expect(await screen.findByText('Ravi Kumar: The account may look up Aadhaar numbers again')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/users/2/aadhaar-lookups']);
    await waitFor(() => expect(usersRead()).toBeGreaterThan(readBefore));
    act(() => notifications.clean());
  });

  it('clears nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockApi({
      'GET users': { data: [me, { ...staff, aadhaar_lookups_locked: true }] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
    });
    renderWithProviders(<Users />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear Aadhaar lookups of Ravi Kumar' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Clear the Aadhaar lookups?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows the server\u2019s refusal to clear Aadhaar lookups that are no longer locked', async () => {
    mockApi({
      'GET users': { data: [me, { ...staff, aadhaar_lookups_locked: true }] },
      'GET sign-in-rules': { require_two_step_for_admins: false },
      'DELETE users/2/aadhaar-lookups': {
        status: 409,
        body: { error: true, message: userMessages.aadhaarLookupsNotLocked },
      },
    });
    renderWithProviders(<Users />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear Aadhaar lookups of Ravi Kumar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear the Aadhaar lookups?' })).getByRole('button', {
        name: 'Clear Aadhaar lookups',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Failed' });
    expect(within(failed).getByText('This account\u2019s Aadhaar lookups are not locked')).toBeInTheDocument();
  });
});
