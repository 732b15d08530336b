import { screen } from '@testing-library/react';
import { ageInYearsAndMonths, formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { mediclaimExpiry } from '@trust/contract/mediclaim';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import RenewMediclaim from './renew-mediclaim';

const member = { DATE_OF_BIRTH: '1980-03-15', family_group: '1+3', amount: 4500, REMARKS: 'Pune camp' };

function open() {
  return renderWithProviders(<RenewMediclaim />, { route: '/renew-membership/7', path: '/renew-membership/:id' });
}

describe('Renew mediclaim membership', () => {
  it('is in हिन्दी for a user who chose it: its title, figures, fields and button', async () => {
    await showIn('hi');
    mockApi({ 'GET master/group/7': { data: [{ ...member, STATUS: 'ACTIVE' }] } });
    open();
    expect(screen.getByRole('heading', { name: 'मेडिक्लेम सदस्यता का नवीनीकरण' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^राशि/)).toHaveValue('4500');
    expect(screen.getByRole('heading', { name: 'सदस्य आईडी: 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'परिवार समूह: 1+3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सदस्यता की स्थिति: ACTIVE' })).toBeInTheDocument();
    for (const label of ['जारी करने की तिथि', 'समाप्ति तिथि', 'संदर्भ संख्या', 'बैंक', 'शाखा']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^भुगतान का तरीका/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'समूह चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेडिक्लेम का नवीनीकरण करें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'वापस' })).toBeInTheDocument();
  });

  it('shows the expired message and no form when the membership is not ACTIVE', async () => {
    mockApi({ 'GET master/group/7': { data: [{ ...member, STATUS: 'EXPIRED' }] } });
    open();
    expect(screen.getByText('Loading Member Information')).toBeInTheDocument();
    expect(
      await screen.findByText('The membership has expired. Please renew the membership to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Membership Status: EXPIRED' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Group: 1+3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Mediclaim' })).not.toBeInTheDocument();
    // The way on: renew this member's membership first.
    expect(screen.getByRole('link', { name: 'Renew Membership' })).toHaveAttribute('href', '/renew-subscription/7');
  });

  it('prefills the form from the group price while the membership is ACTIVE', async () => {
    mockApi({ 'GET master/group/7': { data: [{ ...member, STATUS: 'ACTIVE' }] } });
    open();
    const today = todayInIndia();
    expect(await screen.findByLabelText(/^Amount/)).toHaveValue('4500');
    expect(screen.getByLabelText('Reference Number')).toHaveValue(ageInYearsAndMonths('1980-03-15', today));
    expect(screen.getByLabelText('Issue Date')).toHaveValue(formatDisplayDate(today));
    expect(screen.getByLabelText('Expiry Date')).toHaveValue(formatDisplayDate(mediclaimExpiry(today)));
    expect(screen.getByRole('button', { name: 'Renew Mediclaim' })).toBeEnabled();
    expect(screen.queryByText('The membership has expired. Please renew the membership to continue.')).toBeNull();
  });

  it('says Member Not Found! for an unknown member', async () => {
    mockApi({ 'GET master/group/7': { error: true, data: [] } });
    open();
    expect(await screen.findByText('Member Not Found!')).toBeInTheDocument();
  });
});
