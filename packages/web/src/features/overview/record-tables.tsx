import { Button, Group, Stack, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReceiptPrintCount } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DependentRow } from '@trust/contract/dependent';
import type { GpaDependentRecordRow, GpaRecordRow } from '@trust/contract/gpa';
import type { MediclaimReceiptRow } from '@trust/contract/mediclaim';
import { type MiscReportRow, miscTotal } from '@trust/contract/misc';
import { formatRupees } from '@trust/contract/receipt';
import type { MembershipReceiptRow } from '@trust/contract/subscription';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { FateCell, resetFate, voidFate } from '../../ui/fate';
import { ForRole } from '../../ui/signed-in';

/**
 * The lists of the member overview: every payment, dependent, receipt and GPAIS record, newest first,
 * each receipt with its fate (PAID, VOID, RESET or BOUNCED with the reason, who and when) and how often it
 * was printed.
 */

/** A receipt as an action beside it (Bounce, for a cheque) needs it. */
export interface ListedReceipt {
  receiptNo: string;
  date: string;
  memberId: string;
  mode: string;
  status: string;
}

/** What a screen puts beside each receipt; nothing by default. */
export type ReceiptAction = (receipt: ListedReceipt) => ReactNode;

const noAction: ReceiptAction = () => null;

/** How often each receipt was printed, by receipt number: 0 for one never printed. */
export type PrintCounts = (receiptNo: string) => number;

export function printCounts(prints: readonly ReceiptPrintCount[]): PrintCounts {
  const counts = new Map<string, number>();
  for (const p of prints) {
    if (p.document === 'RECEIPT') counts.set(p.receipt_no, p.prints);
  }
  return (receiptNo) => counts.get(receiptNo) ?? 0;
}

/** The Printed column of a list of receipts. */
function printedColumn<Row>(receiptNo: (row: Row) => string, printed: PrintCounts): ColumnDef<Row> {
  return { id: 'printed', header: 'PRINTED', cell: ({ row }) => printed(receiptNo(row.original)) };
}

const date = (value: string | null) => formatDisplayDate(value);
const rupees = (value: number) => formatRupees(value);

function PrintLink({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} size="compact-sm" variant="light">
      Print
    </Button>
  );
}

/** The ACTION column of a subscription payment: only what the screen puts there. */
function paymentAction<Row extends MembershipReceiptRow | MediclaimReceiptRow>(action: ReceiptAction): ColumnDef<Row> {
  return {
    id: 'action',
    header: 'ACTION',
    cell: ({ row }) =>
      action({
        receiptNo: row.original.RECEIPT_NO,
        date: row.original.ISSUE_DATE,
        memberId: row.original.ID_NUMBER,
        mode: row.original.MODE_OF_PAYMENT,
        status: row.original.STATUS,
      }),
  };
}

const membershipColumns = (printed: PrintCounts, action: ReceiptAction): ColumnDef<MembershipReceiptRow>[] => [
  { header: 'RECEIPT NO', accessorKey: 'RECEIPT_NO' },
  { header: 'ISSUE DATE', cell: ({ row }) => date(row.original.ISSUE_DATE) },
  { header: 'EXPIRY DATE', cell: ({ row }) => date(row.original.EXPIRY_DATE) },
  { header: 'MODE OF PAYMENT', accessorKey: 'MODE_OF_PAYMENT' },
  { header: 'AMOUNT', cell: ({ row }) => rupees(row.original.AMOUNT) },
  { header: 'BOOK FEE', cell: ({ row }) => rupees(row.original.REMARKS) },
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
  printedColumn((row) => row.RECEIPT_NO, printed),
  paymentAction(action),
];

