import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatRupees } from '@trust/contract/receipt';
import type { BulkBatch } from '@trust/contract/season';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { useTexts } from '../../i18n/catalogue';
import { uploads } from '../../i18n/screens/uploads.en';
import { downloadBatchCsv } from './bulk-api';

/** What a confirmed batch did: how many members for how much, its receipt numbers, its print and its CSV. */
export function BatchResult({ batch }: { batch: BulkBatch }) {
  const t = useTexts(uploads);
  const first = batch.receipts[0]?.receipt_no ?? '';
  const last = batch.receipts.at(-1)?.receipt_no ?? '';
  const download = async () => {
    try {
      await downloadBatchCsv(batch.id);
    } catch (error) {
      notifications.show({ color: 'red', title: t('uploads.downloadFailed'), message: errorMessage(error) });
    }
  };
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('uploads.renewed', { count: batch.count, total: formatRupees(batch.total) })}
    >
      <Text size="sm" mb="xs">
        {batch.count === 1 ? t('uploads.receipt', { first }) : t('uploads.receipts', { first, last })}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={`/bulk-receipts/${batch.id}`}>
          {t('uploads.printReceipts')}
        </Button>
        <Button variant="default" onClick={() => void download()}>
          {t('uploads.downloadCsv')}
        </Button>
      </Group>
    </Alert>
  );
}
