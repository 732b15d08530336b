import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { RecordStatus } from '@trust/contract/books';
import { miscMessages } from '@trust/contract/misc';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText, useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { DataTable } from './data-table';
import { FateCell, voidFate } from './fate';
import { Page } from './page';
import { SearchBox } from './search-box';
import { ForRole } from './signed-in';

/** What voiding a record needs: its key and the number its receipt carries. */
export interface VoidableRecord {
  id: number;
  receipt_no: string;
}

interface MemberRecord extends VoidableRecord {
  member_id: string;
  STATUS: RecordStatus;
  VOID_REASON: string | null;
  VOIDED_BY: string | null;
  VOIDED_AT: string | null;
  BOUNCE_REASON: string | null;
  BOUNCED_BY: string | null;
  BOUNCED_AT: string | null;
}

interface MemberRecordsProps<Row extends MemberRecord> {
  title: string;
  /** The table's accessible name. */
  label: string;
  placeholder: string;
  /** Buttons shown before Back. */
  actions?: ReactNode;
  /** Every column but the first, Status, and the last, Action, which this adds. */
  columns: ColumnDef<Row>[];
  /** Where a row's Print button goes, e.g. '/print-gpa-record'; the row's id and member follow. */
  printPath: string;
  useRecords: (memberId: string) => UseQueryResult<Row[]>;
  useVoid: () => (record: VoidableRecord) => Promise<void>;
}

/**
 * The GPAIS, dependent GPAIS and misc "find" screens share this frame: search a member, list their
 * records, print or void each; they differ only in columns, wording and endpoints. A void record
 * stays listed, struck out, with its reason, who voided it and when.
 */
export function MemberRecords<Row extends MemberRecord>({
  title,
  label,
  placeholder,
  actions,
  columns,
  printPath,
  useRecords,
  useVoid,
}: MemberRecordsProps<Row>) {
  // The member searched lives in the address, so Back from a printed receipt returns to the same list.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const records = useRecords(memberId);
  const voidRecord = useVoid();
  const t = useTexts(status);

  const allColumns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: 'status', header: t('status.records.status'), cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
      ...columns,
      {
        id: 'action',
        header: t('status.records.action'),
        cell: ({ row }) => (
          // One above the other, so a dozen columns fit a 1366-pixel screen without scrolling.
          <Stack gap={4} align="stretch">
            <Button
              component={Link}
              to={`${printPath}/${row.original.id}?memberId=${encodeURIComponent(row.original.member_id)}`}
              size="compact-xs"
              variant="light"
            >
              {t('status.records.print')}
            </Button>
            {row.original.STATUS === 'PAID' ? (
              <ForRole needs="ADMIN">
                <Button color="red" size="compact-xs" onClick={() => void voidRecord(row.original)}>
                  {t('status.records.void')}
                </Button>
              </ForRole>
            ) : null}
          </Stack>
        ),
      },
    ],
    [t, columns, printPath, voidRecord],
  );

  const rows = records.data ?? [];
  let result = null;
  if (memberId === '') result = null;
  else if (records.isPending)
    result = (
      <Center p="md">
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  else if (records.isError)
    result = (
      <Text c="red" fw={500}>
        {errorText(miscMessages.noMember)}
      </Text>
    );
  else if (rows.length === 0)
    result = (
      <Text c="red" fw={500}>
        {errorText(miscMessages.noData)}
      </Text>
    );
  else
    result = (
      <DataTable
        label={label}
        columns={allColumns}
        data={rows}
        getRowId={(row) => String(row.id)}
        rowStatus={(row) => row.STATUS}
      />
    );

  return (
    <Page
      title={title}
      actions={
        <>
          {actions}
          <Button component={Link} to="/dashboard" variant="default">
            {t('status.back')}
          </Button>
        </>
      }
    >
      <SearchBox
        key={memberId}
        placeholder={placeholder}
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void records.refetch() : setParams({ memberId: text }))}
      />
      {result}
    </Page>
  );
}
