import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CashDay, type DepositInput, depositInput } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import { type FormEvent, useState } from 'react';
import { errorText, useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';
import { DateField } from '../../ui/date-field';
import { byPath, NO_PROBLEMS, type Problems, problemsOf, shown } from './problems';

interface ChequeLine {
  receipt_no: string;
  amount: number;
  isTicked: boolean;
  cheque_number: string;
  drawn_on: string;
}

/** The counted cash not yet on a slip: what a new slip offers to carry. */
export function cashLeft(day: CashDay): number {
  const cash = day.modes.find((m) => m.mode === 'CASH');
  return Math.max(0, (cash?.counted ?? 0) - (cash?.deposited ?? 0));
}

/** Whether anything of the day is left for a new slip: counted cash, or a cheque on no slip. */
export const hasToDeposit = (day: CashDay) => cashLeft(day) > 0 || day.cheques.some((c) => c.deposit_id === null);

/**
 * A deposit slip of a closed day: the bank, the slip's number, the cash and the day's cheques not on
 * another slip, each ticked to go with its number and bank as the slip writes them (the receipt's by
 * default).
 */
export function DepositForm({
  day,
  onDeposit,
}: {
  day: CashDay;
  onDeposit: (input: DepositInput) => Promise<unknown>;
}) {
  const t = useTexts(cashbook);
  const [depositDate, setDepositDate] = useState(todayInIndia());
  const [bank, setBank] = useState('');
  const [slip, setSlip] = useState('');
  const [cash, setCash] = useState<number | ''>(cashLeft(day));
  const [cheques, setCheques] = useState<ChequeLine[]>(() =>
    day.cheques
      .filter((c) => c.deposit_id === null)
      .map((c) => ({
        receipt_no: c.receipt_no,
        amount: c.amount,
        isTicked: true,
        cheque_number: c.cheque_number,
        drawn_on: c.drawn_on,
      })),
  );
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [isSaving, setSaving] = useState(false);

  const ticked = cheques.filter((c) => c.isTicked);
  const input = {
    deposit_date: depositDate,
    bank,
    slip_number: slip,
    cash: cash === '' ? 0 : cash,
    cheques: ticked.map(({ receipt_no, cheque_number, drawn_on }) => ({ receipt_no, cheque_number, drawn_on })),
  };
  const total = input.cash + ticked.reduce((sum, c) => sum + c.amount, 0);
  // A ticked cheque's fields are found by its place among the ticked ones, as the body lists them.
  const fieldOf = (receiptNo: string, field: string) =>
    shown(problems.fields[`cheques.${ticked.findIndex((c) => c.receipt_no === receiptNo)}.${field}`]);

  const update = (receiptNo: string, change: Partial<ChequeLine>) =>
    setCheques((now) => now.map((c) => (c.receipt_no === receiptNo ? { ...c, ...change } : c)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = depositInput.safeParse(input);
    if (!checked.success) {
      setProblems({ message: t('cashbook.checkFields'), fields: byPath(checked.error.issues) });
      return;
    }
    setProblems(NO_PROBLEMS);
    setSaving(true);
    try {
      await onDeposit(checked.data);
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('cashbook.depositSlip')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('cashbook.newSlip')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <DateField
            label={t('cashbook.depositDate')}
            withAsterisk
            value={depositDate}
            onChange={setDepositDate}
            error={shown(problems.fields.deposit_date)}
          />
          <TextInput
            label={t('cashbook.bankLabel')}
            withAsterisk
            maxLength={100}
            value={bank}
            onChange={(e) => setBank(e.currentTarget.value)}
            error={shown(problems.fields.bank)}
          />
          <TextInput
            label={t('cashbook.slipNumber')}
            withAsterisk
            maxLength={50}
            value={slip}
            onChange={(e) => setSlip(e.currentTarget.value)}
            error={shown(problems.fields.slip_number)}
          />
          <NumberInput
            label={t('cashbook.cash')}
            value={cash}
            onChange={(v) => setCash(typeof v === 'number' ? v : '')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            prefix="₹"
            description={t('cashbook.cashLeft', { amount: formatRupees(cashLeft(day)) })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={shown(problems.fields.cash)}
          />
        </SimpleGrid>
        {cheques.length > 0 ? (
          <Stack gap="xs" role="group" aria-label={t('cashbook.chequesToDeposit')}>
            <Text size="sm" fw={600}>
              {t('cashbook.chequesNotOnSlip')}
            </Text>
            {cheques.map((c) => (
              <Paper key={c.receipt_no} withBorder p="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={6}>
                  <Checkbox
                    label={t('cashbook.receiptOf', { receiptNo: c.receipt_no })}
                    description={formatRupees(c.amount)}
                    checked={c.isTicked}
                    onChange={(e) => update(c.receipt_no, { isTicked: e.currentTarget.checked })}
                  />
                  <TextInput
                    aria-label={t('cashbook.chequeNumberOf', { receiptNo: c.receipt_no })}
                    placeholder={t('cashbook.chequeNumber')}
                    size="xs"
                    maxLength={30}
                    disabled={!c.isTicked}
                    value={c.cheque_number}
                    onChange={(e) => update(c.receipt_no, { cheque_number: e.currentTarget.value })}
                    error={c.isTicked ? fieldOf(c.receipt_no, 'cheque_number') : undefined}
                  />
                  <TextInput
                    aria-label={t('cashbook.chequeBankOf', { receiptNo: c.receipt_no })}
                    placeholder={t('cashbook.chequeBank')}
                    size="xs"
                    maxLength={100}
                    disabled={!c.isTicked}
                    value={c.drawn_on}
                    onChange={(e) => update(c.receipt_no, { drawn_on: e.currentTarget.value })}
                    error={c.isTicked ? fieldOf(c.receipt_no, 'drawn_on') : undefined}
                  />
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        ) : null}
        {problems.message ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(problems.message)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isSaving}>
            {t('cashbook.recordDeposit')}
          </Button>
          <strong>{t('cashbook.slipTotal', { total: formatRupees(total) })}</strong>
        </Group>
      </Stack>
    </form>
  );
}
