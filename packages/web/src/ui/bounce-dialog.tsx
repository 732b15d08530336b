import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { booksMessages, REASON_MAX } from '@trust/contract/books';
import { type BounceAnswer, type BounceInput, bounceInput, cashbookMessages } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import { MISC_PAYMENT_MODES } from '@trust/contract/enums';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { errorText, useTexts } from '../i18n/catalogue';
import { cashbook } from '../i18n/screens/cashbook.en';
import { common } from '../i18n/screens/common.en';
import { dialogs } from '../i18n/screens/dialogs.en';
import { DateField } from './date-field';
import { whenDialogGone } from './dialogs';
import { loadModals } from './modals-host';

/** The cheque receipt a bounce applies to. */
export interface ChequeReceipt {
  receiptNo: string;
  /** The day it was issued: a bounce cannot be recorded before it. */
  date: string;
  memberId: string;
}

type Send = (input: BounceInput) => Promise<BounceAnswer>;

interface BounceFormProps {
  receipt: ChequeReceipt;
  send: Send;
  /** The dialog is done with: cancelled, or OK after the bounce. */
  onDone: () => void;
}

/** Where a form's field problems sit, by the field's name. */
type Fields = Partial<Record<'date' | 'reason' | 'charge' | 'charge_mode', string>>;

/** A refusal as shown, and whether it was the server's 'day closed', which offers today's date instead. */
interface Failure {
  shown: string;
  isDayClosed: boolean;
}

/** A field's problem in the language shown: the contract's checks run here give it in English. */
const shownField = (message: string | undefined) => (message ? errorText(message) : undefined);

export function BounceForm({ receipt, send, onDone }: BounceFormProps) {
  const t = useTexts(cashbook);
  const tc = useTexts(common);
  const td = useTexts(dialogs);
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState<number | ''>('');
  const [chargeMode, setChargeMode] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<BounceAnswer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = bounceInput.safeParse({
      date,
      reason,
      charge: charge === '' || charge === 0 ? undefined : charge,
      charge_mode: charge === '' || charge === 0 || chargeMode === '' ? undefined : chargeMode,
    });
    const found: Fields = {};
    for (const issue of checked.error?.issues ?? []) {
      const at = String(issue.path[0]) as keyof Fields;
      found[at] ??= issue.message;
    }
    // The server's rule too, said before sending: the bank cannot return a cheque before it was given.
    if (date && date < receipt.date) found.date = cashbookMessages.bounceBeforeReceipt;
    if (date > today) found.date = cashbookMessages.bounceInFuture;
    setFields(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      setAnswer(await send(checked.data));
    } catch (error) {
      // Compared in English, the contract's words, whatever the language shown.
      const isDayClosed = error instanceof ApiError && error.message === cashbookMessages.dayClosed;
      setFailure({ shown: errorMessage(error), isDayClosed });
      const issues = error instanceof ApiError ? error.issues : [];
      setFields(Object.fromEntries(issues.map((i) => [i.path, i.message])) as Fields);
    } finally {
      setSaving(false);
    }
  };

  if (answer) {
    return (
      <Stack gap="sm">
        <Alert color="teal" variant="light" role="status">
          {errorText(cashbookMessages.bounced)}
        </Alert>
        {answer.charge_receipt_no ? (
          <Text size="sm">
            {t('cashbook.chargeRecorded', { receiptNo: answer.charge_receipt_no })}{' '}
            <Anchor href={`/find-misc-report?memberId=${encodeURIComponent(receipt.memberId)}`}>
              {t('cashbook.printIt')}
            </Anchor>
            .
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button data-autofocus onClick={onDone}>
            {td('dialogs.ok')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const isClosedDay = failure?.isDayClosed === true && date !== today;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm">{errorText(cashbookMessages.bounceText)}</Text>
        <Text size="sm" fw={700}>
          {t('cashbook.receiptNo', { receiptNo: receipt.receiptNo })}
        </Text>
        <DateField
          label={t('cashbook.bounceDate')}
          withAsterisk
          value={date}
          onChange={setDate}
          error={shownField(fields.date)}
          popoverProps={{ withinPortal: false }}
        />
        <TextInput
          label={errorText(booksMessages.reasonLabel)}
          withAsterisk
          aria-required="true"
          data-autofocus
          maxLength={REASON_MAX}
          value={reason}
          error={shownField(fields.reason)}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('cashbook.bankCharge')}
            value={charge}
            onChange={(v) => setCharge(typeof v === 'number' ? v : '')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            prefix="₹"
            error={shownField(fields.charge)}
            miw={140}
          />
          <NativeSelect
            label={t('cashbook.modeOfPayment')}
            data={[{ value: '', label: t('cashbook.selectMode') }, ...MISC_PAYMENT_MODES]}
            value={chargeMode}
            onChange={(e) => setChargeMode(e.currentTarget.value)}
            withAsterisk={charge !== '' && charge > 0}
            error={shownField(fields.charge_mode)}
            miw={140}
          />
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure.shown}
            {isClosedDay ? (
              <Button size="compact-sm" variant="light" ml="xs" onClick={() => setDate(today)}>
                {t('cashbook.useToday')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={isSaving}>
            {t('cashbook.markBounced')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Marking a cheque as bounced: the bank's reason, the day of its answer and, if it charged for it,
 * the charge as a misc receipt in the same step. Resolves true once the bounce is recorded.
 */
export async function askBounce(receipt: ChequeReceipt, send: Send): Promise<boolean> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    let isBounced = false;
    const id = modals.open({
      title: errorText(cashbookMessages.bounceTitle),
      centered: true,
      onClose: () => void whenDialogGone().then(() => resolve(isBounced)),
      children: (
        <BounceForm
          receipt={receipt}
          send={async (input) => {
            const answer = await send(input);
            isBounced = true;
            return answer;
          }}
          onDone={() => modals.close(id)}
        />
      ),
    });
  });
}
