import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidIsoDate } from '@trust/contract/dates';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorText, useTexts } from '../i18n/catalogue';
import { renewals } from '../i18n/screens/renewals.en';
import { FormDateField } from './date-field';
import { useRevealErrors } from './reveal-errors';

type RenewalText = keyof typeof renewals;

/** One field of a renewal form, in the order the form shows them; its label is a text of the renewals' catalogue. */
export type RenewalField<Name extends string> =
  | { kind: 'date'; name: Name; label: RenewalText }
  | { kind: 'select'; name: Name; label: RenewalText; placeholder: RenewalText; options: readonly string[] }
  | { kind: 'text'; name: Name; label: RenewalText; isRequired?: boolean; isMoney?: boolean; placeholder?: string };

/** Every renewal has an `issue_date` and an `expiry_date`: the expiry follows the issue date unless typed by hand. */
interface RenewalFormProps<Values extends FieldValues, Output> {
  /** The contract's renewal input: it checks the fields and gives what is sent. */
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  fields: readonly RenewalField<Path<Values>>[];
  /** The expiry of a period issued on a date. */
  expiry: (issueDate: string) => string;
  submitLabel: string;
  onSubmit: (values: Output) => Promise<void>;
}

/**
 * The form of a payment that renews a subscription, mediclaim's or the membership's alike: its
 * fields, in the kind's order, then one submit button. A paper record entered late moves the whole
 * period, unless the expiry was typed by hand. The kinds differ only in their fields and period.
 */
export function RenewalForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  fields,
  expiry,
  submitLabel,
  onSubmit,
}: RenewalFormProps<Values, Output>) {
  const t = useTexts(renewals);
  const form = useForm<Values, unknown, Output>({
    // zodResolver cannot follow a schema given as a type parameter; the schema is the kind's own.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const { isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);
  const expiryField = 'expiry_date' as Path<Values>;
  const moveExpiry = (issued: string) => {
    if (isValidIsoDate(issued) && !form.getFieldState(expiryField).isDirty) {
      form.setValue(expiryField, expiry(issued) as PathValue<Values, Path<Values>>, { shouldValidate: true });
    }
  };
  const errorOf = (name: Path<Values>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message === undefined ? undefined : errorText(message);
  };

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {fields.map((field) => {
            if (field.kind === 'date') {
              return (
                <FormDateField
                  key={field.name}
                  control={form.control}
                  name={field.name}
                  label={t(field.label)}
                  onDateChange={field.name === 'issue_date' ? moveExpiry : undefined}
                />
              );
            }
            if (field.kind === 'select') {
              return (
                <NativeSelect
                  key={field.name}
                  label={t(field.label)}
                  withAsterisk
                  data={[{ value: '', label: t(field.placeholder) }, ...field.options]}
                  error={errorOf(field.name)}
                  {...form.register(field.name)}
                />
              );
            }
            return (
              <TextInput
                key={field.name}
                label={t(field.label)}
                withAsterisk={field.isRequired}
                inputMode={field.isMoney ? 'numeric' : undefined}
                leftSection={field.isMoney ? '₹' : undefined}
                placeholder={field.placeholder}
                error={errorOf(field.name)}
                {...form.register(field.name)}
              />
            );
          })}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
