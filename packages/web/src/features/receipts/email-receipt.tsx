import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { channelsAnswer } from '@trust/contract/channels';
import {
  type EmailedReceipt,
  type EmailReceiptInput,
  emailedReceiptsAnswer,
  emailReceiptAnswer,
  receiptEmailMessages,
} from '@trust/contract/receipt-email';
import { api, errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { prints } from '../../i18n/screens/prints.en';

export const getChannels = () => api.get('channels', channelsAnswer);

export const emailReceipt = (memberId: string, input: EmailReceiptInput) =>
  api.post(`print/${encodeURIComponent(memberId)}/email`, input, emailReceiptAnswer);

export const getEmailedReceipts = (memberId: string) =>
  api.get(`print/${encodeURIComponent(memberId)}/emails`, emailedReceiptsAnswer);

/** While the latest e-mail of the receipt waits for the sender, its state is asked again this often. */
const WAITING_POLL_MS = 3000;

const isWaiting = (row: EmailedReceipt | undefined) => row?.state === 'queued' || row?.state === 'sending';

/** What became of the receipt's latest e-mail, in words. */
function emailState(row: EmailedReceipt, t: (id: keyof typeof prints, values?: { reason: string }) => string): string {
  // The mail server's reason is its own, in its own words.
  const reason = row.reason ?? '';
  switch (row.state) {
    case 'queued':
      return row.attempts > 0 ? t('prints.emailQueuedRetry', { reason }) : t('prints.emailQueued');
    case 'sending':
      return t('prints.emailSending');
    case 'sent':
    case 'delivered':
      return t('prints.emailSent');
    case 'failed':
      return t('prints.emailFailed', { reason });
    default:
      return t('prints.emailNotSent', { reason });
  }
}

/**
 * 'E-mail receipt' on a receipt's print screen (never printed): queues the receipt for the member's
 * e-mail on record and shows what became of its latest e-mail (queued, sent, or failed with the mail
 * server's reason), saying why it cannot when the member has none or e-mail is not configured.
 */
export function EmailReceiptButton({
  memberId,
  kind,
  memberEmail,
  receiptNo,
}: {
  memberId: string;
  kind: EmailReceiptInput['kind'];
  memberEmail: string;
  receiptNo: string | null;
}) {
  const t = useTexts(prints);
  const queryClient = useQueryClient();
  const channels = useQuery({ queryKey: ['channels'], queryFn: getChannels });
  const hasEmail = memberEmail.trim() !== '';
  const emailed = useQuery({
    queryKey: ['emailed-receipts', memberId],
    queryFn: () => getEmailedReceipts(memberId),
    enabled: hasEmail,
    refetchInterval: (query) =>
      isWaiting(query.state.data?.data.find((r) => r.receiptNo === receiptNo)) ? WAITING_POLL_MS : false,
  });
  const send = useMutation({
    mutationFn: () => emailReceipt(memberId, { kind }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: t('prints.receiptQueued'),
        message: t('prints.queuedFor', { to: answer.to }),
      });
      void queryClient.invalidateQueries({ queryKey: ['emailed-receipts', memberId] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('prints.notEmailed'), message: errorMessage(error) }),
  });
  const emailConfigured = channels.data?.find((c) => c.channel === 'email')?.configured ?? false;
  const reason = !hasEmail
    ? errorText(receiptEmailMessages.noEmail)
    : channels.isSuccess && !emailConfigured
      ? errorText(receiptEmailMessages.notConfigured)
      : null;
  const latest = emailed.data?.data.find((r) => r.receiptNo === receiptNo);
  const status = reason ?? (latest ? emailState(latest, t) : null);
  const button = (
    <Button
      variant="default"
      onClick={() => send.mutate()}
      loading={send.isPending}
      disabled={reason !== null || !channels.isSuccess}
    >
      {t('prints.emailReceipt')}
    </Button>
  );
  return status ? (
    <>
      <Text size="sm" c={latest?.state === 'failed' && !reason ? 'red' : 'dimmed'} role="status">
        {status}
      </Text>
      {button}
    </>
  ) : (
    button
  );
}
