import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidIsoDate } from '@trust/contract/dates';
import { MEDICLAIM_GROUPS, MEDICLAIM_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type MediclaimRenewalFormValues,
  type MediclaimRenewalInput,
  mediclaimExpiry,
  mediclaimRenewalInput,
} from '@trust/contract/mediclaim';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';

interface MediclaimRenewalFormProps {
  memberId: string;
  today: string;
  /** 'N Years M Months': the member's age, which the old system records as the reference number. */
  reference: string;
  /** The mediclaim fee of the member's family group, when one is set. */
  amount: number | null;
  onSubmit: (values: MediclaimRenewalInput) => Promise<void>;
}

/** The mediclaim payment: its period (today to 30 April next year unless changed), how it was paid, the group. */
export function MediclaimRenewalForm({ memberId, today, reference, amount, onSubmit }: MediclaimRenewalFormProps) {
  const form = useForm<MediclaimRenewalFormValues, unknown, MediclaimRenewalInput>({
    resolver: zodResolver(mediclaimRenewalInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      id_number: memberId,
      issue_date: today,
      expiry_date: mediclaimExpiry(today),
      mode_of_payment: '',
      reference_number: reference,
      bank: '',
      branch: '',
      amount: amount === null ? '' : String(amount),
      remarks: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);
  // A paper record entered late moves the whole period, unless the expiry was typed by hand.
  const moveExpiry = (issued: string) => {
    if (isValidIsoDate(issued) && !form.getFieldState('expiry_date').isDirty) {
      form.setValue('expiry_date', mediclaimExpiry(issued), { shouldValidate: true });
    }
  };

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <FormDateField control={form.control} name="issue_date" label="Issue Date" onDateChange={moveExpiry} />
          <FormDateField control={form.control} name="expiry_date" label="Expiry Date" />
          <NativeSelect
            label="Mode of Payment"
            withAsterisk
            data={[{ value: '', label: 'Select mode of payment' }, ...MEDICLAIM_PAYMENT_MODES]}
            error={errors.mode_of_payment?.message}
            {...form.register('mode_of_payment')}
          />
          <TextInput
            label="Reference Number"
            error={errors.reference_number?.message}
            {...form.register('reference_number')}
          />
          <TextInput label="Bank" error={errors.bank?.message} {...form.register('bank')} />
          <TextInput label="Branch" error={errors.branch?.message} {...form.register('branch')} />
          <TextInput
            label="Amount"
            withAsterisk
            inputMode="numeric"
            leftSection="₹"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <NativeSelect
            label="Group"
            withAsterisk
            data={[{ value: '', label: 'Select group' }, ...MEDICLAIM_GROUPS]}
            error={errors.remarks?.message}
            {...form.register('remarks')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Renew Mediclaim
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
