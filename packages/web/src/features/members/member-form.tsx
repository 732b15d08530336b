import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { isUnder18, isValidIsoDate, retirementDate, todayInIndia } from '@trust/contract/dates';
import { BLOOD_GROUPS, FAMILY_GROUPS, KYC, OTHER_DEPARTMENT, SEXES } from '@trust/contract/enums';
import {
  type CreateMemberInput,
  createMemberInput,
  type MemberFormValues,
  memberAge,
  memberMessages,
} from '@trust/contract/member';
import { type ReactNode, useEffect, useState } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/date-field';
import { useRevealErrors } from '../../ui/reveal-errors';
import { AadhaarField } from './aadhaar-field';
import { useDepartments } from './get-departments';
import type { MemberFormFields } from './member-form-values';

const schemaResolver = zodResolver(createMemberInput);

function needsGuardian(nomineeDob: string | null | undefined): boolean {
  return !!nomineeDob && isValidIsoDate(nomineeDob) && isUnder18(nomineeDob, todayInIndia());
}

/**
 * The contract checks the guardian only once every other field is valid (an object-level rule);
 * checking it here as well shows the message as soon as an under-18 nominee is entered.
 */
const memberResolver: Resolver<MemberFormValues, unknown, CreateMemberInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (needsGuardian(values.nominee_dob) && !values.nominee_guardian?.trim() && !result.errors.nominee_guardian) {
    return {
      values: {},
      errors: {
        ...result.errors,
        nominee_guardian: { type: 'custom', message: memberMessages.nomineeGuardianRequired },
      },
    };
  }
  return result;
};

const choices = (label: string, values: readonly string[]) => [{ value: '', label }, ...values];

interface MemberFormProps {
  defaultValues: MemberFormFields;
  submitLabel: string;
  /** On update the ID number is the record's key: shown, never edited. */
  isUpdate?: boolean;
  /** On update, the member whose stored Aadhaar number Show asks the server for. */
  memberId?: string;
  onSubmit: (values: CreateMemberInput) => Promise<void>;
  /** Further buttons beside the submit button (Back on update). */
  actions?: ReactNode;
}

