import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type MemberRow, memberMessages } from '@trust/contract/member';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useDeleteMember } from '../features/members/delete-member';
import { useMembers } from '../features/members/get-members';
import { MemberLink } from '../ui/member-link';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { ForRole } from '../ui/signed-in';
import { usePaging } from '../ui/use-paging';

export default function MasterTable() {
  const paging = usePaging();
  const members = useMembers({ limit: paging.limit, offset: paging.offset, q: paging.q });
  const deleteMember = useDeleteMember();

  const columns = useMemo<ColumnDef<MemberRow>[]>(
    () => [
      {
        header: 'NAME',
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: 'DEPARTMENT', accessorKey: 'DEPARTMENT' },
      { header: 'MOBILE', accessorKey: 'MOBILE' },
      { header: 'ADDRESS', accessorKey: 'ADDRESS' },
      { header: 'EMAIL', accessorKey: 'EMAIL' },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => (
          <ForRole needs="ADMIN">
            <Button color="red" size="compact-sm" onClick={() => void deleteMember(row.original)}>
              Delete
            </Button>
          </ForRole>
        ),
      },
    ],
    [deleteMember],
  );

  return (
    <Page
      title="Member List"
      actions={
        <>
          <ForRole needs="STAFF">
            <Button component={Link} to="/add-member">
              Add Member
            </Button>
          </ForRole>
          <Button component={Link} to="/search-member" variant="default">
            Search Member
          </Button>
        </>
      }
    >
      <PagedTable
        label="Members"
        columns={columns}
        getRowId={(row) => row.ID_NUMBER}
        paging={paging}
        data={members.data?.data ?? []}
        total={members.data?.total ?? 0}
        isFetching={members.isFetching}
        error={members.isError ? errorMessage(members.error) : null}
        emptyMessage={memberMessages.noMatch}
        filterPlaceholder="Filter by name, ID, ticket or mobile number"
      />
    </Page>
  );
}
