import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { memberMessages } from '@trust/contract/member';
import type { MemberListRow } from '@trust/contract/member-list';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useDeleteMember } from '../features/members/delete-member';
import { useMemberCount, useMembers } from '../features/members/get-members';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { members as texts } from '../i18n/screens/members.en';
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
  const t = useTexts(texts);
  const tc = useTexts(common);

  const columns = useMemo<ColumnDef<MemberListRow>[]>(
    () => [
      {
        header: t('members.name'),
        cell: ({ row }) => <MemberLink memberId={row.original.ID_NUMBER}>{row.original.MEMBER_NAME}</MemberLink>,
      },
      { header: t('members.department'), accessorKey: 'DEPARTMENT' },
      { header: t('members.mobile'), accessorKey: 'MOBILE' },
      { header: t('members.address'), accessorKey: 'ADDRESS' },
      { header: t('members.email'), accessorKey: 'EMAIL' },
      {
        id: 'action',
        header: tc('common.action'),
        cell: ({ row }) => (
          <ForRole needs="ADMIN">
            <Button color="red" size="compact-sm" onClick={() => void deleteMember(row.original)}>
              {tc('common.delete')}
            </Button>
          </ForRole>
        ),
      },
    ],
    [deleteMember, t, tc],
  );

  return (
    <Page
      title={t('members.listTitle')}
      actions={
        <>
          <ForRole needs="STAFF">
            <Button component={Link} to="/add-member">
              {t('members.add')}
            </Button>
          </ForRole>
          <Button component={Link} to="/search-member" variant="default">
            {t('members.searchTitle')}
          </Button>
        </>
      }
    >
      <CursorPagedTable
        label={t('members.list')}
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
        emptyMessage={errorText(memberMessages.noMatch)}
        filterPlaceholder={t('members.listFilter')}
      />
    </Page>
  );
}
