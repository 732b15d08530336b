import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRow } from '@trust/contract/member';
import type { Role } from '@trust/contract/roles';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import UpdateMember from './update-member';

const member: MemberRow = {
  ID_NUMBER: '7',
  MEMBER_NAME: 'Meena Joshi',
  TICKET_NUMBER: 'XXXX XXXX 9012',
  DEPARTMENT: 'STORES',
  DATE_OF_BIRTH: '1980-03-15',
  AGE: '46',
  DATE_OF_RETIREMENT: '2040-03-31',
  MOBILE: '9822001122',
  SEX: 'FEMALE',
  BLOOD_GROUP: 'O+VE',
  ORGANISATION: 'CENTRAL RAILWAY',
  ADDRESS: '3 Yard Road, Pune',
  RECOMMENDER: '',
  RECOMMENDER_FORM_NUMBER: '',
  WHATSAPP: '',
  EMAIL: '',
  JOB_PROFILE: '',
  ANNUAL_INCOME: '',
  ICARD_NO: '',
  NOMINEE_NAME: '',
  NOMINEE_RELATION: '',
  NOMINEE_DOB: '',
  NOMINEE_GUARDIAN: '',
  FAMILY_GROUP: '1+1',
  REMARKS: 'YES',
  USER_STATUS: '',
  REGISTRATION_DATE: '2020-01-01',
};

const REVEAL = 'GET master/7/aadhaar';
/** Checking every field, saving and opening the message take a while on a busy machine. */
const SAVED = { timeout: 5000 };

function renderUpdate(answers: Record<string, unknown>, role: Role = 'STAFF', row: MemberRow = member) {
  const fetchMock = mockApi({
    'GET master/7': { error: false, data: [row] },
    'GET department': { data: [{ DEPARTMENT: 'STORES' }] },
    'PUT master/7': { error: false },
    ...answers,
  });
  renderWithProviders(<UpdateMember />, { route: '/update-member/7', path: '/update-member/:id', role });
  return fetchMock;
}

const ticketField = () => screen.findByLabelText('Ticket/Aadhar Number');
const revealCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/master/7/aadhaar').length;

describe('Update Member: the Ticket/Aadhar field', () => {
  it('shows the stored Aadhaar number masked; Show asks the server for it, Hide masks it again', async () => {
    const fetchMock = renderUpdate({ [REVEAL]: { aadhaar: '123456789012' } });
    const user = userEvent.setup();
    const field = await ticketField();
    expect(field).toHaveValue('XXXX XXXX 9012');
    expect(revealCalls(fetchMock)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(field).toHaveValue('123456789012'));
    expect(revealCalls(fetchMock)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(field).toHaveValue('XXXX XXXX 9012');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  it('saves the masked value when the number was never shown, which keeps the stored number', async () => {
    const fetchMock = renderUpdate({});
    const user = userEvent.setup();
    await ticketField();
    await user.click(await screen.findByRole('button', { name: 'Update Member' }));
    expect(await screen.findByText('Updated', {}, SAVED)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ ticket_number: 'XXXX XXXX 9012' });
    expect(revealCalls(fetchMock)).toBe(0);
  });

  it('says why the number could not be shown, and keeps it masked', async () => {
    renderUpdate({
      [REVEAL]: { status: 404, body: { error: true, message: 'This member has no Aadhaar number on record' } },
    });
    const field = await ticketField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('The Aadhaar number could not be shown: This member has no Aadhaar number on record'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('XXXX XXXX 9012');
  });

  it('offers no Show to a viewer', async () => {
    const fetchMock = renderUpdate({}, 'VIEWER');
    expect(await ticketField()).toHaveValue('XXXX XXXX 9012');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
    expect(revealCalls(fetchMock)).toBe(0);
  });

  it('offers no Show for a plain ticket number, nor once a new number is typed', async () => {
    renderUpdate({}, 'ADMIN', { ...member, TICKET_NUMBER: '77-7' });
    expect(await ticketField()).toHaveValue('77-7');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('takes a newly typed number in place of the masked one', async () => {
    const fetchMock = renderUpdate({});
    const user = userEvent.setup();
    const field = await ticketField();
    await user.clear(field);
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
    await user.type(field, '2345 6789 0123');
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    expect(await screen.findByText('Updated', {}, SAVED)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ ticket_number: '2345 6789 0123' });
  });
});
