import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { gpaDependentRecordOf } from '../test/rows';
import CheckDependentGpa from './check-dependent-gpa';

const record = gpaDependentRecordOf({
  id: 11,
  member_id: '501',
  receipt_no: 'GD/2026-27/00011',
  date: '2026-06-02',
  nominee_name: 'Ravi Kumar',
  nominee_relation: 'FATHER',
  nominee_dob: '1980-03-15',
  nominee_guardian: '',
  risk_group: 'NEFT',
  sa_amount: 200000,
  premium_amount: 650,
  MEMBER_NAME: 'Ravi Kumar',
  dependent_id: 4,
  DEPENDENT_NAME: 'Anu Kumar',
  DOB: '2017-01-15',
  DEPENDENT_SEX: 'FEMALE',
  RELATION: 'DAUGHTER',
});

const COLUMNS = [
  'Status',
  'Record ID',
  'Name',
  'Date of birth',
  'Sex',
  'Nominee',
  'Relation',
  'Nominee DOB',
  'Nominee guardian',
  'Risk group',
  'SA',
  'Premium',
  'Date',
  'Action',
];

describe('Find GPAIS dependent', () => {
  it('is in हिन्दी for a user who chose it: its title and its columns', async () => {
    await showIn('hi');
    mockApi({ 'GET gpa-dependent?records=1&id=501': { data: [record] } });
    renderWithProviders(<CheckDependentGpa />, { route: '/check-dependent-gpa?memberId=501' });
    await screen.findByText('Anu Kumar');
    expect(screen.getByText('जीपीएआईएस आश्रित खोजें')).toBeInTheDocument();
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const heading of ['रिकॉर्ड आईडी', 'नाम', 'जन्म तिथि', 'नामांकित', 'जोखिम समूह', 'बीमा राशि (SA)', 'दिनांक']) {
      expect(headings).toContain(heading);
    }
    expect(screen.getByText('₹2,00,000')).toBeInTheDocument();
    // The frame all find screens share: its first and last columns, Print and Back.
    expect(headings).toEqual(expect.arrayContaining(['स्थिति', 'कार्रवाई']));
    expect(screen.getByRole('link', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/dashboard');
  });

  it('runs the search from ?memberId= and lists the records with the exact columns', async () => {
    mockApi({ 'GET gpa-dependent?records=1&id=501': { data: [record] } });
    renderWithProviders(<CheckDependentGpa />, { route: '/check-dependent-gpa?memberId=501' });
    const row = (await screen.findByText('Anu Kumar')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(COLUMNS);
    expect(within(row).getByText('15/01/2017')).toBeInTheDocument();
    expect(within(row).getByText('₹2,00,000')).toBeInTheDocument();
    expect(within(row).getByText('02/06/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/print-dependent-gpa-record/11?memberId=501',
    );
  });

  it('voids with a reason after the confirmation, sends it, and reloads the list', async () => {
    const fetchMock = mockApi({
      'GET gpa-dependent?records=1&id=501': { data: [record] },
      'DELETE gpa-dependent/11': { error: false },
    });
    renderWithProviders(<CheckDependentGpa />, { route: '/check-dependent-gpa?memberId=501' });
    const user = userEvent.setup();
    const row = (await screen.findByText('Anu Kumar')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Void this receipt?')).toBeInTheDocument();
    expect(within(dialog).getByText('Receipt No GD/2026-27/00011')).toBeInTheDocument();
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, void it' }));
    expect(await within(dialog).findByText('Reason Is Required Field')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid twice by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, void it' }));
    expect(await screen.findByText('The receipt is void.')).toBeInTheDocument();
    const voids = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(voids.length).toBe(1);
    expect(JSON.parse(String(voids[0]?.[1]?.body))).toEqual({ reason: 'Paid twice by mistake' });
    const lists = fetchMock.mock.calls.filter(([url]) => String(url).includes('records=1'));
    expect(lists.length).toBe(2);
  });

  it('lists a void record struck out with its reason, who and when, and offers no Void for it', async () => {
    mockApi({
      'GET gpa-dependent?records=1&id=501': {
        data: [
          {
            ...record,
            STATUS: 'VOID',
            VOID_REASON: 'Wrong dependent',
            VOIDED_BY: 'Asha Patil',
            VOIDED_AT: '2026-06-03T05:00:00.000Z',
          },
        ],
      },
    });
    renderWithProviders(<CheckDependentGpa />, { route: '/check-dependent-gpa?memberId=501' });
    const row = (await screen.findByText('Anu Kumar')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-status', 'VOID');
    expect(within(row).getByText('VOID')).toBeInTheDocument();
    expect(within(row).getByText('Wrong dependent — Asha Patil, 03/06/2026 10:30')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Print' })).toBeInTheDocument();
  });

  it('offers Void to ADMIN only', async () => {
    mockApi({ 'GET gpa-dependent?records=1&id=501': { data: [record] } });
    renderWithProviders(<CheckDependentGpa />, { route: '/check-dependent-gpa?memberId=501', role: 'STAFF' });
    const row = (await screen.findByText('Anu Kumar')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('says No Data found!! for an empty list and No Member Found! for a failed call', async () => {
    mockApi({
      'GET gpa-dependent?records=1&id=1': { data: [] },
      'GET gpa-dependent?records=1&id=3': { status: 500, body: { error: true, message: 'Internal Server Error' } },
    });
    renderWithProviders(<CheckDependentGpa />);
    const user = userEvent.setup();
    for (const [id, message] of [
      ['1', 'No Data found!!'],
      ['3', 'No Member Found!'],
    ]) {
      const box = screen.getByPlaceholderText('Enter ID Number');
      await user.clear(box);
      await user.type(box, id as string);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
  });
});
