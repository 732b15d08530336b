import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { memberMessages } from '@trust/contract/member';
import type { MemberListRow } from '@trust/contract/member-list';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useDeleteMember } from '../features/members/delete-member';
import { useMemberCount, useMembers } from '../features/members/get-members';
import { CursorPagedTable } from '../ui/cursor-paged-table';
import { MemberLink } from '../ui/member-link';
import { Page } from '../ui/page';
import { ForRole } from '../ui/signed-in';
import { useCursorPaging } from '../ui/use-cursor-paging';

export default function MasterTable() {
  const paging = useCursorPaging(20);
  const members = useMembers({ limit: paging.pageSize, q: paging.q, after: paging.after, before: paging.before });
  const count = useMemberCount(paging.q);
  const deleteMember = useDeleteMember();

  const columns = useMemo<ColumnDef<MemberListRow>[]>(
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
      <CursorPagedTable
        label="Members"
        columns={columns}
        getRowId={(row) => row.ID_NUMBER}
        paging={paging}
        data={members.data?.data ?? []}
        more={members.data?.more ?? false}
        earlier={members.data?.earlier ?? false}
        total={count.data?.total}
        isFetching={members.isFetching}
        answered={members.isSuccess && !members.isPlaceholderData && !members.isFetching}
        error={members.isError ? errorMessage(members.error) : count.isError ? errorMessage(count.error) : null}
        emptyMessage={memberMessages.noMatch}
        filterPlaceholder="Filter by name, ID, ticket or mobile number"
      />
    </Page>
  );
}
