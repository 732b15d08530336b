import { Alert, Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DateRange } from '@trust/contract/fields';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadBouncedCheques, useBouncedCheques } from '../features/cashbook/cashbook-api';
import { BouncedTable } from '../features/cashbook/day-lists';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';

/** The cheques the bank returned, by the day each bounce was recorded, with the bank's reason. */
export default function BouncedCheques() {
  const [range, setRange] = useState<DateRange | null>(null);
  const list = useBouncedCheques(range);

  const download = async () => {
    if (!range) return;
    try {
      await downloadBouncedCheques(range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };

  return (
    <Page title="Bounced Cheques">
      <DateRangeForm onSubmit={setRange} isLoading={list.isFetching}>
        <Button variant="default" disabled={!list.data} onClick={() => void download()}>
          Download CSV
        </Button>
      </DateRangeForm>
      {list.isFetching && !list.data ? <Loader aria-label="Loading" /> : null}
      {list.isError ? (
        <Alert color="red" title="The list could not be loaded">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data ? <BouncedTable rows={list.data.data} label="Bounced Cheques" /> : null}
    </Page>
  );
}
