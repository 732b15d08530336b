import { doneAnswer } from '@trust/contract/answers';
import type { DependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';
import { type Removal, type RemovalTexts, useConfirmedRemoval } from '../../ui/confirmed-removal';

export const deleteDependentTexts: RemovalTexts = {
  confirmTitle: 'Are you sure?',
  confirmText: 'This process is irreversible.',
  confirmLabel: 'Yes, go ahead.',
  cancelLabel: 'No, let me think',
  removedTitle: 'Removed!',
  removed: 'Dependent removed successfully.',
  cancelledTitle: 'Cancelled',
  cancelled: 'Dependent is still in our database.)',
  failedTitle: 'Failed',
};

export const deleteDependent = (no: number | string, reason: string) =>
  api.delete(`dependent/${encodeURIComponent(String(no))}`, doneAnswer, { reason });

type DependentToDelete = Pick<DependentRow, 'NO' | 'DEPENDENT_NAME' | 'RELATION' | 'MEMBER_NAME' | 'ID'>;

/** Every dependent list and count on screen shows what a dependent's removal changes. */
const removal: Removal<DependentToDelete> = {
  texts: deleteDependentTexts,
  describe: (d) => `Dependent: ${d.DEPENDENT_NAME} (${d.RELATION}) of ${d.MEMBER_NAME} (ID ${d.ID})`,
  remove: (d, reason) => deleteDependent(d.NO, reason),
  refresh: [['dependents']],
};

/** Delete on the dependent search and list: confirm naming the dependent, delete, say how it went. */
export const useDeleteDependent = () => useConfirmedRemoval(removal);
