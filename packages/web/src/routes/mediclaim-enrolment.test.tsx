import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enrolment, EnrolmentRow } from '@trust/contract/season';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import MediclaimEnrolment from './mediclaim-enrolment';

const rows: EnrolmentRow[] = [
  {
    member_id: '101',
    name: 'Asha Patil',
    relation: 'SELF',
    date_of_birth: '1978-03-14',
    age: 48,
    sex: 'FEMALE',
    family_group: '1+3',
    premium: 4500,
    receipt_no: 'MC/2026-27/00001',
    cover_start: '2026-05-01',
  },
  {
    member_id: '101',
    name: 'Ravi Patil',
    relation: 'SON',
    date_of_birth: '',
    age: '',
    sex: 'MALE',
    family_group: '1+3',
    premium: 4500,
    receipt_no: 'MC/2026-27/00001',
    cover_start: '2026-05-01',
  },
];

describe('Mediclaim Enrolment', () => {
  it('asks for the chosen policy year and counts members and persons', async () => {
    const answer: Enrolment = {
      year: 2025,
      fromDate: '2025-05-01',
      toDate: '2026-04-30',
      members: 1,
      persons: 2,
      data: rows,
    };
    const fetchMock = mockApi({ 'GET reports/mediclaim-enrolment?year=2025': answer });
    const user = userEvent.setup();
    renderWithProviders(<MediclaimEnrolment />, { role: 'VIEWER' });
    const year = screen.getByLabelText('Policy Year');
    expect(within(year).getByRole('option', { name: '2025–26 (01/05/2025 to 30/04/2026)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();
    await user.selectOptions(year, '2025');
    await user.click(screen.getByRole('button', { name: 'Get List' }));
    expect(
      await screen.findByText('2025–26 (01/05/2025 to 30/04/2026): 1 member, 2 persons covered'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mediclaim enrolment' });
    expect(within(table).getByText('Ravi Patil')).toBeInTheDocument();
    expect(within(table).getAllByText('₹4,500')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/mediclaim-enrolment?year=2025', expect.anything());
  });
});
