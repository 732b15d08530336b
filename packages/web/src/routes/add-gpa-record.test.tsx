import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInIndia } from '@trust/contract/dates';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import AddGpaRecord from './add-gpa-record';

const member = {
  ID_NUMBER: '501',
  MEMBER_NAME: 'Ravi Kumar',
  DATE_OF_BIRTH: '1980-03-15',
  SEX: 'MALE',
  JOB_PROFILE: 'Technician',
  ANNUAL_INCOME: '480000',
  ICARD_NO: 'IC-501',
  STATUS: 'EXPIRED',
};
const yearAgo = (years: number) => Number(todayInIndia().slice(0, 4)) - years;
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, select' });

async function findMember(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Member ID/), '501');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('Ravi Kumar');
}

describe('GPAIS form', () => {
  it('is in हिन्दी for a user who chose it: its title, the member, the form and its checks', async () => {
    await showIn('hi');
    mockApi({ 'GET gpa?id=501': { error: false, data: [member] } });
    renderWithProviders(<AddGpaRecord />);
    const user = userEvent.setup();
    expect(screen.getByText('जीपीएआईएस फ़ॉर्म')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '501');
    await user.click(screen.getByRole('button', { name: /Search|खोजें/ }));
    await screen.findByText('Ravi Kumar');
    expect(screen.getByText(/वार्षिक आय/)).toBeInTheDocument();
    expect(screen.getByText('₹4,80,000')).toBeInTheDocument();
    expect(field('नामांकित व्यक्ति का नाम')).toBeInTheDocument();
    expect(field('बीमा राशि (SA)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'भुगतान का तरीका चुनें' })).toBeInTheDocument();
    await user.type(field('नामांकित व्यक्ति की जन्म तिथि'), `15/01/${yearAgo(9)}`);
    expect(field('नामांकित व्यक्ति का अभिभावक')).toHaveAttribute('placeholder', 'नामांकित व्यक्ति 18 वर्ष से कम आयु का है');
    await user.click(screen.getByRole('button', { name: 'रिकॉर्ड जोड़ें' }));
    expect(await screen.findByText(/अभिभावक/, { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });

  it('shows the member and its status without blocking the form', async () => {
    mockApi({ 'GET gpa?id=501': { error: false, data: [member] } });
    renderWithProviders(<AddGpaRecord />);
    const user = userEvent.setup();
    await findMember(user);
    expect(screen.getByText('EXPIRED')).toBeInTheDocument();
    expect(screen.getByText('15/03/1980')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Record' })).toBeInTheDocument();
  });

  it('says Member Not Found! for an unknown member and No Member Found! when the call fails', async () => {
    mockApi({
      'GET gpa?id=9': { error: true, data: [] },
      'GET gpa?id=8': { status: 500, body: { error: true, message: 'Internal Server Error' } },
    });
    renderWithProviders(<AddGpaRecord />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Member ID/), '9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Member Not Found!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Member ID/));
    await user.type(screen.getByLabelText(/Member ID/), '8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Member Found!')).toBeInTheDocument();
  });

  it('asks for a guardian only when the nominee is under 18, and sends it', async () => {
    const fetchMock = mockApi({
      'GET gpa?id=501': { error: false, data: [member] },
      'POST gpa': { status: 201, body: { id: 7, receipt_no: 'GP/2026-27/00007' } },
    });
    renderWithProviders(<AddGpaRecord />);
    const user = userEvent.setup();
    await findMember(user);
    const submit = screen.getByRole('button', { name: 'Add Record' });

    await user.type(field('Nominee Name'), 'Anu Kumar');
    await user.type(field('Nominee Relation'), 'DAUGHTER');
    await user.selectOptions(field('Payment Mode'), 'UPI');
    await user.type(field('SA'), '500000');
    await user.type(field('Premium'), '1200');

    await user.type(field('Nominee Date of Birth'), `15/01/${yearAgo(30)}`);
    expect(screen.queryByLabelText(/Nominee Guardian/)).not.toBeInTheDocument();

    await user.clear(field('Nominee Date of Birth'));
    await user.type(field('Nominee Date of Birth'), `15/01/${yearAgo(9)}`);
    expect(await screen.findByText('Nominee Guardian Is Required Field')).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(field('Nominee Guardian')).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(field('Nominee Guardian'), 'Sunita Kumar');
    await user.click(submit);
    expect(await screen.findByText('Record Added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      member_id: '501',
      nominee_name: 'Anu Kumar',
      nominee_dob: `${yearAgo(9)}-01-15`,
      nominee_guardian: 'Sunita Kumar',
      risk_group: 'UPI',
      sa_amount: 500000,
      premium_amount: 1200,
    });
  });
});
