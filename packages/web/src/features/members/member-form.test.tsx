import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ageInYears, todayInIndia } from '@trust/contract/dates';
import type { CreateMemberInput } from '@trust/contract/member';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { MemberForm } from './member-form';
import { emptyMemberValues } from './member-form-values';

/** Today's date that many years back, as staff type it: dd/mm/yyyy. */
const yearsAgo = (years: number) => {
  const [y, m, d] = todayInIndia().split('-');
  return `${d === '29' && m === '02' ? '28' : d}/${m}/${Number(y) - years}`;
};

/** Types a whole date into a date field at once, as a paste would. */
const typeDate = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

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

  it('shows every missing field at once when submitted empty, and focuses the first', async () => {
    const onSubmit = renderForm();
    await screen.findByLabelText(/^Department/);
    const submit = screen.getByRole('button', { name: 'Register Member' });
    expect(submit).toBeEnabled();
    await userEvent.setup().click(submit);
    for (const message of [
      'Member ID Is Required Field',
      'Name Is Required Field',
      'Sex Is Required Field',
      'Date Of Birth Is Required Field',
      'Department Is Required Field',
      'Organisation Is Required Field',
      'Mobile Is Required Field',
      'Address Is Required Field',
      'Family Group Is Required Field',
      'KYC Is Required Field',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('ID Number')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field’s message as it is typed', async () => {
    renderForm();
    await userEvent.setup().type(field('Name'), 'R4vi');
    expect(await screen.findByText('Name In Alphabets Only')).toBeInTheDocument();
  });

  it('takes the date of birth as dd/mm/yyyy and fills age and retirement date from it', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(field('Date of Birth'), '10/02/1980');
    await user.tab();
    expect(field('Date of Birth')).toHaveValue('10/02/1980');
    await waitFor(() => expect(field('Date of Retirement')).toHaveValue('29/02/2040'));
    expect(field('Age')).toHaveValue(String(ageInYears('1980-02-10', todayInIndia())));
  });

  it('asks for a guardian only when the nominee is under 18', async () => {
    renderForm();
    expect(screen.queryByLabelText(/^Nominee Guardian/)).not.toBeInTheDocument();
    typeDate(field('Nominee Date of Birth'), yearsAgo(10));
    expect(await screen.findByLabelText(/^Nominee Guardian/)).toBeInTheDocument();
    expect(await screen.findByText('Nominee Guardian Is Required Field')).toBeInTheDocument();
    typeDate(field('Nominee Date of Birth'), yearsAgo(30));
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
    typeDate(field('Date of Birth'), '15/06/1985');
    await user.selectOptions(field('Blood Group'), 'O+VE');
    await user.type(field('Organisation'), 'Central Railway');
    await user.type(field('Mobile'), '9876543210');
    await user.type(field('Address'), '12 Station Road');
    await user.selectOptions(field('Family Group'), '1+3');
    await user.selectOptions(field('KYC'), 'YES');
    typeDate(field('Nominee Date of Birth'), yearsAgo(8));
    const submit = screen.getByRole('button', { name: 'Register Member' });
    await user.click(submit);
    expect(await screen.findByText('Nominee Guardian Is Required Field')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nominee Guardian/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Nominee Guardian/), 'Sita Kumar');
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
