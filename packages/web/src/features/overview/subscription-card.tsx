import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { SubscriptionSummary } from '@trust/contract/overview';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/catalogue';
import { overview } from '../../i18n/screens/overview.en';
import { BounceFlagAlert } from '../../ui/bounce-flag';
import { StatusBadge } from '../../ui/status-badge';

function standing(summary: SubscriptionSummary, t: ReturnType<typeof useTexts<typeof overview>>): string {
  if (!summary.EXPIRY_DATE) return t('overview.neverPaid');
  const date = formatDisplayDate(summary.EXPIRY_DATE);
  return t(summary.STATUS === 'ACTIVE' ? 'overview.validUntil' : 'overview.expiredOn', { date });
}

interface SubscriptionCardProps {
  title: string;
  summary: SubscriptionSummary;
  /** Shown under the status when the member should be reminded to renew. */
  reminder?: ReactNode;
}

/** One subscription at a glance: its status, until when, and the receipt that pays for it. */
export function SubscriptionCard({ title, summary, reminder }: SubscriptionCardProps) {
  const t = useTexts(overview);
  return (
    <Card withBorder padding="sm" role="group" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <StatusBadge status={summary.STATUS} />
        </Group>
        <Text size="sm" fw={500}>
          {standing(summary, t)}
        </Text>
        <BounceFlagAlert flag={summary.BOUNCED} />
        {summary.RECEIPT_NO ? (
          <Text size="xs" c="dimmed">
            {t('overview.receiptIssued', {
              receipt: summary.RECEIPT_NO,
              date: formatDisplayDate(summary.ISSUE_DATE),
            })}
          </Text>
        ) : null}
        {reminder ? (
          <Group gap="xs">
            <Text size="sm">{t('overview.remindToRenew')}</Text>
            {reminder}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
