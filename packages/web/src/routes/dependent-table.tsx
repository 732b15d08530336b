import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type DependentRow, dependentMessages } from '@trust/contract/dependent';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useDeleteDependent } from '../features/dependents/delete-dependent';
import { useDependents } from '../features/dependents/get-dependents';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { ForRole } from '../ui/signed-in';
import { usePaging } from '../ui/use-paging';

export default function DependentTable() {
  const paging = usePaging();
  const dependents = useDependents(paging.limit, paging.offset);
  const deleteDependent = useDeleteDependent();

  const columns = useMemo<ColumnDef<DependentRow>[]>(
    () => [
      { header: 'NAME', accessorKey: 'DEPENDENT_NAME' },
      { header: 'RELATION', accessorKey: 'RELATION' },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => (
          <ForRole needs="ADMIN">
            <Button color="red" size="compact-sm" onClick={() => void deleteDependent(row.original)}>
              Delete
            </Button>
          </ForRole>
        ),
      },
    ],
    [deleteDependent],
  );

  // The trust titles this list 'Member List' too, as it always has.
  return (
    <Page
      title="Member List"
      maw={900}
      actions={
        <>
          <ForRole needs="STAFF">
            <Button component={Link} to="/add-dependent">
              Add Dependent
            </Button>
          </ForRole>
          <Button component={Link} to="/search-dependent" variant="default">
            Search Dependent
          </Button>
        </>
      }
    >
      <PagedTable
        label="Dependents"
        columns={columns}
        getRowId={(row) => String(row.NO)}
        paging={paging}
        data={dependents.data?.data ?? []}
        total={dependents.data?.total ?? 0}
        isFetching={dependents.isFetching}
        error={dependents.isError ? errorMessage(dependents.error) : null}
        emptyMessage={dependentMessages.noDependent}
      />
    </Page>
  );
}
