import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type BulkBatch, bulkMessages } from '@trust/contract/season';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { downloadBatchCsv } from './bulk-api';

/** What a confirmed batch did: how many members for how much, its receipt numbers, its print and its CSV. */
export function BatchResult({ batch }: { batch: BulkBatch }) {
  const first = batch.receipts[0]?.receipt_no ?? '';
  const last = batch.receipts.at(-1)?.receipt_no ?? '';
  const download = async () => {
    try {
      await downloadBatchCsv(batch.id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };
  return (
    <Alert color="teal" variant="light" title={bulkMessages.renewed(batch.count, batch.total)}>
      <Text size="sm" mb="xs">
        {batch.count === 1 ? `Receipt ${first}` : `Receipts ${first} to ${last}`}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={`/bulk-receipts/${batch.id}`}>
          Print receipts
        </Button>
        <Button variant="default" onClick={() => void download()}>
          Download CSV
        </Button>
      </Group>
    </Alert>
  );
}
