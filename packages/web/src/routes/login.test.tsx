import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import Login from './login';

const settings = { trustName: 'Test Trust', trustAddress: '', membershipPrefix: 'T/', version: '1' };

describe('Login', () => {
  it('shows the required-field messages when sent empty, and a field’s message once it is left', async () => {
    const fetchMock = mockApi({ 'GET settings': settings });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Is Required Field')).toBeInTheDocument();
    expect(screen.getByText('Password Is Required Field')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('login'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(screen.getByLabelText('Email'), 'a b');
    await user.tab();
    expect(await screen.findByText('Email Must Not Have Special Symbols')).toBeInTheDocument();
    expect(screen.queryByText('Password Is Required Field')).not.toBeInTheDocument();
  });

  it('sends the trimmed email, and shows the failure dialog and message when refused', async () => {
    const fetchMock = mockApi({
      'GET settings': settings,
      'POST login': { status: 401, body: { error: true, message: 'Incorrect E-Mail ID or Password' } },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  admin@trust.test ');
    await user.type(screen.getByLabelText(/^Password/), 'wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Incorrect E-Mail ID or Password')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/login'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'admin@trust.test', password: 'wrong1234' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Please Enter Valid E-Mail ID or Password')).toBeInTheDocument();
    // The attempt is over once Login can be pressed again; ending the test sooner leaves its last
    // state change to land after the page is torn down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });
});
