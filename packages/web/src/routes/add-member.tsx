import { type CreateMemberInput, memberMessages } from '@trust/contract/member';
import { ApiError, errorMessage } from '../api/client';
import { useCreateMember } from '../features/members/create-member';
import { MemberForm } from '../features/members/member-form';
import { emptyMemberValues } from '../features/members/member-form-values';
import { errorText, textIn, useTexts } from '../i18n/catalogue';
import { dialogs } from '../i18n/screens/dialogs.en';
import { memberForm } from '../i18n/screens/member-form.en';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';

export default function AddMember() {
  const navigate = useNavigateNow();
  const createMember = useCreateMember();
  const t = useTexts(memberForm);

  const register = async (values: CreateMemberInput) => {
    const id = values.id_number;
    try {
      await createMember.mutateAsync(values);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? errorText(memberMessages.exists(id))
          : `${errorText(memberMessages.notAdded(id))}: ${errorMessage(error)}`;
      await notice(textIn(dialogs, 'dialogs.failed'), message, 'error');
      return;
    }
    await notice(t('memberForm.added'), errorText(memberMessages.added(id)), 'success');
    navigate('/dashboard');
  };

  return (
    <Page title={t('memberForm.registerTitle')}>
      <MemberForm defaultValues={emptyMemberValues} submitLabel={t('memberForm.register')} onSubmit={register} />
    </Page>
  );
}
