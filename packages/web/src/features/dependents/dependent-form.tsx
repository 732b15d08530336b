import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import { type UpdateDependentInput, updateDependentInput } from '@trust/contract/dependent';
import { KYC, RELATIONS, SEXES } from '@trust/contract/enums';
import { memberAge } from '@trust/contract/member';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';
import type { DependentFormFields } from './dependent-form-values';

/** The member is not part of this form (it is looked up first, or fixed on update), so its ID is left out. */
const dependentFields = updateDependentInput.omit({ id: true });
const choices = (label: string, values: readonly string[]) => [{ value: '', label }, ...values];

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
            label="Dependent Name"
            withAsterisk
            error={errors.dependent_name?.message}
            {...register('dependent_name')}
          />
          <NativeSelect
            label="Relation"
            withAsterisk
            data={choices('Select relation', RELATIONS)}
            error={errors.relation?.message}
            {...register('relation')}
          />
          <NativeSelect
            label="Sex"
            withAsterisk
            data={choices('Select sex', SEXES)}
            error={errors.sex?.message}
            {...register('sex')}
          />
          <FormDateField
            control={form.control}
            name="dob"
            label="Date of Birth"
            withAsterisk
            onDateChange={deriveAge}
          />
          <TextInput
            label="Age"
            withAsterisk
            readOnly
            variant="filled"
            placeholder="From the date of birth"
            error={errors.age?.message}
            {...register('age')}
          />
          <NativeSelect
            label="KYC"
            withAsterisk
            data={choices('Select KYC', KYC)}
            error={errors.blood_group?.message}
            {...register('blood_group')}
          />
          <TextInput
            label="Job Profile"
            withAsterisk
            error={errors.job_profile?.message}
            {...register('job_profile')}
          />
          <TextInput
            label="Annual Income"
            inputMode="numeric"
            error={errors.annual_income?.message}
            {...register('annual_income')}
          />
          <TextInput label="ICard Number" withAsterisk error={errors.icard_no?.message} {...register('icard_no')} />
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
