import { Button, Group, Menu, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import type { BounceFlag } from '@trust/contract/renewal';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../i18n/catalogue';
import { status as statusTexts } from '../i18n/screens/status.en';
import { BounceFlagAlert } from './bounce-flag';
import { DataTable } from './data-table';
import { MemberLink } from './member-link';
import { MemberLookupResult } from './member-lookup-result';
import { Page } from './page';
import { SearchBox } from './search-box';
import { ForRole } from './signed-in';
import { StatusBadge } from './status-badge';

/** What both status lookups answer for a member: its latest payment of the kind and its status. */
export interface StatusRow {
  ID_NUMBER: string;
  MEMBER_NAME: string;
  MOBILE: string;
  EMAIL: string;
  issue_date: string | null;
  amount: number | null;
  STATUS: string;
  TICKET_NUMBER: string;
  /** The bounced cheque that left the subscription unpaid, or null. */
  BOUNCED: BounceFlag | null;
}

export interface StatusReceipt {
  label: string;
  to: string;
}

type Column = 'name' | 'mobile' | 'email' | 'issueDate' | 'amount' | 'status' | 'id' | 'ticketNumber' | 'action';
type Action = 'renew' | 'print' | 'reset';

interface SubscriptionStatusProps<Row extends StatusRow> {
  title: string;
  /** The table's accessible name. */
  label: string;
  /** Headings and button labels as each screen writes them (one in capitals, the other not). */
  headings: Record<Column, string>;
  actions: Record<Action, string>;
  renewPath: (memberId: string) => string;
  /** The receipts a row prints: one is a button, more are a menu. */
  receipts: (row: Row) => StatusReceipt[];
  /** Whether a row of this status has nothing to print. */
  isPrintDisabled: (status: string) => boolean;
  useStatus: (memberId: string) => UseQueryResult<{ error?: boolean; data: Row[] }>;
  useReset: () => (memberId: string) => Promise<void>;
}

function PrintAction({
  label,
  receipts,
  isDisabled,
}: {
  label: string;
  receipts: StatusReceipt[];
  isDisabled: boolean;
}) {
  const [only] = receipts;
  if (receipts.length === 1 && only) {
    return isDisabled ? (
      <Button size="compact-sm" variant="light" disabled>
        {label}
      </Button>
    ) : (
      <Button component={Link} to={only.to} size="compact-sm" variant="light">
        {label}
      </Button>
    );
  }
  return (
    <Menu shadow="md" position="bottom-end" withinPortal disabled={isDisabled}>
      <Menu.Target>
        <Button size="compact-sm" variant="light" disabled={isDisabled}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {receipts.map((receipt) => (
          <Menu.Item key={receipt.label} component={Link} to={receipt.to}>
            {receipt.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Check Mediclaim Subscription and Check subscription status: search a member (kept in ?id=, so Back
 * from a renewal or a receipt returns to the same row), then its status with Renew (not while
 * ACTIVE), Print and Reset (not once EXPIRED). The two differ only in the data their routes pass.
 */
export function SubscriptionStatus<Row extends StatusRow>({
  title,
  label,
  headings,
  actions,
  renewPath,
  receipts,
  isPrintDisabled,
  useStatus,
  useReset,
}: SubscriptionStatusProps<Row>) {
  const [params, setParams] = useSearchParams();
  const memberId = params.get('id')?.trim() ?? '';
  const status = useStatus(memberId);
  const reset = useReset();
  const t = useTexts(statusTexts);

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        header: headings.name,
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: headings.mobile, cell: ({ row }) => row.original.MOBILE },
      { header: headings.email, cell: ({ row }) => row.original.EMAIL },
      { header: headings.issueDate, cell: ({ row }) => formatDisplayDate(row.original.issue_date) },
      {
        header: headings.amount,
        cell: ({ row }) => (row.original.amount === null ? '' : formatRupees(row.original.amount)),
      },
      { header: headings.status, cell: ({ row }) => <StatusBadge status={row.original.STATUS} /> },
      { header: headings.id, cell: ({ row }) => row.original.ID_NUMBER },
      { header: headings.ticketNumber, cell: ({ row }) => row.original.TICKET_NUMBER },
      {
        id: 'action',
        header: headings.action,
        cell: ({ row }) => {
          const { ID_NUMBER: id, STATUS } = row.original;
          return (
            <Group gap={6} wrap="nowrap">
              <ForRole needs="STAFF">
                {STATUS === 'ACTIVE' ? (
                  <Button size="compact-sm" disabled>
                    {actions.renew}
                  </Button>
                ) : (
                  <Button component={Link} to={renewPath(id)} size="compact-sm">
                    {actions.renew}
                  </Button>
                )}
              </ForRole>
              <PrintAction
                label={actions.print}
                receipts={receipts(row.original)}
                isDisabled={isPrintDisabled(STATUS)}
              />
              <ForRole needs="ADMIN">
                <Button size="compact-sm" color="red" disabled={STATUS === 'EXPIRED'} onClick={() => void reset(id)}>
                  {actions.reset}
                </Button>
              </ForRole>
            </Group>
          );
        },
      },
    ],
    [headings, actions, renewPath, receipts, isPrintDisabled, reset],
  );

  return (
    <Page
      title={title}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          {t('status.back')}
        </Button>
      }
    >
      <SearchBox
        placeholder={t('status.enterId')}
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void status.refetch() : setParams({ id: text }))}
      />
      <MemberLookupResult memberId={memberId} lookup={status}>
        {(rows) => (
          <Stack gap="sm">
            {rows.map((row) => (
              <BounceFlagAlert key={row.ID_NUMBER} flag={row.BOUNCED} />
            ))}
            <DataTable label={label} columns={columns} data={rows} getRowId={(row) => row.ID_NUMBER} />
          </Stack>
        )}
      </MemberLookupResult>
    </Page>
  );
}
