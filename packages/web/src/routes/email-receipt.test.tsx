import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const open = () =>
  renderWithProviders(
    <>
      <PrintReport />
      <NotificationsHost />
    </>,
    { route: '/print-report/7?type=Membership', path: '/print-report/:id' },
  );

afterEach(() => vi.unstubAllGlobals());

describe('e-mailing a receipt from its print screen', () => {
  it('sends it to the member and says where it went', async () => {
    const fetchMock = mockApi({
      'GET print/pastRecords7': pastRecords('asha@example.test'),
      'GET channels': channels(true),
      [PRINTS]: printed,
      'POST print/7/email': { state: 'sent', to: 'asha@example.test', receiptNo: 'MS/2026-27/00042' },
    });
    open();
    const button = await screen.findByRole('button', { name: 'E-mail receipt' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Sent to asha@example.test')).toBeInTheDocument();
    act(() => notifications.clean());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ kind: 'membership' });
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
});
