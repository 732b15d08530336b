import { doneAnswer } from '@trust/contract/answers';
import type { MemberRow } from '@trust/contract/member';
import { api } from '../../api/client';
import { type Removal, type RemovalTexts, useConfirmedRemoval } from '../../ui/confirmed-removal';

export const deleteMemberTexts: RemovalTexts = {
  confirmTitle: 'Are you sure?',
  confirmText: 'This process is irreversible and will also delete all Dependents of this Member',
  confirmLabel: 'Yes, go ahead.',
  cancelLabel: 'No, let me think',
  removedTitle: 'Removed!',
  removed: 'Member removed successfully.',
  cancelledTitle: 'Cancelled',
  cancelled: 'Member is still in our database.)',
  failedTitle: 'Failed',
};

export const deleteMember = (id: string, reason: string) =>
  api.delete(`master/${encodeURIComponent(id)}`, doneAnswer, { reason });

type MemberToDelete = Pick<MemberRow, 'ID_NUMBER' | 'MEMBER_NAME'>;

/** Every member and dependent list on screen shows what a member's removal changes. */
const removal: Removal<MemberToDelete> = {
  texts: deleteMemberTexts,
  describe: (member) => `Member: ${member.MEMBER_NAME} (ID ${member.ID_NUMBER})`,
  remove: (member, reason) => deleteMember(member.ID_NUMBER, reason),
  // A member with money records is archived: it joins the removed members.
  refresh: [['members'], ['dependents'], ['removed-members']],
};

/** Delete on the member search and list: confirm naming the member, delete, say how it went. */
export const useDeleteMember = () => useConfirmedRemoval(removal);
