import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import TwoStep from './two-step';

const CODES = Array.from({ length: 10 }, (_, i) => `CODE-000${i}`);

describe('Two-step sign-in', () => {
  it('says where one stands and offers new recovery codes or turning it off', async () => {
    mockApi({ 'GET two-step': { enabled: true, recoveryCodesLeft: 7, required: false } });
    renderWithProviders(<TwoStep />);
    expect(await screen.findByText('ON')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(/7 of 10 recovery codes left\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: its state, the password asked again, the refusal and the new codes', async () => {
    await showIn('hi');
    mockApi({
      'GET two-step': { enabled: true, recoveryCodesLeft: 7, required: false },
      'POST two-step/recovery-codes': { recoveryCodes: CODES },
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoStep />);
    expect(await screen.findByText('चालू')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'दो-चरण लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText(/10 में से 7 रिकवरी कोड बचे हैं।$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'नए रिकवरी कोड' }));
    expect(screen.getByText(/^नए रिकवरी कोड आपके मौजूदा कोड की जगह लेंगे/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'नए रिकवरी कोड बनाएँ' }));
    expect(await screen.findByText('पासवर्ड भरना आवश्यक है')).toBeInTheDocument();

    await user.type(screen.getByLabelText('आपका पासवर्ड'), 'the password');
    await user.click(screen.getByRole('button', { name: 'नए रिकवरी कोड बनाएँ' }));
    const codes = await screen.findByRole('list', { name: 'रिकवरी कोड' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'मैंने इन्हें सँभाल लिया है' })).toBeInTheDocument();
  });
});
