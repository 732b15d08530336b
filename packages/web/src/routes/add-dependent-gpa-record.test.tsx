import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { dependentRowOf } from '../test/rows';
import AddDependentGpaRecord from './add-dependent-gpa-record';

const dependent = dependentRowOf({
  NO: 4,
  ID: '501',
  DEPENDENT_NAME: 'Anu Kumar',
  RELATION: 'DAUGHTER',
  MEMBER_NAME: 'Ravi Kumar',
});

async function getDependents(id: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Member ID/), id);
  await user.click(screen.getByRole('button', { name: 'Get Dependents' }));
  return user;
}

describe('Add/renew dependent GPAIS form', () => {
  it('says Please Add Dependents when the member has none', async () => {
    mockApi({ 'GET gpa-dependent?id=9': { error: true, data: [] } });
    renderWithProviders(<AddDependentGpaRecord />);
    await getDependents('9');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please Add Dependents')).toBeInTheDocument();
    expect(within(alert).getByText('No dependents found')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Dependent$/)).not.toBeInTheDocument();
  });

  it('says Oops... when the dependents cannot be fetched', async () => {
    mockApi({ 'GET gpa-dependent?id=8': { status: 500, body: { error: true, message: 'Internal Server Error' } } });
    renderWithProviders(<AddDependentGpaRecord />);
    await getDependents('8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Oops...')).toBeInTheDocument();
    expect(within(alert).getByText('Error fetching dependents')).toBeInTheDocument();
  });

  it('requires a dependent to be picked', async () => {
    mockApi({ 'GET gpa-dependent?id=501': { error: false, data: [dependent] } });
    renderWithProviders(<AddDependentGpaRecord />);
    const user = await getDependents('501');
    const select = await screen.findByRole('combobox', { name: /Dependent/ });
    expect(within(select).getByRole('option', { name: 'Anu Kumar (DAUGHTER)' })).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    expect(await screen.findByText('Please select a dependent!')).toBeInTheDocument();
    expect(screen.getByText('Nominee Name Is Required Field')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveFocus());
  });
});
