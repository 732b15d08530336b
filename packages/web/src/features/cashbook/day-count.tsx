import { Alert, Button, Group, NumberInput, Stack, Table, Textarea } from '@mantine/core';
import { type CashDay, cashbookMessages, missingCounts } from '@trust/contract/cashbook';
import { formatRupees } from '@trust/contract/receipt';
import { useState } from 'react';
import { errorText, useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';
import { common } from '../../i18n/screens/common.en';
import { confirm } from '../../ui/dialogs';
import { Difference } from './figures';
import { byPath, NO_PROBLEMS, type Problems, problemsOf, shown } from './problems';

/** What the cashier typed per mode: '' until a figure is typed. */
type Counts = Record<string, number | ''>;

const money = (value: number) => formatRupees(value);

/** The modes of the count with what was typed, as the close sends it (modes left empty are left out). */
export function countedOf(counts: Counts): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const [mode, value] of Object.entries(counts)) {
    if (value !== '') counted[mode] = value;
  }
  return counted;
}

interface DayCountProps {
  day: CashDay;
  /** Whether the signed-in user counts and closes (STAFF and ADMIN) while the day is OPEN. */
  canCount: boolean;
  onClose: (counted: Record<string, number>, remark: string) => Promise<unknown>;
}

/**
 * The day by mode: expected from the receipts, counted by the cashier and the difference, live as
 * the figures are typed while the day is open; then what went to the bank and what it credited.
 */
export function DayCount({ day, canCount, onClose }: DayCountProps) {
  const t = useTexts(cashbook);
  const tc = useTexts(common);
  const isCounting = canCount && day.status === 'OPEN';
  const [counts, setCounts] = useState<Counts>({});
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [isClosing, setClosing] = useState(false);

  const countedFor = (mode: string, stored: number | null): number | null => {
    if (!isCounting) return stored;
    const typed = counts[mode];
    return typed === undefined || typed === '' ? null : typed;
  };

  const close = async () => {
    const counted = countedOf(counts);
    const missing = missingCounts(
      day.modes.filter((m) => m.expected !== 0).map((m) => m.mode),
      counted,
    );
    if (missing.length > 0) {
      setProblems({ message: missing[0]?.message ?? null, fields: byPath(missing) });
      return;
    }
    setProblems(NO_PROBLEMS);
    const isSure = await confirm({
      title: errorText(cashbookMessages.closeTitle),
      text: errorText(cashbookMessages.closeText),
      confirmLabel: t('cashbook.closeDay'),
      cancelLabel: tc('common.cancel'),
      danger: false,
    });
    if (!isSure) return;
    setClosing(true);
    try {
      await onClose(counted, remark);
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setClosing(false);
    }
  };

  const totalCounted = day.modes.reduce<number | null>((sum, m) => {
    const c = countedFor(m.mode, m.counted);
    return c === null ? sum : (sum ?? 0) + c;
  }, null);

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder striped fz="sm" verticalSpacing={4} aria-label={t('cashbook.byModeTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cashbook.mode')}</Table.Th>
              <Table.Th ta="right">{t('cashbook.expected')}</Table.Th>
              <Table.Th ta="right">{t('cashbook.counted')}</Table.Th>
              <Table.Th ta="right">{t('cashbook.difference')}</Table.Th>
              <Table.Th ta="right">{t('cashbook.deposited')}</Table.Th>
              <Table.Th ta="right">{t('cashbook.credited')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {day.modes.map((m) => {
              const counted = countedFor(m.mode, m.counted);
              const difference = counted === null ? null : counted - m.expected;
              return (
                <Table.Tr key={m.mode}>
                  <Table.Th scope="row">{m.mode}</Table.Th>
                  <Table.Td ta="right">{money(m.expected)}</Table.Td>
                  <Table.Td ta="right">
                    {isCounting ? (
                      <NumberInput
                        aria-label={t('cashbook.countedOf', { mode: m.mode })}
                        value={counts[m.mode] ?? ''}
                        onChange={(value) => {
                          setCounts((now) => ({ ...now, [m.mode]: typeof value === 'number' ? value : '' }));
                          setProblems((now) => ({ ...now, fields: { ...now.fields, [`counted.${m.mode}`]: '' } }));
                        }}
                        error={shown(problems.fields[`counted.${m.mode}`])}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=","
                        thousandsGroupStyle="lakh"
                        prefix="₹"
                        hideControls
                        size="xs"
                        w={110}
                        ml="auto"
                      />
                    ) : counted === null ? (
                      '—'
                    ) : (
                      money(counted)
                    )}
                  </Table.Td>
                  <Table.Td ta="right" aria-label={t('cashbook.differenceOf', { mode: m.mode })}>
                    <Difference value={difference} />
                  </Table.Td>
                  <Table.Td ta="right">{money(m.deposited)}</Table.Td>
                  <Table.Td ta="right">{money(m.credited)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('cashbook.total')}</Table.Th>
              <Table.Td ta="right">{money(day.total.expected)}</Table.Td>
              <Table.Td ta="right">{totalCounted === null ? '—' : money(totalCounted)}</Table.Td>
              <Table.Td ta="right">
                <Difference value={totalCounted === null ? null : totalCounted - day.total.expected} />
              </Table.Td>
              <Table.Td ta="right">{money(day.total.deposited)}</Table.Td>
              <Table.Td ta="right">{money(day.total.credited)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {isCounting ? (
        <>
          <Textarea
            label={t('cashbook.remarkLabel')}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={500}
            rows={2}
            error={shown(problems.fields.remark)}
          />
          {problems.message ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(problems.message)}
            </Alert>
          ) : null}
          <Group>
            <Button onClick={() => void close()} loading={isClosing}>
              {t('cashbook.closeDay')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
