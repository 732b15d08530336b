import { Button, Center, Loader, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MediclaimPaymentRow } from '@trust/contract/mediclaim';
import { formatRupees } from '@trust/contract/receipt';
import { renewalMessages } from '@trust/contract/renewal';
import { Link, useSearchParams } from 'react-router';
import { useMediclaimPayments } from '../features/mediclaim/get-mediclaim-payments';
import { DataTable } from '../ui/data-table';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';
import { StatusBadge } from '../ui/status-badge';

/** Payment history is never deleted here (DESIGN.md 7); STATUS tells a RESET payment from a paid one. */
const COLUMNS: ColumnDef<MediclaimPaymentRow>[] = [
  { header: 'ID', accessorKey: 'ID_NUMBER' },
  { header: 'MODE OF PAYMENT', accessorKey: 'MODE_OF_PAYMENT' },
  // The old system records the member's age as the reference number, and heads the column AGE.
  { header: 'AGE', accessorKey: 'REFERENCE_NUMBER' },
  { header: 'ISSUE DATE', cell: ({ row }) => formatDisplayDate(row.original.ISSUE_DATE) },
  { header: 'EXPIRY DATE', cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE) },
  { header: 'BANK', accessorKey: 'BANK' },
  { header: 'BRANCH', accessorKey: 'BRANCH' },
  { header: 'AMOUNT', cell: ({ row }) => formatRupees(row.original.AMOUNT) },
  { header: 'GROUP', accessorKey: 'REMARKS' },
  { header: 'STATUS', cell: ({ row }) => <StatusBadge status={row.original.STATUS} /> },
];

export default function PastPayment() {
  const [params, setParams] = useSearchParams();
  const memberId = params.get('id')?.trim() ?? '';
  const payments = useMediclaimPayments(memberId);

  const rows = payments.data?.data ?? [];
  let result = null;
  if (memberId === '') result = null;
  else if (payments.isPending)
    result = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (payments.isError || payments.data?.error)
    result = (
      <Text c="red" fw={500}>
        {renewalMessages.noMember}
      </Text>
    );
  else if (rows.length === 0)
    result = (
      <Text c="red" fw={500}>
        {renewalMessages.noMatch}
      </Text>
    );
  else
    result = (
      <DataTable
        label="Mediclaim payments"
        columns={COLUMNS}
        data={rows}
        // Payments carry no key of their own here; the server fixes their order, newest first.
        getRowId={(row) => String(rows.indexOf(row))}
      />
    );

  return (
    <Page
      title="Past Mediclaim Membership Payment Records"
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <SearchBox
        placeholder="Enter ID Number"
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void payments.refetch() : setParams({ id: text }))}
      />
      {result}
    </Page>
  );
}