/** Every field of a member, shared by Register new Member and Update Member. */
export function MemberForm({
  defaultValues,
  submitLabel,
  isUpdate = false,
  memberId,
  onSubmit,
  actions,
}: MemberFormProps) {
  const form = useForm<MemberFormValues, unknown, CreateMemberInput>({
    resolver: memberResolver,
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { register, setValue, trigger } = form;
  const formRef = useRevealErrors(form.formState);
  const ticket = useController({ control: form.control, name: 'ticket_number' });

  const departments = useDepartments();
  const departmentNames = departments.data ?? [];
  const [chosenDepartment, setChosenDepartment] = useState<string | null>(null);
  // Until the user picks one, the choice follows the stored department: a name not in the list is OTHER.
  const storedDepartment = defaultValues.department.toUpperCase();
  const departmentChoice =
    chosenDepartment ??
    (storedDepartment === '' || departmentNames.includes(storedDepartment) ? storedDepartment : OTHER_DEPARTMENT);
  const isOtherDepartment = departmentChoice === OTHER_DEPARTMENT;

  const nomineeDob = form.watch('nominee_dob');
  const hasGuardian = needsGuardian(nomineeDob);
  useEffect(() => {
    if (hasGuardian) {
      void trigger('nominee_guardian');
    } else if (form.getValues('nominee_guardian')) {
      setValue('nominee_guardian', '', { shouldValidate: true, shouldDirty: true });
    }
  }, [hasGuardian, trigger, setValue, form]);

  const derived = { shouldValidate: true, shouldDirty: true } as const;
  const deriveFromBirth = (dob: string) => {
    const isDate = isValidIsoDate(dob);
    setValue('age', isDate ? memberAge(dob, todayInIndia()) : '', derived);
    if (isDate) setValue('date_of_retirement', retirementDate(dob), derived);
  };

  const chooseDepartment = (value: string) => {
    setChosenDepartment(value);
    setValue('department', value === OTHER_DEPARTMENT ? '' : value, derived);
  };

  const submit = form.handleSubmit(onSubmit);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend="Member">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label="ID Number"
              withAsterisk
              readOnly={isUpdate}
              variant={isUpdate ? 'filled' : 'default'}
              error={errors.id_number?.message}
              {...register('id_number')}
            />
            <TextInput label="Name" withAsterisk error={errors.member_name?.message} {...register('member_name')} />
            <AadhaarField
              label="Ticket/Aadhar Number"
              memberId={memberId}
              storedValue={defaultValues.ticket_number}
              error={errors.ticket_number?.message}
              ref={ticket.field.ref}
              name={ticket.field.name}
              value={ticket.field.value ?? ''}
              onChange={ticket.field.onChange}
              onBlur={ticket.field.onBlur}
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
              name="date_of_birth"
              label="Date of Birth"
              withAsterisk
              onDateChange={deriveFromBirth}
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
            <FormDateField
              control={form.control}
              name="date_of_retirement"
              label="Date of Retirement"
              withAsterisk
              title="60 years after birth, at the month's end"
            />
            <NativeSelect
              label="Blood Group"
              withAsterisk
              data={choices('Select blood group', BLOOD_GROUPS)}
              error={errors.blood_group?.message}
              {...register('blood_group')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Work">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {departments.isPending ? (
              <Group gap="xs" align="center">
                <Loader size="xs" />
                <Text size="sm">Loading departments</Text>
              </Group>
            ) : (
              <NativeSelect
                label="Department"
                withAsterisk
                data={choices('Select department', [...departmentNames, OTHER_DEPARTMENT])}
                value={departmentChoice}
                onChange={(event) => chooseDepartment(event.currentTarget.value)}
                error={isOtherDepartment ? undefined : errors.department?.message}
                description={
                  departments.isError || departmentNames.length === 0 ? (
                    <Text span c="red" size="xs">
                      {departments.isError ? memberMessages.noDepartmentData : memberMessages.noDepartment}
                    </Text>
                  ) : undefined
                }
              />
            )}
            {isOtherDepartment ? (
              <TextInput
                label="Other Department"
                withAsterisk
                error={errors.department?.message}
                {...register('department')}
              />
            ) : null}
            <TextInput
              label="Organisation"
              withAsterisk
              error={errors.organisation?.message}
              {...register('organisation')}
            />
            <TextInput label="Job Profile" error={errors.job_profile?.message} {...register('job_profile')} />
            <TextInput
              label="Annual Income"
              inputMode="numeric"
              error={errors.annual_income?.message}
              {...register('annual_income')}
            />
            <TextInput label="ICard Number" error={errors.icard_no?.message} {...register('icard_no')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label="Mobile" withAsterisk type="tel" error={errors.mobile?.message} {...register('mobile')} />
            <TextInput label="WhatsApp" type="tel" error={errors.whatsapp?.message} {...register('whatsapp')} />
            <TextInput label="Email" type="email" error={errors.email?.message} {...register('email')} />
            <Textarea label="Address" withAsterisk rows={1} error={errors.address?.message} {...register('address')} />
            <TextInput label="Recommender" error={errors.recommender?.message} {...register('recommender')} />
            <TextInput
              label="Recommender Form Number"
              inputMode="numeric"
              error={errors.recommender_form_number?.message}
              {...register('recommender_form_number')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Nominee">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label="Nominee Name" error={errors.nominee_name?.message} {...register('nominee_name')} />
            <TextInput
              label="Nominee Relation"
              error={errors.nominee_relation?.message}
              {...register('nominee_relation')}
            />
            <FormDateField control={form.control} name="nominee_dob" label="Nominee Date of Birth" />
            {hasGuardian ? (
              <TextInput
                label="Nominee Guardian"
                withAsterisk
                placeholder="The nominee is under 18"
                error={errors.nominee_guardian?.message}
                {...register('nominee_guardian')}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Membership">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <NativeSelect
              label="Family Group"
              withAsterisk
              data={choices('Select family group', FAMILY_GROUPS)}
              error={errors.family_group?.message}
              {...register('family_group')}
            />
            <NativeSelect
              label="KYC"
              withAsterisk
              data={choices('Select KYC', KYC)}
              error={errors.remarks?.message}
              {...register('remarks')}
            />
            <TextInput label="Remarks" error={errors.user_status?.message} {...register('user_status')} />
          </SimpleGrid>
        </Fieldset>

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
