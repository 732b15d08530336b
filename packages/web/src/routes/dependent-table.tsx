import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type DependentRow, dependentMessages } from '@trust/contract/dependent';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useDeleteDependent } from '../features/dependents/delete-dependent';
import { useDependents } from '../features/dependents/get-dependents';
import { errorText, useTexts } from '../i18n/catalogue';
import { dependents as dependentTexts } from '../i18n/screens/dependents.en';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { ForRole } from '../ui/signed-in';
import { usePaging } from '../ui/use-paging';

export default function DependentTable() {
  const paging = usePaging();
  const dependents = useDependents(paging.limit, paging.offset);
  const deleteDependent = useDeleteDependent();
  const t = useTexts(dependentTexts);

  const columns = useMemo<ColumnDef<DependentRow>[]>(
    () => [
      { header: t('dependents.column.name'), accessorKey: 'DEPENDENT_NAME' },
      { header: t('dependents.column.relation'), accessorKey: 'RELATION' },
      {
        id: 'action',
        header: t('dependents.column.action'),
        cell: ({ row }) => (
          <ForRole needs="ADMIN">
            <Button color="red" size="compact-sm" onClick={() => void deleteDependent(row.original)}>
              {t('dependents.delete')}
            </Button>
          </ForRole>
        ),
      },
    ],
    [t, deleteDependent],
  );

  // The trust titles this list 'Member List' too, as it always has.
  return (
    <Page
      title={t('dependents.listTitle')}
      maw={900}
      actions={
        <>
          <ForRole needs="STAFF">
            <Button component={Link} to="/add-dependent">
              {t('dependents.addDependent')}
            </Button>
          </ForRole>
          <Button component={Link} to="/search-dependent" variant="default">
            {t('dependents.searchTitle')}
          </Button>
        </>
      }
    >
      <PagedTable
        label={t('dependents.dependents')}
        columns={columns}
        getRowId={(row) => String(row.NO)}
        paging={paging}
        data={dependents.data?.data ?? []}
        total={dependents.data?.total ?? 0}
        isFetching={dependents.isFetching}
        error={dependents.isError ? errorMessage(dependents.error) : null}
        emptyMessage={errorText(dependentMessages.noDependent)}
      />
    </Page>
  );
}
