import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MISC_PAYMENT_MODES } from '@trust/contract/enums';
import { amountInHindiWords } from '@trust/contract/hindi-amounts';
import { type MiscReceiptFormValues, type MiscReceiptInput, miscReceiptInput, miscTotal } from '@trust/contract/misc';
import { amountInWords, formatRupees } from '@trust/contract/receipt';
import { useForm, useWatch } from 'react-hook-form';
import { errorText, useLanguage, useTexts } from '../../i18n/catalogue';
import { misc as miscTexts } from '../../i18n/screens/misc.en';
import { useRevealErrors } from '../../ui/reveal-errors';

type MoneyField = 'reissue_book' | 'subscription_amount' | 'bank_charges' | 'fine' | 'misc';

const MONEY_FIELDS: { name: MoneyField; label: keyof typeof miscTexts }[] = [
  { name: 'reissue_book', label: 'misc.reissueBook' },
  { name: 'subscription_amount', label: 'misc.subscriptionAmount' },
  { name: 'bank_charges', label: 'misc.bankCharges' },
  { name: 'fine', label: 'misc.fine' },
  { name: 'misc', label: 'misc.misc' },
];

const shownError = (message: string | undefined) => (message === undefined ? undefined : errorText(message));

/** Whole rupees as typed so far; anything not yet a number counts as nothing towards the total. */
function rupeesTyped(value: MiscReceiptFormValues[MoneyField]): number {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : 0;
}

/** The running total of the form, as the receipt will print it. */
export function typedTotal(values: Pick<MiscReceiptFormValues, MoneyField>): number {
  return miscTotal({
    reissue_book: rupeesTyped(values.reissue_book),
    subscription_amount: rupeesTyped(values.subscription_amount),
    bank_charges: rupeesTyped(values.bank_charges),
    fine: rupeesTyped(values.fine),
    misc: rupeesTyped(values.misc),
  });
}

interface MiscReceiptFormProps {
  memberId: string;
  onSubmit: (values: MiscReceiptInput) => Promise<void>;
}

/** Step 2 of the misc receipt: how the member paid and for what. Empty fees go as 0, bank charges as none. */
export function MiscReceiptForm({ memberId, onSubmit }: MiscReceiptFormProps) {
  const t = useTexts(miscTexts);
  const inWords = useLanguage() === 'hi' ? amountInHindiWords : amountInWords;
  const form = useForm<MiscReceiptFormValues, unknown, MiscReceiptInput>({
    resolver: zodResolver(miscReceiptInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      member_id: memberId,
      mode_of_payment: '',
      reissue_book: '',
      membership_period: '',
      subscription_amount: '',
      bank_charges: '',
      fine: '',
      misc: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);
  const [reissue_book, subscription_amount, bank_charges, fine, misc] = useWatch({
    control: form.control,
    name: ['reissue_book', 'subscription_amount', 'bank_charges', 'fine', 'misc'],
  });
  const total = typedTotal({ reissue_book, subscription_amount, bank_charges, fine, misc });

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        {/* Three to a row at most, so 'Misc (additional GMP premium)' keeps its label on one line and
            every input of a row lines up. */}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <NativeSelect
            label={t('misc.modeOfPayment')}
            withAsterisk
            data={[{ value: '', label: t('misc.selectModeOfPayment') }, ...MISC_PAYMENT_MODES]}
            error={shownError(errors.mode_of_payment?.message)}
            {...form.register('mode_of_payment')}
          />
          <TextInput
            label={t('misc.membershipPeriod')}
            placeholder={t('misc.periodExample')}
            error={shownError(errors.membership_period?.message)}
            {...form.register('membership_period')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {MONEY_FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={t(field.label)}
              inputMode="numeric"
              leftSection="₹"
              placeholder="0"
              error={shownError(errors[field.name]?.message)}
              {...form.register(field.name)}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="sm" bg="gray.0">
          <Group justify="space-between">
            <Text fw={700} aria-live="polite">
              {t('misc.total', { amount: formatRupees(total) })}
            </Text>
            <Text size="sm" c="dimmed">
              {inWords(total)}
            </Text>
          </Group>
        </Paper>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('misc.addReceipt')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
