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
import { errorText, useTexts } from '../../i18n/catalogue';
import { memberForm } from '../../i18n/screens/member-form.en';
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

/** A form rule's message, from the contract, in the language shown. */
const shownError = (message: string | undefined) => (message === undefined ? undefined : errorText(message));

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
  const t = useTexts(memberForm);
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
        <Fieldset legend={t('memberForm.member')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('memberForm.idNumber')}
              withAsterisk
              readOnly={isUpdate}
              variant={isUpdate ? 'filled' : 'default'}
              error={shownError(errors.id_number?.message)}
              {...register('id_number')}
            />
            <TextInput
              label={t('memberForm.name')}
              withAsterisk
              error={shownError(errors.member_name?.message)}
              {...register('member_name')}
            />
            <AadhaarField
              label={t('memberForm.ticket')}
              memberId={memberId}
              storedValue={defaultValues.ticket_number}
              error={shownError(errors.ticket_number?.message)}
              ref={ticket.field.ref}
              name={ticket.field.name}
              value={ticket.field.value ?? ''}
              onChange={ticket.field.onChange}
              onBlur={ticket.field.onBlur}
            />
            <NativeSelect
              label={t('memberForm.sex')}
              withAsterisk
              data={choices(t('memberForm.selectSex'), SEXES)}
              error={shownError(errors.sex?.message)}
              {...register('sex')}
            />
            <FormDateField
              control={form.control}
              name="date_of_birth"
              label={t('memberForm.dateOfBirth')}
              withAsterisk
              onDateChange={deriveFromBirth}
            />
            <TextInput
              label={t('memberForm.age')}
              withAsterisk
              readOnly
              variant="filled"
              placeholder={t('memberForm.ageFromBirth')}
              error={shownError(errors.age?.message)}
              {...register('age')}
            />
            <FormDateField
              control={form.control}
              name="date_of_retirement"
              label={t('memberForm.dateOfRetirement')}
              withAsterisk
              title={t('memberForm.retirementRule')}
            />
            <NativeSelect
              label={t('memberForm.bloodGroup')}
              withAsterisk
              data={choices(t('memberForm.selectBloodGroup'), BLOOD_GROUPS)}
              error={shownError(errors.blood_group?.message)}
              {...register('blood_group')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('memberForm.work')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {departments.isPending ? (
              <Group gap="xs" align="center">
                <Loader size="xs" />
                <Text size="sm">{t('memberForm.loadingDepartments')}</Text>
              </Group>
            ) : (
              <NativeSelect
                label={t('memberForm.department')}
                withAsterisk
                data={choices(t('memberForm.selectDepartment'), [...departmentNames, OTHER_DEPARTMENT])}
                value={departmentChoice}
                onChange={(event) => chooseDepartment(event.currentTarget.value)}
                error={isOtherDepartment ? undefined : shownError(errors.department?.message)}
                description={
                  departments.isError || departmentNames.length === 0 ? (
                    <Text span c="red" size="xs">
                      {errorText(departments.isError ? memberMessages.noDepartmentData : memberMessages.noDepartment)}
                    </Text>
                  ) : undefined
                }
              />
            )}
            {isOtherDepartment ? (
              <TextInput
                label={t('memberForm.otherDepartment')}
                withAsterisk
                error={shownError(errors.department?.message)}
                {...register('department')}
              />
            ) : null}
            <TextInput
              label={t('memberForm.organisation')}
              withAsterisk
              error={shownError(errors.organisation?.message)}
              {...register('organisation')}
            />
            <TextInput
              label={t('memberForm.jobProfile')}
              error={shownError(errors.job_profile?.message)}
              {...register('job_profile')}
            />
            <TextInput
              label={t('memberForm.annualIncome')}
              inputMode="numeric"
              error={shownError(errors.annual_income?.message)}
              {...register('annual_income')}
            />
            <TextInput
              label={t('memberForm.icard')}
              error={shownError(errors.icard_no?.message)}
              {...register('icard_no')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('memberForm.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('memberForm.mobile')}
              withAsterisk
              type="tel"
              error={shownError(errors.mobile?.message)}
              {...register('mobile')}
            />
            <TextInput
              label={t('memberForm.whatsapp')}
              type="tel"
              error={shownError(errors.whatsapp?.message)}
              {...register('whatsapp')}
            />
            <TextInput
              label={t('memberForm.email')}
              type="email"
              error={shownError(errors.email?.message)}
              {...register('email')}
            />
            <Textarea
              label={t('memberForm.address')}
              withAsterisk
              rows={1}
              error={shownError(errors.address?.message)}
              {...register('address')}
            />
            <TextInput
              label={t('memberForm.recommender')}
              error={shownError(errors.recommender?.message)}
              {...register('recommender')}
            />
            <TextInput
              label={t('memberForm.recommenderForm')}
              inputMode="numeric"
              error={shownError(errors.recommender_form_number?.message)}
              {...register('recommender_form_number')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('memberForm.nominee')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('memberForm.nomineeName')}
              error={shownError(errors.nominee_name?.message)}
              {...register('nominee_name')}
            />
            <TextInput
              label={t('memberForm.nomineeRelation')}
              error={shownError(errors.nominee_relation?.message)}
              {...register('nominee_relation')}
            />
            <FormDateField control={form.control} name="nominee_dob" label={t('memberForm.nomineeDob')} />
            {hasGuardian ? (
              <TextInput
                label={t('memberForm.nomineeGuardian')}
                withAsterisk
                placeholder={t('memberForm.nomineeUnder18')}
                error={shownError(errors.nominee_guardian?.message)}
                {...register('nominee_guardian')}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('memberForm.membership')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <NativeSelect
              label={t('memberForm.familyGroup')}
              withAsterisk
              data={choices(t('memberForm.selectFamilyGroup'), FAMILY_GROUPS)}
              error={shownError(errors.family_group?.message)}
              {...register('family_group')}
            />
            <NativeSelect
              label={t('memberForm.kyc')}
              withAsterisk
              data={choices(t('memberForm.selectKyc'), KYC)}
              error={shownError(errors.remarks?.message)}
              {...register('remarks')}
            />
            <TextInput
              label={t('memberForm.remarks')}
              error={shownError(errors.user_status?.message)}
              {...register('user_status')}
            />
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
