import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { formatRupees } from '@trust/contract/receipt';
import type { gpa } from '../../i18n/screens/gpa.en';

/** A GPAIS text in the language shown (`useTexts(gpa)`). */
export type GpaText = (id: keyof typeof gpa) => string;

/**
 * The columns of a members' or dependents' GPAIS list; only the insured person's name, birth date
 * and sex come from different fields, so each screen passes those three. The headings are in the
 * language of `t`: a screen builds the columns again when it changes.
 */
export function gpaRecordColumns<Row extends GpaRecordRow>(t: GpaText, person: ColumnDef<Row>[]): ColumnDef<Row>[] {
  return [
    {
      header: t('gpa.column.recordId'),
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
    { header: t('gpa.column.nominee'), accessorKey: 'nominee_name' },
    { header: t('gpa.column.relation'), accessorKey: 'nominee_relation' },
    { header: t('gpa.column.nomineeDob'), cell: ({ row }) => formatDisplayDate(row.original.nominee_dob) },
    { header: t('gpa.column.nomineeGuardian'), accessorKey: 'nominee_guardian' },
    { header: t('gpa.column.riskGroup'), accessorKey: 'risk_group' },
    { header: t('gpa.column.sa'), cell: ({ row }) => formatRupees(row.original.sa_amount) },
    { header: t('gpa.column.premium'), cell: ({ row }) => formatRupees(row.original.premium_amount) },
    { header: t('gpa.column.date'), cell: ({ row }) => formatDisplayDate(row.original.date) },
  ];
}
