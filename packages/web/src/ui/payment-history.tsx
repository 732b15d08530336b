import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { DataTable } from './data-table';
import { MemberLookupResult } from './member-lookup-result';
import { Page } from './page';
import { SearchBox } from './search-box';

/** `error: true` with no data is the server's "no such member". */
interface PaymentsAnswer<Row> {
  error?: boolean;
  data: Row[];
}

interface PaymentHistoryProps<Row> {
  title: string;
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<Row>[];
  usePayments: (memberId: string) => UseQueryResult<PaymentsAnswer<Row>>;
}

/**
 * The mediclaim and membership payment-history screens differ only in their title, columns and
 * endpoint; this is the frame they share: search by ID (kept in ?id=), then the member's payments.
 */
export function PaymentHistory<Row>({ title, label, columns, usePayments }: PaymentHistoryProps<Row>) {
  const [params, setParams] = useSearchParams();
  const memberId = params.get('id')?.trim() ?? '';
  const payments = usePayments(memberId);
  const t = useTexts(status);

  return (
    <Page
      title={title}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          {t('status.back')}
        </Button>
      }
    >
      <SearchBox
        placeholder={t('status.enterId')}
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void payments.refetch() : setParams({ id: text }))}
      />
      <MemberLookupResult memberId={memberId} lookup={payments}>
        {(rows) => (
          <DataTable
            label={label}
            columns={columns}
            data={rows}
            // Payments carry no key of their own here; the server fixes their order, newest first.
            getRowId={(row) => String(rows.indexOf(row))}
          />
        )}
      </MemberLookupResult>
    </Page>
  );
}
