import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { gpaMessages } from '@trust/contract/gpa';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useGpaRecord } from '../features/gpa/get-gpa-record';
import { GpaReceipt, gpaReceiptTitle } from '../features/gpa/gpa-receipt';
import { useSettings } from '../features/settings/use-settings';
import { PrintLayout } from '../ui/print-layout';

export default function PrintGpaRecord() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const record = useGpaRecord(id, memberId);
  const { membershipPrefix } = useSettings();

  const back = (
    <Button component={Link} to={`/check-gpa?memberId=${encodeURIComponent(memberId)}`} variant="default">
      Back
    </Button>
  );

  if (memberId !== '' && record.isPending)
    return (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (!record.data)
    return (
      <Stack maw={600} mx="auto">
        <Alert color="red" variant="light">
          {record.isError ? errorMessage(record.error) : gpaMessages.recordNotFound}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );

  return (
    <PrintLayout title={gpaReceiptTitle(record.data)} actions={back}>
      <GpaReceipt record={record.data} membershipPrefix={membershipPrefix} />
    </PrintLayout>
  );
}
