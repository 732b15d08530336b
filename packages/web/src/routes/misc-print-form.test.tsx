import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import MiscPrintForm from './misc-print-form';

const member = memberRowOf({ ID_NUMBER: '42', MEMBER_NAME: 'Lata Desai', DEPARTMENT: 'STORES', MOBILE: '9822001122' });

async function findMember(user: ReturnType<typeof userEvent.setup>, id = '42') {
  await user.type(screen.getByLabelText(/Member ID/), id);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Miscellaneous payment receipt form', () => {
  it('is in हिन्दी for a user who chose it: its fields, the total in figures and in Hindi words, and its checks', async () => {
    await showIn('hi');
    mockApi({ 'GET master/42': { error: false, data: [member] } });
    renderWithProviders(<MiscPrintForm />);
    const user = userEvent.setup();
    expect(screen.getByText('विविध भुगतान रसीद फ़ॉर्म')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '42');
    await user.click(screen.getByRole('button', { name: /Search|खोजें/ }));
    expect(await screen.findByText('Lata Desai')).toBeInTheDocument();
    expect(screen.getByText(/मोबाइल/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('सदस्यता शुल्क की राशि'), '1500');
    await user.type(screen.getByLabelText('विविध (अतिरिक्त जीएमपी प्रीमियम)'), '123000');
    expect(screen.getByText('कुल: ₹1,24,500')).toBeInTheDocument();
    expect(screen.getByText('एक लाख चौबीस हज़ार पाँच सौ रुपये मात्र')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रसीद जोड़ें' }));
    expect(await screen.findByText('भुगतान का माध्यम भरना आवश्यक है')).toBeInTheDocument();
  });

  it('keeps a running total and sends empty fees as 0 but bank charges as none', async () => {
    const fetchMock = mockApi({
      'GET master/42': { error: false, data: [member] },
      'POST misc/report': { status: 201, body: { id: 3, receipt_no: 'MI/2026-27/00003' } },
    });
    renderWithProviders(<MiscPrintForm />);
    const user = userEvent.setup();
    await findMember(user);
    expect(await screen.findByText('Lata Desai')).toBeInTheDocument();
    expect(screen.getByText('STORES')).toBeInTheDocument();
    expect(screen.getByText('9822001122')).toBeInTheDocument();
    expect(screen.getByText('Total: ₹0')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Subscription Amount'), '1500');
    await user.type(screen.getByLabelText('Misc (additional GMP premium)'), '123000');
    expect(screen.getByText('Total: ₹1,24,500')).toBeInTheDocument();
    expect(screen.getByText('One Lakh Twenty Four Thousand Five Hundred Rupees Only')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Fine'), '5x');
    expect(await screen.findByText('Fine In Number Only')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add Receipt' });
    await user.click(submit);
    // Every message at once, the first field that has one in focus; nothing is sent.
    expect(await screen.findByText('Mode Of Payment Is Required Field')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Mode of Payment/)).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Fine'));
    await user.selectOptions(screen.getByLabelText(/Mode of Payment/), 'CASH');
    await user.click(submit);
    expect(await screen.findByText('Report Added')).toBeInTheDocument();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      member_id: '42',
      date: '',
      mode_of_payment: 'CASH',
      reissue_book: 0,
      membership_period: '',
      subscription_amount: 1500,
      bank_charges: null,
      fine: 0,
      misc: 123000,
    });
  });

  it('shows the server message when the receipt is refused', async () => {
    mockApi({
      'GET master/42': { error: false, data: [member] },
      'POST misc/report': { status: 404, body: { error: true, message: 'Member Not Found!' } },
    });
    renderWithProviders(<MiscPrintForm />);
    const user = userEvent.setup();
    await findMember(user);
    await screen.findByText('Lata Desai');
    await user.selectOptions(screen.getByLabelText(/Mode of Payment/), 'UPI');
    await user.click(screen.getByRole('button', { name: 'Add Receipt' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Member Not Found!')).toBeInTheDocument();
  });

  it('says Member Not Found! for an unknown member', async () => {
    mockApi({ 'GET master/77': { error: true, data: [] } });
    renderWithProviders(<MiscPrintForm />);
    await findMember(userEvent.setup(), '77');
    expect(await screen.findByText('Member Not Found!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Receipt' })).not.toBeInTheDocument();
  });

  it('says what is wrong with the member ID when Search is pressed without one', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<MiscPrintForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Member ID Is Required Field')).toBeInTheDocument();
    expect(screen.getByLabelText(/Member ID/)).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/master/');
  });
});
