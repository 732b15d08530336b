import { Alert, Center, Loader } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { OutboxRow } from '@trust/contract/reminders';
import { errorMessage } from '../../api/client';
import { DataTable } from '../../ui/data-table';
import { atInIndia } from '../../ui/recorded-value';
import { useMemberReminders } from './member-reminders-api';
import { CHANNEL_LABELS, dayLabel, reason, rowSubject, StateBadge } from './reminder-words';

const columns: ColumnDef<OutboxRow>[] = [
  { header: 'DATE', cell: ({ row }) => atInIndia(row.original.sentAt ?? row.original.createdAt) },
  { header: 'KIND', cell: ({ row }) => rowSubject(row.original) },
  { header: 'DAY', cell: ({ row }) => (row.original.dayOffset === null ? '' : dayLabel(row.original.dayOffset)) },
  { header: 'CHANNEL', cell: ({ row }) => CHANNEL_LABELS[row.original.channel] },
  { header: 'STATE', cell: ({ row }) => <StateBadge state={row.original.state} /> },
  { header: 'REASON', cell: ({ row }) => reason(row.original) },
];

/** The member's reminders on their overview, newest first: sent by the server or by hand. */
export function MemberReminders({ memberId }: { memberId: string }) {
  const reminders = useMemberReminders(memberId);
  if (reminders.isPending)
    return (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (reminders.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(reminders.error)}
      </Alert>
    );
  return (
    <DataTable
      label="Reminders"
      columns={columns}
      data={reminders.data}
      getRowId={(row) => String(row.id)}
      emptyMessage="No reminder sent to this member yet"
    />
  );
}
