import { Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import type { MembershipStatusRow } from '@trust/contract/subscription';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMembershipStatus } from '../features/subscription/get-membership-status';
import { useResetMembership } from '../features/subscription/reset-membership';
import { DataTable } from '../ui/data-table';
import { MemberLink } from '../ui/member-link';
import { MemberLookupResult } from '../ui/member-lookup-result';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { StatusBadge } from '../ui/status-badge';

/** The membership receipt; the book fee rides along in the address, as the old system linked it. */
const printLink = (row: MembershipStatusRow) =>
  `/print-report/${encodeURIComponent(row.ID_NUMBER)}?type=Membership&bookFee=${row.remarks ?? ''}`;

export default function CheckSubscriptionStatus() {
  // The member searched lives in the address, so Back from a renewal or a receipt returns to the same row.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('id')?.trim() ?? '';
  const status = useMembershipStatus(memberId);
  const resetMembership = useResetMembership();

  const columns = useMemo<ColumnDef<MembershipStatusRow>[]>(
    () => [
      {
        header: 'name',
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: 'mobile', accessorKey: 'MOBILE' },
      { header: 'email', accessorKey: 'EMAIL' },
      { header: 'issue date', cell: ({ row }) => formatDisplayDate(row.original.issue_date) },
      {
        header: 'amount',
        cell: ({ row }) => (row.original.amount === null ? '' : formatRupees(row.original.amount)),
      },
      { header: 'status', cell: ({ row }) => <StatusBadge status={row.original.STATUS} /> },
      { header: 'id', accessorKey: 'ID_NUMBER' },
      { header: 'ticket number', accessorKey: 'TICKET_NUMBER' },
      {
        id: 'action',
        header: 'action',
        cell: ({ row }) => {
          const { ID_NUMBER: id, STATUS } = row.original;
          return (
            <Group gap={6} wrap="nowrap">
              {STATUS === 'ACTIVE' ? (
                <Button size="compact-sm" disabled>
                  Renew
                </Button>
              ) : (
                <Button component={Link} to={`/renew-subscription/${encodeURIComponent(id)}`} size="compact-sm">
                  Renew
                </Button>
              )}
              <Button component={Link} to={printLink(row.original)} size="compact-sm" variant="light">
                Print
              </Button>
              <Button
                size="compact-sm"
                color="red"
                disabled={STATUS === 'EXPIRED'}
                onClick={() => void resetMembership(id)}
              >
                Reset
              </Button>
            </Group>
          );
        },
      },
    ],
    [resetMembership],
  );

  return (
    <Page
      title="Check subscription status"
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <SearchBox
        placeholder="Enter ID Number"
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void status.refetch() : setParams({ id: text }))}
      />
      <MemberLookupResult memberId={memberId} lookup={status}>
        {(rows) => (
          <DataTable label="Membership subscription" columns={columns} data={rows} getRowId={(row) => row.ID_NUMBER} />
        )}
      </MemberLookupResult>
    </Page>
  );
}