const mediclaimColumns = (printed: PrintCounts, action: ReceiptAction): ColumnDef<MediclaimReceiptRow>[] => [
  { header: 'RECEIPT NO', accessorKey: 'RECEIPT_NO' },
  { header: 'ISSUE DATE', cell: ({ row }) => date(row.original.ISSUE_DATE) },
  { header: 'EXPIRY DATE', cell: ({ row }) => date(row.original.EXPIRY_DATE) },
  { header: 'MODE OF PAYMENT', accessorKey: 'MODE_OF_PAYMENT' },
  { header: 'REFERENCE NUMBER', accessorKey: 'REFERENCE_NUMBER' },
  { header: 'BANK', cell: ({ row }) => [row.original.BANK, row.original.BRANCH].filter(Boolean).join(', ') },
  { header: 'AMOUNT', cell: ({ row }) => rupees(row.original.AMOUNT) },
  { header: 'GROUP', accessorKey: 'REMARKS' },
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
  printedColumn((row) => row.RECEIPT_NO, printed),
  paymentAction(action),
];

export function PaymentTables({
  membership,
  mediclaim,
  printed,
  action = noAction,
}: {
  membership: MembershipReceiptRow[];
  mediclaim: MediclaimReceiptRow[];
  printed: PrintCounts;
  action?: ReceiptAction;
}) {
  const columns = useMemo(
    () => ({ membership: membershipColumns(printed, action), mediclaim: mediclaimColumns(printed, action) }),
    [printed, action],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Membership payments
      </Title>
      <DataTable
        label="Membership payments"
        columns={columns.membership}
        data={membership}
        rowStatus={(row) => row.STATUS}
        getRowId={(row) => row.RECEIPT_NO}
        emptyMessage="No membership payment recorded"
      />
      <Title order={3} size="h5" mt="xs">
        Mediclaim payments
      </Title>
      <DataTable
        label="Mediclaim payments"
        columns={columns.mediclaim}
        data={mediclaim}
        rowStatus={(row) => row.STATUS}
        getRowId={(row) => row.RECEIPT_NO}
        emptyMessage="No mediclaim payment recorded"
      />
    </Stack>
  );
}

const dependentColumns: ColumnDef<DependentRow>[] = [
  { header: 'NO', accessorKey: 'NO' },
  { header: 'NAME', accessorKey: 'DEPENDENT_NAME' },
  { header: 'RELATION', accessorKey: 'RELATION' },
  { header: 'DATE OF BIRTH', cell: ({ row }) => date(row.original.DOB) },
  { header: 'AGE', accessorKey: 'AGE' },
  { header: 'SEX', accessorKey: 'SEX' },
  { header: 'KYC', accessorKey: 'BLOOD_GROUP' },
  {
    id: 'action',
    header: 'ACTION',
    cell: ({ row }) => (
      <ForRole needs="STAFF">
        <Button component={Link} to={`/update-dependent/${row.original.NO}`} size="compact-sm" variant="light">
          Edit
        </Button>
      </ForRole>
    ),
  },
];

export function DependentsTable({ dependents }: { dependents: DependentRow[] }) {
  return (
    <DataTable
      label="Dependents"
      columns={dependentColumns}
      data={dependents}
      getRowId={(row) => String(row.NO)}
      emptyMessage="No dependents registered"
    />
  );
}

const printWith = (path: string, row: { id: number; member_id: string }) =>
  `${path}/${row.id}?memberId=${encodeURIComponent(row.member_id)}`;

/** Print, and what the screen puts beside a misc or GPAIS record. */
function recordAction<Row extends MiscReportRow | GpaRecordRow | GpaDependentRecordRow>(
  path: string,
  mode: (row: Row) => string,
  action: ReceiptAction,
): ColumnDef<Row> {
  return {
    id: 'action',
    header: 'ACTION',
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <PrintLink to={printWith(path, row.original)} />
        {action({
          receiptNo: row.original.receipt_no,
          date: row.original.date,
          memberId: row.original.member_id,
          mode: mode(row.original),
          status: row.original.STATUS,
        })}
      </Group>
    ),
  };
}

