import { Anchor, List, Table, Text } from '@mantine/core';
import type { BouncedChequeRow, CashDay, DayCheque } from '@trust/contract/cashbook';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import type { CollectionTotal } from '@trust/contract/report';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';
import { recordedValue } from '../../ui/recorded-value';

const memberLink = (id: string, name: string) => (
  <Anchor component={Link} to={`/member/${encodeURIComponent(id)}`} size="sm">
    {name} ({id})
  </Anchor>
);

/** A small table of the day: its headings, its rows, and a line when it has none. */
function DayTable({
  label,
  headings,
  money = [],
  rows,
  empty,
  minWidth = 480,
}: {
  label: string;
  headings: string[];
  /** The columns (by index) that hold money, right-aligned. */
  money?: number[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  minWidth?: number;
}) {
  const align = (i: number) => (money.includes(i) ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table withTableBorder striped fz="sm" verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((h, i) => (
              <Table.Th key={h} ta={align(i)}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Td key={headings[i]} ta={align(i)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headings.length}>
                <Text c="dimmed" ta="center" size="sm">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Who took what: each staff user's receipts and amount, as the collection report counts them. */
export function ByUserTable({ rows }: { rows: CollectionTotal[] }) {
  const t = useTexts(cashbook);
  return (
    <DayTable
      label={t('cashbook.byUser')}
      headings={[t('cashbook.recordedBy'), t('cashbook.receipts'), t('cashbook.amount')]}
      money={[1, 2]}
      rows={rows.map((r) => ({ key: r.key, cells: [r.key, r.count, formatRupees(r.amount)] }))}
      empty={t('cashbook.noReceiptOnDay')}
      minWidth={320}
    />
  );
}

/** The day's PAID cheques of every kind, and the slip that carries each to the bank. */
export function ChequesTable({ cheques }: { cheques: DayCheque[] }) {
  const t = useTexts(cashbook);
  return (
    <DayTable
      label={t('cashbook.cheques')}
      headings={[
        t('cashbook.receipt'),
        t('cashbook.member'),
        t('cashbook.amount'),
        t('cashbook.chequeNo'),
        t('cashbook.bank'),
        t('cashbook.onSlip'),
      ]}
      money={[2]}
      rows={cheques.map((c) => ({
        key: c.receipt_no,
        cells: [
          c.receipt_no,
          memberLink(c.member_id, c.member_name),
          formatRupees(c.amount),
          c.cheque_number || '—',
          c.drawn_on || '—',
          c.deposit_id === null ? (
            '—'
          ) : (
            <Anchor key="slip" component={Link} to={`/deposit-slip/${c.deposit_id}`} size="sm">
              #{c.deposit_id}
            </Anchor>
          ),
        ],
      }))}
      empty={t('cashbook.noChequeOnDay')}
      minWidth={680}
    />
  );
}

/** Cheques whose bounce was recorded on the day, whatever day they were taken. */
export function BouncedTable({ rows, label }: { rows: BouncedChequeRow[]; label?: string }) {
  const t = useTexts(cashbook);
  return (
    <DayTable
      label={label ?? t('cashbook.bouncedOnDay')}
      headings={[
        t('cashbook.bounceDateHeading'),
        t('cashbook.receipt'),
        t('cashbook.receiptDate'),
        t('cashbook.member'),
        t('cashbook.amount'),
        t('cashbook.reason'),
        t('cashbook.by'),
        t('cashbook.chargeReceipt'),
      ]}
      money={[4]}
      rows={rows.map((r) => ({
        key: r.receipt_no,
        cells: [
          formatDisplayDate(r.bounce_date),
          `${r.receipt_no} (${r.kind})`,
          formatDisplayDate(r.receipt_date),
          memberLink(r.member_id, r.member_name),
          formatRupees(r.amount),
          r.reason,
          `${r.by}, ${recordedValue(r.at)}`,
          r.charge_receipt_no ?? '—',
        ],
      }))}
      empty={t('cashbook.noBounce')}
      minWidth={900}
    />
  );
}

/** Every close and reopen of the day, oldest first, with the remark or reason. */
export function DayHistory({ day }: { day: CashDay }) {
  const t = useTexts(cashbook);
  if (day.history.length === 0) return null;
  return (
    <List size="sm" spacing={4} aria-label={t('cashbook.history')}>
      {day.history.map((e) => (
        <List.Item key={`${e.action}-${e.at}`}>
          <Text span fw={600} size="sm">
            {t(e.action === 'CLOSE' ? 'cashbook.closedNotice' : 'cashbook.reopenedNotice')}
          </Text>{' '}
          {t('cashbook.historyBy', { by: e.by, at: recordedValue(e.at) })}
          {e.text ? ` — ${e.text}` : ''}
        </List.Item>
      ))}
    </List>
  );
}
