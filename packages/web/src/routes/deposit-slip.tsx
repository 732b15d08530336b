import { Button, Table, Text } from '@mantine/core';
import { cashbookMessages } from '@trust/contract/cashbook';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useDeposit } from '../features/cashbook/cashbook-api';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints } from '../i18n/screens/prints.en';
import { PrintLayout, PrintLoading, PrintProblem } from '../ui/print-layout';
import { AmountInWords, Printed, usePrintedInline } from '../ui/printed';
import { ReceiptFacts } from '../ui/receipt-parts';
import { recordedValue } from '../ui/recorded-value';

/** A deposit slip as the bank takes it: the cheques one by one, the cash, and the total. */
export default function DepositSlip() {
  const t = useTexts(prints);
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const deposit = useDeposit(id);
  const inline = usePrintedInline();
  const back = (
    <Button component={Link} to={deposit.data ? `/cash-book/${deposit.data.day}` : '/cash-book'} variant="default">
      {tc('common.back')}
    </Button>
  );
  if (deposit.isPending) return <PrintLoading />;
  if (deposit.isError) {
    const isMissing = deposit.error instanceof ApiError && deposit.error.status === 404;
    return (
      <PrintProblem
        message={isMissing ? errorText(cashbookMessages.depositNotFound) : errorMessage(deposit.error)}
        back={back}
      />
    );
  }
  const d = deposit.data;
  return (
    <PrintLayout title={t('prints.slipTitle')} printedTitle={{ word: 'Bank Deposit Slip' }} actions={back}>
      <ReceiptFacts
        label={t('prints.slipDetails')}
        facts={[
          { label: 'Bank', value: d.bank },
          { label: 'Slip Number', value: d.slip_number },
          { label: 'Deposit Date', value: formatDisplayDate(d.deposit_date) },
          { label: 'Takings Of', value: formatDisplayDate(d.day) },
          { label: 'Deposited By', value: `${d.deposited_by}, ${recordedValue(d.deposited_at)}` },
          {
            label: 'Credited On',
            value: d.credited_on ? formatDisplayDate(d.credited_on) : inline('Not yet credited'),
          },
        ]}
      />
      <Table.ScrollContainer minWidth={480} mb="md">
        <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={t('prints.slipLines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>
                <Printed word="CHEQUE NUMBER" />
              </Table.Th>
              <Table.Th>
                <Printed word="BANK" />
              </Table.Th>
              <Table.Th>
                <Printed word="RECEIPT" />
              </Table.Th>
              <Table.Th ta="right">
                <Printed word="AMOUNT" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.cheques.map((c, i) => (
              <Table.Tr key={c.receipt_no}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{c.cheque_number}</Table.Td>
                <Table.Td>{c.drawn_on}</Table.Td>
                <Table.Td>
                  {c.receipt_no}, {c.member_name}
                </Table.Td>
                <Table.Td ta="right">{formatRupees(c.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>
                <Printed word="Cheques" detail={`(${d.cheques.length})`} />
              </Table.Th>
              <Table.Td ta="right">{formatRupees(d.total - d.cash)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={4}>
                <Printed word="Cash" />
              </Table.Th>
              <Table.Td ta="right">{formatRupees(d.cash)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Th colSpan={4}>
                <Printed word="Total" />
              </Table.Th>
              <Table.Td ta="right">{formatRupees(d.total)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <AmountInWords amount={d.total} />
      <Text size="sm" mt="xl" ta="right">
        <Printed word="Signature of the depositor" />
      </Text>
    </PrintLayout>
  );
}
