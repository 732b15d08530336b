import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DueReminder, PreviewAnswer, RunAnswer } from '@trust/contract/reminders';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { confirm, notice } from '../../ui/dialogs';
import { PagedTable } from '../../ui/paged-table';
import { usePaging } from '../../ui/use-paging';
import { CHANNEL_LABELS, dayLabel, KIND_LABELS } from './reminder-words';
import { usePreview, useRunNow } from './reminders-api';

const columns: ColumnDef<DueReminder>[] = [
  {
    header: 'MEMBER',
    cell: ({ row }) => (
      <Link to={`/member/${encodeURIComponent(row.original.memberId)}`}>
        {row.original.memberName} ({row.original.memberId})
      </Link>
    ),
  },
  { header: 'KIND', cell: ({ row }) => KIND_LABELS[row.original.kind] },
  { header: 'EXPIRY', cell: ({ row }) => formatDisplayDate(row.original.expiryDate) },
  { header: 'DAY', cell: ({ row }) => dayLabel(row.original.dayOffset) },
  {
    header: 'GOES BY',
    cell: ({ row }) =>
      row.original.channel ? CHANNEL_LABELS[row.original.channel] : `Skipped: ${row.original.skipReason ?? ''}`,
  },
];

/** The counts of a preview by kind, day and channel; a null channel is a skipped reminder. */
function PreviewCounts({ counts }: { counts: PreviewAnswer['counts'] }) {
  if (counts.length === 0) return <Text size="sm">Nothing is due today: a run now would send nothing.</Text>;
  return (
    <Table withTableBorder striped aria-label="Due today by kind, day and channel" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>KIND</Table.Th>
          <Table.Th>DAY</Table.Th>
          <Table.Th>CHANNEL</Table.Th>
          <Table.Th>COUNT</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.map((c) => (
          <Table.Tr key={`${c.kind} ${c.dayOffset} ${c.channel ?? ''}`}>
            <Table.Td>{KIND_LABELS[c.kind]}</Table.Td>
            <Table.Td>{dayLabel(c.dayOffset)}</Table.Td>
            <Table.Td>{c.channel ? CHANNEL_LABELS[c.channel] : 'Skipped'}</Table.Td>
            <Table.Td>{c.count.toLocaleString('en-IN')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const count = (n: number) => n.toLocaleString('en-IN');

/** What the sender's turn started by the run did; the rest go at the channels' pace, a turn a minute. */
function sendingNote(turn: RunAnswer['sentNow']): string {
  if (!turn) return 'sending has begun on another server';
  const retried = turn.retried > 0 ? `, ${count(turn.retried)} to be tried again` : '';
  return `${count(turn.sent)} sent now${retried}, ${count(turn.failed)} failed`;
}

interface PreviewPanelProps {
  isAdmin: boolean;
  /** The kinds switched on: a run queues only theirs, though the preview shows every kind. */
  kindsOn: string[];
}

/** What the next run would send and skip, before anything goes; an admin runs it now. */
export function PreviewPanel({ isAdmin, kindsOn }: PreviewPanelProps) {
  const paging = usePaging(20);
  const preview = usePreview(paging.limit, paging.offset);
  const runNow = useRunNow();
  const [done, setDone] = useState('');
  const counts = preview.data?.counts ?? [];
  const queued = counts.filter((c) => c.channel && kindsOn.includes(c.kind)).reduce((n, c) => n + c.count, 0);
  const skipped = counts.filter((c) => !c.channel && kindsOn.includes(c.kind)).reduce((n, c) => n + c.count, 0);

  const run = async () => {
    const isSure = await confirm({
      title: 'Send the reminders due today?',
      text:
        kindsOn.length === 0
          ? 'No kind is switched on: the run queues nothing.'
          : `${queued.toLocaleString('en-IN')} reminders are queued now and sent by their channels; ${skipped.toLocaleString('en-IN')} are logged as skipped. None goes twice.`,
      confirmLabel: 'Run now',
      cancelLabel: 'Cancel',
      danger: false,
    });
    if (!isSure) return;
    try {
      const run = await runNow.mutateAsync();
      setDone(
        `Run ${run.id} done: ${count(run.queued)} queued, ${count(run.skipped)} skipped; ${sendingNote(run.sentNow)}`,
      );
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  };

  return (
    <Stack gap="sm">
      {preview.data ? (
        <>
          <Text size="sm">
            A run on {formatDisplayDate(preview.data.today)} would find these (kinds switched off are shown but not
            sent):
          </Text>
          <PreviewCounts counts={counts} />
        </>
      ) : null}
      {isAdmin ? (
        <Group>
          <Button onClick={() => void run()} loading={runNow.isPending} disabled={!preview.data}>
            Run now
          </Button>
          <Text size="sm" c="teal.9" role="status">
            {done}
          </Text>
        </Group>
      ) : null}
      <PagedTable
        label="Reminders due today"
        columns={columns}
        getRowId={(r) => `${r.memberId} ${r.kind} ${r.dayOffset}`}
        paging={paging}
        data={preview.data?.data ?? []}
        total={preview.data?.total ?? 0}
        isFetching={preview.isFetching}
        error={preview.isError ? errorMessage(preview.error) : null}
        emptyMessage="No reminder is due today"
      />
    </Stack>
  );
}
