import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { channelsAnswer } from '@trust/contract/channels';
import { type EmailReceiptInput, emailReceiptAnswer, receiptEmailMessages } from '@trust/contract/receipt-email';
import { api, errorMessage } from '../../api/client';

export const getChannels = () => api.get('channels', channelsAnswer);

export const emailReceipt = (memberId: string, input: EmailReceiptInput) =>
  api.post(`print/${encodeURIComponent(memberId)}/email`, input, emailReceiptAnswer);

/**
 * 'E-mail receipt' on a receipt's print screen (never printed): sends the receipt to the member's
 * e-mail on record, saying why it cannot when the member has none or e-mail is not configured.
 */
export function EmailReceiptButton({
  memberId,
  kind,
  memberEmail,
}: {
  memberId: string;
  kind: EmailReceiptInput['kind'];
  memberEmail: string;
}) {
  const channels = useQuery({ queryKey: ['channels'], queryFn: getChannels });
  const send = useMutation({
    mutationFn: () => emailReceipt(memberId, { kind }),
    onSuccess: (answer) =>
      notifications.show({ color: 'green', title: 'Receipt e-mailed', message: `Sent to ${answer.to}` }),
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Receipt not e-mailed', message: errorMessage(error) }),
  });
  const emailConfigured = channels.data?.find((c) => c.channel === 'email')?.configured ?? false;
  const reason = !memberEmail.trim()
    ? receiptEmailMessages.noEmail
    : channels.isSuccess && !emailConfigured
      ? receiptEmailMessages.notConfigured
      : null;
  const button = (
    <Button
      variant="default"
      onClick={() => send.mutate()}
      loading={send.isPending}
      disabled={reason !== null || !channels.isSuccess}
    >
      E-mail receipt
    </Button>
  );
  return reason ? (
    <>
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
      {button}
    </>
  ) : (
    button
  );
}
