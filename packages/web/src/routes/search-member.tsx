import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type MemberRow, memberMessages } from '@trust/contract/member';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { useDeleteMember } from '../features/members/delete-member';
import { useMemberSearch } from '../features/members/search-members';
import { DataTable } from '../ui/data-table';
import { MemberLink } from '../ui/member-link';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { ForRole } from '../ui/signed-in';

export default function SearchMember() {
  const [searched, setSearched] = useState('');
  const search = useMemberSearch(searched);
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
      { header: 'ID', accessorKey: 'ID_NUMBER' },
      { header: 'TICKET NUMBER', accessorKey: 'TICKET_NUMBER' },
      { header: 'KYC', accessorKey: 'REMARKS' },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <ForRole needs="STAFF">
              <Button
                component={Link}
                to={`/update-member/${encodeURIComponent(row.original.ID_NUMBER)}`}
                size="compact-sm"
                variant="light"
              >
                Edit
              </Button>
            </ForRole>
            <ForRole needs="ADMIN">
              <Button color="red" size="compact-sm" onClick={() => void deleteMember(row.original)}>
                Delete
              </Button>
            </ForRole>
          </Group>
        ),
      },
    ],
    [deleteMember],
  );

  const rows = search.data?.data ?? [];
  const result = (() => {
    if (searched === '') return null;
    if (search.isPending)
      return (
        <Center p="md">
          <Loader aria-label="Loading" />
        </Center>
      );
    // A lookup refused for too many Aadhaar numbers that found nobody says so: the account must ask an admin.
    if (search.error instanceof ApiError && search.error.status === 429)
      return (
        <Alert color="red" variant="light" role="alert">
          {search.error.message}
        </Alert>
      );
    if (search.isError)
      return (
        <Text c="red" fw={500}>
          {memberMessages.noMember}
        </Text>
      );
    if (rows.length === 0)
      return (
        <Text c="red" fw={500}>
          {memberMessages.noMatch}
        </Text>
      );
    return <DataTable label="Members found" columns={columns} data={rows} getRowId={(row) => row.ID_NUMBER} />;
  })();

  return (
    <Page
      title="Search Member"
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <SearchBox
        placeholder="Enter ID Number / Ticket/Aadhar Number / Mobile Number"
        onSearch={(text) => (text === searched ? void search.refetch() : setSearched(text))}
      />
      {result}
    </Page>
  );
}
