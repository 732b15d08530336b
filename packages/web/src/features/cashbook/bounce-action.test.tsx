import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashbookMessages } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../i18n/catalogue';
import { mockApi, renderWithProviders } from '../../test/render';
import { BounceAction, type ListedReceipt } from './bounce-action';

const receipt: ListedReceipt = {
  receiptNo: 'MS/2026-27/00012',
  date: '2026-11-02',
  memberId: '8',
  mode: 'CHEQUE',
  status: 'ACTIVE',
};
const bounceUrl = `POST payments/${encodeURIComponent(receipt.receiptNo)}/bounce`;

describe('the bounce of a cheque', () => {
  it('is asked in हिन्दी for a user who chose it: its fields, checks, the refusal of a closed day and its way out', async () => {
    await showIn('hi');
    mockApi({
      [bounceUrl]: {
        status: 409,
        body: { error: true, message: cashbookMessages.dayClosed, code: 'cashbook.dayClosed' },
      },
    });
    renderWithProviders(<BounceAction receipt={receipt} />, { role: 'STAFF' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'MS/2026-27/00012 बाउंस' }));
    const dialog = await screen.findByRole('dialog', { name: 'इस चेक को बाउंस दर्ज करें?' });
    expect(within(dialog).getByText('रसीद संख्या MS/2026-27/00012')).toBeInTheDocument();
    const date = within(dialog).getByRole('textbox', { name: /बाउंस की तिथि/ });
    await user.clear(date);
    await user.type(date, '01/11/2026');
    await user.type(within(dialog).getByRole('textbox', { name: /कारण/ }), 'Insufficient funds');
    await user.type(within(dialog).getByRole('textbox', { name: 'बैंक शुल्क' }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'बाउंस दर्ज करें' }));
    expect(within(dialog).getByText('बाउंस की तिथि रसीद की तिथि से पहले नहीं होनी चाहिए')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /भुगतान का तरीका/ })).toHaveDisplayValue('भुगतान का तरीका चुनें');

    await user.clear(date);
    await user.type(date, '20/11/2026');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /भुगतान का तरीका/ }), 'CASH');
    await user.click(within(dialog).getByRole('button', { name: 'बाउंस दर्ज करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('यह दिन बंद है');
    await user.click(within(dialog).getByRole('button', { name: 'आज की तिथि लें' }));
    expect(date).toHaveValue(todayInIndia().split('-').reverse().join('/'));
  });
});
