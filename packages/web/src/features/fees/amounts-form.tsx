import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AmountsFormValues,
  FAMILY_GROUP_AMOUNT_FIELDS,
  type FamilyGroupAmountField,
  type UpdateAmountsInput,
  updateAmountsInput,
} from '@trust/contract/fee';
import { useForm } from 'react-hook-form';
import { errorText, useTexts } from '../../i18n/catalogue';
import { admin } from '../../i18n/screens/admin.en';
import { useRevealErrors } from '../../ui/reveal-errors';

type AmountField = FamilyGroupAmountField | 'amount_sub';

/** The fields, each with its label's text and the family group it names. */
const FIELDS: { name: AmountField; label: 'admin.familyGroup' | 'admin.subscriptionAmount'; group?: string }[] = [
  ...(Object.entries(FAMILY_GROUP_AMOUNT_FIELDS) as [FamilyGroupAmountField, string][]).map(([name, group]) => ({
    name,
    label: 'admin.familyGroup' as const,
    group,
  })),
  { name: 'amount_sub', label: 'admin.subscriptionAmount' },
];

interface AmountsFormProps {
  /** The stored fees; a fee never set opens empty. */
  initial: Partial<Record<AmountField, number>>;
  onSubmit: (values: UpdateAmountsInput) => Promise<void>;
}

/** The five family-group mediclaim fees and the subscription amount, all required, whole rupees. */
export function AmountsForm({ initial, onSubmit }: AmountsFormProps) {
  const t = useTexts(admin);
  const text = (name: AmountField) => (initial[name] === undefined ? '' : String(initial[name]));
  const form = useForm<AmountsFormValues, unknown, UpdateAmountsInput>({
    resolver: zodResolver(updateAmountsInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      amount1: text('amount1'),
      amount3: text('amount3'),
      amount4: text('amount4'),
      amount5: text('amount5'),
      amount6: text('amount6'),
      amount_sub: text('amount_sub'),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={t(field.label, field.group === undefined ? undefined : { group: field.group })}
              withAsterisk
              inputMode="numeric"
              leftSection="₹"
              error={errors[field.name]?.message ? errorText(errors[field.name]?.message ?? '') : undefined}
              {...form.register(field.name)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('admin.updateAmount')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
