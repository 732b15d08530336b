import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIn, storedLanguage } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import VerifyReceipt from './verify-receipt';

const CODE = 'MC8-ABCDE-FGHJK';
const PATH = `GET verify/${CODE}`;

const answer = (standing: string) => ({
  trust_name: 'Railway Employees Welfare Trust',
  receipt_no: 'MC/2026-27/00008',
  date: '2026-06-01',
  kind: 'MEDICLAIM',
  amount: 2500,
  standing,
  member_name: 'R**** K****',
});

function open(answers: Record<string, unknown>) {
  mockApi(answers);
  renderWithProviders(<VerifyReceipt />, { route: `/verify/${CODE}`, path: '/verify/:code' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the receipt verification page', () => {
  it('says a receipt that stands is genuine and PAID, with only its particulars and the masked name', async () => {
    open({ [PATH]: answer('PAID') });
    const status = await screen.findByRole('status', { name: 'Genuine receipt' });
    expect(status).toHaveTextContent('This receipt was issued by the trust and stands.');
    const table = screen.getByRole('table', { name: 'Receipt' });
    expect(within(table).getByText('MC/2026-27/00008')).toBeInTheDocument();
    expect(within(table).getByText('01/06/2026')).toBeInTheDocument();
    expect(within(table).getByText('Mediclaim Subscription Receipt')).toBeInTheDocument();
    expect(within(table).getByText('₹2,500')).toBeInTheDocument();
    expect(within(table).getByText('R**** K****')).toBeInTheDocument();
    expect(within(table).getByText('PAID')).toBeInTheDocument();
  });

  it.each([
    ['VOID', 'This receipt no longer stands: it was voided.'],
    ['RESET', 'This receipt no longer stands: its payment was reset.'],
    ['BOUNCED', 'This receipt no longer stands: its cheque bounced.'],
  ])('says a %s receipt is genuine but no longer stands', async (standing, text) => {
    open({ [PATH]: answer(standing) });
    const status = await screen.findByRole('status', { name: 'Genuine receipt' });
    expect(status).toHaveTextContent(text);
    expect(within(screen.getByRole('table', { name: 'Receipt' })).getByText(standing)).toBeInTheDocument();
  });

  it('is in हिन्दी in a browser where हिन्दी was chosen, with no one signed in', async () => {
    localStorage.setItem('language', 'hi');
    await showIn(storedLanguage());
    open({ [PATH]: answer('VOID') });
    const status = await screen.findByRole('status', { name: 'असली रसीद' });
    expect(status).toHaveTextContent('यह रसीद अब मान्य नहीं है: इसे रद्द किया गया।');
    expect(screen.getByRole('heading', { name: 'रसीद की जाँच' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'रसीद' });
    expect(within(table).getByText('मेडिक्लेम शुल्क रसीद')).toBeInTheDocument();
    expect(within(table).getByText('किससे प्राप्त')).toBeInTheDocument();
    expect(within(table).getByText('₹2,500')).toBeInTheDocument();
  });

  it('says no receipt matches a code the server does not know', async () => {
    open({ [PATH]: { status: 404, body: { error: true, message: 'No receipt matches this code' } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No receipt matches this code');
    expect(screen.queryByRole('status', { name: 'Genuine receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('passes on the limit’s message when an address checked too often', async () => {
    const message = 'Too many receipt checks from this address. Please wait a minute and try again.';
    open({ [PATH]: { status: 429, body: { error: true, message } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status', { name: 'Genuine receipt' })).not.toBeInTheDocument();
  });
});
