import { miscMessages } from '@trust/contract/misc';
import { errorMessage } from '../api/client';
import { confirm, notice } from './dialogs';

/**
 * Deleting a misc receipt or a GPAIS record, in the trust's words (docs/product.md): 'Are you sure?', then 'Deleted!'.
 * The list reloads whether or not the delete worked, so it never shows a row that is gone.
 */
export async function confirmAndDeleteReport(remove: () => Promise<unknown>, reload: () => Promise<unknown>) {
  const t = miscMessages;
  const isSure = await confirm({
    title: t.deleteTitle,
    text: t.deleteText,
    confirmLabel: t.deleteConfirm,
    cancelLabel: t.deleteCancel,
  });
  if (!isSure) return;
  let failure: string | null = null;
  try {
    await remove();
  } catch (error) {
    failure = errorMessage(error);
  }
  void reload();
  if (failure === null) await notice(t.deletedTitle, t.deleted, 'success');
  else await notice('Failed', failure, 'error');
}
