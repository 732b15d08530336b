import { renewalMessages } from '@trust/contract/renewal';
import { notice } from './dialogs';
import { askReason } from './reason-dialog';

export interface ResetTexts {
  /** 'This … data will still be available in past records'. */
  confirmText: string;
  reset: string;
  resetFailed: string;
  resetCancelled: string;
}

/**
 * Resetting (deactivating) a mediclaim or membership subscription, in the trust's words (docs/product.md): 'Are you
 * sure?' with the reason the reset is recorded with, then 'Deactivated!' or 'Error!', or 'Cancelled'.
 * The status is looked up again whether or not the reset worked, so the row never shows a state the
 * server no longer holds.
 */
export async function confirmAndReset(
  texts: ResetTexts,
  reset: (reason: string) => Promise<unknown>,
  reload: () => Promise<unknown>,
): Promise<void> {
  const reason = await askReason({
    title: renewalMessages.resetConfirmTitle,
    text: texts.confirmText,
    // The buttons of the trust's other confirmations: its reset messages name none of their own.
    confirmLabel: 'Yes, go ahead.',
    cancelLabel: 'No, let me think',
  });
  if (reason === null) {
    await notice(renewalMessages.resetCancelledTitle, texts.resetCancelled);
    return;
  }
  let isReset = true;
  try {
    await reset(reason);
  } catch {
    isReset = false;
  }
  void reload();
  if (isReset) await notice(renewalMessages.resetTitle, texts.reset, 'success');
  else await notice(renewalMessages.resetFailedTitle, texts.resetFailed, 'error');
}
