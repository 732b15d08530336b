import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import { Navbar } from '../ui/navbar';
import { RequireRole } from '../ui/signed-in';
import CheckMediclaimMembership from './check-mediclaim-membership';
import Dashboard from './dashboard';
import SearchMember from './search-member';

const settings = { trustName: 'Test Trust', trustAddress: '', membershipPrefix: 'T/', version: '1' };
const figures = { status: 500, body: { error: true, message: 'not needed here' } };

const statusRow = {
  ID_NUMBER: '8',
  MEMBER_NAME: 'Asha Rao',
  MOBILE: '9822001122',
  EMAIL: 'asha@example.in',
  issue_date: '2026-05-02',
  amount: 1200,
  TICKET_NUMBER: 'T-8',
  STATUS: 'ACTIVE',
  BOUNCED: null,
};

describe('what each role sees', () => {
  it('shows a VIEWER the dashboard without Add Member, Add Dependent, Update Amount or any Renew, and the role', async () => {
    mockApi({ 'GET settings': settings, 'GET dashboard': figures });
    renderWithProviders(<Dashboard />, { role: 'VIEWER' });
    expect(screen.getByText('VIEWER')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Mediclaim Status' })).toBeInTheDocument();
    for (const hidden of ['Add Member', 'Add Dependent', 'Update Amount']) {
      expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Renew/)).not.toBeInTheDocument();
  });

  it('shows STAFF what they may do, and an ADMIN everything', async () => {
    mockApi({ 'GET settings': settings, 'GET dashboard': figures });
    const staff = renderWithProviders(<Dashboard />, { role: 'STAFF' });
    expect(screen.getByRole('link', { name: 'Add Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew/Check Mediclaim Status' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Amount' })).not.toBeInTheDocument();
    staff.unmount();
    renderWithProviders(<Dashboard />, { role: 'ADMIN' });
    expect(screen.getByRole('link', { name: 'Update Amount' })).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toBeInTheDocument();
  });

  it('gives a VIEWER a bar without the entries it cannot use, its role beside its name', async () => {
    mockApi({ 'GET settings': settings });
    renderWithProviders(<Navbar onLogout={() => {}} onChooseLanguage={() => {}} />, { role: 'VIEWER' });
    const user = userEvent.setup();
    const bar = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(within(bar).getByRole('button', { name: 'Signed in as Test User, VIEWER' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Register Admin' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Renew/Check Status' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Member' }));
    expect(await screen.findByRole('menuitem', { name: 'Search Member' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('lists Users and the Audit Trail in an ADMIN\u2019s own menu only', async () => {
    mockApi({ 'GET settings': settings });
    const staff = renderWithProviders(<Navbar onLogout={() => {}} onChooseLanguage={() => {}} />, { role: 'STAFF' });
    const user = userEvent.setup();
    const staffBar = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    await user.click(within(staffBar).getByRole('button', { name: 'Signed in as Test User, STAFF' }));
    expect(await screen.findByRole('menuitem', { name: 'Two-Step Sign-In' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Audit Trail' })).not.toBeInTheDocument();
    staff.unmount();
    renderWithProviders(<Navbar onLogout={() => {}} onChooseLanguage={() => {}} />, { role: 'ADMIN' });
    const adminBar = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(within(adminBar).getByRole('link', { name: 'Register Admin' })).toBeInTheDocument();
    await user.click(within(adminBar).getByRole('button', { name: 'Signed in as Test User, ADMIN' }));
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('leaves Renew to STAFF and Reset to ADMIN on the status screens', async () => {
    mockApi({ 'GET settings': settings, 'GET mediclaim/status/8': { data: [statusRow] } });
    const route = '/check-mediclaim-membership?id=8';
    const viewer = renderWithProviders(<CheckMediclaimMembership />, { route, role: 'VIEWER' });
    let row = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'PRINT' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'RENEW' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'RESET' })).not.toBeInTheDocument();
    viewer.unmount();
    renderWithProviders(<CheckMediclaimMembership />, { route, role: 'STAFF' });
    row = (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'RENEW' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'RESET' })).not.toBeInTheDocument();
  });

  it('hides Edit from a VIEWER and Delete from STAFF in the member search', async () => {
    const member = memberRowOf({ ID_NUMBER: '7', MEMBER_NAME: 'Asha Rao' });
    mockApi({ 'GET settings': settings, 'GET master/7/7/7': { data: [member] } });
    const searchAs = async (role: 'VIEWER' | 'STAFF') => {
      const rendered = renderWithProviders(<SearchMember />, { role });
      const user = userEvent.setup();
      await user.type(screen.getByPlaceholderText(/Enter ID Number/), '7');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      return { rendered, row: (await screen.findByText('Asha Rao')).closest('tr') as HTMLElement };
    };
    const viewer = await searchAs('VIEWER');
    expect(within(viewer.row).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(viewer.row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    viewer.rendered.unmount();
    const staff = await searchAs('STAFF');
    expect(within(staff.row).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(staff.row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('tells a role without the right why a screen is not open to it', () => {
    mockApi({ 'GET settings': settings });
    renderWithProviders(
      <RequireRole needs="ADMIN">
        <p>Fees</p>
      </RequireRole>,
      { role: 'STAFF' },
    );
    expect(screen.getByRole('heading', { name: 'You do not have permission to do this' })).toBeInTheDocument();
    expect(screen.getByText('Only an admin can do this.')).toBeInTheDocument();
    expect(screen.queryByText('Fees')).not.toBeInTheDocument();
  });
});
