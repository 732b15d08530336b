import { Alert, Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DateRange } from '@trust/contract/fields';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadBouncedCheques, useBouncedCheques } from '../features/cashbook/cashbook-api';
import { BouncedTable } from '../features/cashbook/day-lists';
import { useTexts } from '../i18n/catalogue';
import { cashbook } from '../i18n/screens/cashbook.en';
import { common } from '../i18n/screens/common.en';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';

/** The cheques the bank returned, by the day each bounce was recorded, with the bank's reason. */
export default function BouncedCheques() {
  const t = useTexts(cashbook);
  const tc = useTexts(common);
  const [range, setRange] = useState<DateRange | null>(null);
  const list = useBouncedCheques(range);

  const download = async () => {
    if (!range) return;
    try {
      await downloadBouncedCheques(range);
    } catch (error) {
      notifications.show({ color: 'red', title: t('cashbook.downloadFailed'), message: errorMessage(error) });
    }
  };

  return (
    <Page title={t('cashbook.bouncedTitle')}>
      <DateRangeForm onSubmit={setRange} isLoading={list.isFetching}>
        <Button variant="default" disabled={!list.data} onClick={() => void download()}>
          {t('cashbook.downloadCsv')}
        </Button>
      </DateRangeForm>
      {list.isFetching && !list.data ? <Loader aria-label={tc('common.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" title={t('cashbook.listNotLoaded')}>
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.data ? <BouncedTable rows={list.data.data} label={t('cashbook.bouncedTitle')} /> : null}
    </Page>
  );
}
