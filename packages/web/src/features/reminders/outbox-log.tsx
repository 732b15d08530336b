import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { SUBSCRIPTION_KINDS } from '@trust/contract/reminder';
import { OUTBOX_CHANNELS, OUTBOX_STATES, type OutboxRow, type ReminderRun } from '@trust/contract/reminders';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { DateField } from '../../ui/date-field';
import { confirm, notice } from '../../ui/dialogs';
import { FilterForm } from '../../ui/filter-form';
import { PagedTable } from '../../ui/paged-table';
import { atInIndia } from '../../ui/recorded-value';
import { usePaging } from '../../ui/use-paging';
import { CHANNEL_LABELS, dayLabel, KIND_LABELS, reason, rowSubject, STATE_LABELS, StateBadge } from './reminder-words';
import { downloadOutbox, type OutboxFilter, useOutbox, useRetryFailed, useRuns } from './reminders-api';

export const outboxColumns: ColumnDef<OutboxRow>[] = [
  { header: 'MADE', cell: ({ row }) => atInIndia(row.original.createdAt) },
  {
    header: 'MEMBER',
    cell: ({ row }) => (
      <Link to={`/member/${encodeURIComponent(row.original.memberId)}`}>
        {row.original.memberName} ({row.original.memberId})
      </Link>
    ),
  },
  { header: 'ABOUT', cell: ({ row }) => rowSubject(row.original) },
  { header: 'EXPIRY', cell: ({ row }) => formatDisplayDate(row.original.expiryDate) },
  {
    header: 'DAY',
    cell: ({ row }) => (row.original.dayOffset === null ? '' : dayLabel(row.original.dayOffset)),
  },
  { header: 'CHANNEL', cell: ({ row }) => CHANNEL_LABELS[row.original.channel] },
  { header: 'STATE', cell: ({ row }) => <StateBadge state={row.original.state} /> },
  { header: 'REASON', cell: ({ row }) => reason(row.original) },
  { header: 'SENT', cell: ({ row }) => (row.original.sentAt ? atInIndia(row.original.sentAt) : '') },
  { header: 'RUN', cell: ({ row }) => row.original.runId ?? '' },
  { header: 'REQUESTED BY', cell: ({ row }) => row.original.requestedBy ?? '' },
];

const EMPTY: OutboxFilter = { state: '', channel: '', kind: '', run: '', member: '', fromDate: '', toDate: '' };
const ANY = { value: '', label: 'Any' };

/** Every reminder with its state, filtered and paged; its CSV; an admin retries the failed ones. */
export function OutboxLog({ isAdmin, run }: { isAdmin: boolean; run: string }) {
  const paging = usePaging(20);
  const [draft, setDraft] = useState<OutboxFilter>({ ...EMPTY, run });
  const [filter, setFilter] = useState<OutboxFilter>({ ...EMPTY, run });
  const [shownRun, setShownRun] = useState(run);
  // Choosing a run in the runs list shows its reminders here.
  if (run !== shownRun) {
    setShownRun(run);
    setDraft({ ...draft, run });
    setFilter({ ...filter, run });
  }
  const outbox = useOutbox(filter, paging.limit, paging.offset);
  const retry = useRetryFailed();
  const [requeuedNote, setRequeuedNote] = useState('');
  const select = (key: keyof OutboxFilter) => ({
    value: draft[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  });

  const retryFailed = async () => {
    const isSure = await confirm({
      title: 'Retry the failed reminders?',
      text: 'Every failed reminder is queued again for three more tries.',
      confirmLabel: 'Retry failed',
      cancelLabel: 'Cancel',
      danger: false,
    });
    if (!isSure) return;
    try {
      const { requeued } = await retry.mutateAsync();
      setRequeuedNote(`${requeued.toLocaleString('en-IN')} failed reminders queued again`);
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };

  const download = async () => {
    try {
      await downloadOutbox(filter);
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };

  return (
    <Stack gap="sm">
      <FilterForm
        label="Filter the log"
        gap="xs"
        onFilter={() => {
          setFilter(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(EMPTY);
          setFilter(EMPTY);
          paging.setPage(1);
        }}
      >
        <NativeSelect
          label="State"
          data={[ANY, ...OUTBOX_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))]}
          {...select('state')}
        />
        <NativeSelect
          label="Channel"
          data={[ANY, ...OUTBOX_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))]}
          {...select('channel')}
        />
        <NativeSelect
          label="Kind"
          data={[ANY, ...SUBSCRIPTION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
          {...select('kind')}
        />
        <TextInput label="Run" inputMode="numeric" w={90} {...select('run')} />
        <TextInput label="Member ID" w={160} {...select('member')} />
        <DateField
          label="Made from"
          w={140}
          value={draft.fromDate ?? ''}
          onChange={(fromDate) => setDraft({ ...draft, fromDate })}
        />
        <DateField
          label="To"
          w={140}
          value={draft.toDate ?? ''}
          onChange={(toDate) => setDraft({ ...draft, toDate })}
        />
      </FilterForm>
      <Group gap="xs">
        <Button variant="default" onClick={() => void download()}>
          Download CSV
        </Button>
        {isAdmin ? (
          <Button color="orange" variant="light" onClick={() => void retryFailed()} loading={retry.isPending}>
            Retry failed
          </Button>
        ) : null}
        <Text size="sm" c="teal.9" role="status">
          {requeuedNote}
        </Text>
      </Group>
      <PagedTable
        label="Reminders sent and due"
        columns={outboxColumns}
        getRowId={(r) => String(r.id)}
        paging={paging}
        data={outbox.data?.data ?? []}
        total={outbox.data?.total ?? 0}
        isFetching={outbox.isFetching}
        error={outbox.isError ? errorMessage(outbox.error) : null}
        emptyMessage="No reminder matches these filters"
      />
    </Stack>
  );
}

/** The runs, newest first; choosing one filters the log to its reminders. */
export function RunsTable({ onChoose }: { onChoose: (runId: string) => void }) {
  const paging = usePaging(10);
  const runs = useRuns(paging.limit, paging.offset);
  const columns: ColumnDef<ReminderRun>[] = [
    { header: 'RUN', accessorKey: 'id' },
    { header: 'DUE ON', cell: ({ row }) => formatDisplayDate(row.original.dueOn) },
    { header: 'HOW', cell: ({ row }) => (row.original.trigger === 'now' ? 'Run now' : 'Daily run') },
    { header: 'STARTED', cell: ({ row }) => atInIndia(row.original.startedAt) },
    {
      header: 'FINISHED',
      cell: ({ row }) => (row.original.finishedAt ? atInIndia(row.original.finishedAt) : 'Not finished'),
    },
    { header: 'QUEUED', cell: ({ row }) => row.original.queued.toLocaleString('en-IN') },
    { header: 'SKIPPED', cell: ({ row }) => row.original.skipped.toLocaleString('en-IN') },
    { header: 'BY', accessorKey: 'by' },
    {
      header: 'LOG',
      cell: ({ row }) => (
        <Button size="compact-xs" variant="subtle" onClick={() => onChoose(String(row.original.id))}>
          Show run {row.original.id}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      label="Runs"
      columns={columns}
      getRowId={(r) => String(r.id)}
      paging={paging}
      data={runs.data?.data ?? []}
      total={runs.data?.total ?? 0}
      isFetching={runs.isFetching}
      error={runs.isError ? errorMessage(runs.error) : null}
      emptyMessage="No run yet"
    />
  );
}
