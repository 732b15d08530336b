import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberReminders } from '../features/reminders/member-reminders';
import { OptOutsForm } from '../features/reminders/opt-outs-form';
import { ReminderActions } from '../features/reminders/reminder-actions';
import { mockApi, renderWithProviders } from '../test/render';
import OptOut from './opt-out';

const row = {
  id: 1,
  purpose: 'reminder',
  memberId: '7',
  memberName: 'Meena Joshi',
  kind: 'membership',
  expiryDate: '2026-12-04',
  dayOffset: -7,
  channel: 'email',
  receiptId: null,
  runId: 2,
  state: 'skipped',
  reason: 'opted out of every channel',
  attempts: 0,
  nextAttemptAt: null,
  providerId: null,
  createdAt: '2026-11-27T04:30:00.000Z',
  sentAt: null,
  handSentBy: null,
  requestedBy: null,
};

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api/${path}` && (init?.method ?? 'GET') === method);

describe('A member\u2019s reminders', () => {
  it('lists each with its date, kind, channel, state and reason', async () => {
    mockApi({
      'GET members/7/reminders': {
        data: [
          { ...row, id: 2, channel: 'whatsapp', state: 'sent', reason: null, handSentBy: 'Asha Patil', runId: null },
          row,
        ],
      },
    });
    renderWithProviders(<MemberReminders memberId="7" />);
    const table = await screen.findByRole('table', { name: 'Reminders' });
    const skipped = within(table).getByText('Skipped').closest('tr') as HTMLElement;
    expect(skipped).toHaveTextContent('27/11/2026 10:00Membership7 days beforeE-mailSkippedopted out of every channel');
    expect(within(table).getByText('Sent by hand by Asha Patil')).toBeVisible();
  });

  it('says when there is none, and shows a failure in the server\u2019s words', async () => {
    mockApi({ 'GET members/7/reminders': { data: [] } });
    const { unmount } = renderWithProviders(<MemberReminders memberId="7" />);
    expect(await screen.findByText('No reminder sent to this member yet')).toBeVisible();
    unmount();
    mockApi({ 'GET members/8/reminders': { status: 404, body: { error: true, message: 'Member not found' } } });
    renderWithProviders(<MemberReminders memberId="8" />);
    expect(await screen.findByText('Member not found')).toBeVisible();
  });
});

describe('Opt-outs on the member\u2019s form', () => {
  it('shows who set each, and saves the whole set through the opt-out route', async () => {
    const fetchMock = mockApi({
      'GET members/7/reminder-opt-outs': {
        data: [{ channel: 'email', setBy: 'Meena Joshi', setAt: '2026-11-20T04:30:00.000Z', source: 'member' }],
      },
      'PUT members/7/reminder-opt-outs': {
        data: [
          { channel: 'email', setBy: 'Meena Joshi', setAt: '2026-11-20T04:30:00.000Z', source: 'member' },
          { channel: 'sms', setBy: 'Test User', setAt: '2026-11-27T04:30:00.000Z', source: 'staff' },
        ],
      },
    });
    renderWithProviders(<OptOutsForm memberId="7" />, { role: 'STAFF' });
    const email = await screen.findByRole('checkbox', { name: 'No e-mail reminders' });
    expect(email).toBeChecked();
    expect(email).toHaveAccessibleDescription("Set by the member through the e-mail's link on 20/11/2026 10:00");
    expect(screen.getByRole('checkbox', { name: 'No WhatsApp reminders' })).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'No SMS reminders' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder choices' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT', 'members/7/reminder-opt-outs')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'PUT', 'members/7/reminder-opt-outs')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ channels: ['email', 'sms'] });
    expect(await screen.findByRole('checkbox', { name: 'No SMS reminders' })).toHaveAccessibleDescription(
      'Set by Test User on 27/11/2026 10:00',
    );
  });
});

describe('A reminder sent by hand', () => {
  const member = { ID_NUMBER: '7', MEMBER_NAME: 'Meena Joshi', MOBILE: '9822001122', WHATSAPP: '' };

  it('is logged when staff open the WhatsApp chat', async () => {
    const fetchMock = mockApi({ 'POST members/7/reminders/hand-sent': { ...row, channel: 'whatsapp', state: 'sent' } });
    renderWithProviders(<ReminderActions member={member} kind="mediclaim" expiryDate="2026-12-04" />, {
      role: 'STAFF',
    });
    const link = screen.getByRole('link', { name: 'WhatsApp reminder to Meena Joshi (mediclaim)' });
    // The chat itself opens elsewhere; here only the log is looked at.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    await waitFor(() => expect(calls(fetchMock, 'POST', 'members/7/reminders/hand-sent')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'POST', 'members/7/reminders/hand-sent')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'mediclaim', channel: 'whatsapp' });
  });

  it('is not logged by a viewer, who may not log one', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ReminderActions member={member} kind="mediclaim" expiryDate="2026-12-04" />, {
      role: 'VIEWER',
    });
    const link = screen.getByRole('link', { name: 'WhatsApp reminder to Meena Joshi (mediclaim)' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    expect(calls(fetchMock, 'POST', 'members/7/reminders/hand-sent')).toHaveLength(0);
  });
});

describe('The opt-out page of a reminder e-mail', () => {
  const open = (token: string) =>
    renderWithProviders(<OptOut />, { route: `/opt-out/${token}`, path: '/opt-out/:token' });

  it('says what it stops, and stops it once confirmed', async () => {
    const fetchMock = mockApi({
      'GET opt-out/abc': { trustName: 'Railway Employees Welfare Trust', channel: 'email', optedOut: false },
      'POST opt-out/abc': { trustName: 'Railway Employees Welfare Trust', channel: 'email', optedOut: true },
    });
    open('abc');
    expect(await screen.findByText(/Railway Employees Welfare Trust e-mails you a reminder/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop e-mail reminders' }));
    expect(await screen.findByText('You will get no more e-mail reminders')).toBeVisible();
    expect(calls(fetchMock, 'POST', 'opt-out/abc')).toHaveLength(1);
  });

  it('says a link the trust did not sign is not valid', async () => {
    mockApi({ 'GET opt-out/forged': { status: 404, body: { error: true, message: 'This link is not valid' } } });
    open('forged');
    expect(await screen.findByText(/This link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop e-mail reminders' })).not.toBeInTheDocument();
  });

  it('shows the limit\u2019s words when the confirmation is refused', async () => {
    mockApi({
      'GET opt-out/abc': { trustName: 'Railway Employees Welfare Trust', channel: 'email', optedOut: false },
      'POST opt-out/abc': {
        status: 429,
        body: { error: true, message: 'Too many tries; wait a minute and try again' },
      },
    });
    open('abc');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop e-mail reminders' }));
    expect(await screen.findByText('Too many tries; wait a minute and try again')).toBeVisible();
  });
});
