import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import AddMember from './add-member';

describe('Register new Member', () => {
  it('is in हिन्दी for a user who chose it: its title, sections, fields and button', async () => {
    await showIn('hi');
    mockApi({ 'GET department': { data: [{ DEPARTMENT: 'ACCOUNTS' }] } });
    renderWithProviders(<AddMember />);
    expect(screen.getByRole('heading', { name: 'नया सदस्य पंजीकृत करें' })).toBeInTheDocument();
    await screen.findByLabelText(/^विभाग/);
    for (const section of ['सदस्य', 'कार्य', 'संपर्क', 'नामांकित', 'सदस्यता']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    for (const label of ['आईडी नंबर', 'नाम', 'टिकट/आधार नंबर', 'लिंग', 'जन्म तिथि', 'आयु', 'सेवानिवृत्ति तिथि']) {
      expect(screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))).toBeInTheDocument();
    }
    for (const label of ['रक्त समूह', 'संगठन', 'मोबाइल', 'पता', 'नामांकित का नाम', 'परिवार समूह', 'केवाईसी']) {
      expect(screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: 'लिंग चुनें' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'सदस्य पंजीकृत करें' }));
    expect(await screen.findByText('सदस्य आईडी भरना आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('विभाग भरना आवश्यक है')).toBeInTheDocument();
  });
});
