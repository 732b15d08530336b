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
import { useTexts } from '../../i18n/catalogue';
import { overview } from '../../i18n/screens/overview.en';
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

type T = ReturnType<typeof useTexts<typeof overview>>;

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
function printedColumn<Row>(t: T, receiptNo: (row: Row) => string, printed: PrintCounts): ColumnDef<Row> {
  return { id: 'printed', header: t('overview.column.printed'), cell: ({ row }) => printed(receiptNo(row.original)) };
}

const date = (value: string | null) => formatDisplayDate(value);
const rupees = (value: number) => formatRupees(value);

function PrintLink({ to }: { to: string }) {
  const t = useTexts(overview);
  return (
    <Button component={Link} to={to} size="compact-sm" variant="light">
      {t('overview.print')}
    </Button>
  );
}

/** The ACTION column of a subscription payment: only what the screen puts there. */
function paymentAction<Row extends MembershipReceiptRow | MediclaimReceiptRow>(
  t: T,
  action: ReceiptAction,
): ColumnDef<Row> {
  return {
    id: 'action',
    header: t('overview.column.action'),
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

const membershipColumns = (t: T, printed: PrintCounts, action: ReceiptAction): ColumnDef<MembershipReceiptRow>[] => [
  { header: t('overview.column.receiptNo'), accessorKey: 'RECEIPT_NO' },
  { header: t('overview.column.issueDate'), cell: ({ row }) => date(row.original.ISSUE_DATE) },
  { header: t('overview.column.expiryDate'), cell: ({ row }) => date(row.original.EXPIRY_DATE) },
  { header: t('overview.column.modeOfPayment'), accessorKey: 'MODE_OF_PAYMENT' },
  { header: t('overview.column.amount'), cell: ({ row }) => rupees(row.original.AMOUNT) },
  { header: t('overview.column.bookFee'), cell: ({ row }) => rupees(row.original.REMARKS) },
  { id: 'status', header: t('overview.column.status'), cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
  printedColumn(t, (row) => row.RECEIPT_NO, printed),
  paymentAction(t, action),
];

const mediclaimColumns = (t: T, printed: PrintCounts, action: ReceiptAction): ColumnDef<MediclaimReceiptRow>[] => [
  { header: t('overview.column.receiptNo'), accessorKey: 'RECEIPT_NO' },
  { header: t('overview.column.issueDate'), cell: ({ row }) => date(row.original.ISSUE_DATE) },
  { header: t('overview.column.expiryDate'), cell: ({ row }) => date(row.original.EXPIRY_DATE) },
  { header: t('overview.column.modeOfPayment'), accessorKey: 'MODE_OF_PAYMENT' },
  { header: t('overview.column.referenceNumber'), accessorKey: 'REFERENCE_NUMBER' },
  {
    header: t('overview.column.bank'),
    cell: ({ row }) => [row.original.BANK, row.original.BRANCH].filter(Boolean).join(', '),
  },
  { header: t('overview.column.amount'), cell: ({ row }) => rupees(row.original.AMOUNT) },
  { header: t('overview.column.group'), accessorKey: 'REMARKS' },
  { id: 'status', header: t('overview.column.status'), cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
  printedColumn(t, (row) => row.RECEIPT_NO, printed),
  paymentAction(t, action),
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
  const t = useTexts(overview);
  const columns = useMemo(
    () => ({ membership: membershipColumns(t, printed, action), mediclaim: mediclaimColumns(t, printed, action) }),
    [t, printed, action],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('overview.membershipPayments')}
      </Title>
      <DataTable
        label={t('overview.membershipPayments')}
        columns={columns.membership}
        data={membership}
        rowStatus={(row) => row.STATUS}
        getRowId={(row) => row.RECEIPT_NO}
        emptyMessage={t('overview.noMembershipPayment')}
      />
      <Title order={3} size="h5" mt="xs">
        {t('overview.mediclaimPayments')}
      </Title>
      <DataTable
        label={t('overview.mediclaimPayments')}
        columns={columns.mediclaim}
        data={mediclaim}
        rowStatus={(row) => row.STATUS}
        getRowId={(row) => row.RECEIPT_NO}
        emptyMessage={t('overview.noMediclaimPayment')}
      />
    </Stack>
  );
}

const dependentColumns = (t: T): ColumnDef<DependentRow>[] => [
  { header: t('overview.column.no'), accessorKey: 'NO' },
  { header: t('overview.column.name'), accessorKey: 'DEPENDENT_NAME' },
  { header: t('overview.column.relation'), accessorKey: 'RELATION' },
  { header: t('overview.column.dateOfBirth'), cell: ({ row }) => date(row.original.DOB) },
  { header: t('overview.column.age'), accessorKey: 'AGE' },
  { header: t('overview.column.sex'), accessorKey: 'SEX' },
  { header: t('overview.column.kyc'), accessorKey: 'BLOOD_GROUP' },
  {
    id: 'action',
    header: t('overview.column.action'),
    cell: ({ row }) => (
      <ForRole needs="STAFF">
        <Button component={Link} to={`/update-dependent/${row.original.NO}`} size="compact-sm" variant="light">
          {t('overview.edit')}
        </Button>
      </ForRole>
    ),
  },
];

export function DependentsTable({ dependents }: { dependents: DependentRow[] }) {
  const t = useTexts(overview);
  const columns = useMemo(() => dependentColumns(t), [t]);
  return (
    <DataTable
      label={t('overview.dependents')}
      columns={columns}
      data={dependents}
      getRowId={(row) => String(row.NO)}
      emptyMessage={t('overview.noDependents')}
    />
  );
}

const printWith = (path: string, row: { id: number; member_id: string }) =>
  `${path}/${row.id}?memberId=${encodeURIComponent(row.member_id)}`;

/** Print, and what the screen puts beside a misc or GPAIS record. */
function recordAction<Row extends MiscReportRow | GpaRecordRow | GpaDependentRecordRow>(
  t: T,
  path: string,
  mode: (row: Row) => string,
  action: ReceiptAction,
): ColumnDef<Row> {
  return {
    id: 'action',
    header: t('overview.column.action'),
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

const miscColumns = (t: T, printed: PrintCounts, action: ReceiptAction): ColumnDef<MiscReportRow>[] => [
  { header: t('overview.column.receiptNo'), accessorKey: 'receipt_no' },
  { header: t('overview.column.date'), cell: ({ row }) => date(row.original.date) },
  { header: t('overview.column.modeOfPayment'), accessorKey: 'mode_of_payment' },
  { header: t('overview.column.membershipPeriod'), accessorKey: 'membership_period' },
  { header: t('overview.column.total'), cell: ({ row }) => rupees(miscTotal(row.original)) },
  { id: 'status', header: t('overview.column.status'), cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn(t, (row) => row.receipt_no, printed),
  recordAction(t, '/print-misc-report', (row) => row.mode_of_payment, action),
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
  const t = useTexts(overview);
  const columns = useMemo(() => miscColumns(t, printed, action), [t, printed, action]);
  return (
    <DataTable
      label={t('overview.miscReceipts')}
      columns={columns}
      rowStatus={(row) => row.STATUS}
      data={receipts}
      getRowId={(row) => String(row.id)}
      emptyMessage={t('overview.noMiscReceipt')}
    />
  );
}

const gpaColumns = (t: T, printed: PrintCounts, action: ReceiptAction): ColumnDef<GpaRecordRow>[] => [
  { header: t('overview.column.receiptNo'), accessorKey: 'receipt_no' },
  { header: t('overview.column.date'), cell: ({ row }) => date(row.original.date) },
  {
    header: t('overview.column.nominee'),
    cell: ({ row }) => `${row.original.nominee_name} (${row.original.nominee_relation})`,
  },
  { header: t('overview.column.paymentMode'), accessorKey: 'risk_group' },
  { header: t('overview.column.sa'), cell: ({ row }) => rupees(row.original.sa_amount) },
  { header: t('overview.column.premium'), cell: ({ row }) => rupees(row.original.premium_amount) },
  { id: 'status', header: t('overview.column.status'), cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn(t, (row) => row.receipt_no, printed),
  recordAction(t, '/print-gpa-record', (row) => row.risk_group, action),
];

const dependentGpaColumns = (t: T, printed: PrintCounts, action: ReceiptAction): ColumnDef<GpaDependentRecordRow>[] => [
  { header: t('overview.column.receiptNo'), accessorKey: 'receipt_no' },
  { header: t('overview.column.date'), cell: ({ row }) => date(row.original.date) },
  {
    header: t('overview.column.dependent'),
    cell: ({ row }) => `${row.original.DEPENDENT_NAME} (${row.original.RELATION})`,
  },
  { header: t('overview.column.nominee'), accessorKey: 'nominee_name' },
  { header: t('overview.column.paymentMode'), accessorKey: 'risk_group' },
  { header: t('overview.column.sa'), cell: ({ row }) => rupees(row.original.sa_amount) },
  { header: t('overview.column.premium'), cell: ({ row }) => rupees(row.original.premium_amount) },
  { id: 'status', header: t('overview.column.status'), cell: ({ row }) => <FateCell {...voidFate(row.original)} /> },
  printedColumn(t, (row) => row.receipt_no, printed),
  recordAction(t, '/print-dependent-gpa-record', (row) => row.risk_group, action),
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
  const t = useTexts(overview);
  const columns = useMemo(
    () => ({ member: gpaColumns(t, printed, action), dependents: dependentGpaColumns(t, printed, action) }),
    [t, printed, action],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('overview.member')}
      </Title>
      <DataTable
        label={t('overview.memberGpa')}
        columns={columns.member}
        rowStatus={(row) => row.STATUS}
        data={member}
        getRowId={(row) => String(row.id)}
        emptyMessage={t('overview.noMemberGpa')}
      />
      <Title order={3} size="h5" mt="xs">
        {t('overview.dependents')}
      </Title>
      <DataTable
        label={t('overview.dependentGpa')}
        columns={columns.dependents}
        rowStatus={(row) => row.STATUS}
        data={dependents}
        getRowId={(row) => String(row.id)}
        emptyMessage={t('overview.noDependentGpa')}
      />
    </Stack>
  );
}
