import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isUnder18, isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import type { DependentRow } from '@trust/contract/dependent';
import { GPA_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type GpaDependentFormValues,
  type GpaDependentInput,
  type GpaInput,
  gpaDependentInput,
  gpaInput,
  gpaMessages,
} from '@trust/contract/gpa';
import { useEffect } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { errorText, useTexts } from '../../i18n/catalogue';
import { gpa } from '../../i18n/screens/gpa.en';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';

/** What the form hands over: a member's record, or a dependent's when a dependent was picked. */
export type GpaRecordValues = GpaInput | GpaDependentInput;
type FormValues = GpaDependentFormValues;

export function needsGuardian(nomineeDob: string | null | undefined): boolean {
  return !!nomineeDob && isValidIsoDate(nomineeDob) && isUnder18(nomineeDob, todayInIndia());
}

const memberResolver = zodResolver(gpaInput) as unknown as Resolver<FormValues, unknown, GpaRecordValues>;
const dependentResolver = zodResolver(gpaDependentInput) as unknown as Resolver<FormValues, unknown, GpaRecordValues>;

/**
 * The contract checks the guardian only once every other field is valid (an object-level rule);
 * checking it here as well shows the message as soon as an under-18 nominee is entered.
 */
function withGuardianRule(schemaResolver: Resolver<FormValues, unknown, GpaRecordValues>) {
  const resolver: Resolver<FormValues, unknown, GpaRecordValues> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (needsGuardian(values.nominee_dob) && !values.nominee_guardian?.trim() && !result.errors.nominee_guardian) {
      return {
        values: {},
        errors: {
          ...result.errors,
          nominee_guardian: { type: 'custom', message: gpaMessages.nomineeGuardianRequired },
        },
      };
    }
    return result;
  };
  return resolver;
}

const shownError = (message: string | undefined) => (message === undefined ? undefined : errorText(message));

const resolvers = { member: withGuardianRule(memberResolver), dependent: withGuardianRule(dependentResolver) };

interface GpaRecordFormProps {
  memberId: string;
  /** A dependent's record: the dependent is picked from these first. */
  dependents?: readonly DependentRow[];
  onSubmit: (values: GpaRecordValues) => Promise<void>;
}

/** The nominee and payment of a GPAIS record, for a member or for one of its dependents. */
export function GpaRecordForm({ memberId, dependents, onSubmit }: GpaRecordFormProps) {
  const t = useTexts(gpa);
  const form = useForm<FormValues, unknown, GpaRecordValues>({
    resolver: dependents ? resolvers.dependent : resolvers.member,
    // 'all': a field left empty says so on leaving it, before the submit shows every message.
    mode: 'all',
    shouldFocusError: false,
    defaultValues: {
      member_id: memberId,
      dependent_id: '',
      nominee_name: '',
      nominee_relation: '',
      nominee_dob: '',
      nominee_guardian: '',
      risk_group: '',
      sa_amount: '',
      premium_amount: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);
  const { register, setValue, trigger, getValues } = form;

  const nomineeDob = useWatch({ control: form.control, name: 'nominee_dob' });
  const hasGuardian = needsGuardian(nomineeDob);
  useEffect(() => {
    if (hasGuardian) void trigger('nominee_guardian');
    else if (getValues('nominee_guardian')) setValue('nominee_guardian', '', { shouldValidate: true });
  }, [hasGuardian, trigger, setValue, getValues]);

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        {dependents ? (
          <NativeSelect
            label={t('gpa.dependent')}
            withAsterisk
            maw={480}
            data={[
              { value: '', label: t('gpa.selectDependent') },
              ...dependents.map((d) => ({ value: String(d.NO), label: `${d.DEPENDENT_NAME} (${d.RELATION})` })),
            ]}
            error={shownError(errors.dependent_id?.message)}
            {...register('dependent_id')}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('gpa.nomineeName')}
            withAsterisk
            error={shownError(errors.nominee_name?.message)}
            {...register('nominee_name')}
          />
          <TextInput
            label={t('gpa.nomineeRelation')}
            withAsterisk
            error={shownError(errors.nominee_relation?.message)}
            {...register('nominee_relation')}
          />
          <FormDateField control={form.control} name="nominee_dob" label={t('gpa.nomineeDob')} withAsterisk />
          {hasGuardian ? (
            <TextInput
              label={t('gpa.nomineeGuardian')}
              withAsterisk
              placeholder={t('gpa.nomineeUnder18')}
              error={shownError(errors.nominee_guardian?.message)}
              {...register('nominee_guardian')}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <NativeSelect
            label={t('gpa.paymentMode')}
            withAsterisk
            data={[{ value: '', label: t('gpa.selectPaymentMode') }, ...GPA_PAYMENT_MODES]}
            error={shownError(errors.risk_group?.message)}
            {...register('risk_group')}
          />
          <TextInput
            label={t('gpa.sa')}
            withAsterisk
            inputMode="numeric"
            leftSection="₹"
            error={shownError(errors.sa_amount?.message)}
            {...register('sa_amount')}
          />
          <TextInput
            label={t('gpa.premium')}
            withAsterisk
            inputMode="numeric"
            leftSection="₹"
            error={shownError(errors.premium_amount?.message)}
            {...register('premium_amount')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('gpa.addRecord')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
