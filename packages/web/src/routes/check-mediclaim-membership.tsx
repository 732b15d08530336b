import { Button, Group, Menu } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MediclaimStatusRow } from '@trust/contract/mediclaim';
import { formatRupees } from '@trust/contract/receipt';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { useResetMediclaim } from '../features/mediclaim/reset-mediclaim';
import { DataTable } from '../ui/data-table';
import { MemberLink } from '../ui/member-link';
import { MemberLookupResult } from '../ui/member-lookup-result';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { StatusBadge } from '../ui/status-badge';

const printLink = (id: string, type: string) =>
  `/print-report/${encodeURIComponent(id)}?type=${encodeURIComponent(type)}`;

export default function CheckMediclaimMembership() {
  // The member searched lives in the address, so Back from a renewal or a receipt returns to the same row.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('id')?.trim() ?? '';
  const status = useMediclaimStatus(memberId);
  const resetMediclaim = useResetMediclaim();

  const columns = useMemo<ColumnDef<MediclaimStatusRow>[]>(
    () => [
      {
        header: 'NAME',
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: 'MOBILE', accessorKey: 'MOBILE' },
      { header: 'EMAIL', accessorKey: 'EMAIL' },
      { header: 'ISSUE DATE', cell: ({ row }) => formatDisplayDate(row.original.issue_date) },
      {
        header: 'AMOUNT',
        cell: ({ row }) => (row.original.amount === null ? '' : formatRupees(row.original.amount)),
      },
      { header: 'STATUS', cell: ({ row }) => <StatusBadge status={row.original.STATUS} /> },
      { header: 'ID', accessorKey: 'ID_NUMBER' },
      { header: 'TICKET NUMBER', accessorKey: 'TICKET_NUMBER' },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => {
          const { ID_NUMBER: id, STATUS } = row.original;
          const isActive = STATUS === 'ACTIVE';
          const isExpired = STATUS === 'EXPIRED';
          return (
            <Group gap={6} wrap="nowrap">
              {isActive ? (
                <Button size="compact-sm" disabled>
                  RENEW
                </Button>
              ) : (
                <Button component={Link} to={`/renew-membership/${encodeURIComponent(id)}`} size="compact-sm">
                  RENEW
                </Button>
              )}
              <Menu shadow="md" position="bottom-end" withinPortal disabled={isExpired}>
                <Menu.Target>
                  <Button size="compact-sm" variant="light" disabled={isExpired}>
                    PRINT
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to={printLink(id, 'Mediclaim Subscription')}>
                    PAYMENT RECEIPT
                  </Menu.Item>
                  <Menu.Item component={Link} to={printLink(id, 'Registration')}>
                    REGISTRATION RECEIPT
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button size="compact-sm" color="red" disabled={isExpired} onClick={() => void resetMediclaim(id)}>
                RESET
              </Button>
            </Group>
          );
        },
      },
    ],
    [resetMediclaim],
  );

  return (
    <Page
      title="Check Mediclaim Subscription"
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
          <DataTable label="Mediclaim subscription" columns={columns} data={rows} getRowId={(row) => row.ID_NUMBER} />
        )}
      </MemberLookupResult>
    </Page>
  );
}
