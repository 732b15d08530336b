import { Alert, Anchor, Center, Divider, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { dependentMemberId, dependentMessages, type UpdateDependentInput } from '@trust/contract/dependent';
import { maxDependents } from '@trust/contract/member';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useDependentCount } from '../features/dependents/count-dependents';
import { useCreateDependent } from '../features/dependents/create-dependent';
import { DependentForm } from '../features/dependents/dependent-form';
import { emptyDependentValues } from '../features/dependents/dependent-form-values';
import { dependentLimitMessage } from '../features/dependents/dependent-limit';
import { useMember } from '../features/members/get-member';
import { errorText, useTexts } from '../i18n/catalogue';
import { dependents } from '../i18n/screens/dependents.en';
import { notice } from '../ui/dialogs';
import { Page } from '../ui/page';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

export default function AddDependent() {
  const [params] = useSearchParams();
  const [memberIdText, setMemberIdText] = useState(params.get('memberId') ?? '');
  const parsedId = dependentMemberId.safeParse(memberIdText);
  // Look the member up once typing pauses, not on every key.
  const [memberId] = useDebouncedValue(parsedId.success ? parsedId.data : '', 350);
  const isTyping = (parsedId.success ? parsedId.data : '') !== memberId;

  const member = useMember(memberId);
  const count = useDependentCount(memberId);
  const createDependent = useCreateDependent();
  const [formKey, setFormKey] = useState(0);
  const [isLimitReached, setLimitReached] = useState(false);
  const t = useTexts(dependents);

  const isNotFound = memberId !== '' && member.isSuccess && member.data === null;
  const idError =
    memberIdText.trim() === ''
      ? undefined
      : !parsedId.success
        ? errorText(parsedId.error.issues[0]?.message ?? dependentMessages.memberIdInvalid)
        : isNotFound
          ? errorText(dependentMessages.memberIdInvalid)
          : undefined;

  const add = async (values: UpdateDependentInput) => {
    let answer: { id: number };
    try {
      answer = await createDependent.mutateAsync({ ...values, id: memberId });
    } catch (error) {
      const isOverLimit = error instanceof ApiError && error.status === 409;
      if (isOverLimit) setLimitReached(true);
      await notice(
        t('dependents.failed'),
        isOverLimit ? errorText(dependentMessages.limitReached) : errorMessage(error),
        'error',
      );
      return;
    }
    await notice(t('dependents.added'), errorText(dependentMessages.added(answer.id)), 'success');
    // A fresh form for the next dependent of the same member; the member and its count reload.
    setFormKey((key) => key + 1);
    void member.refetch();
  };

  let memberPanel = null;
  let formPanel = null;
  if (memberIdText.trim() !== '' && !parsedId.success) {
    formPanel = <BlockingMessage text={errorText(dependentMessages.memberInvalid)} />;
  } else if (memberId === '' || isTyping || member.isPending || (member.data && count.isPending)) {
    memberPanel =
      memberId === '' && !isTyping ? null : (
        <Center p="md">
          <Loader size="sm" aria-label={t('dependents.loading')} />
        </Center>
      );
  } else if (member.isError) {
    memberPanel = (
      <Alert color="red" variant="light" title={errorText(dependentMessages.noMemberData)}>
        {errorMessage(member.error)}
      </Alert>
    );
    formPanel = <BlockingMessage text={errorText(dependentMessages.memberInvalid)} />;
  } else if (!member.data) {
    memberPanel = (
      <Alert color="red" variant="light" title={errorText(dependentMessages.memberNotFound)}>
        {errorText(dependentMessages.noMemberData)}.{' '}
        <Anchor component={Link} to="/add-member" size="sm">
          {t('dependents.addMember')}
        </Anchor>
      </Alert>
    );
    formPanel = <BlockingMessage text={errorText(dependentMessages.memberInvalid)} />;
  } else {
    const familyGroup = member.data.FAMILY_GROUP;
    const current = count.data ?? 0;
    memberPanel = (
      <Group gap="xl">
        <Detail label={t('dependents.name')} value={member.data.MEMBER_NAME} />
        <Detail label={t('dependents.familyGroup')} value={familyGroup} />
        <Detail label={t('dependents.ticketNumber')} value={member.data.TICKET_NUMBER} />
        <Detail
          label={t('dependents.dependents')}
          value={t('dependents.countOf', { count: current, max: maxDependents(familyGroup) })}
        />
      </Group>
    );
    if (count.isError) {
      formPanel = (
        <Alert color="red" variant="light">
          {errorMessage(count.error)}
        </Alert>
      );
    } else {
      const blocked = dependentLimitMessage(familyGroup, current);
      formPanel = blocked ? (
        <BlockingMessage text={errorText(blocked)} />
      ) : (
        <DependentForm
          key={`${memberId}-${formKey}`}
          defaultValues={emptyDependentValues}
          submitLabel={t('dependents.register')}
          onSubmit={add}
        />
      );
    }
  }

  return (
    <Page title={t('dependents.registerTitle')} maw={1000}>
      <TextInput
        label={t('dependents.memberId')}
        withAsterisk
        maw={320}
        inputMode="decimal"
        value={memberIdText}
        error={idError}
        onChange={(event) => {
          setMemberIdText(event.currentTarget.value);
          setLimitReached(false);
        }}
      />
      {memberPanel}
      {isLimitReached ? (
        <Alert color="red" variant="light">
          {errorText(dependentMessages.limitReached)}
        </Alert>
      ) : null}
      {formPanel ? (
        <Stack gap="sm">
          <Divider />
          {formPanel}
        </Stack>
      ) : null}
    </Page>
  );
}

function BlockingMessage({ text }: { text: string }) {
  return (
    <Title order={2} size="h3" c="red" ta="center" py="md">
      {text}
    </Title>
  );
}
