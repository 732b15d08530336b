import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import { type UpdateDependentInput, updateDependentInput } from '@trust/contract/dependent';
import { KYC, RELATIONS, SEXES } from '@trust/contract/enums';
import { memberAge } from '@trust/contract/member';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, useTexts } from '../../i18n/catalogue';
import { dependents } from '../../i18n/screens/dependents.en';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';
import type { DependentFormFields } from './dependent-form-values';

/** The member is not part of this form (it is looked up first, or fixed on update), so its ID is left out. */
const dependentFields = updateDependentInput.omit({ id: true });
const choices = (label: string, values: readonly string[]) => [{ value: '', label }, ...values];
const shownError = (message: string | undefined) => (message === undefined ? undefined : errorText(message));

interface DependentFormProps {
  defaultValues: DependentFormFields;
  submitLabel: string;
  onSubmit: (values: UpdateDependentInput) => Promise<void>;
  actions?: ReactNode;
}

/** A dependent's fields, shared by Register new Dependent and Update Dependent. */
export function DependentForm({ defaultValues, submitLabel, onSubmit, actions }: DependentFormProps) {
  const form = useForm({
    resolver: zodResolver(dependentFields),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { register, setValue } = form;
  const formRef = useRevealErrors(form.formState);
  const t = useTexts(dependents);

  const deriveAge = (dob: string) =>
    setValue('age', isValidIsoDate(dob) ? memberAge(dob, todayInIndia()) : '', {
      shouldValidate: true,
      shouldDirty: true,
    });

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput
            label={t('dependents.dependentName')}
            withAsterisk
            error={shownError(errors.dependent_name?.message)}
            {...register('dependent_name')}
          />
          <NativeSelect
            label={t('dependents.relation')}
            withAsterisk
            data={choices(t('dependents.selectRelation'), RELATIONS)}
            error={shownError(errors.relation?.message)}
            {...register('relation')}
          />
          <NativeSelect
            label={t('dependents.sex')}
            withAsterisk
            data={choices(t('dependents.selectSex'), SEXES)}
            error={shownError(errors.sex?.message)}
            {...register('sex')}
          />
          <FormDateField
            control={form.control}
            name="dob"
            label={t('dependents.dateOfBirth')}
            withAsterisk
            onDateChange={deriveAge}
          />
          <TextInput
            label={t('dependents.age')}
            withAsterisk
            readOnly
            variant="filled"
            placeholder={t('dependents.fromDateOfBirth')}
            error={shownError(errors.age?.message)}
            {...register('age')}
          />
          <NativeSelect
            label={t('dependents.kyc')}
            withAsterisk
            data={choices(t('dependents.selectKyc'), KYC)}
            error={shownError(errors.blood_group?.message)}
            {...register('blood_group')}
          />
          <TextInput
            label={t('dependents.jobProfile')}
            withAsterisk
            error={shownError(errors.job_profile?.message)}
            {...register('job_profile')}
          />
          <TextInput
            label={t('dependents.annualIncome')}
            inputMode="numeric"
            error={shownError(errors.annual_income?.message)}
            {...register('annual_income')}
          />
          <TextInput
            label={t('dependents.icardNumber')}
            withAsterisk
            error={shownError(errors.icard_no?.message)}
            {...register('icard_no')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
