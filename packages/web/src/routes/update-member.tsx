import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type CreateMemberInput, memberMessages } from '@trust/contract/member';
import { Link, useParams } from 'react-router';
import { useMember } from '../features/members/get-member';
import { MemberForm } from '../features/members/member-form';
import { memberFormValues } from '../features/members/member-form-values';
import { useUpdateMember } from '../features/members/update-member';
import { OptOutsForm } from '../features/reminders/opt-outs-form';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { memberForm } from '../i18n/screens/member-form.en';
import { notice, savedOrFailed } from '../ui/dialogs';
import { Page } from '../ui/page';

export default function UpdateMember() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const updateMember = useUpdateMember(id);
  const t = useTexts(memberForm);
  const tc = useTexts(common);

  const back = (
    <Button component={Link} to="/search-member" variant="default">
      {tc('common.back')}
    </Button>
  );

  const update = async (values: CreateMemberInput) => {
    if ((await savedOrFailed(() => updateMember.mutateAsync(values))) === null) return;
    await notice(t('memberForm.updated'), errorText(memberMessages.updated(id)), 'success');
  };

  let content = null;
  if (member.isPending) {
    content = (
      <Center p="xl">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  } else if (member.isError || !member.data) {
    content = (
      <Text c="red" fw={500}>
        {errorText(memberMessages.noMember)}
      </Text>
    );
  } else {
    content = (
      <Stack gap="lg">
        <MemberForm
          key={id}
          defaultValues={memberFormValues(member.data)}
          isUpdate
          memberId={id}
          submitLabel={t('memberForm.update')}
          onSubmit={update}
          actions={back}
        />
        <OptOutsForm memberId={id} />
      </Stack>
    );
  }

  return (
    <Page title={t('memberForm.updateTitle')} actions={member.data ? null : back}>
      {content}
    </Page>
  );
}
