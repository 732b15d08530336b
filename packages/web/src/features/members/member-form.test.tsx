import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ageInYears, todayInIndia } from '@trust/contract/dates';
import type { CreateMemberInput } from '@trust/contract/member';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { MemberForm } from './member-form';
import { emptyMemberValues } from './member-form-values';

const yearsAgo = (years: number) => {
  const [y, m, d] = todayInIndia().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
};

function renderForm(onSubmit = vi.fn(async (_values: CreateMemberInput) => {})) {
  renderWithProviders(
    <MemberForm defaultValues={emptyMemberValues} submitLabel="Register Member" onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('MemberForm', () => {
  beforeEach(() => {
    mockApi({ 'GET department': { data: [{ DEPARTMENT: 'ACCOUNTS' }, { DEPARTMENT: 'STORES' }] } });
  });

  it('keeps Register Member disabled while the form is invalid', async () => {
    renderForm();
    await screen.findByLabelText(/^Department/);
    expect(screen.getByRole('button', { name: 'Register Member' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(field('Name'), 'R4vi');
    expect(await screen.findByText('Name In Alphabets Only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Member' })).toBeDisabled();
  });

  it('fills age and retirement date from the date of birth', async () => {
    renderForm();
    fireEvent.change(field('Date of Birth'), { target: { value: '1980-02-10' } });
    await waitFor(() => expect(field('Date of Retirement')).toHaveValue('2040-02-29'));
    expect(field('Age')).toHaveValue(String(ageInYears('1980-02-10', todayInIndia())));
  });

  it('asks for a guardian only when the nominee is under 18', async () => {
    renderForm();
    expect(screen.queryByLabelText(/^Nominee Guardian/)).not.toBeInTheDocument();
    fireEvent.change(field('Nominee Date of Birth'), { target: { value: yearsAgo(10) } });
    expect(await screen.findByLabelText(/^Nominee Guardian/)).toBeInTheDocument();
    expect(await screen.findByText('Nominee Guardian Is Required Field')).toBeInTheDocument();
    fireEvent.change(field('Nominee Date of Birth'), { target: { value: yearsAgo(30) } });
    await waitFor(() => expect(screen.queryByLabelText(/^Nominee Guardian/)).not.toBeInTheDocument());
  });

  it('sends the typed department when OTHER is chosen, once every required field is valid', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Department/), 'OTHER');
    await user.type(field('Other Department'), 'Signal Workshop');
    await user.type(field('ID Number'), '4321');
    await user.type(field('Name'), 'Ravi Kumar');
    await user.selectOptions(field('Sex'), 'MALE');
    fireEvent.change(field('Date of Birth'), { target: { value: '1985-06-15' } });
    await user.selectOptions(field('Blood Group'), 'O+VE');
    await user.type(field('Organisation'), 'Central Railway');
    await user.type(field('Mobile'), '9876543210');
    await user.type(field('Address'), '12 Station Road');
    await user.selectOptions(field('Family Group'), '1+3');
    await user.selectOptions(field('KYC'), 'YES');
    fireEvent.change(field('Nominee Date of Birth'), { target: { value: yearsAgo(8) } });
    const submit = screen.getByRole('button', { name: 'Register Member' });
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(await screen.findByLabelText(/^Nominee Guardian/), 'Sita Kumar');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      id_number: '4321',
      department: 'SIGNAL WORKSHOP',
      date_of_retirement: '2045-06-30',
      nominee_guardian: 'Sita Kumar',
    });
  });

  it('shows a stored department that is not in the list as OTHER with its text', async () => {
    renderWithProviders(
      <MemberForm
        defaultValues={{ ...emptyMemberValues, department: 'PAINT SHOP' }}
        submitLabel="Update Member"
        isUpdate
        onSubmit={async () => {}}
      />,
    );
    expect(await screen.findByLabelText(/^Department/)).toHaveValue('OTHER');
    expect(field('Other Department')).toHaveValue('PAINT SHOP');
  });
});
