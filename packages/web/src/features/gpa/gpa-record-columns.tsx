import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { formatRupees } from '@trust/contract/receipt';

/**
 * The columns of a members' or dependents' GPAIS list; only the insured person's name, birth date
 * and sex come from different fields, so each screen passes those three.
 */
export function gpaRecordColumns<Row extends GpaRecordRow>(person: ColumnDef<Row>[]): ColumnDef<Row>[] {
  return [
    {
      header: 'Record ID',
      cell: ({ row }) => (
        <>
          <Text size="sm">{row.original.id}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {row.original.receipt_no}
          </Text>
        </>
      ),
    },
    ...person,
    { header: 'Nominee', accessorKey: 'nominee_name' },
    { header: 'Relation', accessorKey: 'nominee_relation' },
    { header: 'Nominee DOB', cell: ({ row }) => formatDisplayDate(row.original.nominee_dob) },
    { header: 'Nominee guardian', accessorKey: 'nominee_guardian' },
    { header: 'Risk group', accessorKey: 'risk_group' },
    { header: 'SA', cell: ({ row }) => formatRupees(row.original.sa_amount) },
    { header: 'Premium', cell: ({ row }) => formatRupees(row.original.premium_amount) },
    { header: 'Date', cell: ({ row }) => formatDisplayDate(row.original.date) },
  ];
}
