import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { Navbar } from './navbar';
import NotificationsHost from './notifications-host';

describe('the navigation of a signed-in screen', () => {
  it('opens the menu drawer, fetched on first use, with the menus of the bar', async () => {
    mockApi({});
    renderWithProviders(<Navbar onLogout={() => {}} onChooseLanguage={() => {}} />, { role: 'STAFF' });
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // Loading a module the first time can take the test runner a while.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Member' }));
    expect(within(nav).getByRole('link', { name: 'Add Member' })).toHaveAttribute('href', '/add-member');
    expect(within(nav).queryByRole('link', { name: 'Register Admin' })).not.toBeInTheDocument();
  });

  it('shows a notification, though what shows them is fetched only with the first', async () => {
    renderWithProviders(<NotificationsHost />);
    act(() => {
      notifications.show({ title: 'Download failed', message: 'The server could not be reached.' });
    });
    expect(await screen.findByText('The server could not be reached.', {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
