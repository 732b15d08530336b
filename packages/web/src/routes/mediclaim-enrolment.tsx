import { Alert, Button, Group, Loader, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { todayInIndia } from '@trust/contract/dates';
import { ENROLMENT_COLUMNS, enrolmentLines, policyYearOf } from '@trust/contract/season';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { CoverChanges } from '../features/enrolment/cover-changes';
import { downloadEnrolmentCsv, saveEnrolmentXlsx, useEnrolment } from '../features/enrolment/enrolment-api';
import { policyYearLabel, policyYearOptions } from '../features/enrolment/policy-years';
import { Page } from '../ui/page';
import { ReportTable } from '../ui/report-table';

const COLUMNS = ENROLMENT_COLUMNS.map((header) => ({ header, isMoney: header === 'PREMIUM' }));

async function orNotice(download: () => Promise<void>) {
  try {
    await download();
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

/**
 * The lists the mediclaim insurer asks for: everyone covered in a policy year (1 May to 30 April),
 * each member and its dependents, and who was added to or removed from cover between two dates.
 */
export default function MediclaimEnrolment() {
  const today = todayInIndia();
  const options = useMemo(() => policyYearOptions(today), [today]);
  const [year, setYear] = useState(() => policyYearOf(today));
  const [asked, setAsked] = useState<number | null>(null);
  const enrolment = useEnrolment(asked);
  const lines = useMemo(() => enrolmentLines(enrolment.data?.data ?? []), [enrolment.data]);
  const shown = enrolment.data && asked !== null ? enrolment.data : null;

  return (
    <Page title="Mediclaim Enrolment">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Policy Year"
          data={options}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list">Enrolment List</Tabs.Tab>
          <Tabs.Tab value="changes">Additions and Deletions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <Stack gap="sm">
            <Group gap="xs">
              <Button onClick={() => setAsked(year)} loading={enrolment.isFetching}>
                Get List
              </Button>
              <Button
                variant="default"
                disabled={!shown}
                onClick={() => shown && void orNotice(() => downloadEnrolmentCsv(shown.year))}
              >
                Download CSV
              </Button>
              <Button
                variant="default"
                disabled={!shown}
                onClick={() => shown && void orNotice(() => saveEnrolmentXlsx(shown.year, shown.data))}
              >
                Download Excel
              </Button>
            </Group>
            {enrolment.isFetching ? <Loader size="sm" aria-label="Loading the list" /> : null}
            {enrolment.isError ? (
              <Alert color="red" variant="light" title="The list could not be loaded">
                {errorMessage(enrolment.error)}
              </Alert>
            ) : null}
            {shown ? (
              <>
                <Text fw={600}>
                  {policyYearLabel(shown.year)}: {shown.members.toLocaleString('en-IN')}{' '}
                  {shown.members === 1 ? 'member' : 'members'}, {shown.persons.toLocaleString('en-IN')}{' '}
                  {shown.persons === 1 ? 'person' : 'persons'} covered
                </Text>
                <ReportTable
                  label="Mediclaim enrolment"
                  columns={COLUMNS}
                  lines={lines}
                  emptyMessage="Nobody is covered in this policy year"
                />
              </>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="changes" pt="md">
          <CoverChanges year={year} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
