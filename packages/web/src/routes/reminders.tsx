import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { OutboxLog, RunsTable } from '../features/reminders/outbox-log';
import { PreviewPanel } from '../features/reminders/preview-panel';
import { useSchedule } from '../features/reminders/reminders-api';
import { ChannelsTable, RunTime, SchedulePanel } from '../features/reminders/schedule-panel';
import { Page } from '../ui/page';
import { useCan } from '../ui/signed-in';

/**
 * The reminders the trust sends by itself: the channels and whether each is configured, each kind's
 * schedule (an admin switches it on), what the next run would send, the runs, and every reminder with
 * its state. Anyone signed in reads; an admin changes the schedule, runs it now and retries failures.
 */
export default function Reminders() {
  const can = useCan();
  const isAdmin = can('ADMIN');
  const schedule = useSchedule();
  const [run, setRun] = useState('');

  let content = null;
  if (schedule.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (schedule.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(schedule.error)}
      </Alert>
    );
  else {
    const { schedules, at, nextRunAt } = schedule.data;
    content = (
      <>
        <Stack gap="xs" component="section" aria-labelledby="reminders-channels">
          <Title order={2} size="h3" id="reminders-channels">
            Channels
          </Title>
          <ChannelsTable />
          <RunTime at={at} nextRunAt={nextRunAt} />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="reminders-schedule">
          <Title order={2} size="h3" id="reminders-schedule">
            Schedule
          </Title>
          <SchedulePanel schedules={schedules} isAdmin={isAdmin} />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="reminders-preview">
          <Title order={2} size="h3" id="reminders-preview">
            Next run
          </Title>
          <PreviewPanel isAdmin={isAdmin} kindsOn={schedules.filter((s) => s.enabled).map((s) => s.kind)} />
        </Stack>
      </>
    );
  }

  return (
    <Page title="Reminders">
      {content}
      <Stack gap="xs" component="section" aria-labelledby="reminders-runs">
        <Title order={2} size="h3" id="reminders-runs">
          Runs
        </Title>
        <RunsTable onChoose={setRun} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="reminders-log">
        <Title order={2} size="h3" id="reminders-log">
          Log
        </Title>
        <OutboxLog isAdmin={isAdmin} run={run} />
      </Stack>
    </Page>
  );
}
