import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { type CoverChangeRow, coverChangesQuery, policyYear } from '@trust/contract/season';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/client';
import { DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { type ChangesRange, downloadChangesCsv, saveChangesXlsx, useCoverChanges } from './enrolment-api';

const PAGE_SIZE = 100;

/** The policy year's first day to today, or to the year's last day for a year already over. */
export function defaultRange(year: number, today: string): ChangesRange {
  const { fromDate, toDate } = policyYear(year);
  return { fromDate, toDate: today < toDate ? (today < fromDate ? fromDate : today) : toDate };
}

const COLUMNS: ColumnDef<CoverChangeRow>[] = [
  { header: 'DATE', cell: ({ row }) => formatDisplayDate(row.original.date) },
  {
    id: 'change',
    header: 'CHANGE',
    cell: ({ row }) => (
      <Badge color={row.original.change === 'ADDED' ? 'teal' : 'red'} variant="light" radius="sm" miw="max-content">
        {row.original.change}
      </Badge>
    ),
  },
  { header: 'EVENT', cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.event}</span> },
  { header: 'REASON', cell: ({ row }) => row.original.reason },
  { header: 'MEMBER ID', cell: ({ row }) => row.original.member_id },
  { header: 'NAME', cell: ({ row }) => row.original.name },
  { header: 'RELATION', cell: ({ row }) => row.original.relation },
  { header: 'DATE OF BIRTH', cell: ({ row }) => formatDisplayDate(row.original.date_of_birth) },
  { header: 'SEX', cell: ({ row }) => row.original.sex },
  { header: 'FAMILY GROUP', cell: ({ row }) => row.original.family_group },
  { header: 'RECEIPT NO', cell: ({ row }) => row.original.receipt_no },
];

async function orNotice(download: () => Promise<void>) {
  try {
    await download();
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

/**
 * Who was added to cover and who left it between two dates of one policy year, for the insurer's
 * monthly endorsements: each person with the day, what happened and why.
 */
export function CoverChanges({ year }: { year: number }) {
  const [draft, setDraft] = useState<ChangesRange>(() => defaultRange(year, todayInIndia()));
  const [shownYear, setShownYear] = useState(year);
  const [range, setRange] = useState<ChangesRange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // Another policy year chosen above: its dates become the defaults.
  if (shownYear !== year) {
    setShownYear(year);
    setDraft(defaultRange(year, todayInIndia()));
  }
  const changes = useCoverChanges(range);
  const rows = changes.data?.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = useMemo(() => rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), [rows, page]);

  const submit = () => {
    const checked = coverChangesQuery.safeParse(draft);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the dates');
      return;
    }
    setProblem(null);
    setPage(1);
    setRange({ fromDate: checked.data.fromDate, toDate: checked.data.toDate });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <DateField
          label="From Date"
          value={draft.fromDate}
          onChange={(fromDate) => setDraft({ ...draft, fromDate })}
          w={{ base: '100%', xs: 180 }}
        />
        <DateField
          label="To Date"
          value={draft.toDate}
          onChange={(toDate) => setDraft({ ...draft, toDate })}
          w={{ base: '100%', xs: 180 }}
        />
        <Group gap="xs">
          <Button onClick={submit}>Get Changes</Button>
          <Button
            variant="default"
            disabled={!changes.data || !range}
            onClick={() => range && void orNotice(() => downloadChangesCsv(range))}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            disabled={!changes.data || !range}
            onClick={() => range && void orNotice(() => saveChangesXlsx(range, rows))}
          >
            Download Excel
          </Button>
        </Group>
      </Group>
      {problem ? (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      ) : null}
      {changes.isFetching ? <Loader size="sm" aria-label="Loading the changes" /> : null}
      {changes.isError ? (
        <Alert color="red" variant="light" title="The changes could not be loaded">
          {errorMessage(changes.error)}
        </Alert>
      ) : null}
      {changes.data && range ? (
        <>
          <Text fw={600}>
            {changes.data.added.toLocaleString('en-IN')} added, {changes.data.removed.toLocaleString('en-IN')} removed
            from {formatDisplayDate(range.fromDate)} to {formatDisplayDate(range.toDate)}
          </Text>
          <DataTable
            label="Additions and deletions"
            columns={COLUMNS}
            data={shown}
            getRowId={(r) => `${r.date}-${r.change}-${r.event}-${r.member_id}-${r.relation}-${r.name}-${r.receipt_no}`}
            emptyMessage="Nobody was added to or removed from cover in these dates"
          />
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages of changes" />
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
