import { Button, Group, Menu, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { aadhaarMessages } from '@trust/contract/aadhaar';
import type { RemovedMemberRow } from '@trust/contract/books';
import { roleNeeded } from '@trust/contract/roles';
import { useMemo } from 'react';
import { errorMessage } from '../api/client';
import { exportPersonalData, useErasePersonalData } from '../features/members/personal-data';
import { useRemovedMembers, useRestoreMember } from '../features/members/removed-members';
import { DisabledWithReason } from '../ui/disabled-with-reason';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { recordedValue } from '../ui/recorded-value';
import { useCan } from '../ui/signed-in';
import { usePaging } from '../ui/use-paging';

/**
 * Members removed while they had money records: kept off the register, their receipts in every
 * report, listed here with who removed them, when and why; an admin can restore them, and export or
 * erase their personal data (the money records stay).
 */
export default function RemovedMembers() {
  const paging = usePaging();
  const removed = useRemovedMembers({ limit: paging.limit, offset: paging.offset, search: paging.q });
  const restore = useRestoreMember();
  const erase = useErasePersonalData();
  const can = useCan();
  const isAdmin = can('ADMIN');

  const columns = useMemo<ColumnDef<RemovedMemberRow>[]>(
    () => [
      { header: 'ID', accessorKey: 'ID_NUMBER' },
      { header: 'NAME', accessorKey: 'MEMBER_NAME' },
      { header: 'DEPARTMENT', accessorKey: 'DEPARTMENT' },
      { header: 'MOBILE', accessorKey: 'MOBILE' },
      { header: 'DEPENDENTS', accessorKey: 'DEPENDENT_COUNT' },
      { header: 'RECEIPTS', accessorKey: 'RECEIPT_COUNT' },
      { header: 'REMOVED BY', accessorKey: 'ARCHIVED_BY' },
      {
        header: 'REMOVED ON',
        cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{recordedValue(row.original.ARCHIVED_AT)}</span>,
      },
      {
        header: 'REASON',
        cell: ({ row }) => (
          <Text size="sm" maw={260}>
            {row.original.ARCHIVE_REASON}
          </Text>
        ),
      },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) =>
          isAdmin ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => void restore(row.original)}>
                Restore
              </Button>
              <Menu shadow="md" position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="compact-sm" variant="default">
                    Personal data
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void exportPersonalData(row.original.ID_NUMBER)}>
                    {aadhaarMessages.exportPersonalData}
                  </Menu.Item>
                  <Menu.Item color="red" onClick={() => void erase(row.original)}>
                    {aadhaarMessages.erasePersonalData}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : (
            <DisabledWithReason size="compact-sm" variant="light" reason={roleNeeded.ADMIN}>
              Restore
            </DisabledWithReason>
          ),
      },
    ],
    [isAdmin, restore, erase],
  );

  return (
    <Page title="Removed Members">
      <Text size="sm" c="dimmed">
        Members removed while they had payments or receipts. Their receipts stay in every report under their name.
      </Text>
      <PagedTable
        label="Removed members"
        columns={columns}
        getRowId={(row) => row.ID_NUMBER}
        paging={paging}
        data={removed.data?.data ?? []}
        total={removed.data?.total ?? 0}
        isFetching={removed.isFetching}
        error={removed.isError ? errorMessage(removed.error) : null}
        emptyMessage="No removed members"
        filterPlaceholder="Search by ID or name"
      />
    </Page>
  );
}
