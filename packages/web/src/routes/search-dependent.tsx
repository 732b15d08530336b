import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type DependentRow, dependentMessages } from '@trust/contract/dependent';
import { canAddDependent } from '@trust/contract/member';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDependentCount } from '../features/dependents/count-dependents';
import { useDeleteDependent } from '../features/dependents/delete-dependent';
import { useMemberDependents } from '../features/dependents/get-member-dependents';
import { useMember } from '../features/members/get-member';
import { errorText, useTexts } from '../i18n/catalogue';
import { dependents as dependentTexts } from '../i18n/screens/dependents.en';
import { DataTable } from '../ui/data-table';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { ForRole } from '../ui/signed-in';

export default function SearchDependent() {
  const [params] = useSearchParams();
  const [searched, setSearched] = useState(params.get('memberId')?.trim() ?? '');
  const dependents = useMemberDependents(searched);
  const member = useMember(searched);
  const count = useDependentCount(searched);
  const deleteDependent = useDeleteDependent();
  const t = useTexts(dependentTexts);

  const columns = useMemo<ColumnDef<DependentRow>[]>(
    () => [
      { header: t('dependents.column.name'), accessorKey: 'DEPENDENT_NAME' },
      { header: t('dependents.column.relation'), accessorKey: 'RELATION' },
      { header: t('dependents.column.dependentOf'), accessorKey: 'MEMBER_NAME' },
      { header: t('dependents.column.age'), accessorKey: 'AGE' },
      { header: t('dependents.column.kyc'), accessorKey: 'BLOOD_GROUP' },
      {
        id: 'action',
        header: t('dependents.column.action'),
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <ForRole needs="STAFF">
              <Button component={Link} to={`/update-dependent/${row.original.NO}`} size="compact-sm" variant="light">
                {t('dependents.edit')}
              </Button>
            </ForRole>
            <ForRole needs="ADMIN">
              <Button color="red" size="compact-sm" onClick={() => void deleteDependent(row.original)}>
                {t('dependents.delete')}
              </Button>
            </ForRole>
          </Group>
        ),
      },
    ],
    [t, deleteDependent],
  );

  // Adding is allowed only for a member that exists and is below its family group's limit.
  const isAddAllowed =
    !!member.data && count.isSuccess && !count.isFetching && canAddDependent(member.data.FAMILY_GROUP, count.data);

  const rows = dependents.data?.error ? [] : (dependents.data?.data ?? []);
  const result = (() => {
    if (searched === '') return null;
    if (dependents.isPending)
      return (
        <Center p="md">
          <Loader aria-label={t('dependents.loading')} />
        </Center>
      );
    if (dependents.isError)
      return (
        <Text c="red" fw={500}>
          {errorText(dependentMessages.requestFailed)}
        </Text>
      );
    if (rows.length === 0)
      return (
        <Text c="red" fw={500}>
          {errorText(dependentMessages.noDependent)}
        </Text>
      );
    return <DataTable label={t('dependents.found')} columns={columns} data={rows} getRowId={(row) => String(row.NO)} />;
  })();

  return (
    <Page
      title={t('dependents.searchTitle')}
      actions={
        <>
          {isAddAllowed ? (
            <ForRole needs="STAFF">
              <Button component={Link} to={`/add-dependent?memberId=${encodeURIComponent(searched)}`}>
                {t('dependents.addDependent')}
              </Button>
            </ForRole>
          ) : null}
          <Button component={Link} to="/dashboard" variant="default">
            {t('dependents.back')}
          </Button>
        </>
      }
    >
      <SearchBox
        placeholder={t('dependents.enterMemberId')}
        initialText={searched}
        onSearch={(text) => {
          if (text !== searched) setSearched(text);
          else void Promise.all([dependents.refetch(), member.refetch(), count.refetch()]);
        }}
      />
      {result}
    </Page>
  );
}
