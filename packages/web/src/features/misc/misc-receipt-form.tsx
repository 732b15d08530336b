import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MISC_PAYMENT_MODES } from '@trust/contract/enums';
import { type MiscReceiptFormValues, type MiscReceiptInput, miscReceiptInput, miscTotal } from '@trust/contract/misc';
import { amountInWords, formatRupees } from '@trust/contract/receipt';
import { useForm, useWatch } from 'react-hook-form';
import { useRevealErrors } from '../../ui/reveal-errors';

type MoneyField = 'reissue_book' | 'subscription_amount' | 'bank_charges' | 'fine' | 'misc';

const MONEY_FIELDS: { name: MoneyField; label: string }[] = [
  { name: 'reissue_book', label: 'Reissue Book' },
  { name: 'subscription_amount', label: 'Subscription Amount' },
  { name: 'bank_charges', label: 'Bank Charges' },
  { name: 'fine', label: 'Fine' },
  { name: 'misc', label: 'Misc (additional GMP premium)' },
];

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
            label="Mode of Payment"
            withAsterisk
            data={[{ value: '', label: 'Select mode of payment' }, ...MISC_PAYMENT_MODES]}
            error={errors.mode_of_payment?.message}
            {...form.register('mode_of_payment')}
          />
          <TextInput
            label="Membership Period"
            placeholder="e.g. 2025-2026"
            error={errors.membership_period?.message}
            {...form.register('membership_period')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {MONEY_FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              inputMode="numeric"
              leftSection="₹"
              placeholder="0"
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="sm" bg="gray.0">
          <Group justify="space-between">
            <Text fw={700} aria-live="polite">
              Total: {formatRupees(total)}
            </Text>
            <Text size="sm" c="dimmed">
              {amountInWords(total)}
            </Text>
          </Group>
        </Paper>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Add Receipt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
