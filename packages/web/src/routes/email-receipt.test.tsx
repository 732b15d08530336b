import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@trust/contract/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf, NOT_BOUNCED } from '../test/rows';
import NotificationsHost from '../ui/notifications-host';
import PrintReport from './print-report';

const membership = {
  ID_NUMBER: '7',
  MODE_OF_PAYMENT: 'UPI',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: '2026-05-02',
  EXPIRY_DATE: '2027-03-31',
  BANK: '',
  BRANCH: '',
  AMOUNT: 100,
  REMARKS: 0,
  STATUS: 'ACTIVE',
  RESET_REASON: null,
  RESET_BY: null,
  RESET_AT: null,
  ...NOT_BOUNCED,
  RECEIPT_NO: 'MS/2026-27/00042',
  verify_code: 'MS42-ABCDE-FGHJK',
};
const pastRecords = (email: string) => ({
  data: [
    {
      ...memberRowOf({ ID_NUMBER: '7', MEMBER_NAME: 'Asha Rao', EMAIL: email }),
      DEPENDENT_COUNT: 0,
      MEDICLAIM: null,
      SUBSCRIPTION: membership,
    },
  ],
});
const channels = (email: boolean) => [
  { channel: 'email', configured: email, detail: email ? 'SMTP mail.trust.test:587' : 'not configured', perMinute: 60 },
  { channel: 'whatsapp', configured: false, detail: 'not configured', perMinute: 600 },
  { channel: 'sms', configured: false, detail: 'not configured', perMinute: 300 },
];
const PRINTS = 'GET receipts/MS%2F2026-27%2F00042/prints?document=RECEIPT';
const printed = { receipt_no: 'MS/2026-27/00042', document: 'RECEIPT', prints: 0, copy: 1 };
const open = (role: Role = 'ADMIN') =>
  renderWithProviders(
    <>
      <PrintReport />
      <NotificationsHost />
    </>,
    { route: '/print-report/7?type=Membership', path: '/print-report/:id', role },
  );

afterEach(() => vi.unstubAllGlobals());

describe('e-mailing a receipt from its print screen', () => {
  it('queues it for the member, says where it goes, and shows it sent once the sender has sent it', async () => {
    const emailed = (state: string, reason: string | null = null, attempts = 0) => ({
      data: [
        {
          id: 5,
          kind: 'membership',
          receiptNo: 'MS/2026-27/00042',
          state,
          reason,
          attempts,
          createdAt: '2026-11-21T06:00:00.000Z',
          sentAt: state === 'sent' ? '2026-11-21T06:00:30.000Z' : null,
          requestedBy: 'staff@trust.test',
        },
      ],
    });
    const answers: Parameters<typeof mockApi>[0] = {
      'GET print/pastRecords7': pastRecords('asha@example.test'),
      'GET channels': channels(true),
      [PRINTS]: printed,
      'GET print/7/emails': { data: [] },
      'POST print/7/email': { id: 5, state: 'queued', to: 'asha@example.test', receiptNo: 'MS/2026-27/00042' },
    };
    const fetchMock = mockApi(answers);
    open();
    const button = await screen.findByRole('button', { name: 'E-mail receipt' });
    await waitFor(() => expect(button).toBeEnabled());
    answers['GET print/7/emails'] = emailed('queued');
    await userEvent.click(button);
    expect(await screen.findByText('Queued for asha@example.test')).toBeInTheDocument();
    expect(await screen.findByText('E-mail queued')).toBeInTheDocument();
    // The sender has sent it: the screen, asking again while it waits, shows so.
    answers['GET print/7/emails'] = emailed('sent');
    expect(await screen.findByText('E-mail sent', {}, { timeout: 8000 })).toBeInTheDocument();
    act(() => notifications.clean());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ kind: 'membership' });
  }, 15_000);

  it("is in हिन्दी for a user who chose it: the button and the latest e-mail's state, the mail server's reason as it came", async () => {
    await showIn('hi');
    mockApi({
      'GET print/pastRecords7': pastRecords('asha@example.test'),
      'GET channels': channels(true),
      [PRINTS]: printed,
      'GET print/7/emails': {
        data: [
          {
            id: 6,
            kind: 'membership',
            receiptNo: 'MS/2026-27/00042',
            state: 'failed',
            reason: '550 5.1.1 No such mailbox here',
            attempts: 1,
            createdAt: '2026-11-21T06:00:00.000Z',
            sentAt: null,
            requestedBy: null,
          },
        ],
      },
    });
    open();
    expect(await screen.findByText('ई-मेल नहीं जा सका: 550 5.1.1 No such mailbox here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रसीद ई-मेल करें' })).toBeInTheDocument();
  });

  it("shows the latest e-mail failed with the mail server's reason", async () => {
    mockApi({
      'GET print/pastRecords7': pastRecords('asha@example.test'),
      'GET channels': channels(true),
      [PRINTS]: printed,
      'GET print/7/emails': {
        data: [
          {
            id: 6,
            kind: 'membership',
            receiptNo: 'MS/2026-27/00042',
            state: 'failed',
            reason: '550 5.1.1 No such mailbox here',
            attempts: 1,
            createdAt: '2026-11-21T06:00:00.000Z',
            sentAt: null,
            requestedBy: null,
          },
        ],
      },
    });
    open();
    expect(await screen.findByText('E-mail failed: 550 5.1.1 No such mailbox here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail receipt' })).toBeInTheDocument();
  });

  it('is disabled, saying why, when the member has no e-mail or e-mail is not configured', async () => {
    mockApi({ 'GET print/pastRecords7': pastRecords(''), 'GET channels': channels(true), [PRINTS]: printed });
    const first = open();
    expect(await screen.findByText('This member has no e-mail address on record')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail receipt' })).toBeDisabled();
    first.unmount();
    vi.unstubAllGlobals();
    mockApi({
      'GET print/pastRecords7': pastRecords('asha@example.test'),
      'GET channels': channels(false),
      [PRINTS]: printed,
    });
    open();
    expect(await screen.findByText('E-mail is not configured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail receipt' })).toBeDisabled();
  });

  it('is not shown to a VIEWER, who may print the receipt but not send it', async () => {
    const fetchMock = mockApi({ 'GET print/pastRecords7': pastRecords('asha@example.test'), [PRINTS]: printed });
    open('VIEWER');
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail receipt' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('emails'));
  });
});
