import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type MemberRow, memberMessages } from '@trust/contract/member';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { useDeleteMember } from '../features/members/delete-member';
import { useMemberSearch } from '../features/members/search-members';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { members } from '../i18n/screens/members.en';
import { DataTable } from '../ui/data-table';
import { MemberLink } from '../ui/member-link';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { ForRole } from '../ui/signed-in';

export default function SearchMember() {
  const [searched, setSearched] = useState('');
  const search = useMemberSearch(searched);
  const deleteMember = useDeleteMember();
  const t = useTexts(members);
  const tc = useTexts(common);

  const columns = useMemo<ColumnDef<MemberRow>[]>(
    () => [
      {
        header: t('members.name'),
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: t('members.department'), accessorKey: 'DEPARTMENT' },
      { header: t('members.mobile'), accessorKey: 'MOBILE' },
      { header: t('members.address'), accessorKey: 'ADDRESS' },
      { header: t('members.id'), accessorKey: 'ID_NUMBER' },
      { header: t('members.ticketNumber'), accessorKey: 'TICKET_NUMBER' },
      { header: t('members.kyc'), accessorKey: 'REMARKS' },
      {
        id: 'action',
        header: tc('common.action'),
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <ForRole needs="STAFF">
              <Button
                component={Link}
                to={`/update-member/${encodeURIComponent(row.original.ID_NUMBER)}`}
                size="compact-sm"
                variant="light"
              >
                {tc('common.edit')}
              </Button>
            </ForRole>
            <ForRole needs="ADMIN">
              <Button color="red" size="compact-sm" onClick={() => void deleteMember(row.original)}>
                {tc('common.delete')}
              </Button>
            </ForRole>
          </Group>
        ),
      },
    ],
    [deleteMember, t, tc],
  );

  const rows = search.data?.data ?? [];
  const result = (() => {
    if (searched === '') return null;
    if (search.isPending)
      return (
        <Center p="md">
          <Loader aria-label={tc('common.loading')} />
        </Center>
      );
    // A lookup refused for too many Aadhaar numbers that found nobody says so: the account must ask an admin.
    if (search.error instanceof ApiError && search.error.status === 429)
      return (
        <Alert color="red" variant="light" role="alert">
          {search.error.shown}
        </Alert>
      );
    if (search.isError)
      return (
        <Text c="red" fw={500}>
          {errorText(memberMessages.noMember)}
        </Text>
      );
    if (rows.length === 0)
      return (
        <Text c="red" fw={500}>
          {errorText(memberMessages.noMatch)}
        </Text>
      );
    return <DataTable label={t('members.found')} columns={columns} data={rows} getRowId={(row) => row.ID_NUMBER} />;
  })();

  return (
    <Page
      title={t('members.searchTitle')}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          {tc('common.back')}
        </Button>
      }
    >
      <SearchBox
        placeholder={t('members.searchPlaceholder')}
        onSearch={(text) => (text === searched ? void search.refetch() : setSearched(text))}
      />
      {result}
    </Page>
  );
}
