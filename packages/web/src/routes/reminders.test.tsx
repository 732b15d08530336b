import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import Reminders from './reminders';

const schedule = (enabled: boolean) => ({
  schedules: [
    {
      kind: 'membership',
      enabled,
      days: [-30, -7, 0, 15],
      channels: ['email', 'sms'],
      updatedBy: enabled ? 'Test User' : null,
      updatedAt: enabled ? '2026-11-20T04:30:00.000Z' : null,
    },
    { kind: 'mediclaim', enabled: false, days: [-30, 0], channels: ['whatsapp'], updatedBy: null, updatedAt: null },
  ],
  at: '10:00',
  nextRunAt: enabled ? '2026-11-28T04:30:00.000Z' : null,
  channels: [
    { channel: 'email', configured: true, perMinute: 60 },
    { channel: 'whatsapp', configured: false, perMinute: 60 },
    { channel: 'sms', configured: false, perMinute: 30 },
  ],
});

const preview = {
  today: '2026-11-27',
  counts: [
    { kind: 'membership', dayOffset: -7, channel: 'email', count: 1 },
    { kind: 'membership', dayOffset: -7, channel: null, count: 1 },
  ],
  data: [
    {
      memberId: 'M1',
      memberName: 'ASHA RAO',
      kind: 'membership',
      expiryDate: '2026-12-04',
      dayOffset: -7,
      channel: 'email',
      skipReason: null,
    },
    {
      memberId: 'M2',
      memberName: 'RAVI DAS',
      kind: 'membership',
      expiryDate: '2026-12-04',
      dayOffset: -7,
      channel: null,
      skipReason: 'no e-mail or number',
    },
  ],
  total: 2,
};

const failedRow = {
  id: 7,
  purpose: 'reminder',
  memberId: 'M3',
  memberName: 'SITA MEHTA',
  kind: 'membership',
  expiryDate: '2026-12-04',
  dayOffset: -7,
  channel: 'email',
  receiptId: null,
  runId: 3,
  state: 'failed',
  reason: '550 mailbox unavailable',
  attempts: 3,
  nextAttemptAt: null,
  providerId: null,
  createdAt: '2026-11-27T04:30:00.000Z',
  sentAt: null,
  handSentBy: null,
  requestedBy: null,
};

/** A receipt e-mailed from its print screen: the log names who asked for it. */
const receiptRow = {
  ...failedRow,
  id: 8,
  purpose: 'receipt',
  memberId: 'M4',
  memberName: 'GITA NAIR',
  expiryDate: null,
  dayOffset: null,
  receiptId: 'MS/2026/12',
  runId: null,
  state: 'sent',
  reason: null,
  attempts: 1,
  sentAt: '2026-11-27T04:31:00.000Z',
  requestedBy: 'staff@trust.test',
};

const run = {
  id: 3,
  dueOn: '2026-11-27',
  trigger: 'now',
  startedAt: '2026-11-27T04:30:00.000Z',
  finishedAt: '2026-11-27T04:30:01.000Z',
  queued: 1,
  skipped: 1,
  by: 'Test User',
};

