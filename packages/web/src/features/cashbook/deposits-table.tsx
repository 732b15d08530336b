import { Button, Group, Table, Text } from '@mantine/core';
import type { DepositRow } from '@trust/contract/cashbook';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';
import { DateField } from '../../ui/date-field';

/** 'Mark credited' with the day the bank's statement shows it, for staff. */
function CreditForm({ deposit, onCredit }: { deposit: DepositRow; onCredit: (on: string) => Promise<boolean> }) {
  const t = useTexts(cashbook);
  const [on, setOn] = useState(todayInIndia());
  const [isSaving, setSaving] = useState(false);
  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <DateField
        aria-label={t('cashbook.creditedOnOf', { slip: deposit.slip_number })}
        size="xs"
        w={120}
        value={on}
        onChange={setOn}
      />
      <Button
        size="compact-sm"
        variant="light"
        loading={isSaving}
        disabled={!on}
        onClick={async () => {
          setSaving(true);
          await onCredit(on);
          setSaving(false);
        }}
      >
        {t('cashbook.markCredited')}
      </Button>
    </Group>
  );
}

/** The slips that carried the day's takings to the bank, and whether the bank has credited each. */
export function DepositsTable({
  deposits,
  canCredit,
  onCredit,
}: {
  deposits: DepositRow[];
  canCredit: boolean;
  onCredit: (deposit: DepositRow, on: string) => Promise<boolean>;
}) {
  const t = useTexts(cashbook);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table withTableBorder striped fz="sm" verticalSpacing={4} aria-label={t('cashbook.deposits')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cashbook.slip')}</Table.Th>
            <Table.Th>{t('cashbook.bank')}</Table.Th>
            <Table.Th>{t('cashbook.date')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.cashHeading')}</Table.Th>
            <Table.Th>{t('cashbook.chequesHeading')}</Table.Th>
            <Table.Th ta="right">{t('cashbook.total')}</Table.Th>
            <Table.Th>{t('cashbook.credited')}</Table.Th>
            <Table.Th>{t('cashbook.slip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.slip_number}</Table.Td>
              <Table.Td>{d.bank}</Table.Td>
              <Table.Td>{formatDisplayDate(d.deposit_date)}</Table.Td>
              <Table.Td ta="right">{formatRupees(d.cash)}</Table.Td>
              <Table.Td>
                {d.cheques.length === 0
                  ? '—'
                  : d.cheques.map((c) => `${c.cheque_number} (${formatRupees(c.amount)})`).join(', ')}
              </Table.Td>
              <Table.Td ta="right">{formatRupees(d.total)}</Table.Td>
              <Table.Td>
                {d.credited_on ? (
                  `${formatDisplayDate(d.credited_on)}${d.credited_by ? `, ${d.credited_by}` : ''}`
                ) : canCredit ? (
                  <CreditForm deposit={d} onCredit={(on) => onCredit(d, on)} />
                ) : (
                  t('cashbook.notYet')
                )}
              </Table.Td>
              <Table.Td>
                <Button component={Link} to={`/deposit-slip/${d.id}`} size="compact-sm" variant="default">
                  {t('cashbook.printSlip')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {deposits.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text c="dimmed" ta="center" size="sm">
                  {t('cashbook.nothingDeposited')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
