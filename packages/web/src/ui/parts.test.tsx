import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@trust/contract/roles';
import { describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { renderWithProviders } from '../test/render';
import { DateField } from './date-field';
import { EditableCell } from './editable-cell';
import { FilterForm } from './filter-form';
import { NotFound } from './not-found';
import { RoleBadge } from './role-badge';
import { RequireRole } from './signed-in';
import { StatusBadge } from './status-badge';

describe('the parts every screen uses, in हिन्दी', () => {
  it('name the states of a subscription or receipt and the roles in Hindi', async () => {
    await showIn('hi');
    const viewer: Role = 'VIEWER';
    renderWithProviders(
      <>
        {['ACTIVE', 'EXPIRED', 'PAID', 'VOID', 'BOUNCED', 'RESET', 'PENDING'].map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
        <RoleBadge role={viewer} />
      </>,
    );
    for (const word of ['सक्रिय', 'समाप्त', 'भुगतान हुआ', 'रद्द', 'बाउंस', 'रीसेट', 'दर्शक']) {
      expect(screen.getByText(word)).toBeInTheDocument();
    }
    // A state the app does not know is shown as the server wrote it.
    expect(screen.getByText('PENDING')).toBeInTheDocument();
  });

  it("give a list's filter, an editable cell and a page not found their Hindi", async () => {
    await showIn('hi');
    const onClear = vi.fn();
    renderWithProviders(
      <>
        <FilterForm label="सूची" onFilter={() => {}} onClear={onClear}>
          <span />
        </FilterForm>
        <EditableCell label="राशि" value="600" problem={undefined} onSave={() => {}} />
        <NotFound />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'फ़िल्टर' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'साफ़ करें' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'राशि बदलें' })).toHaveAttribute('title', 'बदलने के लिए क्लिक करें');
    expect(screen.getByRole('heading', { name: 'पृष्ठ नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toHaveAttribute('href', '/dashboard');
  });

  it('tell a role that may not open a screen why, in Hindi', async () => {
    await showIn('hi');
    renderWithProviders(
      <RequireRole needs="ADMIN">
        <p>Users</p>
      </RequireRole>,
      { role: 'STAFF' },
    );
    expect(screen.getByRole('heading', { name: 'आपको यह करने की अनुमति नहीं है' })).toBeInTheDocument();
    expect(screen.getByText('केवल एडमिन यह कर सकता है.')).toBeInTheDocument();
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
  });

  it('open the calendar of a date with the months and days in Hindi, the date still typed dd/mm/yyyy', async () => {
    await showIn('hi');
    renderWithProviders(<DateField label="तिथि" value="2026-11-20" onChange={() => {}} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'तिथि' });
    expect(field).toHaveValue('20/11/2026');
    await user.click(field);
    expect(await screen.findByRole('button', { name: 'नवंबर 2026' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'सो' })).toBeInTheDocument();
  });

  it('open the calendar in English for everyone else', async () => {
    renderWithProviders(<DateField label="Date" value="2026-11-20" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Date' }));
    expect(await screen.findByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mo' })).toBeInTheDocument();
  });
});
