import { type CreateMemberInput, memberMessages } from '@trust/contract/member';
import { ApiError, errorMessage } from '../api/client';
import { useCreateMember } from '../features/members/create-member';
import { MemberForm } from '../features/members/member-form';
import { emptyMemberValues } from '../features/members/member-form-values';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';

export default function AddMember() {
  const navigate = useNavigateNow();
  const createMember = useCreateMember();

  const register = async (values: CreateMemberInput) => {
    const id = values.id_number;
    try {
      await createMember.mutateAsync(values);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? memberMessages.exists(id)
          : `${memberMessages.notAdded(id)}: ${errorMessage(error)}`;
      await notice('Failed', message, 'error');
      return;
    }
    await notice('Added', memberMessages.added(id), 'success');
    navigate('/dashboard');
  };

  return (
    <Page title="Register new Member">
      <MemberForm defaultValues={emptyMemberValues} submitLabel="Register Member" onSubmit={register} />
    </Page>
  );
}
