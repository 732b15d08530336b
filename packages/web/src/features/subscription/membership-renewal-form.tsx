import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidIsoDate } from '@trust/contract/dates';
import { MEMBERSHIP_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type MembershipRenewalFormValues,
  type MembershipRenewalInput,
  membershipExpiry,
  membershipRenewalInput,
} from '@trust/contract/subscription';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';

interface MembershipRenewalFormProps {
  memberId: string;
  today: string;
  /** The subscription amount of Update Amount, when one is set. */
  amount: number | null;
  onSubmit: (values: MembershipRenewalInput) => Promise<void>;
}

/**
 * The membership payment: how it was paid, the amount and the book fee (empty is sent as 0), and its
 * period, today to 31 December unless changed.
 */
export function MembershipRenewalForm({ memberId, today, amount, onSubmit }: MembershipRenewalFormProps) {
  const form = useForm<MembershipRenewalFormValues, unknown, MembershipRenewalInput>({
    resolver: zodResolver(membershipRenewalInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      id_number: memberId,
      issue_date: today,
      expiry_date: membershipExpiry(today),
      mode_of_payment: '',
      amount: amount === null ? '' : String(amount),
      remarks: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);
  // A paper record entered late moves the whole period, unless the expiry was typed by hand.
  const moveExpiry = (issued: string) => {
    if (isValidIsoDate(issued) && !form.getFieldState('expiry_date').isDirty) {
      form.setValue('expiry_date', membershipExpiry(issued), { shouldValidate: true });
    }
  };

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <NativeSelect
            label="Mode of Payment"
            withAsterisk
            data={[{ value: '', label: 'Select mode of payment' }, ...MEMBERSHIP_PAYMENT_MODES]}
            error={errors.mode_of_payment?.message}
            {...form.register('mode_of_payment')}
          />
          <TextInput
            label="Amount"
            withAsterisk
            inputMode="numeric"
            leftSection="₹"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextInput
            label="Book Fee"
            inputMode="numeric"
            leftSection="₹"
            placeholder="0"
            error={errors.remarks?.message}
            {...form.register('remarks')}
          />
          <FormDateField control={form.control} name="issue_date" label="Issue Date" onDateChange={moveExpiry} />
          <FormDateField control={form.control} name="expiry_date" label="Expiry Date" />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Renew Membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
