import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { renderWithProviders } from '../test/render';
import ChangePassword from './change-password';

describe('Change Password', () => {
  it('asks for the old password and a new one twice', () => {
    renderWithProviders(<ChangePassword />);
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as test@trust.test')).toBeInTheDocument();
    for (const label of ['Old Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: its title, account, fields and button', async () => {
    await showIn('hi');
    renderWithProviders(<ChangePassword />);
    expect(screen.getByRole('heading', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(screen.getByText('test@trust.test के रूप में लॉगिन')).toBeInTheDocument();
    for (const label of ['पुराना पासवर्ड', 'नया पासवर्ड', 'नए पासवर्ड की पुष्टि करें']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
  });
});
