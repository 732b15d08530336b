import { booksMessages } from '@trust/contract/books';
import { errorMessage } from '../api/client';
import { notice } from './dialogs';
import { askReason } from './reason-dialog';

/**
 * Voiding a misc receipt or a GPAIS record: ask why, void it (the record keeps its number and shows
 * as VOID everywhere), say how it went. The list reloads whether or not the void worked, so it never
 * shows a fate the server no longer holds.
 */
export async function confirmAndVoid(
  receiptNo: string,
  voidIt: (reason: string) => Promise<unknown>,
  reload: () => Promise<unknown>,
): Promise<void> {
  const reason = await askReason({
    title: booksMessages.voidTitle,
    text: booksMessages.voidText,
    subject: `Receipt No ${receiptNo}`,
    confirmLabel: booksMessages.voidConfirm,
    cancelLabel: 'Cancel',
  });
  if (reason === null) return;
  let failure: string | null = null;
  try {
    await voidIt(reason);
  } catch (error) {
    failure = errorMessage(error);
  }
  void reload();
  if (failure === null) await notice('Voided', booksMessages.voided, 'success');
  else await notice('Failed', failure, 'error');
}
