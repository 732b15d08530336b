import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import RegisterAdmin from './register-admin';

async function fillIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Meena Iyer');
  await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'meena@trust.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

describe('Register An Admin', () => {
  it('registers STAFF unless another role is chosen, and sends no created_by', async () => {
    const fetchMock = mockApi({ 'POST register': { status: 201, body: { id: 4 } } });
    renderWithProviders(<RegisterAdmin />, { route: '/register-admin', path: '/register-admin' });
    const user = await fillIn('a passphrase with spaces!');
    const role = screen.getByLabelText(/^Role/);
    expect(role).toHaveValue('STAFF');
    await user.selectOptions(role, 'VIEWER');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Admin is now registered')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/register'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      name: 'Meena Iyer',
      phone: '9876543210',
      email: 'meena@trust.test',
      password: 'a passphrase with spaces!',
      role: 'VIEWER',
    });
  });

  it('keeps the form and shows a too common password beside its field', async () => {
    mockApi({
      'POST register': {
        status: 400,
        body: {
          error: true,
          message: 'This password is too common',
          issues: [{ path: 'password', message: 'This password is too common' }],
        },
      },
    });
    renderWithProviders(<RegisterAdmin />, { route: '/register-admin', path: '/register-admin' });
    const user = await fillIn('password123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Meena Iyer');
  });
});