const answers = (overrides: Record<string, unknown> = {}) => ({
  'GET channels': [
    { channel: 'email', configured: true, detail: 'smtp.trust.test', perMinute: 60 },
    { channel: 'whatsapp', configured: false, detail: 'not configured', perMinute: 60 },
    { channel: 'sms', configured: false, detail: 'not configured', perMinute: 30 },
  ],
  'GET reminders/schedule': schedule(false),
  'GET reminders/preview?limit=20&offset=0': preview,
  'GET reminders/runs?limit=10&offset=0': { data: [run], total: 1 },
  'GET reminders/outbox?limit=20&offset=0': { data: [failedRow, receiptRow], total: 2 },
  ...overrides,
});

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api/${path}` && (init?.method ?? 'GET') === method);

describe('Reminders', () => {
  it('shows each channel as configured or not, the hour of the run, the preview and the log with reasons', async () => {
    mockApi(answers());
    renderWithProviders(<Reminders />);
    const channels = await screen.findByRole('table', { name: 'Channels' }, { timeout: 5000 });
    expect(
      within(within(channels).getByText('E-mail').closest('tr') as HTMLElement).getByText('Configured'),
    ).toBeVisible();
    expect(
      within(within(channels).getByText('SMS').closest('tr') as HTMLElement).getByText('Not configured'),
    ).toBeVisible();
    expect(screen.getByText(/every day at 10:00 India time/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Membership reminders on' })).not.toBeChecked();
    const due = await screen.findByRole('table', { name: 'Reminders due today' });
    expect(within(due).getByText('Skipped: no e-mail or number')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Due today by kind, day and channel' })).toHaveTextContent(
      'Membership7 days beforeE-mail1',
    );
    const log = await screen.findByRole('table', { name: 'Reminders sent and due' });
    expect(within(log).getByText('Failed')).toBeVisible();
    expect(within(log).getByText('550 mailbox unavailable (3 tries)')).toBeVisible();
    // Who asked for each row: the staff member who e-mailed the receipt; nobody for the daily reminder.
    const headers = within(log)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const asked = headers.indexOf('REQUESTED BY');
    expect(asked).toBeGreaterThan(-1);
    const cellOf = (name: string) =>
      within(within(log).getByText(name, { exact: false }).closest('tr') as HTMLElement).getAllByRole('cell')[asked];
    expect(cellOf('GITA NAIR')).toHaveTextContent('staff@trust.test');
    expect(cellOf('SITA MEHTA')).toHaveTextContent(/^$/);
  });

  it('switches a kind on with its days and channels in order, as the admin set them', async () => {
    const fetchMock = mockApi(answers({ 'PUT reminders/schedule': schedule(true) }));
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Membership reminders on' }));
    await user.click(screen.getByRole('checkbox', { name: 'Membership by WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Prefer WhatsApp for Membership' }));
    await user.click(screen.getByRole('button', { name: 'Save membership schedule' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT', 'reminders/schedule')).toHaveLength(1));
    expect(await screen.findByText('Saved: membership reminders on')).toBeVisible();
    const [, init] = calls(fetchMock, 'PUT', 'reminders/schedule')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      schedules: [
        { kind: 'membership', enabled: true, days: [-30, -7, 0, 15], channels: ['email', 'whatsapp', 'sms'] },
      ],
    });
  });

  it('shows the server\u2019s words for days it refuses', async () => {
    mockApi(
      answers({
        'PUT reminders/schedule': {
          status: 400,
          body: {
            error: true,
            message: 'Days must be whole numbers from -365 to 365, each once',
            issues: [{ path: 'schedules.0.days', message: 'Days must be whole numbers from -365 to 365, each once' }],
          },
        },
      }),
    );
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    const days = (await screen.findAllByRole('textbox', { name: 'Days around expiry' }))[0] as HTMLElement;
    await user.clear(days);
    await user.type(days, '7, 7');
    await user.click(screen.getByRole('button', { name: 'Save membership schedule' }));
    expect(await screen.findByText('Days must be whole numbers from -365 to 365, each once')).toBeVisible();
  });

  it('runs now only after a confirmation that says what goes, and says what the run queued and sent at once', async () => {
    const fetchMock = mockApi(
      answers({
        'GET reminders/schedule': schedule(true),
        'POST reminders/run': { ...run, id: 4, sentNow: { sent: 1, retried: 0, failed: 0 } },
      }),
    );
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Reminders due today' });
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 reminders are queued now and sent by their channels; 1 are logged as skipped');
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Run 4 done: 1 queued, 1 skipped; 1 sent now, 0 failed')).toBeVisible();
    expect(calls(fetchMock, 'POST', 'reminders/run')).toHaveLength(1);
  });

  it('says so when another server’s sender is sending the run’s reminders', async () => {
    mockApi(
      answers({ 'GET reminders/schedule': schedule(true), 'POST reminders/run': { ...run, id: 5, sentNow: null } }),
    );
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Reminders due today' });
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('Run 5 done: 1 queued, 1 skipped; sending has begun on another server'),
    ).toBeVisible();
  });

  it('filters the log by the day its reminders were made, paged on the server', async () => {
    const fetchMock = mockApi(
      answers({
        'GET reminders/outbox?fromDate=2026-11-01&toDate=2026-11-27&limit=20&offset=0': {
          data: [failedRow],
          total: 1,
        },
      }),
    );
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Reminders sent and due' });
    await user.type(screen.getByRole('textbox', { name: 'Made from' }), '01/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '27/11/2026');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        calls(fetchMock, 'GET', 'reminders/outbox?fromDate=2026-11-01&toDate=2026-11-27&limit=20&offset=0'),
      ).toHaveLength(1),
    );
  });

  it('filters the log, downloads it, and retries the failed after a confirmation', async () => {
    const fetchMock = mockApi(
      answers({
        'GET reminders/outbox?state=failed&channel=email&limit=20&offset=0': { data: [], total: 0 },
        'POST reminders/retry-failed': { requeued: 1 },
      }),
    );
    renderWithProviders(<Reminders />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Reminders sent and due' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'email');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No reminder matches these filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findByText('1 failed reminders queued again')).toBeVisible();
    expect(calls(fetchMock, 'POST', 'reminders/retry-failed')).toHaveLength(1);
  });

  it('shows a viewer the schedule and log without the admin\u2019s buttons', async () => {
    mockApi(answers());
    renderWithProviders(<Reminders />, { role: 'VIEWER' });
    expect(await screen.findByRole('switch', { name: 'Membership reminders on' })).toBeDisabled();
    await screen.findByRole('table', { name: 'Reminders due today' });
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  });

  it('shows the server\u2019s refusal when the schedule cannot be read', async () => {
    mockApi(answers({ 'GET reminders/schedule': { status: 500, body: { error: true, message: 'Server error' } } }));
    renderWithProviders(<Reminders />);
    expect(await screen.findByText('Server error')).toBeVisible();
  });
});
