import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import AddDependent from './add-dependent';

const member = memberRowOf({ ID_NUMBER: '7', MEMBER_NAME: 'Asha Rao', FAMILY_GROUP: '1+1', TICKET_NUMBER: 'T-77' });

function open(memberId = '7') {
  return renderWithProviders(<AddDependent />, { route: `/add-dependent?memberId=${memberId}` });
}

describe('Register new Dependent', () => {
  it('shows the member and the form while below the limit', async () => {
    mockApi({ 'GET master/7': { error: false, data: [member] }, 'GET dependent/count/7': { noOfDependent: 0 } });
    open();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('T-77')).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Register Dependent' });
    await userEvent.setup().click(submit);
    expect(await screen.findByText('Dependent Name Is Required Field')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Dependent Name/)).toHaveFocus());
  });

  it('is in हिन्दी for a user who chose it: its title, the member, the form and its checks', async () => {
    await showIn('hi');
    mockApi({ 'GET master/7': { error: false, data: [member] }, 'GET dependent/count/7': { noOfDependent: 0 } });
    open();
    expect(screen.getByRole('heading', { name: 'नया आश्रित पंजीकृत करें' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('1 में से 0')).toBeInTheDocument();
    for (const label of ['आश्रित का नाम', 'संबंध', 'लिंग', 'आयु', 'केवाईसी', 'कार्य विवरण', 'आई-कार्ड संख्या']) {
      expect(screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`))).toBeInTheDocument();
    }
    expect(screen.getByRole('option', { name: 'संबंध चुनें' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'आश्रित पंजीकृत करें' }));
    expect(await screen.findByText('आश्रित का नाम भरना आवश्यक है')).toBeInTheDocument();
  });

  it('says the limit in हिन्दी at the limit', async () => {
    await showIn('hi');
    mockApi({ 'GET master/7': { error: false, data: [member] }, 'GET dependent/count/7': { noOfDependent: 1 } });
    open();
    expect(await screen.findByText('1 में से 1')).toBeInTheDocument();
    expect(screen.getByText('अधिकतम आश्रित पूरे हो गए!')).toBeInTheDocument();
  });

  it('says MAX DEPENDENTS REACHED! at the limit', async () => {
    mockApi({ 'GET master/7': { error: false, data: [member] }, 'GET dependent/count/7': { noOfDependent: 1 } });
    open();
    expect(await screen.findByText('MAX DEPENDENTS REACHED!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Dependent' })).not.toBeInTheDocument();
  });

  it('says MORE THAN MAX LIMIT DEPENDENTS! over the limit', async () => {
    mockApi({ 'GET master/7': { error: false, data: [member] }, 'GET dependent/count/7': { noOfDependent: 2 } });
    open();
    expect(await screen.findByText('MORE THAN MAX LIMIT DEPENDENTS!')).toBeInTheDocument();
  });

  it('blocks an unknown member', async () => {
    mockApi({ 'GET master/8': { error: true, data: [] }, 'GET dependent/count/8': { noOfDependent: 0 } });
    open('8');
    expect(await screen.findByText('Member Not Found / Member ID is Invalid!')).toBeInTheDocument();
    expect(screen.getByText('Member Not Found!')).toBeInTheDocument();
    expect(screen.getByText('Member ID is Invalid')).toBeInTheDocument();
  });

  it('refuses a malformed member ID without asking the server', async () => {
    const fetchMock = mockApi({});
    open('');
    await userEvent.setup().type(screen.getByLabelText(/^Member ID/), '12a');
    expect(await screen.findByText('Member ID is Invalid')).toBeInTheDocument();
    expect(screen.getByText('Member Not Found / Member ID is Invalid!')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/settings');
    await waitFor(() => expect(calls()).toEqual([]));
  });
});
