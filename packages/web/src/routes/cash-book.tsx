import { Alert, Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CashBookLine } from '@trust/contract/cashbook';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { formatRupees } from '@trust/contract/receipt';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { downloadCashBook, useCashBook } from '../features/cashbook/cashbook-api';
import { DayStatusBadge, Difference } from '../features/cashbook/figures';
import { useTexts } from '../i18n/catalogue';
import { cashbook } from '../i18n/screens/cashbook.en';
import { DateField } from '../ui/date-field';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

function Lines({ lines }: { lines: CashBookLine[] }) {
  const t = useTexts(cashbook);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={t('cashbook.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cashbook.date')}</Table.Th>
            <Table.Th>{t('cashbook.status')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.expected')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.counted')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.difference')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.deposited')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.credited')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.bounced')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.date}>
              <Table.Td>
                <Anchor component={Link} to={`/cash-book/${line.date}`}>
                  {formatDisplayDate(line.date)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DayStatusBadge status={line.status} />
              </Table.Td>
              <Table.Td ta="right">{money(line.expected)}</Table.Td>
              <Table.Td ta="right">{money(line.counted)}</Table.Td>
              <Table.Td ta="right">
                <Difference value={line.difference} />
              </Table.Td>
              <Table.Td ta="right">{money(line.deposited)}</Table.Td>
              <Table.Td ta="right">{money(line.credited)}</Table.Td>
              <Table.Td ta="right">{money(line.bounced)}</Table.Td>
            </Table.Tr>
          ))}
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed" ta="center" size="sm">
                  {t('cashbook.nothingInRange')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Any day, closed or not, with or without takings: the cashier opens today's before closing it. */
function OpenDay() {
  const t = useTexts(cashbook);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayInIndia());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) navigate(`/cash-book/${date}`);
  };
  return (
    <form onSubmit={submit} className="no-print">
      <Group align="flex-end" gap="xs">
        <DateField label={t('cashbook.day')} value={date} onChange={setDate} w={{ base: '100%', xs: 200 }} />
        <Button type="submit" variant="light" disabled={!date}>
          {t('cashbook.openDay')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The cash book: per day, what the receipts say was taken, what the cashier counted, what went to
 * the bank and what the bank credited, and the cheques that came back; each day opens to close it.
 */
export default function CashBook() {
  const t = useTexts(cashbook);
  const today = todayInIndia();
  const [range, setRange] = useState<DateRange>({ fromDate: `${today.slice(0, 8)}01`, toDate: today });
  const book = useCashBook(range);

  const download = async () => {
    try {
      await downloadCashBook(range);
    } catch (error) {
      notifications.show({ color: 'red', title: t('cashbook.downloadFailed'), message: errorMessage(error) });
    }
  };

  return (
    <Page title={t('cashbook.title')}>
      <OpenDay />
      <DateRangeForm onSubmit={setRange} isLoading={book.isFetching} initial={range}>
        <Button variant="default" disabled={!book.data} onClick={() => void download()}>
          {t('cashbook.downloadCsv')}
        </Button>
      </DateRangeForm>
      {book.isPending ? <Loader aria-label={t('cashbook.loading')} /> : null}
      {book.isError ? (
        <Alert color="red" title={t('cashbook.couldNotLoad')}>
          {errorMessage(book.error)}
        </Alert>
      ) : null}
      {book.data ? <Lines lines={book.data.data} /> : null}
    </Page>
  );
}