const miscColumns = (printed: PrintCounts, action: ReceiptAction): ColumnDef<MiscReportRow>[] => [
  { header: 'RECEIPT NO', accessorKey: 'receipt_no' },
  { header: 'DATE', cell: ({ row }) => date(row.original.date) },
  { header: 'MODE OF PAYMENT', accessorKey: 'mode_of_payment' },
  { header: 'MEMBERSHIP PERIOD', accessorKey: 'membership_period' },
  { header: 'TOTAL', cell: ({ row }) => rupees(miscTotal(row.original)) },
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn((row) => row.receipt_no, printed),
  recordAction('/print-misc-report', (row) => row.mode_of_payment, action),
];

export function MiscTable({
  receipts,
  printed,
  action = noAction,
}: {
  receipts: MiscReportRow[];
  printed: PrintCounts;
  action?: ReceiptAction;
}) {
  const columns = useMemo(() => miscColumns(printed, action), [printed, action]);
  return (
    <DataTable
      label="Miscellaneous receipts"
      columns={columns}
      rowStatus={(row) => row.STATUS}
      data={receipts}
      getRowId={(row) => String(row.id)}
      emptyMessage="No miscellaneous receipt recorded"
    />
  );
}

const gpaColumns = (printed: PrintCounts, action: ReceiptAction): ColumnDef<GpaRecordRow>[] => [
  { header: 'RECEIPT NO', accessorKey: 'receipt_no' },
  { header: 'DATE', cell: ({ row }) => date(row.original.date) },
  { header: 'NOMINEE', cell: ({ row }) => `${row.original.nominee_name} (${row.original.nominee_relation})` },
  { header: 'PAYMENT MODE', accessorKey: 'risk_group' },
  { header: 'SA', cell: ({ row }) => rupees(row.original.sa_amount) },
  { header: 'PREMIUM', cell: ({ row }) => rupees(row.original.premium_amount) },
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn((row) => row.receipt_no, printed),
  recordAction('/print-gpa-record', (row) => row.risk_group, action),
];

const dependentGpaColumns = (printed: PrintCounts, action: ReceiptAction): ColumnDef<GpaDependentRecordRow>[] => [
  { header: 'RECEIPT NO', accessorKey: 'receipt_no' },
  { header: 'DATE', cell: ({ row }) => date(row.original.date) },
  { header: 'DEPENDENT', cell: ({ row }) => `${row.original.DEPENDENT_NAME} (${row.original.RELATION})` },
  { header: 'NOMINEE', accessorKey: 'nominee_name' },
  { header: 'PAYMENT MODE', accessorKey: 'risk_group' },
  { header: 'SA', cell: ({ row }) => rupees(row.original.sa_amount) },
  { header: 'PREMIUM', cell: ({ row }) => rupees(row.original.premium_amount) },
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn((row) => row.receipt_no, printed),
  recordAction('/print-dependent-gpa-record', (row) => row.risk_group, action),
];

export function GpaTables({
  member,
  dependents,
  printed,
  action = noAction,
}: {
  member: GpaRecordRow[];
  dependents: GpaDependentRecordRow[];
  printed: PrintCounts;
  action?: ReceiptAction;
}) {
  const columns = useMemo(
    () => ({ member: gpaColumns(printed, action), dependents: dependentGpaColumns(printed, action) }),
    [printed, action],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Member
      </Title>
      <DataTable
        label="GPAIS records of the member"
        columns={columns.member}
        rowStatus={(row) => row.STATUS}
        data={member}
        getRowId={(row) => String(row.id)}
        emptyMessage="No GPAIS record for the member"
      />
      <Title order={3} size="h5" mt="xs">
        Dependents
      </Title>
      <DataTable
        label="GPAIS records of dependents"
        columns={columns.dependents}
        rowStatus={(row) => row.STATUS}
        data={dependents}
        getRowId={(row) => String(row.id)}
        emptyMessage="No GPAIS record for dependents"
      />
    </Stack>
  );
}
