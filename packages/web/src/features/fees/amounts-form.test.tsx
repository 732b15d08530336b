import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showIn } from '../../i18n/catalogue';
import { renderWithProviders } from '../../test/render';
import { AmountsForm } from './amounts-form';

describe('the fee amounts form', () => {
  it('names each family group and the subscription, and says what is missing', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<AmountsForm initial={{ amount1: 600 }} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Family Group 1\+1/)).toHaveValue('600');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Amount' }));
    expect(await screen.findByText('Subscription Amount Is Required Field')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is in हिन्दी for a user who chose it: its labels, its button and its checks', async () => {
    await showIn('hi');
    renderWithProviders(<AmountsForm initial={{ amount1: 600 }} onSubmit={vi.fn(async () => {})} />);
    expect(screen.getByLabelText(/^परिवार समूह 1\+1/)).toHaveValue('600');
    expect(screen.getByLabelText(/^सदस्यता शुल्क की राशि/)).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'राशि बदलें' }));
    expect(await screen.findByText('सदस्यता शुल्क की राशि भरना आवश्यक है')).toBeInTheDocument();
  });
});
